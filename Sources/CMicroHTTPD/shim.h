#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <sys/select.h>
#include <microhttpd.h>

/* libmicrohttpd, loaded when the first server starts rather than when the process starts: libmicrohttpd and the
   libraries it links (GnuTLS, p11-kit, nettle, gmp, ...) put about 2.3 MB of pages into every storefront process,
   and their constructors run at its start, for a feature only `storefront server` and `--server` use
   (docs/benchmarks.md, mem26). */
struct cmhd_library {
  /* MHD_start_daemon and MHD_get_daemon_info: variadic, which Swift cannot call; see storefront_mhd_* below. */
  void *_Nonnull start_daemon;
  void *_Nonnull get_daemon_info;
  void (*_Nonnull stop_daemon)(struct MHD_Daemon *);
  enum MHD_Result (*_Nonnull queue_response)(struct MHD_Connection *, unsigned int, struct MHD_Response *);
  int (*_Nonnull get_connection_values)(struct MHD_Connection *, enum MHD_ValueKind, MHD_KeyValueIterator, void *);
  struct MHD_Response *(*_Nonnull create_response_from_buffer)(size_t, void *, enum MHD_ResponseMemoryMode);
  void (*_Nonnull destroy_response)(struct MHD_Response *);
  enum MHD_Result (*_Nonnull add_response_header)(struct MHD_Response *, const char *, const char *);
};

/* Loads libmicrohttpd into `library` (once per process: the caller keeps the result); 0 when it cannot, leaving
   `library` unset (dlerror() says why). */
static inline int cmhd_load(struct cmhd_library *_Nonnull library) {
  void *handle = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) return 0;
  const char *names[] = {"MHD_start_daemon", "MHD_get_daemon_info", "MHD_stop_daemon", "MHD_queue_response",
                         "MHD_get_connection_values", "MHD_create_response_from_buffer", "MHD_destroy_response",
                         "MHD_add_response_header"};
  void *found[sizeof names / sizeof names[0]];
  for (size_t index = 0; index < sizeof names / sizeof names[0]; index++) {
    found[index] = dlsym(handle, names[index]);
    if (found[index] == NULL) return 0;
  }
  library->start_daemon = found[0];
  library->get_daemon_info = found[1];
  library->stop_daemon = (void (*)(struct MHD_Daemon *))found[2];
  library->queue_response = (enum MHD_Result(*)(struct MHD_Connection *, unsigned int, struct MHD_Response *))found[3];
  library->get_connection_values =
      (int (*)(struct MHD_Connection *, enum MHD_ValueKind, MHD_KeyValueIterator, void *))found[4];
  library->create_response_from_buffer =
      (struct MHD_Response * (*)(size_t, void *, enum MHD_ResponseMemoryMode)) found[5];
  library->destroy_response = (void (*)(struct MHD_Response *))found[6];
  library->add_response_header = (enum MHD_Result(*)(struct MHD_Response *, const char *, const char *))found[7];
  return 1;
}

/* Why the last cmhd_load failed, as the dynamic loader says it. */
static inline const char *_Nullable cmhd_load_error(void) { return dlerror(); }

/* Starts a daemon bound to `address` (port 0 picks a free one) with its own listening thread and `threads` worker
   threads, a per-connection memory limit, an idle timeout in seconds, and a completion callback that frees each
   request's state. Returns NULL when the address cannot be bound. */
static inline struct MHD_Daemon *storefront_mhd_start(
    const struct cmhd_library *_Nonnull library, unsigned int flags, const struct sockaddr *address,
    unsigned int threads, unsigned int connection_limit, size_t memory_limit, unsigned int timeout_seconds,
    MHD_AccessHandlerCallback handler, void *handler_context, MHD_RequestCompletedCallback completed,
    void *completed_context) {
  return ((struct MHD_Daemon * (*)(unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *, MHD_AccessHandlerCallback,
                                   void *, ...)) library->start_daemon)(
      flags, 0, NULL, NULL, handler, handler_context,
      MHD_OPTION_SOCK_ADDR, address,
      MHD_OPTION_THREAD_POOL_SIZE, threads,
      MHD_OPTION_CONNECTION_LIMIT, connection_limit,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
      MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
      MHD_OPTION_END);
}

/* The port a started daemon listens on (the one the kernel picked for port 0); 0 when unknown. */
static inline uint16_t storefront_mhd_port(const struct cmhd_library *_Nonnull library, struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = ((const union MHD_DaemonInfo *(*)(struct MHD_Daemon *, enum MHD_DaemonInfoType,
                                                                        ...))library->get_daemon_info)(
      daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}
#endif
