import FoundationEssentials
import StoreCatalog
import StoreEngine

/// Reads Get Transaction History's query parameters (`revision`, `startDate`, `endDate`, `productId`, `productType`,
/// `sort`, `subscriptionGroupIdentifier`, `inAppOwnershipType`, `revoked`) into a `TransactionQuery`, with Apple's
/// error for each bad value.
enum HistoryQueryParser {
  static func query(_ request: HTTPRequest) throws -> TransactionQuery {
    var query = TransactionQuery()
    if let sort = request.queryValues("sort").last {
      switch sort {
      case "ASCENDING": query.ascending = true
      case "DESCENDING": query.ascending = false
      default: throw APIError.invalidSort
      }
    }
    query.startDate = try request.queryValues("startDate").last.map { try date($0, invalid: .invalidStartDate) }
    query.endDate = try request.queryValues("endDate").last.map { try date($0, invalid: .invalidEndDate) }
    if let start = query.startDate, let end = query.endDate, start >= end { throw APIError.startDateAfterEndDate }
    query.productIDs = request.queryValues("productId")
    if query.productIDs.contains(where: \.isEmpty) { throw APIError.invalidProductID }
    query.productTypes = try request.queryValues("productType").map { value in
      switch value {
      case "AUTO_RENEWABLE": .autoRenewable
      case "NON_RENEWABLE": .nonRenewable
      case "CONSUMABLE": .consumable
      case "NON_CONSUMABLE": .nonConsumable
      default: throw APIError.invalidProductType
      }
    }
    query.subscriptionGroupIDs = request.queryValues("subscriptionGroupIdentifier")
    if query.subscriptionGroupIDs.contains(where: \.isEmpty) { throw APIError.invalidSubscriptionGroupIdentifier }
    if let ownership = request.queryValues("inAppOwnershipType").last {
      guard let parsed = OwnershipType(rawValue: ownership) else { throw APIError.invalidInAppOwnershipType }
      query.ownership = parsed
    }
    if let revoked = request.queryValues("revoked").last {
      // Apple's Python library sends `str(bool)`: "True" / "False".
      switch revoked.lowercased() {
      case "true": query.revoked = true
      case "false": query.revoked = false
      default: throw APIError.invalidRevoked
      }
    }
    if let revision = request.queryValues("revision").last {
      query.after = try after(revision: revision, ascending: query.ascending)
    }
    return query
  }

  /// The revision token for a page whose last transaction is `id`: the sort order and the position to go on from.
  static func revision(after id: UInt64, ascending: Bool) -> String {
    "\(ascending ? "A" : "D")\(id)"
  }

  private static func after(revision: String, ascending: Bool) throws -> UInt64 {
    guard revision.hasPrefix(ascending ? "A" : "D"), let id = UInt64(revision.dropFirst()) else {
      throw APIError.invalidRequestRevision
    }
    return id
  }

  /// A date in milliseconds since 1970.
  private static func date(_ text: String, invalid: APIError) throws -> Date {
    guard let milliseconds = Int64(text), milliseconds >= 0 else { throw invalid }
    return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }
}
