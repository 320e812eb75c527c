import StoreOperations
import StoreScenarios

/// The store as the effect runner uses it: a struct of closures, so tests can swap in a scripted store and the
/// app runs the live one (`StoreClient.live`) against a real sandbox, or a scenario's (`StoreClient.playback`).
struct StoreClient: Sendable {
  /// Reads the catalog, opens the sandbox, starts the store model and reports every snapshot and every transaction
  /// that arrives on updates, until cancelled.
  var open: @Sendable (_ send: @escaping @Sendable (StoreEvent) -> Void) async -> Void
  /// Runs an operation through the store's executor: the customer's through the app, a tester's at the sandbox.
  var run: @Sendable (_ operation: StoreOperation) async -> OperationResult
  /// A transaction's signed data, taken apart and checked.
  var inspect: @Sendable (_ transactionID: UInt64) async -> TransactionInspection
  /// The app transaction as the app reads it, with its verdict (an injected verification error honoured) and its
  /// JWS taken apart; nil when no app runs.
  var readAppTransaction: @Sendable () async -> AppTransactionReading?
  /// Plays one statement of the scenario being played.
  var playStep: @Sendable (_ step: ScenarioStep) async -> StepResult
  /// The sandbox's notifications, webhooks and fail-next count, for the Server tab; nil while the store is closed.
  var readNotifications: @Sendable () async -> NotificationLedger?
  /// Reports what the in-process App Store server does (`--server`) until cancelled; returns at once without one.
  var followServer: @Sendable (_ send: @escaping @Sendable (StoreEvent) -> Void) async -> Void
  /// Saves what the session leaves behind (a recording), stops the store model (its listeners and the renewal
  /// scheduler) and closes the sandbox. - Returns: what to tell the person once the terminal is restored.
  var shutdown: @Sendable () async -> String?

  init(
    open: @escaping @Sendable (_ send: @escaping @Sendable (StoreEvent) -> Void) async -> Void,
    run: @escaping @Sendable (_ operation: StoreOperation) async -> OperationResult,
    inspect: @escaping @Sendable (_ transactionID: UInt64) async -> TransactionInspection,
    playStep: @escaping @Sendable (_ step: ScenarioStep) async -> StepResult,
    shutdown: @escaping @Sendable () async -> String?,
    readAppTransaction: @escaping @Sendable () async -> AppTransactionReading? = { nil },
    readNotifications: @escaping @Sendable () async -> NotificationLedger? = { nil },
    followServer: @escaping @Sendable (_ send: @escaping @Sendable (StoreEvent) -> Void) async -> Void = { _ in }
  ) {
    self.open = open
    self.run = run
    self.inspect = inspect
    self.readAppTransaction = readAppTransaction
    self.playStep = playStep
    self.shutdown = shutdown
    self.readNotifications = readNotifications
    self.followServer = followServer
  }
}
