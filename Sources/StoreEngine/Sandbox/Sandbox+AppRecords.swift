/// The app-side records (deliveries, consumable balances) the store model keeps in the sandbox file.
extension Sandbox {
  /// Delivers a verified transaction's content, exactly once per transaction; consumables add to the
  /// balance. Returns whether this call delivered it (false when it had been delivered before).
  public func recordDelivery(of record: TransactionRecord) throws -> Bool {
    let date = now
    return try commit {
      try ledger.recordDelivery(
        transactionID: record.id, productID: record.productID, quantity: record.quantity,
        countsTowardBalance: record.productType == .consumable, at: date)
    }
  }

  /// Takes back a refunded consumable's content; returns how many units were taken back.
  public func reverseDelivery(of transactionID: UInt64) throws -> Int {
    try commit { try ledger.reverseDelivery(transactionID: transactionID) }
  }

  public func isDelivered(_ transactionID: UInt64) throws -> Bool {
    try ledger.isDelivered(transactionID)
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
