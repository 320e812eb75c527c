public import StoreEngine

/// What a `ServerOperation` came to, as `OperationOutcome.server`.
public enum ServerOutcome: Sendable, Hashable {
  /// The renewal date moved `days` later; `record` is the subscription's latest transaction, re-signed.
  case renewalExtended(TransactionRecord, days: Int)
  /// Extend for All Active Subscribers finished, with how many subscriptions it extended and could not.
  case extendedForAllActiveSubscribers(MassExtensionStatus, days: Int)
  /// The app account token is set on the original transaction and its renewals.
  case appAccountTokenSet(TransactionRecord)
  /// The consumption information is kept for the App Store's refund decision.
  case consumptionInformationSent(TransactionRecord)
  /// A `TEST` notification is stored for every webhook; `token` is its test notification token.
  case testNotificationRequested(token: String)
  /// The webhooks' next `count` answers count as failures (0: they count as they are again).
  case webhookAnswersFailing(count: Int)
  /// The notification is due again at `webhooks` webhooks now; `notification` shows its attempts with the new ones.
  case notificationResent(ServerNotificationRecord, webhooks: Int)

  /// The transaction the outcome acted on: what `last` means after it.
  var transactionID: UInt64? {
    switch self {
    case .renewalExtended(let record, _), .appAccountTokenSet(let record), .consumptionInformationSent(let record):
      record.id
    case .notificationResent(let notification, _):
      notification.transactionID
    case .extendedForAllActiveSubscribers, .testNotificationRequested, .webhookAnswersFailing:
      nil
    }
  }
}

/// Why the App Store's server side refused a `ServerOperation`, as `OperationFailure.server`.
public enum ServerRefusal: Error, Sendable, Hashable {
  /// The sandbox refused the request (not an original transaction, not eligible for an extension…).
  case refused(ServerAPIError)
  /// A test notification or a resend needs a webhook to go to.
  case noWebhook
  /// No stored notification is the one named.
  case noSuchNotification(NotificationReference)
}
