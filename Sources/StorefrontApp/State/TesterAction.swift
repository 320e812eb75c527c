public import StoreCatalog
public import StoreScenarios

/// Something a tester does to the simulated App Store from the transactions view or the QA panel: Xcode's
/// Transaction Manager and StoreKitTest controls. The effect runner carries it out against the sandbox; the
/// store model sees the result through the sandbox's change notifications, as an app would.
public enum TesterAction: Hashable, Sendable {
  // MARK: A transaction
  /// The App Store refunds it (approved at once, as in testing).
  case refund(transactionID: UInt64)
  /// The App Store revokes access (Family Sharing ended, for example).
  case revoke(transactionID: UInt64)
  /// Deleted from the history; deleting a subscription's original transaction deletes its renewals.
  case delete(transactionID: UInt64)
  /// The app's `finish()`, for a transaction it left unfinished.
  case finish(transactionID: UInt64)

  // MARK: A purchase request
  /// A parent approves an Ask to Buy request.
  case approve(requestID: UInt64)
  /// A parent declines it: nothing is charged and the app is never told.
  case decline(requestID: UInt64)
  /// The customer fixes what interrupted a purchase; it completes.
  case resolve(requestID: UInt64)

  // MARK: A subscription
  /// Cancel or resume auto-renew, expire now, renew now (resolving a billing issue).
  case subscription(SubscriptionAction, groupID: String)

  // MARK: Settings
  case set(SettingChange)
  /// Make an API fail with an error, or (nil) stop it failing.
  case fault(StoreKitAPI, SimulatedError?)

  // MARK: Time
  case pauseClock
  case resumeClock
  case advanceClock(ScenarioDuration)
  /// To the next renewal, expiry, retry or request expiry, which then happens.
  case advanceToNextEvent

  // MARK: Elsewhere
  /// The same account buys on another device: it reaches this app on `Transaction.updates`.
  case buyOnAnotherDevice(productID: String)
  /// Erase the account's history and every run-time setting.
  case reset
}
