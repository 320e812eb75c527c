import FoundationEssentials

/// The app's own records, kept in the same file as the ledger so that delivering content and
/// remembering the delivery commit together: which transactions it delivered, and consumable balances.
extension Ledger {
  /// Records a delivery and adds `quantity` to the balance when `countsTowardBalance`; returns false
  /// (and changes nothing) when this transaction was delivered before, nil when the ledger does not hold it.
  func recordDelivery(transactionID: UInt64, productID: String, quantity: Int, countsTowardBalance: Bool, at date: Date)
    throws -> Bool?
  {
    try connection.query(
      """
      INSERT OR IGNORE INTO app_deliveries(transaction_id, product_id, quantity, delivered_at)
      SELECT id, ?, ?, ? FROM transactions WHERE id = ?
      """,
      [.text(productID), .integer(Int64(quantity)), .integer(date.millisecondsInteger), .integer(Int64(transactionID))])
    guard connection.changes > 0 else {
      return try connection.query("SELECT 1 FROM transactions WHERE id = ?", [.integer(Int64(transactionID))]).isEmpty
        ? nil : false
    }
    if countsTowardBalance { try adjustBalance(productID, by: quantity) }
    return true
  }

  /// Takes back a delivered purchase after a refund; returns how much was taken back: for a consumable, the units
  /// still in the balance (never more than it holds: units the customer used are gone), otherwise the delivered
  /// quantity; 0 when it was never delivered or already taken back.
  func reverseDelivery(transactionID: UInt64) throws -> Int {
    guard let row = try connection.query(
      "SELECT product_id, quantity FROM app_deliveries WHERE transaction_id = ? AND quantity > 0",
      [.integer(Int64(transactionID))]).first,
      let productID = row.text("product_id"), let quantity = row.int("quantity")
    else { return 0 }
    try connection.query("UPDATE app_deliveries SET quantity = 0 WHERE transaction_id = ?", [.integer(Int64(transactionID))])
    guard let held = try balance(of: productID) else { return Int(quantity) }
    return held - (try adjustBalance(productID, by: -Int(quantity)))
  }

  /// A consumable's balance, or nil when the app never kept one for the product.
  private func balance(of productID: String) throws -> Int? {
    try connection.query("SELECT balance FROM app_balances WHERE product_id = ?", [.text(productID)]).first
      .flatMap { $0.int("balance") }.map(Int.init)
  }

  func balances() throws -> [String: Int] {
    var result: [String: Int] = [:]
    for row in try connection.query("SELECT product_id, balance FROM app_balances") {
      if let id = row.text("product_id") { result[id] = Int(row.int("balance") ?? 0) }
    }
    return result
  }

  /// Changes a balance, never below zero; returns the new balance.
  @discardableResult
  func adjustBalance(_ productID: String, by amount: Int) throws -> Int {
    try connection.query(
      """
      INSERT INTO app_balances(product_id, balance) VALUES(?1, max(0, ?2))
      ON CONFLICT(product_id) DO UPDATE SET balance = max(0, balance + ?2)
      """, [.text(productID), .integer(Int64(amount))])
    return try balance(of: productID) ?? 0
  }
}
