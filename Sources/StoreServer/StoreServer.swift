public import FoundationEssentials
public import StoreEngine
public import StoreOperations
import Glibc
import Synchronization

/// The App Store's server side for one sandbox, as one value: the App Store Server API over HTTP and the delivery of
/// App Store Server Notifications V2 to the sandbox's webhooks. The `storefront server` command runs it; the
/// interactive storefront can run it in-process and follow `events()` (every request answered, every delivery attempt
/// made) for its Server tab.
public final class StoreServer: Sendable {
  /// The port `storefront server` listens on unless told otherwise.
  public static let defaultPort: UInt16 = 8787

  public let sandbox: Sandbox
  private let http: HTTPServer
  private let delivery: Task<Void, Never>
  private let watching: Task<Void, Never>
  private let subscribers = Mutex<[UUID: AsyncStream<ServerEvent>.Continuation]>([:])
  private let executors: ExecutorSlot
  private let reader: LedgerReader

  /// Starts serving `sandbox` on `host`:`port` (0: a free port) and delivering its notifications.
  public convenience init(sandbox: Sandbox, host: String = "127.0.0.1", port: UInt16 = StoreServer.defaultPort)
    async throws
  {
    try await self.init(executor: StoreExecutor(sandbox: sandbox), host: host, port: port)
  }

  /// Starts serving the executor's sandbox; the requests that change it run on `executor` until
  /// `runOperations(on:)` hands them another.
  public init(executor: StoreExecutor, host: String = "127.0.0.1", port: UInt16 = StoreServer.defaultPort) async throws {
    let sandbox = executor.sandbox
    self.sandbox = sandbox
    try sandbox.watchOtherProcesses()
    let keys = APIKeyStore(sandbox: sandbox)
    await keys.reload()
    let api = AppStoreServerAPI(executor: executor, keys: keys)
    executors = api.executors
    reader = api.reader
    let broadcast = Broadcast()
    http = try HTTPServer(host: host, port: port) { request in
      let (date, started) = (Date(), ContinuousClock.now)
      let response = await api.respond(to: request)
      broadcast.send(.request(RequestRecord(
        method: request.method, path: request.path, status: response.status, date: date,
        duration: ContinuousClock.now - started)))
      return response
    }
    let deliverer = NotificationDelivery(sandbox: sandbox, claimant: "server-\(getpid())-\(UUID().uuidString.prefix(8))") {
      broadcast.send(.delivery($0))
    }
    delivery = Task { await deliverer.run() }
    watching = Task {
      for await _ in await sandbox.changes() { await keys.reload() }
    }
    broadcast.attach(self)
  }

  /// Runs the requests that change the sandbox on `executor` from now on — the interactive storefront's, for the
  /// sandbox the server serves, so they take the storefront's one operations path — or, with nil, on the server's
  /// own again.
  public func runOperations(on executor: StoreExecutor?) {
    executors.use(executor)
  }

  /// The address the server answers on.
  public var address: String {
    let host = http.host.contains(":") ? "[\(http.host)]" : http.host
    return "http://\(host):\(http.port)"
  }

  public var port: UInt16 { http.port }

  /// Every request answered and every delivery attempt made from now on.
  public func events() -> AsyncStream<ServerEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: ServerEvent.self, bufferingPolicy: .bufferingNewest(256))
    let id = UUID()
    subscribers.withLock { $0[id] = continuation }
    continuation.onTermination = { [weak self] _ in self?.subscribers.withLock { $0[id] = nil } }
    return stream
  }

  fileprivate func send(_ event: ServerEvent) {
    for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(event) }
  }

  /// Stops listening (requests in flight finish) and stops delivering; attempts not made stay in the ledger. The
  /// server's read-only connections to the ledger close, so the sandbox's own is the last when it closes.
  public func stop() async {
    await http.stop()
    reader.close()
    delivery.cancel()
    watching.cancel()
    await delivery.value
    let finished = subscribers.withLock { subscribers in
      defer { subscribers = [:] }
      return Array(subscribers.values)
    }
    for continuation in finished { continuation.finish() }
  }
}

/// Passes events from the request threads and the delivery task to the server's subscribers, once the server exists.
private final class Broadcast: Sendable {
  private let server = Mutex<StoreServerReference?>(nil)

  func attach(_ server: StoreServer) { self.server.withLock { $0 = StoreServerReference(server: server) } }

  func send(_ event: ServerEvent) { server.withLock { $0?.server }?.send(event) }
}

/// A weak reference that can cross threads.
private struct StoreServerReference: Sendable {
  weak var server: StoreServer?
}

/// Something the server did: answered a request, or made a delivery attempt.
public enum ServerEvent: Sendable, Hashable {
  case request(RequestRecord)
  case delivery(DeliveryReport)
}

/// One request the server answered.
public struct RequestRecord: Sendable, Hashable {
  public var method: String
  public var path: String
  public var status: Int
  /// Real time the request arrived.
  public var date: Date
  public var duration: Duration
}
