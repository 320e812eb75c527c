import Foundation
import StoreCatalog

/// How a purchase ended at the App Store.
public enum SandboxPurchase: Sendable, Hashable {
  /// A new transaction was charged and committed.
  case purchased(TransactionRecord)
  /// Nothing was charged: the customer already has this (or an unfinished consumable is re-delivered).
  case existing(TransactionRecord)
  /// Waiting for a parent's approval or the customer's action.
  case pending
  case cancelled
}

extension Sandbox {
  /// Makes a purchase for `device`, following StoreKit's rules.
  ///
  /// The durability rule: a new transaction is committed to the ledger (unfinished) before this returns,
  /// so nothing reported as bought can be lost. Throws `StoreKitError` or `PurchaseError`.
  public func purchase(_ productID: String, options: [PurchaseOption] = [], device: String) throws -> SandboxPurchase {
    guard let product = catalog.product(productID) else { throw PurchaseError.productUnavailable }
    let facts = try purchaseFacts(for: product)
    switch PurchasePlanner.plan(quantity: options.quantity, askToBuy: options.simulatesAskToBuy, facts: facts) {
    case .returnExisting(let record):
      return .existing(record)
    case .cancelled:
      return .cancelled
    case .awaitApproval, .awaitResolution:
      return .pending
    case .fail(.storeKit(let error)):
      throw error
    case .fail(.purchase(let error)):
      throw error
    case .charge(let charge):
      let record = try commit {
        let record = try makeTransaction(
          charge, appAccountToken: options.appAccountToken, device: device, at: facts.now, settings: facts.settings)
        try ledger.appendEvent(.purchased, transactionID: record.id, device: device, at: facts.now)
        return record
      }
      return .purchased(record)
    }
  }

  /// Everything the purchase planner needs to know about a product, read now.
  func purchaseFacts(for product: CatalogProduct) throws -> PurchaseFacts {
    let history = try ledger.transactions(forProduct: product.id, limit: 50)
    let groupHead = try product.subscription.flatMap { terms in
      try ledger.latestPerGroup().first(where: { $0.groupID == terms.groupID })
    }
    return PurchaseFacts(product: product, history: history, groupHead: groupHead, settings: settings, now: now, clock: clock)
  }

  /// Creates, signs and inserts the transaction for a charge (call inside a write).
  func makeTransaction(
    _ charge: Charge, appAccountToken: UUID?, device: String?, at date: Date, settings: SandboxSettings,
    reason: TransactionReason = .purchase
  ) throws -> TransactionRecord {
    let id = try ledger.nextTransactionID()
    let storefront = Storefronts.lookup(settings.storefront)
    let isSubscription = charge.product.type == .autoRenewable
    let record = TransactionRecord(
      id: id, originalID: charge.continuing?.originalID ?? id, productID: charge.product.id,
      productType: charge.product.type, groupID: charge.product.subscription?.groupID, purchaseDate: date,
      originalPurchaseDate: charge.continuing?.originalPurchaseDate ?? date, expirationDate: charge.expirationDate,
      quantity: charge.quantity, price: charge.price, currency: storefront.currency, storefront: storefront.code,
      storefrontID: storefront.appleID, reason: reason,
      webOrderLineItemID: isSubscription ? try ledger.nextWebOrderLineItemID() : nil, offer: charge.offer,
      appAccountToken: appAccountToken ?? charge.continuing?.appAccountToken, signedDate: date, device: device)
    let signedRecord = try signed(record, at: date)
    try ledger.insert(signedRecord)
    return signedRecord
  }
}
