/// Every App Store Server API endpoint the server answers, with the values its path carries (paths and methods as
/// Apple's `AppStoreServerAPIClient` calls them).
enum Endpoint: Sendable, Hashable {
  case transactionInfo(String)
  case transactionHistory(version: Int, String)
  case subscriptionStatuses(String)
  case refundHistory(String)
  case orderLookup(String)
  case consumption(version: Int, String)
  case extendRenewalDate(String)
  case extendForAll
  case extendForAllStatus(productID: String, requestID: String)
  case appAccountToken(String)
  case appTransaction(String)
  case requestTestNotification
  case testNotificationStatus(String)
  case notificationHistory
}

/// What a method and path mean to the API.
enum Route: Sendable, Hashable {
  case endpoint(Endpoint)
  /// The path is the API's, but not with this method.
  case methodNotAllowed
  case notFound

  /// Matches `method` and `path` against the API's paths.
  static func match(method: String, path: String) -> Route {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    guard parts.count >= 3, parts[0] == "inApps" else { return .notFound }
    let version = parts[1]
    let rest = Array(parts.dropFirst(2))
    guard let (expected, endpoint) = endpoint(version: version, rest) else { return .notFound }
    return method == expected ? .endpoint(endpoint) : .methodNotAllowed
  }

  /// The method and endpoint a versioned path names, if any. Path values are never empty.
  private static func endpoint(version: String, _ rest: [String]) -> (String, Endpoint)? {
    guard !rest.contains(where: \.isEmpty) else { return nil }
    switch (version, rest.count, rest.first) {
    case ("v1", 2, "transactions"): return ("GET", .transactionInfo(rest[1]))
    case ("v1", 2, "history"): return ("GET", .transactionHistory(version: 1, rest[1]))
    case ("v2", 2, "history"): return ("GET", .transactionHistory(version: 2, rest[1]))
    case ("v1", 2, "subscriptions"): return ("GET", .subscriptionStatuses(rest[1]))
    case ("v2", 3, "refund") where rest[1] == "lookup": return ("GET", .refundHistory(rest[2]))
    case ("v1", 2, "lookup"): return ("GET", .orderLookup(rest[1]))
    case ("v1", 3, "transactions") where rest[1] == "consumption": return ("PUT", .consumption(version: 1, rest[2]))
    case ("v2", 3, "transactions") where rest[1] == "consumption": return ("PUT", .consumption(version: 2, rest[2]))
    case ("v1", 3, "transactions") where rest[1] == "appTransactions": return ("GET", .appTransaction(rest[2]))
    case ("v1", 3, "transactions") where rest[2] == "appAccountToken": return ("PUT", .appAccountToken(rest[1]))
    case ("v1", 3, "subscriptions") where rest[1] == "extend" && rest[2] == "mass": return ("POST", .extendForAll)
    case ("v1", 3, "subscriptions") where rest[1] == "extend": return ("PUT", .extendRenewalDate(rest[2]))
    case ("v1", 5, "subscriptions") where rest[1] == "extend" && rest[2] == "mass":
      return ("GET", .extendForAllStatus(productID: rest[3], requestID: rest[4]))
    case ("v1", 2, "notifications") where rest[1] == "test": return ("POST", .requestTestNotification)
    case ("v1", 2, "notifications") where rest[1] == "history": return ("POST", .notificationHistory)
    case ("v1", 3, "notifications") where rest[1] == "test": return ("GET", .testNotificationStatus(rest[2]))
    default: return nil
    }
  }
}
