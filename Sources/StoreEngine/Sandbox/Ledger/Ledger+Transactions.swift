import FoundationEssentials
import StoreCatalog

/// Reading and writing transaction rows.
extension Ledger {
  private static let columns = """
    id, original_id, product_id, product_type, group_id, purchase_date, original_purchase_date, expiration_date,
    quantity, price_milli, currency, storefront, storefront_id, reason, web_order_line_item_id, offer_type, offer_id,
    offer_payment_mode, offer_period, app_account_token, ownership, is_upgraded, revocation_date, revocation_reason,
    signed_date, jws, finished, device, billing_plan_type
    """

  /// The id the next new transaction gets (call inside a write, which holds the lock).
  func nextTransactionID() throws -> UInt64 {
    let maximum = try connection.query("SELECT max(id) AS m FROM transactions").first?.int("m")
    return maximum.map { UInt64($0) + 1 } ?? 1
  }

  /// The next web order line item id: one per subscription billing event.
  func nextWebOrderLineItemID() throws -> String {
    let maximum = try connection.query(
      "SELECT max(CAST(web_order_line_item_id AS INTEGER)) AS m FROM transactions").first?.int("m") ?? 0
    return String(maximum + 1)
  }

  private static let insertion =
    "INSERT INTO transactions(\(columns)) VALUES(\(Array(repeating: "?", count: 29).joined(separator: ", ")))"

  func insert(_ record: TransactionRecord) throws {
    try connection.query(Self.insertion, values(of: record))
  }

  func update(_ record: TransactionRecord) throws {
    let assignments = Self.columns.split(separator: ",").dropFirst()
      .map { "\($0.trimmingWhitespace()) = ?" }.joined(separator: ", ")
    try connection.query("UPDATE transactions SET \(assignments) WHERE id = ?", Array(values(of: record).dropFirst()) + [.integer(Int64(record.id))])
  }

  func markFinished(_ id: UInt64) throws -> Bool {
    try connection.query("UPDATE transactions SET finished = 1 WHERE id = ? AND finished = 0", [.integer(Int64(id))])
    return connection.changes > 0
  }

  func deleteTransaction(_ id: UInt64) throws {
    try connection.query("DELETE FROM transactions WHERE id = ?", [.integer(Int64(id))])
  }

  func transaction(_ id: UInt64) throws -> TransactionRecord? {
    try records("WHERE id = ?", [.integer(Int64(id))]).first
  }

  /// Every transaction, oldest first.
  func allTransactions() throws -> [TransactionRecord] {
    try records("ORDER BY id")
  }

  func unfinishedTransactions() throws -> [TransactionRecord] {
    try records("WHERE finished = 0 ORDER BY id")
  }

  /// Transactions of one product, newest first.
  func transactions(forProduct productID: String, limit: Int = -1) throws -> [TransactionRecord] {
    try records("WHERE product_id = ? ORDER BY id DESC LIMIT ?", [.text(productID), .integer(Int64(limit))])
  }

  /// The transactions of a subscription chain (same original id), oldest first.
  func chain(originalID: UInt64) throws -> [TransactionRecord] {
    try records("WHERE original_id = ? ORDER BY id", [.integer(Int64(originalID))])
  }

  /// The newest transaction of a product that was not revoked.
  func newestUnrevoked(_ productID: String) throws -> TransactionRecord? {
    try records("WHERE product_id = ? AND revocation_date IS NULL ORDER BY id DESC LIMIT 1", [.text(productID)]).first
  }

  /// The oldest unfinished, unrevoked transaction of a product. It reads the unfinished ones only (the partial index
  /// `transactions_unfinished`; `+product_id` keeps SQLite from choosing the product's index instead, which walked
  /// every transaction of the product from its first: a consumable's purchase cost time in proportion to how often
  /// it was bought before — a third of `bench/engine`'s full app cycle after a few thousand purchases).
  func oldestUnfinished(_ productID: String) throws -> TransactionRecord? {
    try records("WHERE finished = 0 AND +product_id = ? AND revocation_date IS NULL ORDER BY id LIMIT 1", [.text(productID)]).first
  }

  /// The newest auto-renewable transaction the customer bought in a subscription group (the group's current chain
  /// head; a subscription shared by the family has chains of its own).
  func latest(inGroup groupID: String) throws -> TransactionRecord? {
    try records(
      "WHERE group_id = ? AND product_type = 'autoRenewable' AND ownership = 'PURCHASED' ORDER BY id DESC LIMIT 1",
      [.text(groupID)]
    ).first
  }

  /// The newest transaction of each product.
  func latestPerProduct() throws -> [TransactionRecord] {
    let heads = try productHeads().records
    var newest: [String: UInt64] = [:]
    for head in heads { newest[head.productID] = max(newest[head.productID] ?? 0, head.id) }
    return heads.filter { newest[$0.productID] == $0.id }
  }

  /// The newest transaction of each product for each way of owning it (bought, or shared by the family), the rows
  /// `product_heads` names, oldest first, and of them the one-time purchases that entitle (see
  /// `Entitlements.oneTime`), read again only when the ledger changed since the last read: the next read after any
  /// commit — this connection's or another's — reads them afresh, and so does every read inside a write (it may
  /// still roll back; such heads carry no version and are not kept).
  ///
  /// Kept because reading a thousand heads' rows again (their signed texts among a large ledger's pages) was nearly
  /// all of `currentEntitlements` (`bench/engine`, 100,000 transactions, 1,000 entitlements: see
  /// docs/benchmarks.md, phase 3).
  func productHeads() throws -> ProductHeads {
    let version = try connection.changeCount()
    if !connection.isInTransaction, let heads, heads.version == version { return heads }
    let records = try records("WHERE id IN (SELECT transaction_id FROM product_heads) ORDER BY id")
    let read = ProductHeads(
      version: connection.isInTransaction ? nil : version, records: records, oneTime: Entitlements.oneTime(records))
    heads = read.version == nil ? nil : read
    return read
  }

  /// The newest transaction of each subscription chain the family shares with the customer.
  func familySharedSubscriptionHeads() throws -> [TransactionRecord] {
    try records(
      "WHERE id IN (SELECT max(id) FROM transactions WHERE ownership = 'FAMILY_SHARED' AND product_type = 'autoRenewable' "
        + "GROUP BY original_id) ORDER BY id")
  }

  /// The customer's unrevoked family-shared transactions of a product, newest first.
  func unrevokedFamilyShares(_ productID: String) throws -> [TransactionRecord] {
    try records(
      "WHERE product_id = ? AND ownership = 'FAMILY_SHARED' AND revocation_date IS NULL ORDER BY id DESC", [.text(productID)])
  }

  /// The newest `limit` transactions, newest first.
  func newestTransactions(limit: Int) throws -> [TransactionRecord] {
    try records("ORDER BY id DESC LIMIT ?", [.integer(Int64(limit))])
  }

  /// The transactions with these identifiers (those that exist), in no particular order. The identifiers are bound as
  /// one JSON array, so every call runs the same prepared statement (one with the numbers written into its text was
  /// prepared, and kept, for each new set).
  func transactions(ids: Set<UInt64>) throws -> [TransactionRecord] {
    guard !ids.isEmpty else { return [] }
    return try records("WHERE id IN (SELECT value FROM json_each(?))", [.text("[\(ids.map { String($0) }.joined(separator: ","))]")])
  }

  func transactionCount() throws -> Int {
    Int(try connection.query("SELECT count(*) AS n FROM transactions").first?.int("n") ?? 0)
  }

  func records(_ clause: String, _ values: [SQLiteValue] = []) throws -> [TransactionRecord] {
    try connection.query("SELECT \(Self.columns) FROM transactions \(clause)", values, each: record(from:))
  }

  private func values(of record: TransactionRecord) -> [SQLiteValue] {
    [
      .integer(Int64(record.id)), .integer(Int64(record.originalID)), .text(record.productID),
      .text(record.productType.rawValue), SQLiteValue(record.groupID), .integer(record.purchaseDate.millisecondsInteger),
      .integer(record.originalPurchaseDate.millisecondsInteger), SQLiteValue(record.expirationDate?.millisecondsInteger),
      .integer(Int64(record.quantity)), SQLiteValue(record.price.map(Money.milliunits)), SQLiteValue(record.currency),
      .text(record.storefront), SQLiteValue(record.storefrontID), .text(record.reason.rawValue),
      SQLiteValue(record.webOrderLineItemID), SQLiteValue(record.offer.map { $0.type.rawValue }), SQLiteValue(record.offer?.id),
      SQLiteValue(record.offer?.paymentMode?.rawValue), SQLiteValue(record.offer?.period?.iso8601),
      SQLiteValue(record.appAccountToken?.uuidString.lowercased()), .text(record.ownership.rawValue), SQLiteValue(record.isUpgraded),
      SQLiteValue(record.revocationDate?.millisecondsInteger), SQLiteValue(record.revocationReason?.rawValue),
      .integer(record.signedDate.millisecondsInteger), .text(record.jws), SQLiteValue(record.isFinished), SQLiteValue(record.device),
      SQLiteValue(record.billingPlanType),
    ]
  }

  private func record(from row: SQLiteRow) -> TransactionRecord {
    let offer = row.int("offer_type").flatMap { SubscriptionOffer.Kind(rawValue: Int($0)) }.map { type in
      TransactionOffer(
        type: type, id: row.text("offer_id"),
        paymentMode: row.text("offer_payment_mode").flatMap(SubscriptionOffer.PaymentMode.init(rawValue:)),
        period: row.text("offer_period").flatMap(SubscriptionPeriod.init(iso8601:)))
    }
    return TransactionRecord(
      id: UInt64(row.int("id") ?? 0), originalID: UInt64(row.int("original_id") ?? 0),
      productID: row.text("product_id") ?? "",
      productType: row.text("product_type").flatMap(ProductType.init(rawValue:)) ?? .consumable,
      groupID: row.text("group_id"), purchaseDate: Date(milliseconds: row.int("purchase_date") ?? 0),
      originalPurchaseDate: Date(milliseconds: row.int("original_purchase_date") ?? 0),
      expirationDate: row.int("expiration_date").map { Date(milliseconds: $0) }, quantity: Int(row.int("quantity") ?? 1),
      price: row.int("price_milli").map(Money.fromMilliunits), currency: row.text("currency"),
      storefront: row.text("storefront") ?? "USA", storefrontID: row.text("storefront_id"),
      reason: row.text("reason").flatMap(TransactionReason.init(rawValue:)) ?? .purchase,
      webOrderLineItemID: row.text("web_order_line_item_id"), offer: offer,
      billingPlanType: row.text("billing_plan_type"),
      appAccountToken: row.text("app_account_token").flatMap(UUID.init(uuidString:)),
      ownership: row.text("ownership").flatMap(OwnershipType.init(rawValue:)) ?? .purchased,
      isUpgraded: row.bool("is_upgraded"), revocationDate: row.int("revocation_date").map { Date(milliseconds: $0) },
      revocationReason: row.int("revocation_reason").flatMap { RevocationReason(rawValue: Int($0)) },
      signedDate: Date(milliseconds: row.int("signed_date") ?? 0), jws: row.text("jws") ?? "",
      isFinished: row.bool("finished"), device: row.text("device"))
  }
}

/// Conversions between `Decimal` prices and the milliunits signed payloads carry.
enum Money {
  static func milliunits(_ price: Decimal) -> Int64 {
    (price * 1000).rounded(toPlaces: 0).int64Value
  }

  /// Built from its digits and exponent: a `Decimal` division costs more than a signature's hashing.
  static func fromMilliunits(_ milliunits: Int64) -> Decimal {
    Decimal(sign: milliunits < 0 ? .minus : .plus, exponent: -3, significand: Decimal(milliunits.magnitude))
  }
}
