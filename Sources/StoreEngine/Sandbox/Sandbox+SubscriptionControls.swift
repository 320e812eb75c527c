import StoreCatalog

/// What a tester (or the customer, in Settings) does to a subscription outside the app: cancel and
/// resume auto-renew, expire now, renew now or resolve a billing issue.
extension Sandbox {
  /// The subscription group a name means: a group id, a group's reference name, or one of its products.
  public func subscriptionGroupID(named name: String) throws -> String {
    if let group = catalog.subscriptionGroups.first(where: { $0.id == name || $0.name == name }) { return group.id }
    if let groupID = catalog.product(name)?.subscription?.groupID { return groupID }
    throw SandboxActionError.noSuchSubscription(name)
  }

  /// Turns auto-renew off: the subscription runs to the end of its period, then expires.
  public func cancelSubscription(_ name: String) throws {
    let head = try subscribedHead(name)
    try changeRenewal(of: head, device: nil, at: now, notifying: NotificationPlanner.autoRenew(enabled: false)) { $0.autoRenew = false }
  }

  /// Turns auto-renew back on (before the subscription expired).
  public func resumeSubscription(_ name: String) throws {
    let head = try subscribedHead(name)
    try changeRenewal(of: head, device: nil, at: now, notifying: NotificationPlanner.autoRenew(enabled: true)) { renewal in
      renewal.autoRenew = true
      if renewal.expirationIntent == .autoRenewDisabled { renewal.expirationIntent = nil }
    }
  }

  /// Ends the subscription now (`SKTestSession.expireSubscription`): the current transaction expires at
  /// this moment, re-signed, and auto-renew is off.
  public func expireSubscription(_ name: String) throws {
    let head = try subscribedHead(name)
    let date = now
    try commit {
      var record = head
      if let expiration = record.expirationDate, expiration > date { record.expirationDate = date }
      record = try signed(record, at: date)
      try ledger.update(record)
      try ledger.appendEvent(.updated, transactionID: record.id, device: nil, at: date)
      if var renewal = try ledger.renewal(group: head.groupID ?? "") {
        renewal.autoRenew = false
        renewal.expirationIntent = .autoRenewDisabled
        renewal.billingRetrySince = nil
        renewal.gracePeriodExpires = nil
        try ledger.save(renewal)
      }
      try notify(NotificationPlanner.expiry(.autoRenewDisabled), about: record, at: date)
    }
  }

  /// Renews now (`forceRenewalOfSubscription`), or — when a renewal is failing — resolves the billing
  /// issue: during the grace period the new period keeps the original renewal date; after it, the new
  /// period starts now.
  @discardableResult
  public func renewSubscription(_ name: String) throws -> TransactionRecord {
    try settle()
    let head = try subscribedHead(name)
    guard let groupID = head.groupID else { throw SandboxActionError.noSuchSubscription(name) }
    let date = now
    return try commit {
      var renewal = try ledger.renewal(group: groupID)
        ?? RenewalRecord(groupID: groupID, originalID: head.originalID, autoRenewProductID: head.productID, recentStart: head.purchaseDate)
      let inGrace = renewal.gracePeriodExpires.map { $0 > date } ?? false
      let start = inGrace ? (head.expirationDate ?? date) : date
      guard let product = catalog.product(renewal.autoRenewProductID) ?? catalog.product(head.productID) else {
        throw SandboxActionError.unknownProduct(renewal.autoRenewProductID)
      }
      let (charge, remaining) = SubscriptionPlanner.renewalCharge(product: product, head: head, renewal: renewal, clock: clock, at: start)
      let record = try makeTransaction(charge, appAccountToken: head.appAccountToken, device: nil, at: start, settings: settings, reason: .renewal)
      try ledger.appendEvent(.renewed, transactionID: record.id, device: nil, at: date)
      let kind = NotificationPlanner.renewal(recovering: renewal.isInBillingRetry)
      renewal.recentStart = SubscriptionPlanner.recentStart(previous: renewal, lastPaid: head, periodStart: start, clock: clock)
      renewal.renewalOffer = remaining
      renewal.billingRetrySince = nil
      renewal.gracePeriodExpires = nil
      renewal.expirationIntent = nil
      renewal.autoRenew = true
      try ledger.save(renewal)
      try notify(kind, about: record, at: date)
      return record
    }
  }

  /// The newest transaction of the named group (it must have been bought at least once).
  func subscribedHead(_ name: String) throws -> TransactionRecord {
    let groupID = try subscriptionGroupID(named: name)
    guard let head = try ledger.latest(inGroup: groupID) else {
      throw SandboxActionError.noSuchSubscription(name)
    }
    return head
  }
}
