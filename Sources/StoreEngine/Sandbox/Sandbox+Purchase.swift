import FoundationEssentials
import StoreCatalog

/// How a purchase ended at the App Store.
public enum SandboxPurchase: Sendable, Hashable {
  /// A new transaction was charged and committed.
  case purchased(TransactionRecord)
  /// An upgrade (or a crossgrade to a plan of the same period): a new transaction was charged and starts now, and
  /// the one it replaces is marked upgraded.
  case upgraded(TransactionRecord, replacing: TransactionRecord)
  /// Nothing was charged: the customer already has this (or an unfinished consumable is re-delivered).
  case existing(TransactionRecord)
  /// Nothing was charged and nothing changes now: the subscription's renewal changed (`change`), and `current`
  /// stays in force until its period ends.
  case renewalChanged(RenewalChange, current: TransactionRecord)
  /// Waiting for a parent's approval or the customer's action (the request's id).
  case pending(requestID: UInt64)
  case cancelled
}

/// How buying a subscription of a group the customer is subscribed to changed its next renewal.
public enum RenewalChange: Sendable, Hashable {
  /// It renews as this product when the current period ends (a downgrade, or a crossgrade to another period).
  case renewsAs(productID: String)
  /// It renews as the current product again: auto-renew was off, or a change to another product was waiting.
  case keepsCurrentProduct
  /// An offer applies from the next renewal.
  case offerAtRenewal(TransactionOffer)
}

extension Sandbox {
  /// Makes a purchase for `device`, following StoreKit's rules.
  ///
  /// The durability rule: a new transaction is committed to the ledger (unfinished) before this returns,
  /// so nothing reported as bought can be lost. Throws `StoreKitError` or `PurchaseError`.
  ///
  /// The whole decision is made inside one write: what the customer owns is read under the same lock that
  /// records the charge, so two devices buying at once cannot both be charged for one non-consumable.
  public func purchase(
    _ productID: String, options: [PurchaseOption] = [], device: String?
  ) throws -> SandboxPurchase {
    try ledger.write { try decidePurchase(productID, options: options, device: device) }
  }

  private func decidePurchase(
    _ productID: String, options: [PurchaseOption], device: String?
  ) throws -> SandboxPurchase {
    try settle()
    guard let product = catalog.product(productID) else { throw PurchaseError.productUnavailable }
    let facts = try purchaseFacts(for: product)
    let offer = requestedOffer(in: options, productID: productID)
    let plan = PurchasePlanner.plan(
      quantity: options.quantity, askToBuy: options.simulatesAskToBuy, offer: offer, billingPlan: options.billingPlanType,
      facts: facts)
    switch plan {
    case .awaitApproval, .awaitResolution:
      let kind: PurchaseRequestRecord.Kind = plan == .awaitApproval ? .askToBuy : .interrupted
      return .pending(requestID: try requestPurchase(product, options: options, kind: kind, device: device, at: facts.now))
    case .cancelled:
      return .cancelled
    default:
      return try carryOut(plan, options: options, device: device, facts: facts)
    }
  }

  /// Commits what a plan decided (everything except waiting and cancelling).
  ///
  /// - Parameter alongside: runs inside the same durable write as a new transaction, given it (approving a request
  ///   records the approval atomically with the charge, so a crash cannot charge twice).
  func carryOut(
    _ plan: PurchasePlan, options: [PurchaseOption], device: String?, facts: PurchaseFacts,
    alongside: (TransactionRecord) throws -> Void = { _ in }
  ) throws -> SandboxPurchase {
    let date = facts.now
    switch plan {
    case .returnExisting(let record):
      return .existing(record)
    case .fail(.storeKit(let error)):
      throw error
    case .fail(.purchase(let error)):
      throw error
    case .charge(let charge):
      return .purchased(try commit {
        let record = try makeTransaction(
          charge, appAccountToken: options.appAccountToken, device: device, at: date, settings: facts.settings)
        try ledger.appendEvent(.purchased, transactionID: record.id, device: device, at: date)
        try startRenewals(after: record, charge: charge)
        try notify(NotificationPlanner.purchase(record, everSubscribedInGroup: facts.everSubscribedInGroup), about: record, at: date)
        try alongside(record)
        return record
      })
    case .upgrade(let charge, let replacing):
      var replaced = replacing
      let record = try commit {
        var old = replacing
        old.isUpgraded = true
        old = try signed(old, at: date)
        try ledger.update(old)
        replaced = old
        try ledger.appendEvent(.updated, transactionID: old.id, device: device, at: date)
        let record = try makeTransaction(
          charge, appAccountToken: options.appAccountToken, device: device, at: date, settings: facts.settings)
        try ledger.appendEvent(.purchased, transactionID: record.id, device: device, at: date)
        try startRenewals(after: record, charge: charge)
        try notify(NotificationPlanner.upgrade(record), about: record, at: date)
        try alongside(record)
        return record
      }
      return .upgraded(record, replacing: replaced)
    case .changeAtRenewal(let productID, let current):
      try changeRenewal(of: current, device: device, at: date, notifying: NotificationPlanner.renewalPreference(to: productID, current: current)) {
        $0.autoRenewProductID = productID
        $0.autoRenew = true
      }
      return .renewalChanged(.renewsAs(productID: productID), current: current)
    case .resumeAutoRenew(let current):
      try changeRenewal(of: current, device: device, at: date, notifying: NotificationPlanner.autoRenew(enabled: true)) { renewal in
        renewal.autoRenew = true
        renewal.autoRenewProductID = current.productID
        renewal.expirationIntent = nil
      }
      return .renewalChanged(.keepsCurrentProduct, current: current)
    case .offerAtRenewal(let offer, let current):
      try changeRenewal(of: current, device: device, at: date, notifying: NotificationPlanner.offerForActiveSubscription) {
        $0.renewalOffer = offer
      }
      return .renewalChanged(.offerAtRenewal(offer.offer), current: current)
    case .awaitApproval, .awaitResolution, .cancelled:
      return .cancelled
    }
  }

  /// Everything the purchase planner needs to know about a product, read now.
  func purchaseFacts(for product: CatalogProduct) throws -> PurchaseFacts {
    let groupID = product.subscription?.groupID
    let groupHead = try groupID.flatMap { try ledger.latest(inGroup: $0) }
    return PurchaseFacts(
      product: product, owned: product.type == .nonConsumable ? try ledger.newestUnrevoked(product.id) : nil,
      unfinished: product.type == .consumable ? try ledger.oldestUnfinished(product.id) : nil,
      groupHead: groupHead, renewal: try groupID.flatMap { try ledger.renewal(group: $0) },
      everSubscribedInGroup: groupHead != nil, catalog: catalog, settings: settings, now: now, clock: clock)
  }

  /// Creates, signs and inserts the transaction for a charge (call inside a write).
  func makeTransaction(
    _ charge: Charge, appAccountToken: UUID?, device: String?, at date: Date, settings: SandboxSettings,
    reason: TransactionReason = .purchase, ownership: OwnershipType = .purchased
  ) throws -> TransactionRecord {
    let id = try ledger.nextTransactionID()
    let storefront = Storefront.named(settings.storefront)
    let isSubscription = charge.product.type == .autoRenewable
    let unitPrice = charge.price.map { StorefrontPrice(catalogAmount: $0, storefront: storefront).amount }
    let record = TransactionRecord(
      id: id, originalID: charge.continuing?.originalID ?? id, productID: charge.product.id,
      productType: charge.product.type, groupID: charge.product.subscription?.groupID, purchaseDate: date,
      originalPurchaseDate: charge.continuing?.originalPurchaseDate ?? date, expirationDate: charge.expirationDate,
      quantity: charge.quantity, price: unitPrice.map { $0 * Decimal(charge.quantity) }, currency: storefront.currencyCode,
      storefront: storefront.countryCode,
      storefrontID: storefront.id, reason: reason,
      webOrderLineItemID: isSubscription ? try ledger.nextWebOrderLineItemID() : nil, offer: charge.offer,
      billingPlanType: charge.billingPlanType, appAccountToken: appAccountToken ?? charge.continuing?.appAccountToken,
      ownership: ownership, signedDate: date, device: device)
    let signedRecord = try signed(record, at: date)
    try ledger.insert(signedRecord)
    try ledger.setOrderID(OrderID.make(), of: signedRecord.id)
    return signedRecord
  }

  /// A new subscription period was bought: the group renews to this product from now on.
  func startRenewals(after record: TransactionRecord, charge: Charge) throws {
    guard let groupID = record.groupID else { return }
    let recentStart = SubscriptionPlanner.recentStart(
      previous: try ledger.renewal(group: groupID), lastPaid: charge.continuing, periodStart: record.purchaseDate,
      clock: clock)
    try ledger.save(RenewalRecord(
      groupID: groupID, originalID: record.originalID, autoRenew: true, autoRenewProductID: record.productID,
      renewalOffer: charge.renewalOffer, recentStart: recentStart, billingPlanType: charge.billingPlanType))
  }

  /// Changes a group's renewal record (inside its own write), records the notification it produces, and tells every
  /// device.
  func changeRenewal(
    of head: TransactionRecord, device: String?, at date: Date, notifying kind: NotificationKind,
    _ change: (inout RenewalRecord) -> Void
  ) throws {
    guard let groupID = head.groupID else { return }
    try commit {
      var renewal = try ledger.renewal(group: groupID)
        ?? RenewalRecord(groupID: groupID, originalID: head.originalID, autoRenewProductID: head.productID, recentStart: head.purchaseDate)
      change(&renewal)
      try ledger.save(renewal)
      try ledger.appendEvent(.renewalChanged, transactionID: head.id, device: device, at: date)
      try notify(kind, about: head, at: date)
    }
  }

  /// The offer a purchase asks for, with a promotional offer's signature checked against the
  /// catalog's offer key.
  func requestedOffer(in options: [PurchaseOption], productID: String) -> RequestedOffer? {
    for option in options {
      switch option {
      case .promotionalOffer(let offerID, let keyID, let nonce, let signature, let timestamp):
        return .promotional(
          id: offerID,
          signature: checkOfferSignature(
            productID: productID, offerID: offerID, keyID: keyID, nonce: nonce, signature: signature, timestamp: timestamp,
            appAccountToken: options.appAccountToken))
      case .winBackOffer(let id):
        return .winBack(id: id)
      case .offerCode(let name):
        return .code(name: name)
      default:
        continue
      }
    }
    return nil
  }
}
