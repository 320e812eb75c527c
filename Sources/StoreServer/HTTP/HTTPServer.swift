import CMicroHTTPD
import Dispatch
import FoundationEssentials
import Glibc
import StoreCatalog
import Synchronization
import Threads

/// An HTTP/1.1 server on GNU libmicrohttpd that hands each complete request to an async Swift handler.
///
/// Threads and Swift concurrency: libmicrohttpd runs a small pool of its own POSIX threads (`threads`), each polling
/// its share of the connections; none of them is a Swift concurrency thread. When a request is complete (headers
/// and the whole body read), the pool thread that owns its connection copies it into an `HTTPRequest` value, starts
/// a `Task` running `handler`, and waits on a semaphore for that task's `HTTPResponse`. Only libmicrohttpd's own
/// threads ever wait, so the cooperative thread pool is never blocked and the handler may await actors (the
/// sandbox) freely; the handler never waits on a libmicrohttpd thread, so the wait cannot deadlock. At most `threads`
/// requests are handled at once; further connections queue in the kernel and in libmicrohttpd.
///
/// What crosses threads is `Sendable`: the handler closure, request and response values, and `ResponseSlot` (a
/// mutex). The per-request body buffer (`RequestBody`) is touched only by the one pool thread that owns its
/// connection, from the first callback to the completion callback that releases it.
public final class HTTPServer: Sendable {
  /// The request handler: any request in, a response out. It must not throw; errors are responses.
  public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

  /// The port the server listens on (the one the kernel picked when asked for port 0).
  public let port: UInt16
  public let host: String
  private let daemon: Mutex<OpaquePointer?>
  private let context: Unmanaged<HandlerContext>

  /// Starts listening on `host` (an IPv4 or IPv6 address) and `port` (0: any free port).
  ///
  /// - Parameters:
  ///   - bodyLimit: bodies larger than this are not kept; the handler sees `bodyTooLarge`.
  ///   - threads: libmicrohttpd's thread pool size: how many requests are handled at once.
  public init(host: String, port: UInt16, bodyLimit: Int = 64 * 1024, threads: UInt32 = 8, handler: @escaping Handler) throws {
    guard var library = libmicrohttpd.library else { throw HTTPServerError.libraryMissing(reason: libmicrohttpd.failure) }
    let context = Unmanaged.passRetained(HandlerContext(handler: handler, bodyLimit: bodyLimit))
    let started: OpaquePointer?
    do {
      started = try SocketAddress(host: host, port: port).withPointer { address, isIPv6 in
        let flags = UInt32(MHD_USE_AUTO_INTERNAL_THREAD.rawValue) | (isIPv6 ? UInt32(MHD_USE_IPv6.rawValue) : 0)
        // A connection's memory is libmicrohttpd's default 32 KB (a request line, headers with a bearer token and the
        // read buffer fit many times over; bodies arrive in pieces). libmicrohttpd zeroes it for every request: at
        // 256 KB the history page ran at 6,206-6,981 requests/s against 7,628-7,916, and the ceiling 11,645-13,268
        // against 16,493-18,144 (bench/server, docs/benchmarks.md round server24).
        return storefront_mhd_start(
          &library, flags, address, threads, 1024, 32 * 1024, 30, accessHandler, context.toOpaque(), requestCompleted, nil)
      }
    } catch {
      context.release()
      throw error
    }
    guard let started else {
      context.release()
      throw HTTPServerError.cannotListen(host: host, port: port, reason: SystemErrorWords.describing(errno))
    }
    self.context = context
    self.host = host
    self.port = storefront_mhd_port(&library, started)
    daemon = Mutex(started)
  }

  /// Stops listening, finishes the requests in flight and joins libmicrohttpd's threads (idempotent).
  ///
  /// The join waits for requests in flight, and those wait for their handler tasks; so it runs on a thread of its
  /// own, never on the cooperative pool (where two joins at once on a two-core machine would leave no thread for the
  /// tasks they wait for).
  public func stop() async {
    guard let running = takeDaemon() else { return }
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      DetachedThread.start {
        running.stop()
        finished.resume()
      }
    }
  }

  /// The running daemon, taken out so that exactly one caller stops it.
  private func takeDaemon() -> RunningDaemon? {
    daemon.withLock { daemon -> RunningDaemon? in
      defer { daemon = nil }
      return daemon.map(RunningDaemon.init)
    }
  }

  deinit {
    takeDaemon()?.stop()
    context.release()
  }
}

/// A libmicrohttpd daemon on its way to `MHD_stop_daemon`. Safe to send: it is taken out of the server's mutex by
/// exactly one caller, and the only thing done with it afterwards is that one call, which libmicrohttpd allows from
/// any thread.
private struct RunningDaemon: @unchecked Sendable {
  let pointer: OpaquePointer

  /// Stops it: a daemon exists only once libmicrohttpd is loaded.
  func stop() { libmicrohttpd.library?.stop_daemon(pointer) }
}

/// Why the server could not start; the command line words it (`ServerStartWords`).
public enum HTTPServerError: Error, Sendable, Hashable {
  case badHost(String)
  /// libmicrohttpd could not listen there: `reason` is what the system says, quoted as it is.
  case cannotListen(host: String, port: UInt16, reason: String)
  /// libmicrohttpd is not installed or cannot be loaded: `reason` is what the dynamic loader says, quoted as it is.
  case libraryMissing(reason: String)
}

/// libmicrohttpd's functions, loaded when the first server starts (`CMicroHTTPD`'s `cmhd_load`), or why they could not be.
// Safe unsynchronized: a global's initializer runs exactly once, and the value is never written again; what it
// points to is libmicrohttpd's code, which serves its daemons from any thread.
nonisolated(unsafe) private let libmicrohttpd: (library: cmhd_library?, failure: String) = {
  let library = UnsafeMutablePointer<cmhd_library>.allocate(capacity: 1)
  defer { library.deallocate() }
  guard cmhd_load(library) != 0 else { return (nil, cmhd_load_error().map { String(cString: $0) } ?? "libmicrohttpd.so.12") }
  return (library.pointee, "")
}()

// MARK: - libmicrohttpd callbacks

/// What every callback of one server needs: the handler and the body limit. Immutable, so shared freely.
private final class HandlerContext: Sendable {
  let handler: HTTPServer.Handler
  let bodyLimit: Int

  init(handler: @escaping HTTPServer.Handler, bodyLimit: Int) {
    self.handler = handler
    self.bodyLimit = bodyLimit
  }
}

/// A request's body as it arrives. Owned by the one pool thread that serves its connection (see `HTTPServer`).
private final class RequestBody {
  var data = Data()
  var tooLarge = false
}

/// Where a handler's task leaves its response for the waiting pool thread.
private final class ResponseSlot: Sendable {
  let response = Mutex<HTTPResponse?>(nil)
  let ready = DispatchSemaphore(value: 0)
}

private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, upload, uploadSize, state in
  guard let cls, let connection, let state, let uploadSize else { return .NO }
  let context = Unmanaged<HandlerContext>.fromOpaque(cls).takeUnretainedValue()
  guard let existing = state.pointee else {
    state.pointee = Unmanaged.passRetained(RequestBody()).toOpaque()
    return .YES
  }
  let body = Unmanaged<RequestBody>.fromOpaque(existing).takeUnretainedValue()
  if uploadSize.pointee > 0 {
    if !body.tooLarge, let upload {
      if body.data.count + uploadSize.pointee > context.bodyLimit {
        body.tooLarge = true
        body.data = Data()
      } else {
        body.data.append(UnsafeRawPointer(upload).assumingMemoryBound(to: UInt8.self), count: uploadSize.pointee)
      }
    }
    uploadSize.pointee = 0
    return .YES
  }
  let request = HTTPRequest(
    method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/",
    query: connectionValues(connection, .GET_ARGUMENT_KIND).map { QueryItem($0.0, $0.1) },
    headers: Dictionary(connectionValues(connection, .HEADER_KIND).map { ($0.0.lowercased(), $0.1) }) { first, _ in first },
    body: body.data, bodyTooLarge: body.tooLarge)
  let slot = ResponseSlot()
  let handler = context.handler
  Task {
    let response = await handler(request)
    slot.response.withLock { $0 = response }
    slot.ready.signal()
  }
  slot.ready.wait()
  let response = slot.response.withLock { $0 } ?? HTTPResponse(status: 500)
  return queue(response, on: connection)
}

private let requestCompleted: MHD_RequestCompletedCallback = { _, _, state, _ in
  guard let state, let body = state.pointee else { return }
  Unmanaged<RequestBody>.fromOpaque(body).release()
  state.pointee = nil
}

/// Sends `response` on `connection`.
private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
  guard let library = libmicrohttpd.library else { return .NO }
  let made = response.body.withUnsafeBytes { bytes in
    library.create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
  }
  guard let made else { return .NO }
  defer { library.destroy_response(made) }
  if let type = response.contentType { _ = library.add_response_header(made, "Content-Type", type) }
  return library.queue_response(connection, UInt32(response.status), made)
}

/// Collects a connection's headers or query arguments, in order.
private final class ValueCollector {
  var pairs: [(String, String)] = []
}

private func connectionValues(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [(String, String)] {
  guard let library = libmicrohttpd.library else { return [] }
  let collector = ValueCollector()
  withExtendedLifetime(collector) {
    _ = library.get_connection_values(connection, kind, { cls, _, key, value in
      guard let cls, let key else { return .YES }
      let collector = Unmanaged<ValueCollector>.fromOpaque(cls).takeUnretainedValue()
      collector.pairs.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
      return .YES
    }, Unmanaged.passUnretained(collector).toOpaque())
  }
  return collector.pairs
}
