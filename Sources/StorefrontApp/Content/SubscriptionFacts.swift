import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// The facts of an auto-renewable subscription, in two parts: where its group stands (status, when it renews or
/// expires, billing problems), short, for the top of the details; and what buying it would change with its offers
/// and the customer's eligibility, longer, after the description.
enum SubscriptionFacts {
  typealias Fact = ProductDetailContent.Fact

  /// Where the product's group stands for the customer.
  static func standing(for product: Product, in state: AppState) -> [Fact] {
    guard let info = product.subscription, let snapshot = state.snapshot else { return [] }
    let language = state.language
    let status = snapshot.subscriptionStatus(ofGroup: info.subscriptionGroupID)
    let label = language.say(en: "Status", zhHans: "状态")
    let notSubscribed = Fact(label, language.say(en: "Not subscribed", zhHans: "未订阅"), .dim)
    guard let status, let standing = snapshot.standing(ofGroup: info.subscriptionGroupID) else { return [notSubscribed] }
    guard status.transaction.productID == product.id else {
      let current = name(of: status.transaction.productID, in: state)
      let plan = "\(current), \(SubscriptionWords.state(standing, language: language))"
      return [notSubscribed, Fact(language.say(en: "Group plan", zhHans: "组内方案"), plan)]
    }
    return [stateFact(standing, label: label, in: state)] + renewalFacts(status, in: state)
  }

  /// What buying the product would change in its group, and its offers.
  static func purchaseFacts(for product: Product, in state: AppState) -> [Fact] {
    guard let info = product.subscription, let snapshot = state.snapshot else { return [] }
    let status = snapshot.subscriptionStatus(ofGroup: info.subscriptionGroupID)
    var facts: [Fact] = []
    if let status, status.transaction.productID != product.id, status.state.isEntitled {
      facts.append(changeFact(product, from: status, in: state))
    }
    return facts + offerFacts(product, eligibleForIntro: status == nil, in: state)
  }

  // MARK: - Status

  /// The standing in the one set of words every view uses, with a symbol and style that read without colour.
  private static func stateFact(_ standing: SubscriptionStanding, label: String, in state: AppState) -> Fact {
    let glyphs = state.glyphs
    let text = SubscriptionWords.status(standing, calendar: state.calendar, language: state.language)
    return switch standing {
    case .subscribed: Fact(label, "\(glyphs.success) \(text)", .success)
    case .inGracePeriod: Fact(label, "\(glyphs.warning) \(text)", .warning)
    case .inBillingRetry, .notGranted: Fact(label, "\(glyphs.warning) \(text)", .error)
    case .expired: Fact(label, text, .warning)
    case .revoked: Fact(label, "\(glyphs.failure) \(text)", .error)
    }
  }

  private static func renewalFacts(_ status: SubscriptionGroupStatus, in state: AppState) -> [Fact] {
    guard status.state != .expired && status.state != .revoked else { return [] }
    let language = state.language
    var facts: [Fact] = []
    let renewal = status.renewal
    if let expiration = status.expirationDate {
      let date = state.clockText(expiration)
      if renewal.autoRenew {
        let renews = language.say(en: "Renews", zhHans: "续期")
        if renewal.autoRenewProductID == status.transaction.productID {
          facts.append(Fact(renews, date))
        } else {
          let target = name(of: renewal.autoRenewProductID, in: state)
          facts.append(Fact(renews, language.say(en: "\(date) to \(target)", zhHans: "\(date)续期为\(target)")))
        }
      } else {
        facts.append(
          Fact(
            language.say(en: "Expires", zhHans: "到期"),
            language.say(en: "\(date) (auto-renew off)", zhHans: "\(date)（自动续期已关闭）"), .warning))
      }
    }
    if let grace = renewal.gracePeriodExpires, status.state == .inGracePeriod {
      facts.append(Fact(language.say(en: "Grace ends", zhHans: "宽限期结束"), state.clockText(grace), .warning))
    }
    if let since = renewal.billingRetrySince {
      let text = language.say(en: "retrying since \(state.clockText(since))", zhHans: "自\(state.clockText(since))起重试")
      facts.append(Fact(language.say(en: "Billing", zhHans: "计费"), text, .warning))
    }
    return facts
  }

  private static func changeFact(_ product: Product, from status: SubscriptionGroupStatus, in state: AppState) -> Fact {
    let language = state.language
    let label = language.say(en: "If bought", zhHans: "如果购买")
    let currentLevel = state.listing.product(status.transaction.productID)?.subscription?.groupLevel
    let level = product.subscription?.groupLevel ?? 0
    guard let currentLevel, currentLevel != level else {
      return Fact(label, language.say(en: "A crossgrade within the group", zhHans: "组内同级切换"))
    }
    if level < currentLevel {
      return Fact(
        label,
        language.say(
          en: "An upgrade: it starts at once and the rest of the current period is refunded",
          zhHans: "升级：立即生效，当前周期的剩余部分将退款"))
    }
    guard let expiration = status.expirationDate else {
      return Fact(label, language.say(en: "A downgrade: it starts at the next renewal", zhHans: "降级：在下次续期时生效"))
    }
    let when = state.clockText(expiration)
    return Fact(
      label,
      language.say(en: "A downgrade: it starts at the next renewal (\(when))", zhHans: "降级：在下次续期时生效（\(when)）"))
  }

  // MARK: - Offers

  /// The introductory offer, the promotional and win-back offers the sheet can apply, and the catalog's offer codes,
  /// each with whether this customer may have it now.
  private static func offerFacts(_ product: Product, eligibleForIntro: Bool, in state: AppState) -> [Fact] {
    let language = state.language
    var facts: [Fact] = []
    if let intro = product.subscription?.introductoryOffer {
      let label = language.say(en: "Intro offer", zhHans: "推介促销")
      let terms = OfferWords.terms(intro, language: language)
      facts.append(
        eligibleForIntro
          ? Fact(label, language.say(en: "\(terms); eligible", zhHans: "\(terms)；符合条件"), .success)
          : Fact(
            label, language.say(en: "\(terms); not eligible (subscribed before)", zhHans: "\(terms)；不符合条件（曾订阅过）"),
            .dim))
    }
    let choices = OfferChoice.choices(for: product, in: state.snapshot)
    let kinds = [
      (language.say(en: "Promotional", zhHans: "促销优惠"), SubscriptionOffer.Kind.promotional),
      (language.say(en: "Win-back", zhHans: "赢回优惠"), .winBack),
    ]
    for (label, kind) in kinds {
      for (index, choice) in choices.filter({ $0.offer.type == kind }).enumerated() {
        let text = OfferWords.detail(choice, language: language)
        facts.append(Fact(index == 0 ? label : "", text, choice.isEligible ? .normal : .dim))
      }
    }
    for (index, code) in (state.offerCodes[product.id] ?? []).enumerated() {
      let fact = OfferCodes.fact(code, for: product, in: state)
      let label = language.say(en: "Offer codes", zhHans: "优惠代码")
      facts.append(Fact(index == 0 ? label : "", fact.text, fact.eligible ? .normal : .dim))
    }
    return facts
  }

  private static func name(of productID: String, in state: AppState) -> String {
    state.listing.product(productID)?.displayName ?? productID
  }
}
