public import StoreEngine

/// The store as the effect runner uses it: a struct of closures, so tests can swap in a scripted store and the
/// app runs the live one (`StoreClient.live`) against a real sandbox.
public struct StoreClient: Sendable {
  /// Reads the catalog, opens the sandbox, starts the store model and reports every snapshot until cancelled.
  public var open: @Sendable (_ send: @escaping @Sendable (StoreEvent) -> Void) async -> Void
  public var loadProducts: @Sendable () async -> Void
  public var purchase: @Sendable (_ productID: String, _ quantity: Int) async -> PurchaseOutcome
  /// The confirmation sheet's Cancel: the app's `purchase` call returns `.userCancelled`.
  public var cancelPurchase: @Sendable (_ productID: String) async -> Void
  public var restore: @Sendable () async -> StoreMessage
  public var requestRefund: @Sendable (_ transactionID: UInt64) async -> StoreMessage
  public var consume: @Sendable (_ productID: String) async -> Void
  /// Stops the store model (its listeners and the renewal scheduler) and closes the sandbox.
  public var shutdown: @Sendable () async -> Void

  public init(
    open: @escaping @Sendable (_ send: @escaping @Sendable (StoreEvent) -> Void) async -> Void,
    loadProducts: @escaping @Sendable () async -> Void,
    purchase: @escaping @Sendable (_ productID: String, _ quantity: Int) async -> PurchaseOutcome,
    cancelPurchase: @escaping @Sendable (_ productID: String) async -> Void,
    restore: @escaping @Sendable () async -> StoreMessage,
    requestRefund: @escaping @Sendable (_ transactionID: UInt64) async -> StoreMessage,
    consume: @escaping @Sendable (_ productID: String) async -> Void,
    shutdown: @escaping @Sendable () async -> Void
  ) {
    self.open = open
    self.loadProducts = loadProducts
    self.purchase = purchase
    self.cancelPurchase = cancelPurchase
    self.restore = restore
    self.requestRefund = requestRefund
    self.consume = consume
    self.shutdown = shutdown
  }

  /// The store of a real sandbox, opened as `options` say.
  public static func live(_ options: LaunchOptions) -> StoreClient {
    let session = StoreSession(options: options)
    return StoreClient(
      open: { send in await session.open(send: send) },
      loadProducts: { await session.model?.loadProducts() },
      purchase: { productID, quantity in
        guard let model = await session.model else { return .failed("the store is not open") }
        return await model.purchase(productID, options: quantity > 1 ? [.quantity(quantity)] : [])
      },
      cancelPurchase: { productID in await session.model?.purchaseCancelledByUser(productID) },
      restore: {
        await session.model?.restore() ?? StoreMessage(.failure, "Restore failed: the store is not open")
      },
      requestRefund: { transactionID in
        await session.model?.requestRefund(transactionID)
          ?? StoreMessage(.failure, "Refund request failed: the store is not open")
      },
      consume: { productID in await session.model?.consume(productID) },
      shutdown: { await session.close() })
  }
}
