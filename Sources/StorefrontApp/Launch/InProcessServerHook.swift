public import StoreOperations

/// The App Store server the storefront runs in its own process (`storefront --server`), as the storefront needs it:
/// where it answers, for the header, and a way to hand it the storefront's executor each time the store opens, so
/// the backend's changing requests run through the same operations as the person's (and the app sees them at once).
/// The command that started the server makes it; the storefront never starts or stops the server itself.
public struct InProcessServerHook: Sendable {
  /// The address the server answers on (`http://127.0.0.1:8787`).
  public var address: String
  /// Called with the storefront's executor once the store is open, and with nil when it closes.
  public var useExecutor: @Sendable (StoreExecutor?) async -> Void

  public init(address: String, useExecutor: @escaping @Sendable (StoreExecutor?) async -> Void) {
    self.address = address
    self.useExecutor = useExecutor
  }
}
