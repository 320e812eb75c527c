import FoundationEssentials
import StoreCatalog

/// The next thing that happens to a subscription group on its own, as time passes.
enum RenewalStep: Sendable, Hashable {
  /// Charge the next period of `product`, starting at `date`.
  case renew(product: CatalogProduct, at: Date)
  /// The renewal at `date` fails: billing retry starts, with a grace period until `graceUntil`.
  case enterBillingRetry(at: Date, graceUntil: Date?)
  /// The subscription ends for good at `date`.
  case expire(ExpirationIntent, at: Date)
}

/// Subscription rules as pure functions of (ledger facts, settings, clock): group state, what happens
/// next, and when.
enum SubscriptionPlanner {
  /// The group's `RenewalState` at `date`, from its newest transaction and renewal record.
  static func state(
    head: TransactionRecord, renewal: RenewalRecord?, clock: SandboxClock, at date: Date
  ) -> RenewalState {
    if head.isRevoked { return .revoked }
    if let expiration = head.expirationDate, expiration > date { return .subscribed }
    guard let renewal, let since = renewal.billingRetrySince else { return .expired }
    if let grace = renewal.gracePeriodExpires, grace > date { return .inGracePeriod }
    if since.addingTimeInterval(clock.times.billingRetryPeriod) > date { return .inBillingRetryPeriod }
    return .expired
  }

  /// The next step that is due at or before `date`, if any.
  static func nextDueStep(
    head: TransactionRecord, renewal: RenewalRecord, catalog: Catalog, settings: SandboxSettings, clock: SandboxClock,
    at date: Date
  ) -> RenewalStep? {
    guard let step = nextStep(head: head, renewal: renewal, catalog: catalog, settings: settings, clock: clock),
      self.date(of: step) <= date
    else { return nil }
    return step
  }

  /// The next step for the group whatever its date (nil when nothing more will happen on its own).
  static func nextStep(
    head: TransactionRecord, renewal: RenewalRecord, catalog: Catalog, settings: SandboxSettings, clock: SandboxClock
  ) -> RenewalStep? {
    guard !head.isRevoked, let expiration = head.expirationDate, renewal.expirationIntent == nil else { return nil }
    if let since = renewal.billingRetrySince {
      return .expire(.billingError, at: since.addingTimeInterval(clock.times.billingRetryPeriod))
    }
    // A price increase the customer did not consent to by the renewal date ends the subscription (turning auto-renew
    // off by declining it too), with `didNotConsentToPriceIncrease`.
    if renewal.priceIncrease == .pending { return .expire(.didNotConsentToPriceIncrease, at: expiration) }
    guard renewal.autoRenew else { return .expire(.autoRenewDisabled, at: expiration) }
    guard let target = catalog.product(renewal.autoRenewProductID), let terms = target.subscription else {
      return .expire(.productUnavailable, at: expiration)
    }
    if settings.billingRetryOnRenewal {
      let grace = settings.billingGracePeriodEnabled
        ? expiration.addingTimeInterval(clock.times.gracePeriod(for: terms.period, length: settings.gracePeriodLength)) : nil
      return .enterBillingRetry(at: expiration, graceUntil: grace)
    }
    return .renew(product: target, at: expiration)
  }

  static func date(of step: RenewalStep) -> Date {
    switch step {
    case .renew(_, let date), .enterBillingRetry(let date, _), .expire(_, let date): date
    }
  }

  /// The next moment the group's state changes on its own without a step (grace ending).
  static func nextBoundary(renewal: RenewalRecord, after date: Date) -> Date? {
    guard let grace = renewal.gracePeriodExpires, grace > date else { return nil }
    return grace
  }

  /// `recentSubscriptionStartDate` for a period of paid service that starts at `start`: the earlier start carries on
  /// unless paid service lapsed for longer than the continuity threshold (60 days in real time) since `lastPaid`, the
  /// group's previous newest transaction, ended or was revoked.
  static func recentStart(previous: RenewalRecord?, lastPaid: TransactionRecord?, periodStart start: Date, clock: SandboxClock) -> Date {
    guard let previous, let lastPaid else { return start }
    let paidUntil = [lastPaid.expirationDate, lastPaid.revocationDate].compactMap { $0 }.min() ?? start
    return start.timeIntervalSince(paidUntil) > clock.times.continuityThreshold ? start : previous.recentStart
  }

  /// The charge for a renewal of `product` starting at `date`, continuing the group's chain.
  static func renewalCharge(
    product: CatalogProduct, head: TransactionRecord, renewal: RenewalRecord, clock: SandboxClock, at date: Date
  ) -> (Charge, RenewalOffer?) {
    let billing = Billing(for: product, planType: renewal.billingPlanType) ?? Billing(for: product, planType: nil)
    let period = billing?.period ?? product.subscription?.period ?? .monthly
    if let offer = renewal.renewalOffer, offer.periodsLeft > 0 {
      var remaining = offer
      remaining.periodsLeft -= 1
      let charge = Charge(
        product: product, quantity: 1, price: offer.price, offer: offer.offer,
        expirationDate: clock.expiration(after: date, period: offer.period), continuing: head,
        billingPlanType: billing?.planType)
      return (charge, remaining.periodsLeft > 0 ? remaining : nil)
    }
    let charge = Charge(
      product: product, quantity: 1, price: billing?.price ?? product.price,
      expirationDate: clock.expiration(after: date, period: period), continuing: head, billingPlanType: billing?.planType)
    return (charge, nil)
  }
}
