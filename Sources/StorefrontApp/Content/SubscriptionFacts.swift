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
      facts.append(Fact("Group plan", "\(current), \(SubscriptionWords.state(standing))"))
      if status.state.isEntitled { facts.append(changeFact(product, from: status, in: state)) }
    } else {
      facts.append(Fact("Status", "Not subscribed", .dim))
    }
    facts += offerFacts(info, eligibleForIntro: status == nil, in: state)
    return facts
  }

  // MARK: - Status

  /// The standing in the one set of words every view uses, with a symbol and style that read without colour.
  private static func stateFact(_ standing: SubscriptionStanding, in state: AppState) -> Fact {
    let glyphs = state.glyphs
    let text = SubscriptionWords.status(standing, calendar: state.calendar)
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

  private static func offerFacts(
    _ info: Product.SubscriptionInfo, eligibleForIntro: Bool, in state: AppState
  ) -> [Fact] {
    var facts: [Fact] = []
    if let intro = info.introductoryOffer {
      facts.append(
        eligibleForIntro
          ? Fact("Intro offer", "\(OfferWords.terms(intro)); eligible", .success)
          : Fact("Intro offer", "\(OfferWords.terms(intro)); not eligible (subscribed before)", .dim))
    }
    for (index, offer) in info.promotionalOffers.enumerated() {
      facts.append(Fact(index == 0 ? "Promotional" : "", "\(offer.id ?? "?"): \(OfferWords.terms(offer))"))
    }
    for (index, offer) in info.winBackOffers.enumerated() {
      facts.append(Fact(index == 0 ? "Win-back" : "", "\(offer.id ?? "?"): \(OfferWords.terms(offer))"))
    }
    return facts
  }

  private static func name(of productID: String, in state: AppState) -> String {
    state.listing.product(productID)?.displayName ?? productID
  }
}
