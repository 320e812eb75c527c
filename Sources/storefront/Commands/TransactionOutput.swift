import Foundation
import StoreCatalog
import StoreEngine

/// How commands print transactions: one text rendering and one JSON rendering, used everywhere.
enum TransactionOutput {
  /// `#12 com.example.gems.100 ×3 · Consumable · 2026-01-01 12:00 · $0.99 USD · unfinished · verified`
  static func line(_ result: VerificationResult<Transaction>) -> String {
    let transaction = result.unsafePayloadValue
    var parts = ["#\(transaction.id) \(transaction.productID)" + (transaction.purchasedQuantity > 1 ? " ×\(transaction.purchasedQuantity)" : "")]
    parts.append(transaction.productType?.displayName ?? "unknown type")
    parts.append(DateText.short(transaction.purchaseDate))
    if let price = transaction.price, let currency = transaction.currency { parts.append("\(price) \(currency)") }
    if transaction.reason == .renewal { parts.append("renewal of #\(transaction.originalID)") }
    if let expiration = transaction.expirationDate { parts.append("expires \(DateText.short(expiration))") }
    if let offer = transaction.offer { parts.append("\(offer.type) offer" + (offer.id.map { " \($0)" } ?? "")) }
    if let plan = transaction.billingPlanType { parts.append("billing plan \(plan)") }
    if transaction.isUpgraded { parts.append("upgraded") }
    if let revoked = transaction.revocationDate { parts.append("revoked \(DateText.short(revoked))") }
    parts.append(verdict(result))
    return TerminalText.safe(parts.joined(separator: " · "))
  }

  static func verdict(_ result: VerificationResult<Transaction>) -> String {
    switch result {
    case .verified: "verified"
    case .unverified(_, let error): "UNVERIFIED (\(error.rawValue): \(error))"
    }
  }

  /// The transaction as a JSON object: Apple's field names, plus the verdict and the JWS.
  static func json(_ result: VerificationResult<Transaction>, finished: Bool? = nil) -> [String: Any] {
    let transaction = result.unsafePayloadValue
    var object: [String: Any] = [
      "id": transaction.id, "originalID": transaction.originalID, "productID": transaction.productID,
      "productType": transaction.productType?.signedValue ?? NSNull(), "purchaseDate": DateText.iso(transaction.purchaseDate),
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
    object["price"] = transaction.price.map { NSDecimalNumber(decimal: $0).stringValue }
    object["currency"] = transaction.currency
    object["appAccountToken"] = transaction.appAccountToken?.uuidString.lowercased()
    object["offerType"] = transaction.offer?.type.rawValue
    object["offerID"] = transaction.offer?.id
    object["billingPlanType"] = transaction.billingPlanType
    object["finished"] = finished
    return object
  }

  /// Pretty, key-sorted JSON text of a JSON-compatible value.
  static func text(_ value: Any) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Dates as commands print them: UTC, minute precision for people, ISO 8601 with milliseconds for JSON.
enum DateText {
  static func short(_ date: Date) -> String {
    date.formatted(Date.VerbatimFormatStyle(
      format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
      timeZone: .gmt, calendar: Calendar(identifier: .gregorian)))
  }

  static func iso(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
