public import FoundationEssentials
public import InterfaceLanguage
import StoreCatalog
public import StoreEngine

/// A transaction on one line — the command line's lists, the `updates` stream, a scenario run's details — and its
/// parts the storefront shows in columns: one rendering everywhere.
public enum TransactionWords {
  /// `#12 com.example.gems.100 ×3 · Consumable · 2026-01-01 12:00 · 2.97 USD · verified`, with the renewal, the
  /// expiry, the offer, the billing plan, an upgrade and a revocation when the transaction has them, and the order id
  /// (what the receipt e-mail shows and Look Up Order ID takes) when it is given.
  public static func line(
    _ result: VerificationResult<Transaction>, orderID: String? = nil, calendar: Calendar = SimulatedDuration.calendar,
    language: Language
  ) -> String {
    let transaction = result.unsafePayloadValue
    let quantity = transaction.purchasedQuantity > 1 ? " ×\(transaction.purchasedQuantity)" : ""
    var parts = ["#\(transaction.id) \(transaction.productID)\(quantity)"]
    parts.append(
      transaction.productType.map { $0.name(in: language) }
        ?? language.say(en: "unknown type", zhHans: "未知类型"))
    parts.append(DateWords.minute(transaction.purchaseDate, in: calendar))
    if transaction.price != nil { parts.append(price(transaction, language: language)) }
    if transaction.reason == .renewal {
      parts.append(language.say(en: "renewal of #\(transaction.originalID)", zhHans: "#\(transaction.originalID)的续期"))
    }
    if let expiration = transaction.expirationDate {
      let when = DateWords.minute(expiration, in: calendar)
      parts.append(language.say(en: "expires \(when)", zhHans: "\(when)到期"))
    }
    if let offer = transaction.offer { parts.append(Self.offer(offer, language: language)) }
    if let plan = transaction.billingPlanType {
      parts.append(language.say(en: "billing plan \(plan)", zhHans: "计费方案\(plan)"))
    }
    if transaction.isUpgraded { parts.append(language.say(en: "upgraded", zhHans: "已升级")) }
    if let revoked = transaction.revocationDate {
      let when = DateWords.minute(revoked, in: calendar)
      parts.append(language.say(en: "revoked \(when)", zhHans: "\(when)已撤销"))
    }
    if let orderID { parts.append(language.say(en: "order \(orderID)", zhHans: "订单号\(orderID)")) }
    parts.append(verdict(result, language: language))
    return parts.joined(separator: " · ")
  }

  /// The offer a transaction was bought with: "introductory offer", "promotional offer comeback", "offer code
  /// FRIENDS", "win-back offer winback.half".
  public static func offer(_ offer: TransactionOffer, language: Language) -> String {
    let id = offer.id.map { " \($0)" } ?? ""
    return switch offer.type {
    case .introductory: language.say(en: "introductory offer\(id)", zhHans: "推介促销优惠\(id)")
    case .promotional: language.say(en: "promotional offer\(id)", zhHans: "促销优惠\(id)")
    case .offerCode: language.say(en: "offer code\(id)", zhHans: "优惠代码\(id)")
    case .winBack: language.say(en: "win-back offer\(id)", zhHans: "赢回优惠\(id)")
    }
  }

  /// `verified`, or `unverified (invalidSignature)`.
  static func verdict(_ result: VerificationResult<Transaction>, language: Language) -> String {
    switch result {
    case .verified: verdictWord(verified: true, language: language)
    case .unverified(_, let error):
      language.say(
        en: "\(verdictWord(verified: false, language: language)) (\(error.rawValue))",
        zhHans: "\(verdictWord(verified: false, language: language))（\(error.rawValue)）")
    }
  }

  /// Where a purchase request (Ask to Buy or an interrupted purchase) stands, in a word: `pending`, `declined`.
  public static func requestState(_ state: PurchaseRequestRecord.State, language: Language) -> String {
    switch state {
    case .pending: language.say(en: "pending", zhHans: "待处理")
    case .approved: language.say(en: "approved", zhHans: "已批准")
    case .declined: language.say(en: "declined", zhHans: "已拒绝")
    case .expired: language.say(en: "expired", zhHans: "已过期")
    case .resolved: language.say(en: "resolved", zhHans: "已处理")
    }
  }

  /// `verified` or `unverified`: a verification's result in a word, where a column has room for no more.
  public static func verdictWord(verified: Bool, language: Language) -> String {
    verified ? language.say(en: "verified", zhHans: "已验证") : language.say(en: "unverified", zhHans: "未验证")
  }

  /// What the customer paid: `2.99 USD`, or `free` for a free trial period.
  public static func price(_ transaction: Transaction, language: Language) -> String {
    guard let price = transaction.price, price != 0 else { return language.say(en: "free", zhHans: "免费") }
    let amount = "\(price)"
    return transaction.currency.map { "\(amount) \($0)" } ?? amount
  }
}

extension TransactionWords {
  /// Why the App Store refunded a transaction: "other", "developer issue".
  public static func revocationReason(_ reason: RevocationReason, language: Language) -> String {
    switch reason {
    case .other: language.say(en: "other", zhHans: "其他")
    case .developerIssue: language.say(en: "developer issue", zhHans: "开发者问题")
    }
  }
}
