import Foundation
import Testing

@testable import StoreEngine
@testable import StoreServer

/// What the changing endpoints leave in the sandbox, read back from the ledger: "Send Consumption Information" (the
/// body is kept, answered 202), "Extend a Subscription Renewal Date" (only an active subscription, so an expired one is
/// `SubscriptionExtensionIneligibleError` 4030004), "Set App Account Token" (every transaction of the subscription,
/// re-signed, and the app's updates stream gets them).
@Suite struct SandboxChangeTests {
  @Test func consumptionInformationIsKept() async throws {
    let server = try await ServerFixture()
    let gems = try await server.buy("gems.10")
    let body =
      #"{"customerConsented":true,"sampleContentProvided":true,"deliveryStatus":"DELIVERED","consumptionPercentage":50000}"#
    let response = try await server.send("PUT", "/inApps/v2/transactions/consumption/\(gems.id)", json: body)
    #expect(response.status == 202 && response.body.isEmpty)
    #expect(try await server.sandbox.consumptionInformation(transactionID: gems.id) == body)
    let badStatus = try await server.send(
      "PUT", "/inApps/v2/transactions/consumption/\(gems.id)",
      json: #"{"customerConsented":true,"sampleContentProvided":true,"deliveryStatus":"LOST"}"#)
    #expect(badStatus.errorCode == 4_000_036)
    #expect(try await server.sandbox.consumptionInformation(transactionID: gems.id) == body)
  }

  @Test func anExpiredSubscriptionCannotBeExtended() async throws {
    let server = try await ServerFixture()
    let plus = try await server.buy("plus.monthly")
    try await server.sandbox.cancelSubscription("GROUP1")
    try await server.sandbox.advanceClock(by: 40 * 86400)
    let response = try await server.send(
      "PUT", "/inApps/v1/subscriptions/extend/\(plus.id)",
      json: #"{"extendByDays":5,"extendReasonCode":1,"requestIdentifier":"late"}"#)
    #expect(response.status == 403 && response.errorCode == 4_030_004)
    #expect(try await server.sandbox.transaction(plus.id)?.expirationDate == plus.expirationDate)
  }

  @Test func anAppAccountTokenReachesEveryTransactionOfTheSubscriptionAndTheApp() async throws {
    let server = try await ServerFixture()
    let plus = try await server.buy("plus.monthly")
    try await server.sandbox.advanceClock(by: 31 * 86400)
    let cursor = try await server.sandbox.lastEventSequence()
    let token = UUID()
    let response = try await server.send(
      "PUT", "/inApps/v1/transactions/\(plus.id)/appAccountToken", json: #"{"appAccountToken":"\#(token.uuidString)"}"#)
    #expect(response.status == 200)
    let chain = try await server.sandbox.allTransactions().filter { $0.originalID == plus.id }
    #expect(chain.count == 2 && chain.allSatisfy { $0.appAccountToken == token })
    // The app's updates stream follows the ledger's events: each re-signed transaction is one.
    let events = try await server.sandbox.events(after: cursor)
    #expect(Set(events.map(\.transactionID)) == Set(chain.map(\.id)))
  }
}
