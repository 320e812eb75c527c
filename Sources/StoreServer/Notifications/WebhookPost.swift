import CCurl
import FoundationEssentials
import StoreEngine
import Synchronization
import Threads

/// One POST of a notification to a webhook, made with libcurl on a thread of its own (a webhook that takes its time
/// holds that thread, never one of the cooperative pool's), and its outcome as Apple's `sendAttemptResult`.
///
/// libcurl rather than FoundationNetworking's `URLSession`, and loaded only when the first webhook is sent
/// (`CCurl`'s `ccurl_load`): FoundationNetworking and the libcurl it links were loaded by every `storefront` process
/// at start-up, `catalog validate` and `--help` included, for a feature only `storefront server` and `--server` use
/// (docs/benchmarks.md, start24).
struct WebhookPost: Sendable {
  var url: String
  /// The JSON body, `{"signedPayload": JWS}`.
  var body: String
  /// How long the whole attempt may take (connecting, sending, the answer) before it is `TIMED_OUT`.
  var timeout: TimeInterval

  /// Redirects followed before an attempt is a `CIRCULAR_REDIRECT`.
  static let redirectLimit = 16

  /// Makes the attempt. Cancelling the calling task stops it at once, as `OTHER`.
  func send() async -> (SendAttemptResult, httpStatus: Int?) {
    let transfer = Transfer(self)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        DetachedThread.start { continuation.resume(returning: transfer.perform()) }
      }
    } onCancel: {
      transfer.cancel()
    }
  }

  /// What a transfer that ended with `code` was, for the webhook; `status` is the answer's HTTP status, if any.
  /// 200–206 is success ("Responding to App Store Server Notifications").
  static func result(of code: CURLcode, status: Int) -> (SendAttemptResult, httpStatus: Int?) {
    switch code {
    case CURLE_OK where (200...206).contains(status): (.success, status)
    case CURLE_OK: (.unsuccessfulHTTPResponseCode, status)
    case CURLE_OPERATION_TIMEDOUT: (.timedOut, nil)
    case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_SEND_ERROR,
      CURLE_RECV_ERROR:
      (.socketIssue, nil)
    case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
      CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_INVALIDCERTSTATUS:
      (.tlsIssue, nil)
    case CURLE_TOO_MANY_REDIRECTS: (.circularRedirect, nil)
    case CURLE_GOT_NOTHING: (.noResponse, nil)
    case CURLE_PARTIAL_FILE: (.prematureClose, nil)
    // The scheme is checked before the transfer (`perform`), so libcurl's "unsupported protocol" is an answer that
    // is not HTTP (HTTP/0.9, to libcurl) or a redirect to a place that is not HTTP.
    case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_UNSUPPORTED_PROTOCOL: (.invalidResponse, nil)
    default: (.other, nil)
    }
  }
}

/// libcurl's functions, loaded with the first transfer; nil when libcurl cannot be loaded (every attempt is then
/// `OTHER`).
// Safe unsynchronized: a static's initializer runs exactly once, and the value is never written again; what it
// points to is libcurl's code, whose calls are safe from any thread on distinct handles (and curl_multi_wakeup on any).
nonisolated(unsafe) private let libcurl: ccurl_library? = {
  let library = UnsafeMutablePointer<ccurl_library>.allocate(capacity: 1)
  defer { library.deallocate() }
  guard ccurl_load(library) != 0 else { return nil }
  return library.pointee
}()

/// A transfer under way: libcurl's handles, used on the transfer's own thread only, and the one call another thread
/// makes, `cancel()`.
private final class Transfer: Sendable {
  private let post: WebhookPost
  /// Whether the attempt was cancelled, and the multi handle while the transfer runs (its address, since libcurl's
  /// handles are untyped pointers): `cancel()` wakes it only under this lock, so never after it is freed.
  private let state = Mutex<(cancelled: Bool, multi: UInt?)>((false, nil))

  init(_ post: WebhookPost) { self.post = post }

  func cancel() {
    state.withLock { state in
      state.cancelled = true
      if let library = libcurl, let multi = state.multi {
        _ = library.multi_wakeup(UnsafeMutableRawPointer(bitPattern: multi))
      }
    }
  }

  /// Runs the transfer to its end on the calling thread.
  func perform() -> (SendAttemptResult, httpStatus: Int?) {
    let scheme = post.url.prefix { $0 != ":" }.lowercased()
    guard scheme == "http" || scheme == "https", var library = libcurl, let easy = library.easy_init() else {
      return (.other, nil)
    }
    defer { library.easy_cleanup(easy) }
    var headers = library.slist_append(nil, "Content-Type: application/json")
    // No `Expect: 100-continue` (libcurl's default for a large body), which would wait for an interim answer.
    headers = library.slist_append(headers, "Expect:")
    defer { library.slist_free_all(headers) }
    _ = ccurl_setopt_string(&library, easy, CURLOPT_URL, post.url)
    _ = ccurl_setopt_string(&library, easy, CURLOPT_PROTOCOLS_STR, "http,https")
    _ = ccurl_setopt_string(&library, easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
    _ = ccurl_setopt_long(&library, easy, CURLOPT_FOLLOWLOCATION, 1)
    _ = ccurl_setopt_long(&library, easy, CURLOPT_MAXREDIRS, WebhookPost.redirectLimit)
    _ = ccurl_setopt_long(&library, easy, CURLOPT_TIMEOUT_MS, Int(post.timeout * 1000))
    _ = ccurl_setopt_long(&library, easy, CURLOPT_NOSIGNAL, 1)
    _ = ccurl_setopt_list(&library, easy, CURLOPT_HTTPHEADER, headers)
    _ = ccurl_setopt_string(&library, easy, CURLOPT_COPYPOSTFIELDS, post.body)
    _ = ccurl_discard_response_body(&library, easy)
    guard let code = run(easy, library) else { return (.other, nil) }
    return WebhookPost.result(of: code, status: ccurl_response_code(&library, easy))
  }

  /// Drives `easy` through a multi handle, so that `cancel()` can wake the wait; nil when cancelled.
  private func run(_ easy: UnsafeMutableRawPointer, _ library: ccurl_library) -> CURLcode? {
    guard let multi = library.multi_init() else { return nil }
    _ = library.multi_add_handle(multi, easy)
    let started = state.withLock { state in
      state.multi = UInt(bitPattern: multi)
      return !state.cancelled
    }
    var running: Int32 = started ? 1 : 0
    while running > 0, !state.withLock({ $0.cancelled }) {
      guard library.multi_perform(multi, &running) == CURLM_OK else { break }
      if running > 0 { _ = library.multi_poll(multi, nil, 0, 1000, nil) }
    }
    var code: CURLcode?
    var left: Int32 = 0
    while let message = library.multi_info_read(multi, &left) {
      if message.pointee.msg == CURLMSG_DONE { code = message.pointee.data.result }
    }
    state.withLock { $0.multi = nil }
    _ = library.multi_remove_handle(multi, easy)
    _ = library.multi_cleanup(multi)
    return state.withLock { $0.cancelled } ? nil : code
  }
}
