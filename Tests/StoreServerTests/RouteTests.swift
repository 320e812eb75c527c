import Testing

@testable import StoreServer

/// Paths and methods as Apple's `AppStoreServerAPIClient` calls them (app-store-server-library, api_client.py).
@Suite struct RouteTests {
  @Test func applesPathsReachTheirEndpoints() {
    #expect(Route.match(method: "GET", path: "/inApps/v1/transactions/42") == .endpoint(.transactionInfo("42")))
    #expect(Route.match(method: "GET", path: "/inApps/v2/history/42") == .endpoint(.transactionHistory(version: 2, "42")))
    #expect(Route.match(method: "GET", path: "/inApps/v2/refund/lookup/42") == .endpoint(.refundHistory("42")))
    #expect(Route.match(method: "PUT", path: "/inApps/v1/transactions/42/appAccountToken") == .endpoint(.appAccountToken("42")))
    #expect(Route.match(method: "POST", path: "/inApps/v1/subscriptions/extend/mass") == .endpoint(.extendForAll))
    #expect(Route.match(method: "GET", path: "/inApps/v1/subscriptions/extend/mass/p/r")
      == .endpoint(.extendForAllStatus(productID: "p", requestID: "r")))
    #expect(Route.match(method: "POST", path: "/inApps/v1/notifications/history") == .endpoint(.notificationHistory))
  }

  @Test func unknownPathsAndMethodsAreRefused() {
    #expect(Route.match(method: "DELETE", path: "/inApps/v1/transactions/42") == .methodNotAllowed)
    #expect(Route.match(method: "GET", path: "/inApps/v1/transactions/") == .notFound)
    #expect(Route.match(method: "GET", path: "/inApps/v9/transactions/42") == .notFound)
    #expect(Route.match(method: "GET", path: "/") == .notFound)
    #expect(Route.match(method: "GET", path: "//inApps/v1/transactions/42") == .notFound)
  }
}
