import CLibFuzzer
import StoreCatalog

/// libFuzzer entry point: decodes the input as a `.storekit` catalog (JSON or property list) and renders
/// every diagnostic, as `storefront catalog validate` does. Anything but a clean return is a defect.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
  let result = CatalogLoader.load(bytes: bytes, file: "fuzz.storekit")
  for diagnostic in result.diagnostics { _ = diagnostic.description }
  if let catalog = result.partialCatalog { _ = String(describing: catalog) }
  return 0
}

/// The program's entry point (SwiftPM calls it `<module>_main`): libFuzzer's driver with the target above.
@_cdecl("fuzz_catalog_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments, fuzzCatalog)
}
