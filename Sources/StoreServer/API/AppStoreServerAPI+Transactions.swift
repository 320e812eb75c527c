import FoundationEssentials
import StoreEngine

/// Get Transaction Info, Get Transaction History (v1 and v2), Get Refund History, Look Up Order ID and Get App
/// Transaction Info.
extension AppStoreServerAPI {
  func transactionInfo(_ text: String) throws -> HTTPResponse {
    guard let signed = try reader.signedTransaction(try transactionID(text)) else {
      throw APIError.transactionIDNotFound
    }
    return try ok(TransactionInfoResponse(signedTransactionInfo: signed))
  }

  func transactionHistory(_ text: String, version: Int, _ request: HTTPRequest) throws -> HTTPResponse {
    try requireCustomer(text)
    var query = try HistoryQueryParser.query(request)
    query.version = version == 1 ? .v1 : .v2
    let page = try reader.signedTransactions(matching: query, limit: Self.pageSize)
    let last = page.lastID ?? query.after ?? (query.ascending ? 0 : UInt64.max)
    let response = HistoryResponse(
      revision: HistoryQueryParser.revision(after: last, ascending: query.ascending), hasMore: page.hasMore,
      bundleId: sandbox.bundleID, environment: environment, signedTransactions: page.signedTransactions)
    return .json(200, response.json)
  }

  func refundHistory(_ text: String, _ request: HTTPRequest) async throws -> HTTPResponse {
    try requireCustomer(text)
    let position = try request.queryValues("revision").last.map(RefundRevision.init(token:))
    let page = try await sandbox.refunds(after: position.map { ($0.date, $0.id) }, limit: Self.pageSize)
    let next = page.transactions.last.flatMap { record in record.revocationDate.map { RefundRevision(date: $0, id: record.id) } }
      ?? position ?? RefundRevision(date: Date(timeIntervalSince1970: 0), id: 0)
    return try ok(RefundHistoryResponse(signedTransactions: page.transactions.map(\.jws), revision: next.token, hasMore: page.hasMore))
  }

  /// Look Up Order ID: `status` 0 with the order's transactions, or 1 and none when no purchase has that id.
  func orderLookup(_ orderID: String) async throws -> HTTPResponse {
    let records = try await sandbox.transactions(inOrder: orderID)
    return try ok(OrderLookupResponse(status: records.isEmpty ? 1 : 0, signedTransactions: records.map(\.jws)))
  }

  func appTransaction(_ text: String) async throws -> HTTPResponse {
    try requireCustomer(text)
    return try ok(AppTransactionInfoResponse(signedAppTransactionInfo: try await sandbox.signedAppTransaction()))
  }
}

/// A Get Refund History `revision`: the revocation date and id of the last refund returned.
struct RefundRevision: Sendable, Hashable {
  var date: Date
  var id: UInt64

  init(date: Date, id: UInt64) {
    self.date = date
    self.id = id
  }

  /// Reads a token this server made (`R<milliseconds>.<id>`); anything else is an invalid revision.
  init(token: String) throws {
    let parts = token.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
    guard token.hasPrefix("R"), parts.count == 2, let milliseconds = Int64(parts[0]), let last = UInt64(parts[1]) else {
      throw APIError.invalidRequestRevision
    }
    date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    id = last
  }

  var token: String { "R\(Int64((date.timeIntervalSince1970 * 1000).rounded())).\(id)" }
}
