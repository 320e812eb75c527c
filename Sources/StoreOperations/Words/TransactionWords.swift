public import Foundation
public import StoreEngine

/// A transaction on one line — the command line's lists, the `updates` stream, a scenario run's details — and its
/// parts the storefront shows in columns: one rendering everywhere.
public enum TransactionWords {
  /// `#12 com.example.gems.100 ×3 · Consumable · 2026-01-01 12:00 · 2.97 USD · verified`, with the renewal, the
  /// expiry, the offer, the billing plan, an upgrade and a revocation when the transaction has them, and the order id
  /// (what the receipt e-mail shows and Look Up Order ID takes) when it is given.
  public static func line(
    _ result: VerificationResult<Transaction>, orderID: String? = nil, calendar: Calendar = SimulatedDuration.calendar
  ) -> String {
    let transaction = result.unsafePayloadValue
    let quantity = transaction.purchasedQuantity > 1 ? " ×\(transaction.purchasedQuantity)" : ""
    var parts = ["#\(transaction.id) \(transaction.productID)\(quantity)"]
    parts.append(transaction.productType?.displayName ?? "unknown type")
    parts.append(DateWords.minute(transaction.purchaseDate, in: calendar))
    if transaction.price != nil { parts.append(price(transaction)) }
    if transaction.reason == .renewal { parts.append("renewal of #\(transaction.originalID)") }
    if let expiration = transaction.expirationDate {
      parts.append("expires \(DateWords.minute(expiration, in: calendar))")
    }
    if let offer = transaction.offer { parts.append(Self.offer(offer)) }
    if let plan = transaction.billingPlanType { parts.append("billing plan \(plan)") }
    if transaction.isUpgraded { parts.append("upgraded") }
    if let revoked = transaction.revocationDate { parts.append("revoked \(DateWords.minute(revoked, in: calendar))") }
    if let orderID { parts.append("order \(orderID)") }
    parts.append(verdict(result))
    return parts.joined(separator: " · ")
  }

  /// The offer a transaction was bought with: "introductory offer", "promotional offer comeback", "offer code
  /// FRIENDS", "win-back offer winback.half".
  public static func offer(_ offer: TransactionOffer) -> String {
    let id = offer.id.map { " \($0)" } ?? ""
    return switch offer.type {
    case .introductory: "introductory offer\(id)"
    case .promotional: "promotional offer\(id)"
    case .offerCode: "offer code\(id)"
    case .winBack: "win-back offer\(id)"
    }
  }

  /// `verified`, or `unverified (invalidSignature)`.
  static func verdict(_ result: VerificationResult<Transaction>) -> String {
    switch result {
    case .verified: "verified"
    case .unverified(_, let error): "unverified (\(error.rawValue))"
    }
  }

  /// What the customer paid: `2.99 USD`, or `free` for a free trial period.
  public static func price(_ transaction: Transaction) -> String {
    guard let price = transaction.price, price != 0 else { return "free" }
    let amount = NSDecimalNumber(decimal: price).stringValue
    return transaction.currency.map { "\(amount) \($0)" } ?? amount
  }
}

extension TransactionWords {
  /// Why the App Store refunded a transaction: "other", "developer issue".
  public static func revocationReason(_ reason: RevocationReason) -> String {
    switch reason {
    case .other: "other"
    case .developerIssue: "developer issue"
    }
  }
}
