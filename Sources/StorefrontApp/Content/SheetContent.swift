import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// What the purchase and refund sheets say: the product, the price, the account, and anything about to make the
/// purchase go differently (owned already, Ask to Buy, an injected error, a subscription change).
enum SheetContent {
  static let labelWidth = 12

  static func purchase(_ product: Product, _ sheet: PurchaseSheet, in state: AppState, width: Int) -> [StyledLine] {
    var lines = [
      StyledLine(
        segments: [Segment(product.displayName, .title)],
        trailing: [Segment(ProductDetailContent.priceText(product, in: state), .price)]),
      StyledLine(ProductDetailContent.kindText(product, in: state), .dim),
    ]
    lines.append(.blank)
    let storefront = state.storefront
    let language = state.language
    var facts: [(String, String)] = []
    if product.allowsQuantity {
      let quantity = sheet.quantity
      facts.append(
        (
          language.say(en: "Quantity", zhHans: "数量"),
          language.say(en: "\(quantity)   (+ or - to change)", zhHans: "\(quantity)   （按 + 或 - 更改）")
        ))
    }
    if product.type == .autoRenewable {
      facts += offerFacts(product, sheet, in: state)
    } else {
      facts.append((language.say(en: "Total", zhHans: "合计"), state.totalPrice(of: product, quantity: sheet.quantity)))
    }
    facts.append((language.say(en: "Account", zhHans: "账户"), language.say(en: "sandbox", zhHans: "沙盒")))
    let region = state.language.regionName(storefront.countryCode, english: storefront.name)
    facts.append((language.say(en: "Storefront", zhHans: "店面"), "\(storefront.countryCode) · \(region)"))
    for (label, value) in facts {
      lines += StyledLine.fact(label, value, labelWidth: labelWidth, width: width)
    }
    let notes = notes(for: product, in: state)
    if !notes.isEmpty { lines.append(.blank) }
    for note in notes { lines += StyledLine.wrapped(note.text, width: width, style: note.style) }
    return lines
  }

  /// "Buy $0.99", "Buy 3 for $2.97", "Subscribe $9.99 / month", "Try 1 week free": what the buying button says —
  /// for a subscription, the offer the customer would get (see `OfferWords`).
  static func buyLabel(_ product: Product, quantity: Int, offer: OfferChoice? = nil, in state: AppState) -> String {
    if product.type == .autoRenewable {
      return OfferWords.subscribeLabel(
        product, offer: OfferChoice.applying(offer, to: product, in: state.snapshot), language: state.language)
    }
    let total = state.totalPrice(of: product, quantity: quantity)
    return quantity > 1
      ? state.language.say(en: "Buy \(quantity) for \(total)", zhHans: "购买\(quantity)个，\(total)")
      : state.language.say(en: "Buy \(total)", zhHans: "购买\(total)")
  }

  static func refund(_ product: Product, _ sheet: RefundSheet, in state: AppState, width: Int) -> [StyledLine] {
    var lines = [StyledLine(product.displayName, .title)]
    if let transaction = state.refundableTransaction(of: product.id), transaction.id == sheet.transactionID {
      let date = DateWords.minute(transaction.purchaseDate, in: state.calendar)
      let id = transaction.id
      lines.append(
        StyledLine(
          state.language.say(en: "Transaction #\(id) · bought \(date)", zhHans: "交易 #\(id) · 购于\(date)"), .dim))
    } else {
      let id = sheet.transactionID
      lines.append(StyledLine(state.language.say(en: "Transaction #\(id)", zhHans: "交易 #\(id)"), .dim))
    }
    lines.append(.blank)
    let answer = state.snapshot?.settings.refundRequestAnswer ?? .approve
    lines += StyledLine.wrapped(state.words.refundAnswerSentence(answer), width: width)
    return lines
  }

  // MARK: - Parts

  /// The offer line (what is picked, and how to pick another) and what is billed with it.
  private static func offerFacts(_ product: Product, _ sheet: PurchaseSheet, in state: AppState) -> [(String, String)] {
    let language = state.language
    let eligible = OfferChoice.choices(for: product, in: state.snapshot).filter(\.isEligible)
    let billed = OfferWords.billed(
      product, offer: OfferChoice.applying(sheet.offer, to: product, in: state.snapshot), language: language)
    let billedFact = (language.say(en: "Billed", zhHans: "扣费"), billed)
    guard !eligible.isEmpty else { return [billedFact] }
    let offer = OfferWords.picked(sheet.offer, among: eligible.count, language: language)
    return [(language.say(en: "Offer", zhHans: "优惠"), offer), billedFact]
  }

  private static func notes(for product: Product, in state: AppState) -> [(text: String, style: Style)] {
    guard let snapshot = state.snapshot else { return [] }
    let language = state.language
    var notes: [(String, Style)] = []
    for choice in OfferChoice.choices(for: product, in: state.snapshot) {
      if let unavailable = OfferWords.unavailable(choice, language: state.language) {
        notes.append((unavailable, .dim))
      }
    }
    if product.type == .nonConsumable && snapshot.entitlements[product.id] != nil {
      notes.append(
        (
          language.say(
            en: "You own this already: the App Store hands back the existing transaction.",
            zhHans: "你已拥有此项目：App Store 会返回现有的交易。"), .dim
        ))
    }
    if snapshot.settings.askToBuyEnabled {
      notes.append(
        (
          language.say(
            en: "Ask to Buy is on: a parent must approve, and the purchase returns .pending.",
            zhHans: "购买前询问（Ask to Buy）已开启：须由家长批准，购买返回 .pending。"), .warning
        ))
    }
    if snapshot.settings.isOffline {
      notes.append(
        (
          language.say(
            en: "The sandbox is offline: the purchase will fail with a network error.",
            zhHans: "沙盒处于离线状态：购买将因网络错误而失败。"), .warning
        ))
    } else if let error = snapshot.settings.simulatedErrors[.purchase] {
      let name = state.words.name(of: error)
      notes.append(
        (
          language.say(
            en: "An error is injected: the purchase will fail with \(name).", zhHans: "已注入错误：购买将以\(name)失败。"),
          .warning
        ))
    }
    return notes
  }
}
