#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H
#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

/* libcurl, loaded the first time a webhook is sent rather than when the process starts: libcurl and the libraries it
   links (GnuTLS, Kerberos, LDAP, ...) cost every storefront process about 3.5 ms of CPU to load, a third of
   `storefront --help`, for a feature only `storefront server` and `--server` use (docs/benchmarks.md, start24). */
struct ccurl_library {
  CURL *(*_Nonnull easy_init)(void);
  /* curl_easy_setopt and curl_easy_getinfo: variadic, which Swift cannot call; see ccurl_setopt_* below. */
  void *_Nonnull easy_setopt;
  void *_Nonnull easy_getinfo;
  void (*_Nonnull easy_cleanup)(CURL *);
  struct curl_slist *(*_Nonnull slist_append)(struct curl_slist *, const char *);
  void (*_Nonnull slist_free_all)(struct curl_slist *);
  CURLM *(*_Nonnull multi_init)(void);
  CURLMcode (*_Nonnull multi_add_handle)(CURLM *, CURL *);
  CURLMcode (*_Nonnull multi_remove_handle)(CURLM *, CURL *);
  CURLMcode (*_Nonnull multi_perform)(CURLM *, int *);
  CURLMcode (*_Nonnull multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
  CURLMcode (*_Nonnull multi_wakeup)(CURLM *);
  CURLMsg *(*_Nonnull multi_info_read)(CURLM *, int *);
  CURLMcode (*_Nonnull multi_cleanup)(CURLM *);
};

/* Loads libcurl into `library` and initializes it (once per process: the caller keeps the result); 0 when it
   cannot, leaving `library` unset. */
static inline int ccurl_load(struct ccurl_library *_Nonnull library) {
  void *handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) return 0;
  const char *names[] = {"curl_easy_init", "curl_easy_setopt", "curl_easy_getinfo", "curl_easy_cleanup",
                         "curl_slist_append", "curl_slist_free_all", "curl_multi_init", "curl_multi_add_handle",
                         "curl_multi_remove_handle", "curl_multi_perform", "curl_multi_poll", "curl_multi_wakeup",
                         "curl_multi_info_read", "curl_multi_cleanup"};
  void *found[sizeof names / sizeof names[0]];
  for (size_t index = 0; index < sizeof names / sizeof names[0]; index++) {
    found[index] = dlsym(handle, names[index]);
    if (found[index] == NULL) return 0;
  }
  CURLcode (*global_init)(long) = (CURLcode(*)(long))dlsym(handle, "curl_global_init");
  if (global_init == NULL || global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return 0;
  library->easy_init = (CURL * (*)(void)) found[0];
  library->easy_setopt = found[1];
  library->easy_getinfo = found[2];
  library->easy_cleanup = (void (*)(CURL *))found[3];
  library->slist_append = (struct curl_slist * (*)(struct curl_slist *, const char *)) found[4];
  library->slist_free_all = (void (*)(struct curl_slist *))found[5];
  library->multi_init = (CURLM * (*)(void)) found[6];
  library->multi_add_handle = (CURLMcode(*)(CURLM *, CURL *))found[7];
  library->multi_remove_handle = (CURLMcode(*)(CURLM *, CURL *))found[8];
  library->multi_perform = (CURLMcode(*)(CURLM *, int *))found[9];
  library->multi_poll = (CURLMcode(*)(CURLM *, struct curl_waitfd *, unsigned int, int, int *))found[10];
  library->multi_wakeup = (CURLMcode(*)(CURLM *))found[11];
  library->multi_info_read = (CURLMsg * (*)(CURLM *, int *)) found[12];
  library->multi_cleanup = (CURLMcode(*)(CURLM *))found[13];
  return 1;
}

/* The variadic calls, with each argument's type named. */
static inline CURLcode ccurl_setopt_long(const struct ccurl_library *_Nonnull library, CURL *handle, CURLoption option,
                                         long value) {
  return ((CURLcode(*)(CURL *, CURLoption, ...))library->easy_setopt)(handle, option, value);
}
static inline CURLcode ccurl_setopt_string(const struct ccurl_library *_Nonnull library, CURL *handle,
                                           CURLoption option, const char *value) {
  return ((CURLcode(*)(CURL *, CURLoption, ...))library->easy_setopt)(handle, option, value);
}
static inline CURLcode ccurl_setopt_list(const struct ccurl_library *_Nonnull library, CURL *handle,
                                         CURLoption option, struct curl_slist *value) {
  return ((CURLcode(*)(CURL *, CURLoption, ...))library->easy_setopt)(handle, option, value);
}
static inline long ccurl_response_code(const struct ccurl_library *_Nonnull library, CURL *handle) {
  long code = 0;
  CURLcode result = ((CURLcode(*)(CURL *, CURLINFO, ...))library->easy_getinfo)(handle, CURLINFO_RESPONSE_CODE, &code);
  return result == CURLE_OK ? code : 0;
}

/* A write callback that takes the response body and keeps none of it (libcurl writes it to stdout otherwise). */
static inline size_t ccurl_discard(char *data, size_t size, size_t count, void *context) {
  (void)data;
  (void)context;
  return size * count;
}
static inline CURLcode ccurl_discard_response_body(const struct ccurl_library *_Nonnull library, CURL *handle) {
  return ((CURLcode(*)(CURL *, CURLoption, ...))library->easy_setopt)(handle, CURLOPT_WRITEFUNCTION, ccurl_discard);
}
#endif
