public import FoundationEssentials
public import StoreOperations

/// The App Store server the storefront runs in its own process (`storefront --server`), as the storefront needs it:
/// where it answers, for the header; a way to hand it the storefront's executor each time the store opens, so the
/// backend's changing requests run through the same operations as the person's (and the app sees them at once); and
/// what it does, for the Server tab. The command that started the server makes it; the storefront never starts or
/// stops the server itself.
public struct InProcessServerHook: Sendable {
  /// One request the App Store Server API answered, as the Server tab lists it.
  public struct Request: Sendable, Hashable {
    public var method: String
    public var path: String
    public var status: Int
    /// Real time the request arrived.
    public var date: Date
    /// How long the answer took.
    public var duration: Duration

    public init(method: String, path: String, status: Int, date: Date, duration: Duration) {
      self.method = method
      self.path = path
      self.status = status
      self.date = date
      self.duration = duration
    }
  }

  /// Something the server did.
  public enum Activity: Sendable, Hashable {
    /// It answered a request.
    case answered(Request)
    /// It made a delivery attempt of a notification (the attempt's result is in the sandbox).
    case attemptedDelivery
  }

  /// The address the server answers on (`http://127.0.0.1:8787`).
  public var address: String
  /// Called with the storefront's executor once the store is open, and with nil when it closes.
  public var useExecutor: @Sendable (StoreExecutor?) async -> Void
  /// What the server does from the moment of the call, until the server stops.
  public var activity: @Sendable () -> AsyncStream<Activity>

  public init(
    address: String, useExecutor: @escaping @Sendable (StoreExecutor?) async -> Void,
    activity: @escaping @Sendable () -> AsyncStream<Activity>
  ) {
    self.address = address
    self.useExecutor = useExecutor
    self.activity = activity
  }
}
