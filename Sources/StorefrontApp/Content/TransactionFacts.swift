import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// The facts of one transaction for its detail view: when and where it was bought, its period and price, its
/// offer, refunds and upgrades, and what verifying it says — the full check's verdict, and the app's when an
/// injected error makes them differ.
enum TransactionFacts {
  typealias Fact = ProductDetailContent.Fact

  static func facts(_ ledger: LedgerTransaction, inspection: TransactionInspection?, in state: AppState) -> [Fact] {
    let transaction = ledger.transaction
    let calendar = state.calendar
    let language = state.language
    var facts = [
      Fact(
        language.say(en: "Purchased", zhHans: "购买时间"),
        "\(DateWords.second(transaction.purchaseDate, in: calendar)) · "
          + origin(ledger.origin, transaction.ownershipType, in: language)),
      ownership(transaction.ownershipType, in: language),
    ]
    if transaction.originalID != transaction.id || transaction.reason == .renewal {
      let original = transaction.originalID
      facts.append(
        Fact(
          language.say(en: "Original", zhHans: "原始交易"),
          transaction.reason == .renewal
            ? language.say(en: "transaction \(original) · this is a renewal", zhHans: "交易\(original) · 这是一次续期")
            : language.say(en: "transaction \(original)", zhHans: "交易\(original)")))
    }
    if let expiration = transaction.expirationDate {
      facts.append(Fact(language.say(en: "Expires", zhHans: "过期时间"), DateWords.second(expiration, in: calendar)))
    }
    var price = TransactionWords.price(transaction, language: language)
    let quantity = transaction.purchasedQuantity
    if quantity > 1 { price += language.say(en: " for \(quantity)", zhHans: "（共\(quantity)个）") }
    let storefront = transaction.storefrontCountryCode
    facts.append(
      Fact(
        language.say(en: "Price", zhHans: "价格"),
        language.say(en: "\(price) · storefront \(storefront)", zhHans: "\(price) · 店面\(storefront)")))
    if let offer = transaction.offer {
      let mode = offer.paymentMode.map { " · \(PeriodWords.paymentMode($0, language: language))" } ?? ""
      facts.append(
        Fact(language.say(en: "Offer", zhHans: "优惠"), "\(TransactionWords.offer(offer, language: language))\(mode)"))
    }
    if transaction.isUpgraded {
      facts.append(
        Fact(
          language.say(en: "Upgraded", zhHans: "已升级"),
          language.say(en: "yes: a higher level replaced it", zhHans: "是：已被更高级别的订阅取代"), .dim))
    }
    if let revoked = transaction.revocationDate {
      facts.append(revocation(transaction, at: revoked, in: calendar, language: language))
    }
    facts.append(order(inspection, in: language))
    if let token = transaction.appAccountToken {
      facts.append(Fact(language.say(en: "Account token", zhHans: "账户令牌"), token.uuidString.lowercased()))
    }
    let finished = language.say(en: "Finished", zhHans: "已完成")
    facts.append(
      ledger.isFinished
        ? Fact(finished, language.say(en: "yes: the app called finish()", zhHans: "是：App 已调用 finish()"))
        : Fact(finished, language.say(en: "no: the app has not called finish() yet", zhHans: "否：App 尚未调用 finish()"), .warning))
    facts += verdicts(
      ledger.result, unverifiedMeans: language.say(en: "Not granted, not finished.", zhHans: "不授予，也不完成。"),
      inspection: inspection, glyphs: state.glyphs, words: state.words)
    return facts
  }

  /// `Transaction.ownershipType`: the customer's own purchase, or one a family member shares with them.
  private static func ownership(_ type: OwnershipType, in language: Language) -> Fact {
    let label = language.say(en: "Ownership", zhHans: "所有权类型")
    return switch type {
    case .purchased: Fact(label, language.say(en: "purchased: the customer bought it", zhHans: "purchased：顾客自己购买"))
    case .familyShared:
      Fact(
        label,
        language.say(
          en: "familyShared: a family member bought it and shares it", zhHans: "familyShared：家庭成员购买并通过家人共享共享"),
        .accent)
    }
  }

  /// `revocationDate`, `revocationReason` and `revocationType`: refunded, or revoked from Family Sharing (reason 0
  /// when sharing stopped; the purchaser's reason when the purchaser was refunded).
  private static func revocation(
    _ transaction: Transaction, at date: Date, in calendar: Calendar, language: Language
  ) -> Fact {
    let reason = transaction.revocationReason.map {
      let words = TransactionWords.revocationReason($0, language: language)
      return language.say(en: " · reason: \(words)", zhHans: " · 原因：\(words)")
    } ?? ""
    let type = transaction.revocationType.map { " · \($0.rawValue)" } ?? ""
    let label =
      transaction.revocationType == .familyRevocation
      ? language.say(en: "Revoked", zhHans: "已撤销") : language.say(en: "Refunded", zhHans: "已退款")
    return Fact(label, "\(DateWords.second(date, in: calendar))\(reason)\(type)", .error)
  }

  /// The order id Look Up Order ID takes (the ledger keeps it beside the JWS; it is not signed in the transaction).
  private static func order(_ inspection: TransactionInspection?, in language: Language) -> Fact {
    let label = language.say(en: "Order id", zhHans: "订单 ID")
    guard let inspection else { return Fact(label, language.say(en: "reading…", zhHans: "读取中…"), .dim) }
    guard let id = inspection.orderID else {
      return Fact(label, language.say(en: "none: no order was placed for it", zhHans: "无：它没有订单"), .dim)
    }
    return Fact(label, id)
  }

  private static func origin(
    _ origin: LedgerTransaction.Origin, _ ownership: OwnershipType, in language: Language
  ) -> String {
    if ownership == .familyShared, case .appStore = origin {
      return language.say(en: "shared by a family member (Family Sharing)", zhHans: "由家庭成员共享（家人共享）")
    }
    return switch origin {
    case .thisDevice: language.say(en: "bought in this app", zhHans: "在此 App 中购买")
    case .otherDevice(let name): language.say(en: "bought on another device (\(name))", zhHans: "在另一台设备上购买（\(name)）")
    case .appStore:
      language.say(
        en: "made by the App Store (a renewal, an approval, a purchase outside the app)",
        zhHans: "由 App Store 生成（续期、批准或在 App 之外的购买）")
    }
  }

  /// The full check's verdict, and the app's when it differs (an injected verification error), of a transaction
  /// or the app transaction; `unverifiedMeans` says what the app does with an unverified one.
  static func verdicts<Value>(
    _ result: VerificationResult<Value>, unverifiedMeans: String, inspection: TransactionInspection?, glyphs: Glyphs,
    words: OutcomeWords
  ) -> [Fact] {
    let language = words.language
    let sees = language.say(en: "App sees", zhHans: "App 看到")
    let app: Fact =
      switch result {
      case .verified: Fact(sees, "\(glyphs.success) \(language.say(en: "verified", zhHans: "已验证"))", .success)
      case .unverified(_, let error):
        Fact(
          sees,
          language.say(
            en: "\(glyphs.failure) unverified: \(words.sentence(error)) \(unverifiedMeans)",
            zhHans: "\(glyphs.failure)未验证：\(words.sentence(error))\(unverifiedMeans)"), .error)
      }
    guard let inspection else { return [app] }
    let signature = language.say(en: "Signature", zhHans: "签名")
    switch inspection.check {
    case .verified:
      let check = Fact(
        signature,
        language.say(
          en: "\(glyphs.success) verified: the chain leads to this sandbox's root, the ES256 signature matches, the "
            + "bundle and environment are this app's",
          zhHans: "\(glyphs.success)已验证：证书链可追溯到此沙盒的根证书，ES256 签名有效，捆绑包 ID 与环境均属于此 App"),
        .success)
      guard !result.isVerified else { return [check] }
      let injected = language.say(en: " (an injected Verification error)", zhHans: "（注入的 Verification 错误）")
      return [check, Fact(app.label, app.value + injected, app.style)]
    case .failed(let failure):
      let problem = VerificationWords.problem(failure.problem, language: language)
      return [Fact(signature, "\(glyphs.failure) \(failure.reason.rawValue): \(problem)", .error), app]
    case .unchecked:
      return [
        Fact(
          signature,
          language.say(
            en: "\(glyphs.failure) unchecked: the sandbox's root certificate could not be read",
            zhHans: "\(glyphs.failure)未检查：无法读取沙盒的根证书"), .error),
        app,
      ]
    case .missing:
      return [app]
    }
  }
}
