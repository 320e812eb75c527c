import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations

/// How commands print transactions: one text rendering and one JSON rendering, used everywhere.
enum TransactionOutput {
  /// One line per transaction, in the renderer's words, safe for the terminal.
  static func line(_ result: VerificationResult<Transaction>, orderID: String? = nil, language: Language) -> String {
    TerminalText.safe(TransactionWords.line(result, orderID: orderID, language: language))
  }

  /// The transaction as a JSON object: Apple's field names, plus the verdict, the JWS and the order id (`orderId`,
  /// as Look Up Order ID takes it; it is not in the JWS).
  static func json(_ result: VerificationResult<Transaction>, finished: Bool? = nil, orderID: String? = nil) -> [String: Any] {
    let transaction = result.unsafePayloadValue
    var object: [String: Any] = [
      "id": transaction.id, "originalID": transaction.originalID, "productID": transaction.productID,
      "productType": transaction.productType?.signedValue as Any, "purchaseDate": DateText.iso(transaction.purchaseDate),
      "originalPurchaseDate": DateText.iso(transaction.originalPurchaseDate), "purchasedQuantity": transaction.purchasedQuantity,
      "isUpgraded": transaction.isUpgraded, "environment": transaction.environment, "reason": transaction.reason.rawValue,
      "storefront": transaction.storefrontCountryCode, "ownershipType": transaction.ownershipType.rawValue,
      "appBundleID": transaction.appBundleID, "signedDate": DateText.iso(transaction.signedDate),
      "verified": result.isVerified, "jwsRepresentation": transaction.jwsRepresentation,
    ]
    object["verificationError"] = result.verificationError?.rawValue
    object["expirationDate"] = transaction.expirationDate.map(DateText.iso)
    object["revocationDate"] = transaction.revocationDate.map(DateText.iso)
    object["revocationReason"] = transaction.revocationReason?.rawValue
    object["subscriptionGroupID"] = transaction.subscriptionGroupID
    object["webOrderLineItemID"] = transaction.webOrderLineItemID
    object["price"] = transaction.price.map { "\($0)" }
    object["currency"] = transaction.currency
    object["appAccountToken"] = transaction.appAccountToken?.uuidString.lowercased()
    object["offerType"] = transaction.offer?.type.rawValue
    object["offerID"] = transaction.offer?.id
    object["billingPlanType"] = transaction.billingPlanType
    object["finished"] = finished
    object["orderId"] = orderID
    return object
  }

  /// Pretty, key-sorted JSON text of a JSON-compatible value.
  static func text(_ value: Any) -> String { JSONText.pretty(value) }
}

extension SandboxSession {
  /// The order id of each transaction, by id (Look Up Order ID's key; the ledger keeps it beside the JWS).
  func orderIDs(of records: [TransactionRecord]) async throws -> [UInt64: String] {
    var found: [UInt64: String] = [:]
    for record in records { found[record.id] = try await sandbox.orderID(of: record.id) }
    return found
  }
}

/// Dates as commands print them: UTC, minute precision for people, ISO 8601 with milliseconds for JSON.
enum DateText {
  static func short(_ date: Date) -> String {
    DateWords.minute(date, in: SimulatedDuration.calendar)
  }

  static func iso(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
