import Foundation
import Testing

@testable import StoreEngine
@testable import StoreServer

/// Bad requests get Apple's answers and change nothing. Codes from the App Store Server API's "Error codes" pages:
/// `GeneralBadRequestError` (4000000, "a malformed request or a request that contains incorrect syntax"),
/// `InvalidTransactionIdError` (4000006), `InvalidOriginalTransactionIdError` (4000008),
/// `TransactionIdNotFoundError` (4040010), `OriginalTransactionIdNotFoundError` (4040005),
/// `InvalidAppAccountTokenUUIDError` (4000183), and each endpoint's page for its query parameters.
@Suite struct BadRequestTests {
  /// Bodies no endpoint can read: empty, cut short, the wrong JSON type, wrong field types, not UTF-8, nested deeper
  /// than any decoder recurses.
  static let malformedBodies: [Data] = [
    Data(), Data("{".utf8), Data("[]".utf8), Data("null".utf8), Data("\"text\"".utf8),
    Data("{\"extendByDays\":\"ten\",\"appAccountToken\":7,\"customerConsented\":\"yes\",\"startDate\":\"x\"}".utf8),
    Data([0xFF, 0xFE, 0x00, 0x7B, 0x80]), Data(String(repeating: "[", count: 30_000).utf8),
    Data(("{\"a\":" + String(repeating: "{\"a\":", count: 10_000)).utf8),
  ]

  /// Every endpoint that reads a JSON body, with the path it is sent to.
  static let bodyEndpoints: [(String, String)] = [
    ("POST", "/inApps/v1/notifications/history"), ("PUT", "/inApps/v1/subscriptions/extend/1"),
    ("POST", "/inApps/v1/subscriptions/extend/mass"), ("PUT", "/inApps/v1/transactions/1/appAccountToken"),
    ("PUT", "/inApps/v1/transactions/consumption/1"), ("PUT", "/inApps/v2/transactions/consumption/1"),
  ]

  @Test func malformedBodiesAreGeneralBadRequestsAndChangeNothing() async throws {
    let server = try await ServerFixture()
    _ = try await server.buy("plus.monthly")
    let before = try await server.sandbox.allTransactions()
    for (method, path) in Self.bodyEndpoints {
      for body in Self.malformedBodies {
        let response = try await server.send(method, path, body: body)
        #expect(
          response.status == 400 && response.errorCode == 4_000_000,
          "\(method) \(path) \(body.prefix(12)): \(response.text)")
        #expect(response.contentType == "application/json")
      }
    }
    #expect(try await server.sandbox.allTransactions() == before)
    #expect(try await server.sandbox.allNotifications().count == 1)
    #expect(try await server.sandbox.consumptionInformation(transactionID: 1) == nil)
  }

  @Test func aBodyOverTheLimitIs413WithAGeneralBadRequestBody() async throws {
    let server = try await ServerFixture()
    let response = try await server.send("PUT", "/inApps/v2/transactions/consumption/1", bodyTooLarge: true)
    #expect(response.status == 413 && response.errorCode == 4_000_000)
  }

  @Test func badTransactionIDsAreInvalidAndUnknownOnesNotFound() async throws {
    let server = try await ServerFixture()
    _ = try await server.buy("plus.monthly")
    let malformed = [
      "abc", "-1", "+1", "1e5", "0x10", " 1", "1 ", "1.0", "１", "\u{0}", "18446744073709551616",
      String(repeating: "9", count: 400),
    ]
    for id in malformed {
      for path in [
        "/inApps/v1/transactions/", "/inApps/v1/history/", "/inApps/v2/history/", "/inApps/v1/subscriptions/",
        "/inApps/v2/refund/lookup/", "/inApps/v1/transactions/appTransactions/",
      ] {
        let response = try await server.send("GET", path + id)
        #expect(response.status == 400 && response.errorCode == 4_000_006, "\(path)\(id): \(response.text)")
      }
      let consumption = try await server.send(
        "PUT", "/inApps/v2/transactions/consumption/\(id)",
        json: #"{"customerConsented":true,"sampleContentProvided":false,"deliveryStatus":"DELIVERED"}"#)
      #expect(consumption.errorCode == 4_000_006, "consumption \(id)")
      let extend = try await server.send(
        "PUT", "/inApps/v1/subscriptions/extend/\(id)",
        json: #"{"extendByDays":3,"extendReasonCode":1,"requestIdentifier":"r1"}"#)
      #expect(extend.status == 400 && extend.errorCode == 4_000_008, "extend \(id)")
      let token = try await server.send(
        "PUT", "/inApps/v1/transactions/\(id)/appAccountToken",
        json: #"{"appAccountToken":"7e3fb20b-4cdb-47cc-936d-99d65f608138"}"#)
      #expect(token.status == 400 && token.errorCode == 4_000_008, "appAccountToken \(id)")
    }
    for path in [
      "/inApps/v1/transactions/", "/inApps/v1/history/", "/inApps/v2/history/", "/inApps/v1/subscriptions/",
      "/inApps/v2/refund/lookup/",
    ] {
      let response = try await server.send("GET", path + "4242")
      #expect(response.status == 404 && response.errorCode == 4_040_010, "\(path)4242: \(response.text)")
    }
    let extendUnknown = try await server.send(
      "PUT", "/inApps/v1/subscriptions/extend/4242",
      json: #"{"extendByDays":3,"extendReasonCode":1,"requestIdentifier":"r1"}"#)
    #expect(extendUnknown.status == 404 && extendUnknown.errorCode == 4_040_005)
    let badUUID = try await server.send(
      "PUT", "/inApps/v1/transactions/1/appAccountToken", json: #"{"appAccountToken":"not-a-uuid"}"#)
    #expect(badUUID.status == 400 && badUUID.errorCode == 4_000_183)
  }

  /// "Get Transaction History" and "Get Notification History": each query parameter's own error code.
  @Test func badQueryValuesGetTheirOwnErrorCodes() async throws {
    let server = try await ServerFixture()
    _ = try await server.buy("plus.monthly")
    let cases: [(QueryItem, Int)] = [
      (QueryItem("revision", "garbage"), 4_000_005), (QueryItem("revision", "A-1"), 4_000_005),
      (QueryItem("sort", "UPWARDS"), 4_000_021), (QueryItem("startDate", "yesterday"), 4_000_015),
      (QueryItem("startDate", "-5"), 4_000_015), (QueryItem("endDate", "99999999999999999999"), 4_000_016),
      (QueryItem("productType", "SUBSCRIPTION"), 4_000_022), (QueryItem("productId", ""), 4_000_023),
      (QueryItem("subscriptionGroupIdentifier", ""), 4_000_024), (QueryItem("inAppOwnershipType", "STOLEN"), 4_000_026),
      (QueryItem("revoked", "maybe"), 4_000_030),
    ]
    for (item, code) in cases {
      let response = try await server.send("GET", "/inApps/v2/history/1", query: [item])
      #expect(response.status == 400 && response.errorCode == code, "\(item.name)=\(item.value): \(response.text)")
    }
    let dates = try await server.send(
      "GET", "/inApps/v2/history/1", query: [QueryItem("startDate", "2000"), QueryItem("endDate", "1000")])
    #expect(dates.errorCode == 4_000_013)
    let status = try await server.send("GET", "/inApps/v1/subscriptions/1", query: [QueryItem("status", "9")])
    #expect(status.status == 400 && status.errorCode == 4_000_031)
    let now = Int64(ServerFixture.start.timeIntervalSince1970 * 1000)
    let history = #"{"startDate":\#(now - 1000),"endDate":\#(now + 1000)}"#
    let token = try await server.send(
      "POST", "/inApps/v1/notifications/history", query: [QueryItem("paginationToken", "nope")],
      body: Data(history.utf8))
    #expect(token.status == 400 && token.errorCode == 4_000_014)
    let type = try await server.send(
      "POST", "/inApps/v1/notifications/history",
      json: #"{"startDate":\#(now - 1000),"endDate":\#(now + 1000),"notificationType":"NOPE"}"#)
    #expect(type.errorCode == 4_000_018)
    let backwards = try await server.send(
      "POST", "/inApps/v1/notifications/history", json: #"{"startDate":\#(now),"endDate":\#(now - 1)}"#)
    #expect(backwards.errorCode == 4_000_013)
    let ancient = try await server.send(
      "POST", "/inApps/v1/notifications/history", json: #"{"startDate":0,"endDate":\#(now)}"#)
    #expect(ancient.errorCode == 4_000_012)
    let testToken = try await server.send("GET", "/inApps/v1/notifications/test/not-a-token")
    #expect(testToken.status == 400 && testToken.errorCode == 4_000_020)
  }

  @Test func unknownPathsAndMethodsGet404And405WithoutData() async throws {
    let server = try await ServerFixture()
    _ = try await server.buy("pro.lifetime")
    let unknown = [
      "/", "/inApps", "/inApps/v1", "/inApps/v1/transactions", "/inApps/v1/transactions/1/extra/more",
      "/inApps/v3/transactions/1", "/inapps/v1/transactions/1", "/inApps/v1/../v1/transactions/1",
      "/inApps/v1/nothing/1",
      "/inApps/v1/🦄/1", String(repeating: "/inApps", count: 2_000),
    ]
    for path in unknown {
      let response = try await server.send("GET", path)
      #expect(response.status == 404 && response.contentType == "text/plain", "\(path.prefix(40)): \(response.status)")
    }
    for method in ["DELETE", "PATCH", "POST", "HEAD", "OPTIONS", "BREW", ""] {
      let response = try await server.send(method, "/inApps/v1/transactions/1")
      #expect(
        response.status == 405 && !response.text.contains("signedTransactionInfo"), "\(method): \(response.status)")
    }
    let wrongVerb = try await server.send("GET", "/inApps/v1/notifications/history")
    #expect(wrongVerb.status == 405)
  }
}
