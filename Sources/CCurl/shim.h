#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H
#include <curl/curl.h>

/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: these name each argument's type. */
static inline CURLcode ccurl_setopt_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode ccurl_setopt_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode ccurl_setopt_list(CURL *handle, CURLoption option, struct curl_slist *value) {
  return curl_easy_setopt(handle, option, value);
}
static inline long ccurl_response_code(CURL *handle) {
  long code = 0;
  return curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code) == CURLE_OK ? code : 0;
}

/* A write callback that takes the response body and keeps none of it (libcurl writes it to stdout otherwise). */
static inline size_t ccurl_discard(char *data, size_t size, size_t count, void *context) {
  (void)data;
  (void)context;
  return size * count;
}
static inline CURLcode ccurl_discard_response_body(CURL *handle) {
  return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, ccurl_discard);
}
#endif
