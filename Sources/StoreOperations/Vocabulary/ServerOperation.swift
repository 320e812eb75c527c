public import FoundationEssentials

/// What the app's server asks of the App Store through the App Store Server API that changes the sandbox, and a
/// tester's controls over how its notifications reach the server: the requests the server's handlers, the CLI, the
/// storefront's Server tab and scenarios hand to the one `StoreExecutor` as `StoreOperation.server`.
public enum ServerOperation: Sendable, Hashable {
  /// Extend a Subscription Renewal Date: the subscription whose original transaction `subscription` names renews
  /// later (Apple's page takes the original transaction id; a product or `last` means its subscription's original).
  case extendRenewalDate(TransactionReference, RenewalExtension)
  /// Extend Subscription Renewal Dates for All Active Subscribers of a product, in `storefronts` (alpha-3 codes;
  /// empty: every storefront).
  case extendForAllActiveSubscribers(productID: String, storefronts: [String], RenewalExtension)
  /// Set App Account Token: the original transaction and its renewals carry `token`.
  case setAppAccountToken(UUID, originalTransactionID: UInt64)
  /// Send Consumption Information (v1 or v2) for a transaction the App Store asked about, kept as the JSON sent.
  case sendConsumptionInformation(transactionID: UInt64, json: String)
  /// Request a Test Notification: a `TEST` notification goes to every webhook.
  case requestTestNotification
  /// QA: the webhooks' next `count` answers count as failures, whatever they are (0 stops it), so Apple's retries
  /// follow with the same `notificationUUID`.
  case failNextWebhookAnswers(Int)
  /// QA: the notification goes to every webhook again, now, as a new attempt of the same notification, with the same
  /// `notificationUUID` (Get Notification History lists it beside the others).
  case resendNotification(NotificationReference)
}

/// How far and why a renewal date moves: the body of Apple's `ExtendRenewalDateRequest`.
public struct RenewalExtension: Sendable, Hashable {
  /// Days to extend by; Apple allows 1 to 90.
  public static let allowedDays = 1...90

  public var days: Int
  public var reason: ExtendReasonCode
  /// The caller's id for the request (Apple's `requestIdentifier`, at most 128 characters).
  public var requestID: String

  public init(days: Int, reason: ExtendReasonCode, requestID: String) {
    self.days = days
    self.reason = reason
    self.requestID = requestID
  }
}

/// Apple's `extendReasonCode`: why a renewal date is extended.
public enum ExtendReasonCode: Int, Sendable, Hashable, CaseIterable {
  case undeclared = 0
  case customerSatisfaction = 1
  case other = 2
  case serviceIssueOrOutage = 3

  /// The name a command line or a scenario uses.
  public var name: String {
    switch self {
    case .undeclared: "undeclared"
    case .customerSatisfaction: "customer-satisfaction"
    case .other: "other"
    case .serviceIssueOrOutage: "service-issue"
    }
  }
}
