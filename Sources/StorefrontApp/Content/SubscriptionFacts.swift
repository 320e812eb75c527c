import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// The facts of an auto-renewable subscription: where its group stands, when it renews or expires, billing
/// problems, what buying it would change, and its offers with the customer's eligibility.
enum SubscriptionFacts {
  typealias Fact = ProductDetailContent.Fact

  static func facts(for product: Product, in state: AppState) -> [Fact] {
    guard let info = product.subscription, let snapshot = state.snapshot else { return [] }
    let status = snapshot.subscriptionStatus(ofGroup: info.subscriptionGroupID)
    var facts: [Fact] = []
    let standing = snapshot.standing(ofGroup: info.subscriptionGroupID)
    if let status, let standing, status.transaction.productID == product.id {
      facts.append(stateFact(standing, in: state))
      facts += renewalFacts(status, in: state)
    } else if let status, let standing {
      let current = name(of: status.transaction.productID, in: state)
      facts.append(Fact("Status", "Not subscribed", .dim))
      facts.append(Fact("Group plan", "\(current), \(SubscriptionWords.state(standing, language: state.language))"))
      if status.state.isEntitled { facts.append(changeFact(product, from: status, in: state)) }
    } else {
      facts.append(Fact("Status", "Not subscribed", .dim))
    }
    facts += offerFacts(product, eligibleForIntro: status == nil, in: state)
    return facts
  }

  // MARK: - Status

  /// The standing in the one set of words every view uses, with a symbol and style that read without colour.
  private static func stateFact(_ standing: SubscriptionStanding, in state: AppState) -> Fact {
    let glyphs = state.glyphs
    let text = SubscriptionWords.status(standing, calendar: state.calendar, language: state.language)
    return switch standing {
    case .subscribed: Fact("Status", "\(glyphs.success) \(text)", .success)
    case .inGracePeriod: Fact("Status", "\(glyphs.warning) \(text)", .warning)
    case .inBillingRetry, .notGranted: Fact("Status", "\(glyphs.warning) \(text)", .error)
    case .expired: Fact("Status", text, .warning)
    case .revoked: Fact("Status", "\(glyphs.failure) \(text)", .error)
    }
  }

  private static func renewalFacts(_ status: SubscriptionGroupStatus, in state: AppState) -> [Fact] {
    guard status.state != .expired && status.state != .revoked else { return [] }
    var facts: [Fact] = []
    let renewal = status.renewal
    if let expiration = status.expirationDate {
      let date = state.clockText(expiration)
      if renewal.autoRenew {
        let target =
          renewal.autoRenewProductID == status.transaction.productID
          ? "" : " to \(name(of: renewal.autoRenewProductID, in: state))"
        facts.append(Fact("Renews", "\(date)\(target)"))
      } else {
        facts.append(Fact("Expires", "\(date) (auto-renew off)", .warning))
      }
    }
    if let grace = renewal.gracePeriodExpires, status.state == .inGracePeriod {
      facts.append(Fact("Grace ends", state.clockText(grace), .warning))
    }
    if let since = renewal.billingRetrySince {
      facts.append(Fact("Billing", "retrying since \(state.clockText(since))", .warning))
    }
    return facts
  }

  private static func changeFact(_ product: Product, from status: SubscriptionGroupStatus, in state: AppState) -> Fact {
    let currentLevel = state.listing.product(status.transaction.productID)?.subscription?.groupLevel
    let level = product.subscription?.groupLevel ?? 0
    guard let currentLevel, currentLevel != level else {
      return Fact("If bought", "A crossgrade within the group")
    }
    if level < currentLevel {
      return Fact("If bought", "An upgrade: it starts at once and the rest of the current period is refunded")
    }
    let when = status.expirationDate.map { " (\(state.clockText($0)))" } ?? ""
    return Fact("If bought", "A downgrade: it starts at the next renewal\(when)")
  }

  // MARK: - Offers

  /// The introductory offer, the promotional and win-back offers the sheet can apply, and the catalog's offer codes,
  /// each with whether this customer may have it now.
  private static func offerFacts(_ product: Product, eligibleForIntro: Bool, in state: AppState) -> [Fact] {
    var facts: [Fact] = []
    if let intro = product.subscription?.introductoryOffer {
      facts.append(
        eligibleForIntro
          ? Fact("Intro offer", "\(OfferWords.terms(intro, language: state.language)); eligible", .success)
          : Fact("Intro offer", "\(OfferWords.terms(intro, language: state.language)); not eligible (subscribed before)", .dim))
    }
    let choices = OfferChoice.choices(for: product, in: state.snapshot)
    for (label, kind) in [("Promotional", SubscriptionOffer.Kind.promotional), ("Win-back", .winBack)] {
      for (index, choice) in choices.filter({ $0.offer.type == kind }).enumerated() {
        let text = OfferWords.detail(choice, language: state.language)
        facts.append(Fact(index == 0 ? label : "", text, choice.isEligible ? .normal : .dim))
      }
    }
    for (index, code) in (state.offerCodes[product.id] ?? []).enumerated() {
      let fact = OfferCodes.fact(code, for: product, in: state)
      facts.append(Fact(index == 0 ? "Offer codes" : "", fact.text, fact.eligible ? .normal : .dim))
    }
    return facts
  }

  private static func name(of productID: String, in state: AppState) -> String {
    state.listing.product(productID)?.displayName ?? productID
  }
}
