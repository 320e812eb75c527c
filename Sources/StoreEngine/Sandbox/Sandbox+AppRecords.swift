import StoreCatalog

/// The app-side records (deliveries, consumable balances) the store model keeps in the sandbox file.
extension Sandbox {
  /// Delivers a verified transaction's content, exactly once per transaction; consumables add to the
  /// balance. Returns whether this call delivered it (false when it had been delivered before), or nil when the ledger
  /// does not hold it (nothing is delivered or finished).
  ///
  /// With `finishedOn`, the app on that device also finishes the transaction (`Transaction.finish()`) in the same
  /// commit: what the app delivered and that it finished are durable together, one commit where the app's cycle had
  /// two apart (`bench/engine`'s full app cycle: two durable commits a purchase, the App Store's and the app's).
  public func recordDelivery(of transaction: Transaction, finishedOn device: String? = nil) throws -> Bool? {
    let date = now
    return try commit {
      guard let delivered = try ledger.recordDelivery(
        transactionID: transaction.id, productID: transaction.productID, quantity: transaction.purchasedQuantity,
        countsTowardBalance: transaction.productType == .consumable, at: date)
      else { return nil }
      if let device { _ = try markFinished(transaction.id, device: device, at: date) }
      return delivered
    }
  }

  /// Takes back a refunded purchase's content; returns how much was taken back (a consumable's units still in
  /// the balance, never more than it holds).
  public func reverseDelivery(of transactionID: UInt64) throws -> Int {
    try commit { try ledger.reverseDelivery(transactionID: transactionID) }
  }

  /// Consumable balances the app keeps, by product.
  public func balances() throws -> [String: Int] {
    try ledger.balances()
  }

  /// Spends `amount` units of a consumable (never below zero); returns the new balance.
  public func consume(_ productID: String, amount: Int = 1) throws -> Int {
    try commit { try ledger.adjustBalance(productID, by: -amount) }
  }
}
