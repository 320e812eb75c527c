public import FoundationEssentials

/// App Store Server Notifications V2 `notificationType` values the sandbox sends (Apple's `notificationType` table).
public enum NotificationType: String, Sendable, Hashable, CaseIterable, Codable {
  case subscribed = "SUBSCRIBED"
  case didChangeRenewalPref = "DID_CHANGE_RENEWAL_PREF"
  case didChangeRenewalStatus = "DID_CHANGE_RENEWAL_STATUS"
  case offerRedeemed = "OFFER_REDEEMED"
  case didRenew = "DID_RENEW"
  case expired = "EXPIRED"
  case didFailToRenew = "DID_FAIL_TO_RENEW"
  case gracePeriodExpired = "GRACE_PERIOD_EXPIRED"
  case priceIncrease = "PRICE_INCREASE"
  case refund = "REFUND"
  case refundDeclined = "REFUND_DECLINED"
  case refundReversed = "REFUND_REVERSED"
  case consumptionRequest = "CONSUMPTION_REQUEST"
  case renewalExtended = "RENEWAL_EXTENDED"
  case renewalExtension = "RENEWAL_EXTENSION"
  case revoke = "REVOKE"
  case oneTimeCharge = "ONE_TIME_CHARGE"
  case test = "TEST"
}

/// App Store Server Notifications V2 `subtype` values (Apple's `subtype` table).
public enum NotificationSubtype: String, Sendable, Hashable, CaseIterable, Codable {
  case initialBuy = "INITIAL_BUY"
  case resubscribe = "RESUBSCRIBE"
  case downgrade = "DOWNGRADE"
  case upgrade = "UPGRADE"
  case autoRenewEnabled = "AUTO_RENEW_ENABLED"
  case autoRenewDisabled = "AUTO_RENEW_DISABLED"
  case voluntary = "VOLUNTARY"
  case billingRetry = "BILLING_RETRY"
  case priceIncrease = "PRICE_INCREASE"
  case gracePeriod = "GRACE_PERIOD"
  case pending = "PENDING"
  case accepted = "ACCEPTED"
  case billingRecovery = "BILLING_RECOVERY"
  case productNotForSale = "PRODUCT_NOT_FOR_SALE"
  case summary = "SUMMARY"
  case failure = "FAILURE"
}

/// What happened, as a notification names it: a type and, for most types, a subtype.
public struct NotificationKind: Sendable, Hashable {
  public var type: NotificationType
  public var subtype: NotificationSubtype?

  public init(_ type: NotificationType, _ subtype: NotificationSubtype? = nil) {
    self.type = type
    self.subtype = subtype
  }
}

/// One App Store Server Notification V2 as the sandbox stored it, in the same commit as the change it reports.
public struct ServerNotificationRecord: Sendable, Hashable {
  /// Its place in the order notifications were recorded.
  public var sequence: Int64
  public var uuid: String
  public var kind: NotificationKind
  /// The transaction it is about (nil for `TEST` and summaries).
  public var transactionID: UInt64?
  public var originalTransactionID: UInt64?
  /// Simulated time it was signed at.
  public var signedDate: Date
  /// The `signedPayload` JWS, exactly as POSTed in `{"signedPayload": …}`.
  public var signedPayload: String
  /// Every delivery attempt, first first.
  public var attempts: [NotificationAttempt]
}

/// The outcome of one attempt to POST a notification, as Apple's `sendAttemptResult` names it.
public enum SendAttemptResult: String, Sendable, Hashable, CaseIterable, Codable {
  case success = "SUCCESS"
  case timedOut = "TIMED_OUT"
  case tlsIssue = "TLS_ISSUE"
  case circularRedirect = "CIRCULAR_REDIRECT"
  case noResponse = "NO_RESPONSE"
  case socketIssue = "SOCKET_ISSUE"
  case unsupportedCharset = "UNSUPPORTED_CHARSET"
  case invalidResponse = "INVALID_RESPONSE"
  case prematureClose = "PREMATURE_CLOSE"
  case unsuccessfulHTTPResponseCode = "UNSUCCESSFUL_HTTP_RESPONSE_CODE"
  case other = "OTHER"
}

/// One delivery attempt of a notification to one webhook: due at a simulated moment, then claimed by one process,
/// then done with a result. A failed attempt is followed by the next one on Apple's retry schedule.
public struct NotificationAttempt: Sendable, Hashable, Identifiable {
  public enum State: String, Sendable, Hashable {
    case pending, claimed, done
  }

  public var id: Int64
  public var notificationSequence: Int64
  public var url: String
  /// 1 for the first send, 2…6 for Apple's five retries.
  public var number: Int
  /// Simulated time the attempt is due.
  public var dueDate: Date
  public var state: State
  /// Simulated time it was made, once done.
  public var attemptDate: Date?
  public var result: SendAttemptResult?
  /// The webhook's HTTP status, when it answered.
  public var httpStatus: Int?
}

/// An attempt a process claimed for delivery, with what to POST.
public struct ClaimedAttempt: Sendable, Hashable {
  public var attempt: NotificationAttempt
  public var notificationUUID: String
  public var signedPayload: String
}

/// Apple's retry schedule for version 2 notifications: after a failed first send, five retries, at 1, 12, 24, 48 and
/// 72 hours after the previous attempt ("Responding to App Store Server Notifications").
public enum NotificationRetrySchedule {
  /// Hours after attempt N (1-based) that attempt N + 1 is due; no entry after the last retry.
  public static let hoursAfterAttempt: [Double] = [1, 12, 24, 48, 72]

  /// When the attempt after attempt `number` is due, or nil when `number` was the last.
  public static func nextDueDate(after number: Int, attemptedAt date: Date) -> Date? {
    guard number >= 1, number <= hoursAfterAttempt.count else { return nil }
    return date.addingTimeInterval(hoursAfterAttempt[number - 1] * 3600)
  }
}
