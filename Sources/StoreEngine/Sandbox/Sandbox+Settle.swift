public import FoundationEssentials
import StoreCatalog

/// Time passing: renewals, billing retries, expiries and request expiries, computed from the ledger
/// and the clock, committed at the simulated moment they happen.
extension Sandbox {
  /// Brings the ledger up to simulated now: every renewal, billing failure and expiry that is due,
  /// in order, each at its own moment. Idempotent, and safe with several processes on one file (the
  /// work is re-decided inside the write lock).
  public func settle() throws {
    let date = now
    guard try hasDueWork(at: date) else { return }
    try commit {
      _ = try expireRequests(at: date)
      _ = try settleFamilyShares(at: date)
      for var renewal in try ledger.renewals() {
        while let head = try ledger.latest(inGroup: renewal.groupID),
          let step = SubscriptionPlanner.nextDueStep(
            head: head, renewal: renewal, catalog: catalog, settings: settings, clock: clock, at: date)
        {
          try notifyGracePeriodsEnded(by: SubscriptionPlanner.date(of: step))
          renewal = try perform(step, head: head, renewal: renewal)
        }
      }
      try notifyGracePeriodsEnded(by: date)
    }
  }

  private func hasDueWork(at date: Date) throws -> Bool {
    if let expiry = try nextRequestExpiry(), expiry <= date { return true }
    if let next = try nextFamilyEvent(after: date), next <= date { return true }
    if try hasUnnotifiedGracePeriodEnd(by: date) { return true }
    for (head, renewal) in try groupsWithRenewals() {
      if SubscriptionPlanner.nextDueStep(head: head, renewal: renewal, catalog: catalog, settings: settings, clock: clock, at: date) != nil {
        return true
      }
    }
    return false
  }

  /// Carries out one renewal step inside the current write; returns the updated renewal record.
  private func perform(_ step: RenewalStep, head: TransactionRecord, renewal: RenewalRecord) throws -> RenewalRecord {
    var renewal = renewal
    var subject = head
    switch step {
    case .renew(let product, let date):
      let (charge, remainingOffer) = SubscriptionPlanner.renewalCharge(
        product: product, head: head, renewal: renewal, clock: clock, at: date)
      let record = try makeTransaction(
        charge, appAccountToken: head.appAccountToken, device: nil, at: date, settings: settings, reason: .renewal)
      try ledger.appendEvent(.renewed, transactionID: record.id, device: nil, at: date)
      renewal.renewalOffer = remainingOffer
      if renewal.priceIncrease == .agreed { renewal.priceIncrease = nil }  // the new price is the price now
      subject = record
    case .enterBillingRetry(let date, let grace):
      renewal.billingRetrySince = date
      renewal.gracePeriodExpires = grace
      try ledger.appendEvent(.renewalChanged, transactionID: head.id, device: nil, at: date)
    case .expire(let intent, let date):
      renewal.expirationIntent = intent
      renewal.billingRetrySince = nil
      renewal.gracePeriodExpires = nil
      try ledger.appendEvent(.renewalChanged, transactionID: head.id, device: nil, at: date)
    }
    try ledger.save(renewal)
    try notify(NotificationPlanner.step(step), about: subject, at: SubscriptionPlanner.date(of: step))
    return renewal
  }

  /// Each subscription group's newest transaction with its renewal record. Starts from the renewal records (a
  /// handful), so a purchase's settle check costs one indexed look-up per group, not a scan of every transaction.
  func groupsWithRenewals() throws -> [(TransactionRecord, RenewalRecord)] {
    try ledger.renewals().compactMap { renewal in try ledger.latest(inGroup: renewal.groupID).map { ($0, renewal) } }
  }

  /// When the next thing happens on its own (a renewal, a billing failure, an expiry, the end of a
  /// grace period, a request expiring); nil when nothing is scheduled.
  public func nextEventDate() throws -> Date? {
    var dates: [Date] = []
    if let expiry = try nextRequestExpiry() { dates.append(expiry) }
    let date = now
    if let next = try nextFamilyEvent(after: date) { dates.append(next) }
    for (head, renewal) in try groupsWithRenewals() {
      if let step = SubscriptionPlanner.nextStep(head: head, renewal: renewal, catalog: catalog, settings: settings, clock: clock) {
        dates.append(SubscriptionPlanner.date(of: step))
      }
      if let boundary = SubscriptionPlanner.nextBoundary(renewal: renewal, after: date) { dates.append(boundary) }
    }
    return dates.min()
  }

  /// What will happen next, in order: a timeline for people (`clock status`, the QA panel), worded by the renderer.
  public func upcomingEvents(limit: Int = 10) throws -> [UpcomingEvent] {
    var events: [UpcomingEvent] = []
    for request in try ledger.pendingRequests() {
      if let expiry = request.expiresAt {
        events.append(UpcomingEvent(date: expiry, kind: .askToBuyExpires(request: request.id, productID: request.productID)))
      }
    }
    let date = now
    events += try familyUpcomingEvents(after: date)
    for (head, renewal) in try groupsWithRenewals() {
      if let step = SubscriptionPlanner.nextStep(head: head, renewal: renewal, catalog: catalog, settings: settings, clock: clock) {
        events.append(UpcomingEvent(date: SubscriptionPlanner.date(of: step), kind: kind(of: step, group: renewal.groupID)))
      }
      if let boundary = SubscriptionPlanner.nextBoundary(renewal: renewal, after: date) {
        events.append(UpcomingEvent(date: boundary, kind: .gracePeriodEnds(groupID: renewal.groupID)))
      }
    }
    return Array(events.sorted { $0.date < $1.date }.prefix(limit))
  }

  func kind(of step: RenewalStep, group: String) -> UpcomingEvent.Kind {
    switch step {
    case .renew(let product, _): .renews(groupID: group, productID: product.id)
    case .enterBillingRetry(_, let grace): .billingRetry(groupID: group, withGracePeriod: grace != nil)
    case .expire(let intent, _): .expires(groupID: group, intent)
    }
  }
}

/// Something that will happen on its own at a simulated moment.
public struct UpcomingEvent: Sendable, Hashable {
  /// What will happen, with what the renderer needs to say it (StoreOperations `OutcomeWords.upcoming`).
  public enum Kind: Sendable, Hashable {
    /// An Ask to Buy request nobody answered expires.
    case askToBuyExpires(request: UInt64, productID: String)
    /// The group's subscription renews as `productID` (a crossgrade or downgrade takes effect here).
    case renews(groupID: String, productID: String)
    /// The renewal fails: billing retry starts, with a grace period when the catalog has one.
    case billingRetry(groupID: String, withGracePeriod: Bool)
    /// The subscription ends for good.
    case expires(groupID: String, ExpirationIntent)
    /// The billing grace period ends; billing retry goes on without access.
    case gracePeriodEnds(groupID: String)
  }

  public var date: Date
  public var kind: Kind
}
