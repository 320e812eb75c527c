/// The JSON bodies of the App Store Server API's responses, keyed exactly as Apple's models
/// (`TransactionInfoResponse`, `HistoryResponse`, `StatusResponse`, …); absent optionals are left out.
struct TransactionInfoResponse: Encodable {
  var signedTransactionInfo: String
}

struct HistoryResponse: Encodable {
  var revision: String
  var hasMore: Bool
  var bundleId: String
  var environment: String
  var signedTransactions: [String]
}

struct StatusResponse: Encodable {
  struct GroupItem: Encodable {
    var subscriptionGroupIdentifier: String
    var lastTransactions: [LastTransaction]
  }

  struct LastTransaction: Encodable {
    var status: Int
    var originalTransactionId: String
    var signedTransactionInfo: String
    var signedRenewalInfo: String
  }

  var environment: String
  var bundleId: String
  var data: [GroupItem]
}

struct RefundHistoryResponse: Encodable {
  var signedTransactions: [String]
  var revision: String
  var hasMore: Bool
}

struct OrderLookupResponse: Encodable {
  var status: Int
  var signedTransactions: [String]
}

struct ExtendRenewalDateResponse: Encodable {
  var originalTransactionId: String
  var webOrderLineItemId: String?
  var success: Bool
  var effectiveDate: Int64?
}

struct MassExtendRenewalDateResponse: Encodable {
  var requestIdentifier: String
}

struct MassExtendRenewalDateStatusResponse: Encodable {
  var requestIdentifier: String
  var complete: Bool
  var completeDate: Int64
  var succeededCount: Int
  var failedCount: Int
}

struct AppTransactionInfoResponse: Encodable {
  var signedAppTransactionInfo: String
}

struct SendTestNotificationResponse: Encodable {
  var testNotificationToken: String
}

struct SendAttemptItem: Encodable {
  var attemptDate: Int64
  var sendAttemptResult: String
}

struct CheckTestNotificationResponse: Encodable {
  var signedPayload: String
  var sendAttempts: [SendAttemptItem]
}

struct NotificationHistoryResponse: Encodable {
  struct Item: Encodable {
    var signedPayload: String
    var sendAttempts: [SendAttemptItem]
  }

  var paginationToken: String?
  var hasMore: Bool
  var notificationHistory: [Item]
}
