import Foundation
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

/// The hand-written history body is the JSON Apple's `HistoryResponse` model reads ("Get Transaction History").
@Suite struct ResponseBodyTests {
  @Test func aHistoryPageReadsBackAsWritten() throws {
    let page = HistoryResponse(
      revision: "A42", hasMore: true, bundleId: "com.example.storefront", environment: "Sandbox",
      signedTransactions: ["a.b.c", "needs \"escaping\" \\ and\u{1}control / é"])
    let object = try #require(try JSONSerialization.jsonObject(with: page.json) as? [String: Any])
    #expect(object["revision"] as? String == "A42" && object["hasMore"] as? Bool == true)
    #expect(object["bundleId"] as? String == "com.example.storefront" && object["environment"] as? String == "Sandbox")
    #expect(object["signedTransactions"] as? [String] == page.signedTransactions)
    let empty = HistoryResponse(revision: "D0", hasMore: false, bundleId: "b", environment: "Sandbox", signedTransactions: [])
    #expect((try JSONSerialization.jsonObject(with: empty.json) as? [String: Any])?["signedTransactions"] as? [String] == [])
  }
}
