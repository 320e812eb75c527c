public import StoreEngine
public import StoreScenarios

/// The store as the effect runner uses it: a struct of closures, so tests can swap in a scripted store and the
/// app runs the live one (`StoreClient.live`) against a real sandbox, or a scenario's (`StoreClient.playback`).
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
  /// A tester action on the sandbox: what happened, or why it could not be done.
  public var act: @Sendable (_ action: TesterAction) async -> StoreMessage
  /// A transaction's signed data, taken apart and checked.
  public var inspect: @Sendable (_ transactionID: UInt64) async -> TransactionInspection
  /// Plays one statement of the scenario being played.
  public var playStep: @Sendable (_ step: ScenarioStep) async -> StepResult
  /// Saves what the session leaves behind (a recording), stops the store model (its listeners and the renewal
  /// scheduler) and closes the sandbox. - Returns: what to tell the person once the terminal is restored.
  public var shutdown: @Sendable () async -> String?

  public init(
    open: @escaping @Sendable (_ send: @escaping @Sendable (StoreEvent) -> Void) async -> Void,
    loadProducts: @escaping @Sendable () async -> Void,
    purchase: @escaping @Sendable (_ productID: String, _ quantity: Int) async -> PurchaseOutcome,
    cancelPurchase: @escaping @Sendable (_ productID: String) async -> Void,
    restore: @escaping @Sendable () async -> StoreMessage,
    requestRefund: @escaping @Sendable (_ transactionID: UInt64) async -> StoreMessage,
    consume: @escaping @Sendable (_ productID: String) async -> Void,
    act: @escaping @Sendable (_ action: TesterAction) async -> StoreMessage,
    inspect: @escaping @Sendable (_ transactionID: UInt64) async -> TransactionInspection,
    playStep: @escaping @Sendable (_ step: ScenarioStep) async -> StepResult,
    shutdown: @escaping @Sendable () async -> String?
  ) {
    self.open = open
    self.loadProducts = loadProducts
    self.purchase = purchase
    self.cancelPurchase = cancelPurchase
    self.restore = restore
    self.requestRefund = requestRefund
    self.consume = consume
    self.act = act
    self.inspect = inspect
    self.playStep = playStep
    self.shutdown = shutdown
  }
}
