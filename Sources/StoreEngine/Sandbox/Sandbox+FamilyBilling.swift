import FoundationEssentials
import StoreCatalog

/// The purchaser's billing behind each shared subscription: the shared chain renews with the purchaser's payment,
/// enters billing retry (with the app's grace period first, when it has one) when the purchaser's renewal fails, and
/// ends when the purchaser's billing retry runs out or auto-renew is off. Every step is the owner's own
/// `SubscriptionPlanner` step, decided from the chain's `RenewalRecord` (`FamilyPurchaser`), and the server hears it
/// with `inAppOwnershipType` `FAMILY_SHARED`: `DID_FAIL_TO_RENEW` (`GRACE_PERIOD` during a grace period: "continue to
/// provide service through the grace period"), `GRACE_PERIOD_EXPIRED`, `EXPIRED` `BILLING_RETRY` "because the
/// billing retry period ended without a successful billing transaction", and `DID_RENEW` `BILLING_RECOVERY` when the
/// purchaser's payment goes through again (App Store Server Notifications V2, `notificationType` and `subtype`).
extension Sandbox {
  /// The purchaser's payment fails from the next renewal on: then the shared subscription enters billing retry, as a
  /// renewal of the customer's own does when their billing fails. Returns the shared subscription's newest
  /// transaction.
  @discardableResult
  public func familyPurchaserBillingFailed(_ productID: String) throws -> TransactionRecord {
    try settle()
    return try commit {
      let head = try sharedSubscriptionHead(productID)
      var purchaser = try familyPurchaser()
      guard purchaser.expired[head.originalID] == nil else { throw SandboxActionError.familyShareEnded(productID) }
      if purchaser.billingFails.insert(head.originalID).inserted {
        try ledger.setMetaValue(Self.familyPurchaserKey, purchaser)
      }
      return head
    }
  }

  /// The purchaser's payment goes through again. In billing retry the shared subscription renews now, with
  /// `DID_RENEW` `BILLING_RECOVERY` — during the grace period the new period keeps the original renewal date, after
  /// it the new period starts now, as `renewSubscription` resolves the customer's own; before the failed renewal
  /// came, the next renewal simply goes through.
  @discardableResult
  public func familyPurchaserBillingRecovered(_ productID: String) throws -> FamilyBillingRecovery {
    try settle()
    let date = now
    return try commit {
      let head = try sharedSubscriptionHead(productID)
      var purchaser = try familyPurchaser()
      let id = head.originalID
      guard purchaser.expired[id] == nil else { throw SandboxActionError.familyShareEnded(productID) }
      guard purchaser.billingFails.remove(id) != nil || purchaser.billingRetry[id] != nil else {
        throw SandboxActionError.familyBillingNotFailing(productID)
      }
      guard let groupID = head.groupID, let retry = purchaser.billingRetry[id] else {
        try ledger.setMetaValue(Self.familyPurchaserKey, purchaser)
        return .beforeRenewal(head)
      }
      guard let product = catalog.product(head.productID) else { throw SandboxActionError.unknownProduct(head.productID) }
      let inGrace = retry.graceUntil.map { $0 > date } ?? false
      let renewal = purchaser.renewal(of: head, groupID: groupID)
      let record = try renewShare(head, product: product, renewal: renewal, startingAt: inGrace ? (head.expirationDate ?? date) : date)
      purchaser.billingRetry[id] = nil
      try ledger.setMetaValue(Self.familyPurchaserKey, purchaser)
      try notify(NotificationPlanner.renewal(recovering: true), about: record, at: date)
      return .renewed(record)
    }
  }

  // MARK: - Status

  /// The status of every subscription the family shares with the customer, one per shared chain, at simulated now.
  public func familySharedStatuses() throws -> [SubscriptionGroupStatus] {
    try familySharedStatuses(at: now)
  }

  /// The status of every subscription the family shares with the customer, at `date`. A chain that expired before
  /// time was settled says why already (the step the planner has due for it).
  func familySharedStatuses(at date: Date) throws -> [SubscriptionGroupStatus] {
    let purchaser = try familyPurchaser()
    return try familySharedChains(purchaser).map { head, renewal in
      var renewal = renewal
      let state = SubscriptionPlanner.state(head: head, renewal: renewal, clock: clock, at: date)
      if state == .expired, renewal.expirationIntent == nil,
        case .expire(let intent, _)? = SubscriptionPlanner.nextStep(
          head: head, renewal: renewal, catalog: catalog, settings: purchaser.settings(settings, for: head.originalID),
          clock: clock)
      {
        renewal.expirationIntent = intent
      }
      return SubscriptionGroupStatus(groupID: renewal.groupID, state: state, transaction: head, renewal: renewal)
    }
  }

  /// Each shared chain's newest transaction with its renewal record.
  func familySharedChains(_ purchaser: FamilyPurchaser? = nil) throws -> [(TransactionRecord, RenewalRecord)] {
    let purchaser = try purchaser ?? familyPurchaser()
    return try ledger.familySharedSubscriptionHeads().compactMap { head in
      head.groupID.map { (head, purchaser.renewal(of: head, groupID: $0)) }
    }
  }

  // MARK: - Time passing

  /// Carries out every step of the shared chains that is due by `date`, each at its own moment (inside a write).
  /// Returns whether anything happened.
  func settleFamilyShares(at date: Date) throws -> Bool {
    var changed = false
    for var head in try ledger.familySharedSubscriptionHeads() where !head.isRevoked {
      while let step = nextStep(ofShare: head, try familyPurchaser()), SubscriptionPlanner.date(of: step) <= date {
        try notifyGracePeriodsEnded(by: SubscriptionPlanner.date(of: step))
        head = try perform(step, onShare: head)
        changed = true
      }
    }
    return changed
  }

  /// When the next thing happens to a shared chain on its own (a step, or a grace period ending after `date`).
  func nextFamilyEvent(after date: Date) throws -> Date? {
    try familyUpcomingEvents(after: date).map(\.date).min()
  }

  /// What will happen to the shared chains on their own: each chain's next step, and a grace period ending after
  /// `date`, in the words of the customer's own timeline.
  func familyUpcomingEvents(after date: Date) throws -> [UpcomingEvent] {
    var events: [UpcomingEvent] = []
    let purchaser = try familyPurchaser()
    for (head, renewal) in try familySharedChains(purchaser) where !head.isRevoked {
      if let step = nextStep(ofShare: head, purchaser) {
        events.append(UpcomingEvent(date: SubscriptionPlanner.date(of: step), kind: kind(of: step, group: renewal.groupID)))
      }
      if let boundary = SubscriptionPlanner.nextBoundary(renewal: renewal, after: date) {
        events.append(UpcomingEvent(date: boundary, kind: .gracePeriodEnds(groupID: renewal.groupID)))
      }
    }
    return events
  }

  private func nextStep(ofShare head: TransactionRecord, _ purchaser: FamilyPurchaser) -> RenewalStep? {
    guard let groupID = head.groupID else { return nil }
    return SubscriptionPlanner.nextStep(
      head: head, renewal: purchaser.renewal(of: head, groupID: groupID), catalog: catalog,
      settings: purchaser.settings(settings, for: head.originalID), clock: clock)
  }

  /// One step of a shared chain, recorded before its notification is signed (the notification carries the renewal
  /// info as the step left it). Returns the chain's newest transaction.
  private func perform(_ step: RenewalStep, onShare head: TransactionRecord) throws -> TransactionRecord {
    var purchaser = try familyPurchaser()
    let id = head.originalID
    var subject = head
    switch step {
    case .renew(let product, let date):
      subject = try renewShare(
        head, product: product, renewal: purchaser.renewal(of: head, groupID: head.groupID ?? ""), startingAt: date)
    case .enterBillingRetry(let date, let grace):
      purchaser.billingRetry[id] = FamilyPurchaser.BillingRetry(since: date, graceUntil: grace)
      try ledger.appendEvent(.renewalChanged, transactionID: head.id, device: nil, at: date)
    case .expire(let intent, let date):
      purchaser.billingRetry[id] = nil
      purchaser.expired[id] = intent
      try ledger.appendEvent(.renewalChanged, transactionID: head.id, device: nil, at: date)
    }
    try ledger.setMetaValue(Self.familyPurchaserKey, purchaser)
    try notify(NotificationPlanner.step(step), about: subject, at: SubscriptionPlanner.date(of: step))
    return subject
  }

  /// The shared chain's next period, a family-shared transaction of its own charged as the owner's renewal is.
  private func renewShare(
    _ head: TransactionRecord, product: CatalogProduct, renewal: RenewalRecord, startingAt start: Date
  ) throws -> TransactionRecord {
    let (charge, _) = SubscriptionPlanner.renewalCharge(product: product, head: head, renewal: renewal, clock: clock, at: start)
    let record = try makeTransaction(
      charge, appAccountToken: nil, device: nil, at: start, settings: settings, reason: .renewal, ownership: .familyShared)
    try ledger.appendEvent(.renewed, transactionID: record.id, device: nil, at: start)
    return record
  }

  // MARK: - The purchaser's record

  static let familyPurchaserKey = "family_purchaser"

  func familyPurchaser() throws -> FamilyPurchaser {
    try ledger.metaValue(FamilyPurchaser.self, Self.familyPurchaserKey) ?? FamilyPurchaser()
  }

  /// The unrevoked shared subscription of `productID`'s newest transaction.
  func sharedSubscriptionHead(_ productID: String) throws -> TransactionRecord {
    guard let head = try ledger.familySharedSubscriptionHeads().first(where: { $0.productID == productID && !$0.isRevoked })
    else { throw SandboxActionError.notFamilyShared(productID) }
    return head
  }
}

/// What the purchaser's billing recovering did to the shared subscription (`Sandbox.familyPurchaserBillingRecovered`).
public enum FamilyBillingRecovery: Sendable, Hashable {
  /// It was in billing retry and renews now (`DID_RENEW` `BILLING_RECOVERY`): the new transaction.
  case renewed(TransactionRecord)
  /// No renewal had failed yet: the next one goes through. The shared subscription's newest transaction.
  case beforeRenewal(TransactionRecord)
}
