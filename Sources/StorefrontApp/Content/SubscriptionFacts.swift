import StoreEngine
import TerminalUI

/// The facts of an auto-renewable subscription: where its group stands, when it renews or expires, billing
/// problems, what buying it would change, and its offers with the customer's eligibility.
enum SubscriptionFacts {
  typealias Fact = ProductDetailContent.Fact

  static func facts(for product: Product, in state: AppState) -> [Fact] {
    guard let info = product.subscription, let snapshot = state.snapshot else { return [] }
    let status = snapshot.subscriptionStatus(ofGroup: info.subscriptionGroupID)
    var facts: [Fact] = []
    if let status, status.transaction.productID == product.id {
      facts.append(stateFact(status, in: state))
      facts += renewalFacts(status, in: state)
    } else if let status {
      let current = name(of: status.transaction.productID, in: state)
      facts.append(Fact("Status", "Not subscribed", .dim))
      facts.append(Fact("Group plan", "\(current), \(status.state)"))
      if status.state.isEntitled { facts.append(changeFact(product, from: status, in: state)) }
    } else {
      facts.append(Fact("Status", "Not subscribed", .dim))
    }
    facts += offerFacts(info, eligibleForIntro: status == nil, in: state)
    return facts
  }

  // MARK: - Status

  private static func stateFact(_ status: SubscriptionGroupStatus, in state: AppState) -> Fact {
    let glyphs = state.glyphs
    switch status.state {
    case .subscribed:
      return Fact("Status", "\(glyphs.success) Subscribed", .success)
    case .inGracePeriod:
      return Fact("Status", "\(glyphs.warning) In grace period: billing failed, still entitled", .warning)
    case .inBillingRetryPeriod:
      return Fact("Status", "\(glyphs.warning) In billing retry: billing failed, not entitled", .error)
    case .expired:
      let when = status.expirationDate.map { " \(DateText.minute($0, in: state.calendar))" } ?? ""
      let why = status.renewal.expirationIntent.map { " (\($0))" } ?? ""
      return Fact("Status", "Expired\(when)\(why)", .warning)
    case .revoked:
      return Fact("Status", "\(glyphs.failure) Revoked: the App Store took access back", .error)
    }
  }

  private static func renewalFacts(_ status: SubscriptionGroupStatus, in state: AppState) -> [Fact] {
    guard status.state != .expired && status.state != .revoked else { return [] }
    var facts: [Fact] = []
    let renewal = status.renewal
    if let expiration = status.expirationDate {
      let date = DateText.minute(expiration, in: state.calendar)
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
      facts.append(Fact("Grace ends", DateText.minute(grace, in: state.calendar), .warning))
    }
    if let since = renewal.billingRetrySince {
      facts.append(Fact("Billing", "retrying since \(DateText.minute(since, in: state.calendar))", .warning))
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
    let when = status.expirationDate.map { " (\(DateText.minute($0, in: state.calendar)))" } ?? ""
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
          ? Fact("Intro offer", "\(PeriodText.offer(intro)); eligible", .success)
          : Fact("Intro offer", "\(PeriodText.offer(intro)); not eligible (subscribed before)", .dim))
    }
    for (index, offer) in info.promotionalOffers.enumerated() {
      facts.append(Fact(index == 0 ? "Promotional" : "", "\(offer.id ?? "?"): \(PeriodText.offer(offer))"))
    }
    for (index, offer) in info.winBackOffers.enumerated() {
      facts.append(Fact(index == 0 ? "Win-back" : "", "\(offer.id ?? "?"): \(PeriodText.offer(offer))"))
    }
    return facts
  }

  private static func name(of productID: String, in state: AppState) -> String {
    state.listing.product(productID)?.displayName ?? productID
  }
}
