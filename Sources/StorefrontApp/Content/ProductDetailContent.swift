import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// The text of the detail pane for one product, summary first so that at 80×24 the verdict sits above the buttons: name
/// and price, kind and identifier, then the short facts — balance or ownership, the subscription's status and renewal,
/// anything pending, and the latest transaction with its verification verdict — then the description and the long facts
/// (what buying would change, offers with their eligibility), reached by scrolling.
enum ProductDetailContent {
  /// Columns of the facts' label column.
  static let labelWidth = 14

  /// A labelled fact.
  struct Fact: Hashable, Sendable {
    var label: String
    var value: String
    var style: Style

    init(_ label: String, _ value: String, _ style: Style = .normal) {
      self.label = label
      self.value = value
      self.style = style
    }
  }

  static func lines(for product: Product, in state: AppState, width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    let language = state.language
    var lines = [
      StyledLine(segments: [Segment(product.displayName, .title)], trailing: [Segment(priceText(product, in: state), .price)]),
      StyledLine(kindText(product, in: state), .dim),
      StyledLine(product.id, .dim),
      .blank,
    ]
    lines += factLines(summary(for: product, in: state), width: width)
    lines.append(.blank)
    if product.description.isEmpty {
      lines.append(StyledLine(language.say(en: "No description.", zhHans: "没有描述。"), .dim))
    } else {
      lines += StyledLine.wrapped(product.description, width: width)
    }
    let more = self.more(for: product, in: state)
    if !more.isEmpty {
      lines.append(.blank)
      lines += factLines(more, width: width)
    }
    return lines
  }

  private static func factLines(_ facts: [Fact], width: Int) -> [StyledLine] {
    facts.flatMap { StyledLine.fact($0.label, $0.value, style: $0.style, labelWidth: labelWidth, width: width) }
  }

  /// "$9.99 / month", or the plain price.
  static func priceText(_ product: Product, in state: AppState) -> String {
    guard let subscription = product.subscription else { return product.displayPrice }
    return "\(product.displayPrice) / \(PeriodWords.long(subscription.subscriptionPeriod, language: state.language))"
  }

  static func kindText(_ product: Product, in state: AppState) -> String {
    let language = state.language
    switch product.type {
    case .consumable: return language.say(en: "Consumable", zhHans: "消耗型项目")
    case .nonConsumable:
      let shareable = product.isFamilyShareable ? language.say(en: " · Family Sharing", zhHans: " · 家人共享") : ""
      return language.say(en: "Non-consumable", zhHans: "非消耗型项目") + shareable
    case .nonRenewable: return language.say(en: "Non-renewing subscription", zhHans: "非续期订阅")
    case .autoRenewable:
      guard let info = product.subscription else { return language.say(en: "Auto-renewable subscription", zhHans: "自动续期订阅") }
      return language.say(
        en: "Auto-renewable · \(info.groupDisplayName) · level \(info.groupLevel)",
        zhHans: "自动续期 · \(info.groupDisplayName) · 级别\(info.groupLevel)")
    }
  }

  // MARK: - Facts

  /// Every fact, in the order the pane shows them.
  static func facts(for product: Product, in state: AppState) -> [Fact] {
    summary(for: product, in: state) + more(for: product, in: state)
  }

  /// The short facts the pane leads with: what the customer has, what is pending, and the latest transaction's
  /// verdict.
  static func summary(for product: Product, in state: AppState) -> [Fact] {
    let language = state.language
    var facts: [Fact] = []
    switch product.type {
    case .consumable:
      let balance = state.balance(of: product.id)
      facts.append(
        Fact(
          language.say(en: "Balance", zhHans: "余额"),
          balance > 0
            ? language.say(en: "\(balance), kept by the app", zhHans: "\(balance)，由 App 保存")
            : language.say(en: "none yet", zhHans: "暂无")))
      facts.append(quantityFact(state))
    case .nonConsumable:
      facts.append(ownershipFact(product, in: state, owned: language.say(en: "Owned since", zhHans: "已拥有，始于")))
    case .nonRenewable:
      let owned = language.say(en: "Active (the app decides when it ends), bought", zhHans: "有效（由 App 决定何时结束），购于")
      facts.append(ownershipFact(product, in: state, owned: owned))
      facts.append(quantityFact(state))
    case .autoRenewable:
      facts += SubscriptionFacts.standing(for: product, in: state)
    }
    facts += pendingFacts(product, in: state)
    facts += transactionFacts(product, in: state)
    return facts
  }

  /// The long facts, after the description: what buying a subscription would change and its offers.
  static func more(for product: Product, in state: AppState) -> [Fact] {
    product.type == .autoRenewable ? SubscriptionFacts.purchaseFacts(for: product, in: state) : []
  }

  private static func quantityFact(_ state: AppState) -> Fact {
    Fact(
      state.language.say(en: "Quantity", zhHans: "数量"),
      state.language.say(
        en: "\(state.quantity) per purchase (+ and - change it)", zhHans: "每次购买\(state.quantity)个（按 + 或 - 更改）"))
  }

  private static func ownershipFact(_ product: Product, in state: AppState, owned: String) -> Fact {
    let language = state.language
    let status = language.say(en: "Status", zhHans: "状态")
    guard let transaction = state.snapshot?.entitlements[product.id] else {
      if state.snapshot?.latestTransactions[product.id]?.isVerified == false {
        let text = language.say(
          en: "Not granted: its transaction failed verification", zhHans: "未授予：其交易未通过验证")
        return Fact(status, "\(state.glyphs.warning) \(text)", .error)
      }
      return Fact(status, language.say(en: "Not purchased", zhHans: "未购买"), .dim)
    }
    let date = DateWords.minute(transaction.purchaseDate, in: state.calendar)
    return Fact(status, "\(state.glyphs.success) \(owned) \(date)", .success)
  }

  private static func pendingFacts(_ product: Product, in state: AppState) -> [Fact] {
    guard let snapshot = state.snapshot else { return [] }
    let language = state.language
    let label = language.say(en: "Purchase", zhHans: "购买")
    if snapshot.purchases[product.id] == .purchasing {
      return [Fact(label, language.say(en: "In progress…", zhHans: "进行中…"), .accent)]
    }
    let request = snapshot.purchaseRequests.first { $0.productID == product.id && $0.state == .pending }
    guard snapshot.purchases[product.id] == .pending || request != nil else { return [] }
    let why =
      request?.kind == .interrupted
      ? language.say(
        en: "Interrupted: waiting for the customer to act; it arrives on Transaction.updates",
        zhHans: "已中断：等待顾客处理；它会经由 Transaction.updates 送达")
      : language.say(
        en: "Waiting for a parent's approval (Ask to Buy); it arrives on Transaction.updates",
        zhHans: "等待家长批准（Ask to Buy）；它会经由 Transaction.updates 送达")
    return [Fact(label, "\(state.glyphs.ellipsis) \(why)", .warning)]
  }

  private static func transactionFacts(_ product: Product, in state: AppState) -> [Fact] {
    guard let snapshot = state.snapshot else { return [] }
    let language = state.language
    var facts: [Fact] = []
    let glyphs = state.glyphs
    if let latest = snapshot.latestTransactions[product.id] {
      let transaction = latest.unsafePayloadValue
      var summary = "#\(transaction.id) · \(DateWords.minute(transaction.purchaseDate, in: state.calendar))"
      if transaction.reason == .renewal { summary += language.say(en: " · renewal", zhHans: " · 续期") }
      if transaction.purchasedQuantity > 1 { summary += " · \(glyphs.times)\(transaction.purchasedQuantity)" }
      if transaction.isUpgraded { summary += language.say(en: " · upgraded", zhHans: " · 已升级") }
      facts.append(Fact(language.say(en: "Latest", zhHans: "最新交易"), summary))
      let verification = language.say(en: "Verification", zhHans: "验证")
      if let error = latest.verificationError {
        facts.append(Fact(verification, "\(glyphs.warning) \(state.words.sentence(error))", .error))
      } else {
        facts.append(Fact(verification, "\(glyphs.success) \(language.say(en: "verified", zhHans: "已验证"))", .success))
      }
      if let revoked = transaction.revocationDate {
        let reason = transaction.revocationReason.map {
          " (\(TransactionWords.revocationReason($0, language: language)))"
        } ?? ""
        facts.append(
          Fact(
            language.say(en: "Refunded", zhHans: "已退款"),
            "\(glyphs.failure) \(DateWords.minute(revoked, in: state.calendar))\(reason)", .warning))
      }
    }
    let unfinished = snapshot.unfinished.map(\.unsafePayloadValue).filter { $0.productID == product.id }
    if !unfinished.isEmpty {
      let ids = Phrase.listing(unfinished.map { "#\($0.id)" }).text(in: language)
      facts.append(
        Fact(
          language.say(en: "Unfinished", zhHans: "未完成"),
          language.say(en: "\(ids): not finished by the app yet", zhHans: "\(ids)：App 尚未完成"), .warning))
    }
    return facts
  }
}
