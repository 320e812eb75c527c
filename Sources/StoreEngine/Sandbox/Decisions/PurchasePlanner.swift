import FoundationEssentials
import StoreCatalog

/// Decides purchases. Pure: the same facts always give the same plan, so every StoreKit rule is a
/// unit-tested transition.
enum PurchasePlanner {
  /// - Parameters:
  ///   - approved: the purchase was already approved (Ask to Buy) or its issue resolved: it completes
  ///     now, without asking again and without the purchase-time error injection.
  static func plan(
    quantity: Int, askToBuy: Bool, offer: RequestedOffer?, billingPlan: String? = nil, facts: PurchaseFacts,
    approved: Bool = false
  ) -> PurchasePlan {
    let settings = facts.settings
    let needsApproval = !approved && (askToBuy || settings.askToBuyEnabled)
    let isInterrupted = !approved && settings.interruptedPurchasesEnabled
    if settings.isOffline, !approved { return .fail(.storeKit(.networkError("notConnectedToInternet"))) }
    if let injected = settings.simulatedErrors[.purchase], !approved {
      return injected == .generic(.userCancelled) ? .cancelled : .fail(PurchaseFailure(simulated: injected))
    }
    let product = facts.product
    let allowsQuantity = product.type == .consumable || product.type == .nonRenewable
    guard (1...10).contains(quantity), quantity == 1 || allowsQuantity else { return .fail(.purchase(.invalidQuantity)) }
    if offer != nil, product.type != .autoRenewable { return .fail(.purchase(.invalidOfferIdentifier)) }
    let billing = Billing(for: product, planType: billingPlan)
    if product.type == .autoRenewable, billing == nil { return .fail(.purchase(.purchaseNotAllowed)) }

    switch product.type {
    case .nonConsumable:
      if let owned = facts.owned { return .returnExisting(owned) }
    case .consumable:
      if let unfinished = facts.unfinished { return .returnExisting(unfinished) }
    case .autoRenewable:
      if let billing, let decided = subscriptionPlan(offer: offer, billing: billing, facts: facts) {
        guard case .upgrade = decided else { return decided }
        if needsApproval { return .awaitApproval }
        return isInterrupted ? .awaitResolution : decided
      }
    case .nonRenewable:
      break
    }
    if needsApproval { return .awaitApproval }
    if isInterrupted { return .awaitResolution }
    switch charge(quantity: quantity, offer: offer, billing: billing, facts: facts) {
    case .success(let charge): return .charge(charge)
    case .failure(let failure): return .fail(failure)
    }
  }

  /// Subscription rules that answer without a new charge, or with an upgrade: group changes, offers
  /// for active subscribers, buying what the customer already has.
  private static func subscriptionPlan(offer: RequestedOffer?, billing: Billing, facts: PurchaseFacts) -> PurchasePlan? {
    let product = facts.product
    guard let head = facts.groupHead, isActive(head, at: facts.now), let terms = product.subscription else { return nil }
    if head.productID == product.id {
      if let offer {
        switch resolve(offer, terms: terms, facts: facts) {
        case .success(let resolved):
          return .offerAtRenewal(
            RenewalOffer(offer: resolved.transactionOffer, price: resolved.offer.price, periodsLeft: resolved.periods, period: resolved.offer.period),
            current: head)
        case .failure(let failure): return .fail(failure)
        }
      }
      if let renewal = facts.renewal, !renewal.autoRenew || renewal.autoRenewProductID != product.id {
        return .resumeAutoRenew(head)
      }
      return .returnExisting(head)
    }
    guard let current = facts.catalog.product(head.productID)?.subscription else { return nil }
    let isUpgrade = terms.level < current.level
    let isImmediateCrossgrade = terms.level == current.level && terms.period == current.period
    guard isUpgrade || isImmediateCrossgrade else {
      return .changeAtRenewal(productID: product.id, current: head)
    }
    // The upgrade is charged as a new purchase continuing the group's chain: a promotional or win-back offer the
    // customer asked for applies to it at once.
    switch charge(quantity: 1, offer: offer, billing: billing, facts: facts) {
    case .success(let charge): return .upgrade(charge, replacing: head)
    case .failure(let failure): return .fail(failure)
    }
  }

  /// The charge a purchase that goes through makes at `facts.now`.
  static func charge(
    quantity: Int, offer requested: RequestedOffer?, billing: Billing?, facts: PurchaseFacts
  ) -> Result<Charge, PurchaseFailure> {
    let product = facts.product
    guard let terms = product.subscription, let billing else {
      return .success(Charge(product: product, quantity: quantity, price: product.price))
    }
    let continuing = facts.groupHead
    let resolved: ResolvedOffer?
    if let requested {
      switch resolve(requested, terms: terms, facts: facts) {
      case .success(let offer): resolved = offer
      case .failure(let failure): return .failure(failure)
      }
    } else if !facts.everSubscribedInGroup, let intro = billing.introductoryOffer(in: terms) {
      resolved = ResolvedOffer(offer: intro, transactionOffer: TransactionOffer(type: .introductory, paymentMode: intro.paymentMode, period: intro.period))
    } else {
      resolved = nil
    }
    guard let resolved else {
      return .success(Charge(
        product: product, quantity: 1, price: billing.price,
        expirationDate: facts.clock.expiration(after: facts.now, period: billing.period), continuing: continuing,
        billingPlanType: billing.planType))
    }
    let offer = resolved.offer
    let firstPeriods = offer.paymentMode == .payAsYouGo ? 1 : max(1, offer.periodCount)
    let renewals = offer.paymentMode == .payAsYouGo && offer.periodCount > 1
      ? RenewalOffer(offer: resolved.transactionOffer, price: offer.price, periodsLeft: offer.periodCount - 1, period: offer.period)
      : nil
    return .success(Charge(
      product: product, quantity: 1, price: offer.paymentMode == .freeTrial ? 0 : offer.price,
      offer: resolved.transactionOffer,
      expirationDate: facts.clock.expiration(after: facts.now, period: offer.period, count: firstPeriods),
      continuing: continuing, renewalOffer: renewals, billingPlanType: billing.planType))
  }

  /// A requested offer matched against the catalog and checked for eligibility.
  struct ResolvedOffer: Sendable, Hashable {
    var offer: SubscriptionOffer
    var transactionOffer: TransactionOffer
    /// Discounted periods: pay-as-you-go counts each, other modes are one purchase.
    var periods: Int { offer.paymentMode == .payAsYouGo ? offer.periodCount : 1 }
  }

  static func resolve(_ requested: RequestedOffer, terms: SubscriptionTerms, facts: PurchaseFacts) -> Result<ResolvedOffer, PurchaseFailure> {
    let standing = OfferEligibility.standing(
      everSubscribed: facts.everSubscribedInGroup, subscribedNow: facts.groupHead.map { isActive($0, at: facts.now) } ?? false)
    switch requested {
    case .promotional(let id, let signature):
      guard let offer = terms.promotionalOffers.first(where: { $0.id == id }) else { return .failure(.purchase(.invalidOfferIdentifier)) }
      switch signature {
      case .missingParameters: return .failure(.purchase(.missingOfferParameters))
      case .invalid: return .failure(.purchase(.invalidOfferSignature))
      case .valid: break
      }
      guard OfferEligibility.allowsPromotionalOffer(standing) else { return .failure(.purchase(.ineligibleForOffer)) }
      return .success(ResolvedOffer(offer: offer, transactionOffer: TransactionOffer(type: .promotional, id: id, paymentMode: offer.paymentMode, period: offer.period)))
    case .winBack(let id):
      guard let offer = terms.winBackOffers.first(where: { $0.id == id }) else { return .failure(.purchase(.invalidOfferIdentifier)) }
      let eligible = facts.groupHead.map {
        WinBackEligibility.offerIDs(head: $0, renewal: facts.renewal, catalog: facts.catalog, clock: facts.clock, at: facts.now)
      }
      guard eligible?.contains(id) == true else { return .failure(.purchase(.ineligibleForOffer)) }
      return .success(ResolvedOffer(offer: offer, transactionOffer: TransactionOffer(type: .winBack, id: id, paymentMode: offer.paymentMode, period: offer.period)))
    case .code(let name):
      guard let offer = terms.offerCodes.first(where: { $0.id == name || $0.referenceName == name }) else {
        return .failure(.purchase(.invalidOfferIdentifier))
      }
      guard OfferEligibility.allowsOfferCode(offer.eligibility, standing) else { return .failure(.purchase(.ineligibleForOffer)) }
      return .success(ResolvedOffer(offer: offer, transactionOffer: TransactionOffer(type: .offerCode, id: offer.referenceName ?? name, paymentMode: offer.paymentMode, period: offer.period)))
    }
  }

  /// Whether a subscription transaction gives access at `date` by its own dates.
  static func isActive(_ record: TransactionRecord, at date: Date) -> Bool {
    guard !record.isRevoked, !record.isUpgraded, let expiration = record.expirationDate else { return false }
    return expiration > date
  }
}
