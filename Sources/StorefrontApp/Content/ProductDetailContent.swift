import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// The text of the detail pane for one product: name and price, kind, description, then labelled facts —
/// balance or ownership, subscription status and renewal, offers and eligibility, anything pending, and the
/// latest transaction with its verification verdict.
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
    var lines = [
      StyledLine(segments: [Segment(product.displayName, .title)], trailing: [Segment(priceText(product, language: state.language), .price)]),
      StyledLine(kindText(product), .dim),
      StyledLine(product.id, .dim),
      .blank,
    ]
    if product.description.isEmpty {
      lines.append(StyledLine("No description.", .dim))
    } else {
      lines += StyledLine.wrapped(product.description, width: width)
    }
    lines.append(.blank)
    for fact in facts(for: product, in: state) {
      lines += StyledLine.fact(fact.label, fact.value, style: fact.style, labelWidth: labelWidth, width: width)
    }
    return lines
  }

  /// "$9.99 / month", or the plain price.
  static func priceText(_ product: Product, language: Language) -> String {
    guard let subscription = product.subscription else { return product.displayPrice }
    return "\(product.displayPrice) / \(PeriodWords.long(subscription.subscriptionPeriod, language: language))"
  }

  static func kindText(_ product: Product) -> String {
    switch product.type {
    case .consumable: return "Consumable"
    case .nonConsumable: return "Non-consumable" + (product.isFamilyShareable ? " · Family Sharing" : "")
    case .nonRenewable: return "Non-renewing subscription"
    case .autoRenewable:
      guard let info = product.subscription else { return "Auto-renewable subscription" }
      return "Auto-renewable · \(info.groupDisplayName) · level \(info.groupLevel)"
    }
  }

  // MARK: - Facts

  static func facts(for product: Product, in state: AppState) -> [Fact] {
    var facts: [Fact] = []
    switch product.type {
    case .consumable:
      let balance = state.balance(of: product.id)
      facts.append(Fact("Balance", balance > 0 ? "\(balance), kept by the app" : "none yet"))
      facts.append(quantityFact(state))
    case .nonConsumable:
      facts.append(ownershipFact(product, in: state, owned: "Owned since"))
    case .nonRenewable:
      facts.append(ownershipFact(product, in: state, owned: "Active (the app decides when it ends), bought"))
      facts.append(quantityFact(state))
    case .autoRenewable:
      facts += SubscriptionFacts.facts(for: product, in: state)
    }
    facts += pendingFacts(product, in: state)
    facts += transactionFacts(product, in: state)
    return facts
  }

  private static func quantityFact(_ state: AppState) -> Fact {
    Fact("Quantity", "\(state.quantity) per purchase (+ and - change it)")
  }

  private static func ownershipFact(_ product: Product, in state: AppState, owned: String) -> Fact {
    guard let transaction = state.snapshot?.entitlements[product.id] else {
      if state.snapshot?.latestTransactions[product.id]?.isVerified == false {
        return Fact("Status", "\(state.glyphs.warning) Not granted: its transaction failed verification", .error)
      }
      return Fact("Status", "Not purchased", .dim)
    }
    let date = DateWords.minute(transaction.purchaseDate, in: state.calendar)
    return Fact("Status", "\(state.glyphs.success) \(owned) \(date)", .success)
  }

  private static func pendingFacts(_ product: Product, in state: AppState) -> [Fact] {
    guard let snapshot = state.snapshot else { return [] }
    if snapshot.purchases[product.id] == .purchasing { return [Fact("Purchase", "In progress…", .accent)] }
    let request = snapshot.purchaseRequests.first { $0.productID == product.id && $0.state == .pending }
    guard snapshot.purchases[product.id] == .pending || request != nil else { return [] }
    let why =
      request?.kind == .interrupted
      ? "Interrupted: waiting for the customer to act"
      : "Waiting for a parent's approval (Ask to Buy)"
    return [Fact("Purchase", "\(state.glyphs.ellipsis) \(why); it arrives on Transaction.updates", .warning)]
  }

  private static func transactionFacts(_ product: Product, in state: AppState) -> [Fact] {
    guard let snapshot = state.snapshot else { return [] }
    var facts: [Fact] = []
    let glyphs = state.glyphs
    if let latest = snapshot.latestTransactions[product.id] {
      let transaction = latest.unsafePayloadValue
      var summary = "#\(transaction.id) · \(DateWords.minute(transaction.purchaseDate, in: state.calendar))"
      if transaction.reason == .renewal { summary += " · renewal" }
      if transaction.purchasedQuantity > 1 { summary += " · \(glyphs.times)\(transaction.purchasedQuantity)" }
      if transaction.isUpgraded { summary += " · upgraded" }
      facts.append(Fact("Latest", summary))
      if let error = latest.verificationError {
        facts.append(Fact("Verification", "\(glyphs.warning) \(state.words.sentence(error))", .error))
      } else {
        facts.append(Fact("Verification", "\(glyphs.success) verified", .success))
      }
      if let revoked = transaction.revocationDate {
        let reason = transaction.revocationReason.map { " (\(TransactionWords.revocationReason($0, language: state.language)))" } ?? ""
        facts.append(
          Fact("Refunded", "\(glyphs.failure) \(DateWords.minute(revoked, in: state.calendar))\(reason)", .warning))
      }
    }
    let unfinished = snapshot.unfinished.map(\.unsafePayloadValue).filter { $0.productID == product.id }
    if !unfinished.isEmpty {
      let ids = unfinished.map { "#\($0.id)" }.joined(separator: ", ")
      facts.append(Fact("Unfinished", "\(ids): not finished by the app yet", .warning))
    }
    return facts
  }
}
