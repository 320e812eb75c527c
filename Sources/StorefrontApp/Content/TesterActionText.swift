import StoreOperations

/// The confirmations of tester actions that cannot be undone: what will happen, in plain words, and what the app
/// will (or will never) be told.
enum TesterActionText {
  /// The confirmation `action` needs, or nil when it can be carried out at once (it can be undone, or it is what
  /// an app does anyway).
  ///
  /// - Parameter subject: what it acts on, as the view names it ("Remove Ads (#12)").
  static func confirmation(_ action: StoreOperation, subject: String) -> Confirmation? {
    switch action {
    case .refund(.id(let id), _):
      return Confirmation(
        title: "Refund transaction \(id)?",
        message: "The App Store refunds \(subject) at once, as it does in testing. The app receives the refunded "
          + "transaction on Transaction.updates and must take the content back. This cannot be undone.",
        confirmLabel: "Refund", action: action)
    case .revoke(.id(let id)):
      return Confirmation(
        title: "Revoke transaction \(id)?",
        message: "The App Store revokes access to \(subject), as when Family Sharing ends. The app receives the "
          + "revoked transaction on Transaction.updates and must take the content back. This cannot be undone.",
        confirmLabel: "Revoke", action: action)
    case .delete(.id(let id)):
      return Confirmation(
        title: "Delete transaction \(id)?",
        message: "\(subject) leaves the history, as in Xcode's Transaction Manager; no update reaches the app. "
          + "Deleting a subscription's original transaction deletes its renewals too. This cannot be undone.",
        confirmLabel: "Delete", action: action)
    case .decline(.id(let id)):
      return Confirmation(
        title: "Decline request \(id)?",
        message: "A parent declines \(subject): nothing is charged, and the app is never told (its purchase stays "
          + "pending). This cannot be undone.",
        confirmLabel: "Decline", action: action)
    case .subscription(.expire, _):
      return Confirmation(
        title: "Expire the subscription now?",
        message: "\(subject) ends at this moment and auto-renew turns off: the app loses access. Buying it again "
          + "(or a win-back offer) starts a new period.",
        confirmLabel: "Expire", action: action)
    case .reset:
      return Confirmation(
        title: "Reset the sandbox?",
        message: "Every transaction, subscription, request and balance of this sandbox is erased, with every "
          + "setting changed at run time; the clock restarts at real time. The signing certificate stays. "
          + "This cannot be undone.",
        confirmLabel: "Reset", action: action)
    default:
      return nil
    }
  }
}
