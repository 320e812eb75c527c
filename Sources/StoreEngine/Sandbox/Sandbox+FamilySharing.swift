import StoreCatalog

/// Family Sharing: what another member of the customer's family buys and shares, and their stopping.
///
/// "When users share a purchase through Family Sharing, each family member gets their own unique receipts and
/// transactions" (Supporting Family Sharing in your app): the customer gets a transaction of their own, with
/// `ownershipType` `FAMILY_SHARED`, that reaches every device's `updates` and counts as an entitlement. A shared
/// subscription renews with the family member's (each renewal a new family-shared transaction) until sharing stops;
/// then the customer's shared transaction is revoked with revocation reason 0, as Apple documents for a customer who
/// leaves the family group or an owner who stops sharing.
///
/// The server hears of the family member's side as of the purchaser's, with `inAppOwnershipType` `FAMILY_SHARED`
/// (Apple sends "PURCHASED for the owner and FAMILY_SHARED for the family members"): the share is a `SUBSCRIBED`
/// `INITIAL_BUY` or `ONE_TIME_CHARGE`, each shared renewal a `DID_RENEW`, and stopping sends one `REVOKE` per shared
/// purchase ("REVOKE lets you know when to revoke a family member's access"), its renewal info the shared chain's.
extension Sandbox {
  /// Another family member buys a family-shareable non-consumable or auto-renewable subscription and shares it.
  /// Returns the customer's shared transaction (the one already shared, when the product is shared already).
  @discardableResult
  public func familyMemberPurchased(_ productID: String) throws -> TransactionRecord {
    try settle()
    guard let product = catalog.product(productID) else { throw SandboxActionError.unknownProduct(productID) }
    guard product.isFamilyShareable, product.type == .nonConsumable || product.type == .autoRenewable else {
      throw SandboxActionError.notFamilyShareable(productID)
    }
    let date = now
    return try commit {
      if let shared = try ledger.unrevokedFamilyShares(productID).first { return shared }
      let expiration = product.subscription.map { clock.expiration(after: date, period: $0.period) }
      let charge = Charge(product: product, quantity: 1, price: product.price, expirationDate: expiration)
      let record = try makeTransaction(
        charge, appAccountToken: nil, device: nil, at: date, settings: settings, ownership: .familyShared)
      try ledger.appendEvent(.purchased, transactionID: record.id, device: nil, at: date)
      try notify(NotificationPlanner.purchase(record, everSubscribedInGroup: false), about: record, at: date)
      return record
    }
  }

  /// The family member stops sharing the product (or the customer leaves the family): the customer's shared
  /// transactions of it are revoked and reach every device's `updates`. Returns them as revoked.
  @discardableResult
  public func stopFamilySharing(_ productID: String) throws -> [TransactionRecord] {
    try revokeShares(of: productID, reason: .other)
  }

  /// The purchaser is refunded: the share ends with them ("REVOKE … when the purchaser receives a refund"), and
  /// each family member's transaction is revoked with the purchaser's revocation reason (App Store Server API,
  /// `revocationReason`: it "matches the value of the purchaser's revocation reason"). Returns them as revoked.
  @discardableResult
  public func familyPurchaserRefunded(_ productID: String, reason: RevocationReason = .other) throws
    -> [TransactionRecord]
  {
    try revokeShares(of: productID, reason: reason)
  }

  /// The purchaser turns auto-renew off: the shared subscription renews no more and expires at the end of its
  /// period, as the purchaser's does; the customer's renewal info says `willAutoRenew` false at once, and the server
  /// hears `DID_CHANGE_RENEWAL_STATUS` `AUTO_RENEW_DISABLED`, then `EXPIRED` `VOLUNTARY`, for the family member.
  /// Returns the shared subscription's newest transaction.
  @discardableResult
  public func familyPurchaserStoppedRenewing(_ productID: String) throws -> TransactionRecord {
    try settle()
    return try commit {
      let head = try sharedSubscriptionHead(productID)
      var purchaser = try familyPurchaser()
      guard purchaser.expired[head.originalID] == nil else { throw SandboxActionError.familyShareEnded(productID) }
      guard purchaser.lapsed.insert(head.originalID).inserted else { return head }
      try ledger.setMetaValue(Self.familyPurchaserKey, purchaser)
      try notify(NotificationPlanner.autoRenew(enabled: false), about: head, at: now)
      return head
    }
  }

  private func revokeShares(of productID: String, reason: RevocationReason) throws -> [TransactionRecord] {
    try settle()
    let shared = try ledger.unrevokedFamilyShares(productID)
    guard !shared.isEmpty else { throw SandboxActionError.notFamilyShared(productID) }
    var notified: Set<UInt64> = []
    return try shared.map { record in
      let newestOfChain = notified.insert(record.originalID).inserted
      return try revoke(record.id, reason: reason, device: nil, notifying: newestOfChain ? NotificationKind(.revoke) : nil)
    }
  }
}
