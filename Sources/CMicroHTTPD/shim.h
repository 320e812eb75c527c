#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <sys/select.h>
#include <microhttpd.h>

/* MHD_start_daemon and MHD_get_daemon_info are variadic, which Swift cannot call: these fixed-argument wrappers pass
   the options the App Store server uses. */

/* Starts a daemon bound to `address` (port 0 picks a free one) with its own listening thread and `threads` worker
   threads, a per-connection memory limit, an idle timeout in seconds, and a completion callback that frees each
   request's state. Returns NULL when the address cannot be bound. */
static inline struct MHD_Daemon *storefront_mhd_start(
    unsigned int flags, const struct sockaddr *address, unsigned int threads, unsigned int connection_limit,
    size_t memory_limit, unsigned int timeout_seconds, MHD_AccessHandlerCallback handler, void *handler_context,
    MHD_RequestCompletedCallback completed, void *completed_context) {
  return MHD_start_daemon(
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
static inline uint16_t storefront_mhd_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}
#endif
