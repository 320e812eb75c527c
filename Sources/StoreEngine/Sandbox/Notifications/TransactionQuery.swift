public import FoundationEssentials
public import StoreCatalog

/// The filters and order of a Get Transaction History request, as values: which transactions, in which order, from
/// which position. Built by the server from the query string; run against the ledger in one indexed query.
public struct TransactionQuery: Sendable, Hashable {
  /// Which of Apple's two history endpoints: v1 leaves out consumables the app finished (unless refunded or revoked).
  public enum Version: Sendable, Hashable {
    case v1, v2
  }

  public var version: Version = .v2
  public var ascending = true
  /// Purchase date at or after this.
  public var startDate: Date?
  /// Purchase date before this.
  public var endDate: Date?
  public var productIDs: [String] = []
  public var productTypes: [ProductType] = []
  public var subscriptionGroupIDs: [String] = []
  public var ownership: OwnershipType?
  /// true: only revoked transactions; false: only the others.
  public var revoked: Bool?
  /// Continue after (ascending) or before (descending) this transaction id.
  public var after: UInt64?

  public init() {}

  /// The SQL clause and values that select one page of `limit` transactions.
  func clause(limit: Int) -> (String, [SQLiteValue]) {
    var conditions: [String] = []
    var values: [SQLiteValue] = []
    if version == .v1 {
      conditions.append("NOT (product_type = 'consumable' AND finished = 1 AND revocation_date IS NULL)")
    }
    if let startDate {
      conditions.append("purchase_date >= ?")
      values.append(.integer(startDate.millisecondsInteger))
    }
    if let endDate {
      conditions.append("purchase_date < ?")
      values.append(.integer(endDate.millisecondsInteger))
    }
    func anyOf(_ column: String, _ items: [String]) {
      guard !items.isEmpty else { return }
      conditions.append("\(column) IN (\(Array(repeating: "?", count: items.count).joined(separator: ", ")))")
      values.append(contentsOf: items.map { .text($0) })
    }
    anyOf("product_id", productIDs)
    anyOf("product_type", productTypes.map(\.rawValue))
    anyOf("group_id", subscriptionGroupIDs)
    if let ownership {
      conditions.append("ownership = ?")
      values.append(.text(ownership.rawValue))
    }
    if let revoked { conditions.append(revoked ? "revocation_date IS NOT NULL" : "revocation_date IS NULL") }
    if let after {
      conditions.append(ascending ? "id > ?" : "id < ?")
      values.append(.integer(Int64(after)))
    }
    let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    values.append(.integer(Int64(limit)))
    return ("\(filter) ORDER BY id \(ascending ? "ASC" : "DESC") LIMIT ?", values)
  }
}

/// One page of transactions and whether more follow.
public struct TransactionPage: Sendable, Hashable {
  public var transactions: [TransactionRecord]
  public var hasMore: Bool
}

/// One page of a history query as Get Transaction History returns it: the signed transactions, the last one's id
/// (where the next page starts) and whether more follow.
public struct SignedTransactionPage: Sendable, Hashable {
  public var signedTransactions: [String]
  public var lastID: UInt64?
  public var hasMore: Bool
}

extension Ledger {
  /// A page of at most `limit` transactions matching `query`: only the columns the response holds, since decoding
  /// whole records was a third of the page's ledger work (bench/server).
  func signedTransactions(matching query: TransactionQuery, limit: Int) throws -> SignedTransactionPage {
    let (clause, values) = query.clause(limit: limit + 1)
    let rows = try connection.query("SELECT id, jws FROM transactions \(clause)", values)
    let page = rows.prefix(limit)
    return SignedTransactionPage(
      signedTransactions: page.map { $0.text("jws") ?? "" }, lastID: page.last.flatMap { $0.int("id") }.map(UInt64.init),
      hasMore: rows.count > limit)
  }

  /// Whether a transaction with this id exists (without reading its row).
  func hasTransaction(_ id: UInt64) throws -> Bool {
    try !connection.query("SELECT 1 FROM transactions WHERE id = ?", [.integer(Int64(id))]).isEmpty
  }

  /// A transaction's signed form only: Get Transaction Info returns nothing else.
  func signedTransaction(_ id: UInt64) throws -> String? {
    try connection.query("SELECT jws FROM transactions WHERE id = ?", [.integer(Int64(id))]).first?.text("jws")
  }

  /// Refunded transactions in ascending revocation order, after (revocation date, id) `position`.
  func refunds(after position: (Date, UInt64)?, limit: Int) throws -> TransactionPage {
    var clause = "WHERE revocation_date IS NOT NULL"
    var values: [SQLiteValue] = []
    if let (date, id) = position {
      clause += " AND (revocation_date > ? OR (revocation_date = ? AND id > ?))"
      values += [.integer(date.millisecondsInteger), .integer(date.millisecondsInteger), .integer(Int64(id))]
    }
    let found = try records(clause + " ORDER BY revocation_date, id LIMIT ?", values + [.integer(Int64(limit + 1))])
    return TransactionPage(transactions: Array(found.prefix(limit)), hasMore: found.count > limit)
  }

  // MARK: - Order ids

  func setOrderID(_ orderID: String, of transactionID: UInt64) throws {
    try connection.query(
      "INSERT OR REPLACE INTO transaction_orders(transaction_id, order_id) VALUES(?, ?)",
      [.integer(Int64(transactionID)), .text(orderID)])
  }

  func orderID(of transactionID: UInt64) throws -> String? {
    try connection.query("SELECT order_id FROM transaction_orders WHERE transaction_id = ?", [.integer(Int64(transactionID))])
      .first?.text("order_id")
  }

  func transactions(inOrder orderID: String) throws -> [TransactionRecord] {
    try records("WHERE id IN (SELECT transaction_id FROM transaction_orders WHERE order_id = ?) ORDER BY id", [.text(orderID)])
  }
}
