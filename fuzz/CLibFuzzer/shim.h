// libFuzzer's driver, for fuzz targets whose `main` is their own (SwiftPM names an executable's entry point
// `<module>_main`, so a target defines that and hands over to libFuzzer here).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
