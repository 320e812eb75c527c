import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// A refund request is approved, declined or cancelled, as the tester sets the App Store's answer, and
/// `beginRefundRequest` reports the request, not the refund.
///
/// "Depending on your testing setup, the App Store automatically approves or declines the refund request in the
/// testing environment"; an approved refund reaches the app as a transaction with `revocationDate` and
/// `revocationReason`, a declined one sends the server `REFUND_DECLINED` (developer.apple.com/documentation/storekit/testing-refund-requests).
/// `Transaction.RefundRequestStatus` "reflects the status of the request, not the status of the refund itself":
/// `success` when "the App Store has received the refund request", `userCancelled` when the customer cancels
/// (developer.apple.com/documentation/storekit/transaction/refundrequeststatus).
@Suite struct RefundRequestTests {
  func boughtLifetime() async throws -> (Store, Transaction) {
    let store = try await FidelityFixtures.launch()
    let bought = try await FidelityFixtures.buy("pro.lifetime", in: store).payloadValue
    try await store.finish(bought)
    return (store, bought)
  }

  @Test func anApprovedRefundRevokesAndReachesUpdates() async throws {
    let (store, bought) = try await boughtLifetime()
    let updates = await store.updates()
    #expect(try await store.beginRefundRequest(for: bought.id) == .success)
    let revoked = try #require(await FidelityFixtures.first(of: updates)).payloadValue
    #expect(revoked.id == bought.id)
    #expect(revoked.revocationDate != nil)
    #expect(revoked.revocationReason == .other)
    #expect(try await store.currentEntitlements().isEmpty)
  }

  @Test func aDeclinedRefundSucceedsAsARequestAndChangesNothing() async throws {
    let (store, bought) = try await boughtLifetime()
    try await store.sandbox.setRefundRequestAnswer(.decline)
    let eventsBefore = try await store.sandbox.lastEventSequence()
    #expect(try await store.beginRefundRequest(for: bought.id) == .success)
    let transaction = try #require(try await store.latest(for: "pro.lifetime")).unsafePayloadValue
    #expect(transaction.revocationDate == nil)
    #expect(transaction.jwsRepresentation == bought.jwsRepresentation)
    #expect(try await store.currentEntitlements().map { $0.unsafePayloadValue.id } == [bought.id])
    let events = try await store.sandbox.events(after: eventsBefore)
    #expect(events.map(\.kind) == [.refundDeclined])
    #expect(!events.contains(where: store.isUpdate))  // the app is told nothing
    await #expect(throws: RefundRequestError.duplicateRequest) { try await store.beginRefundRequest(for: bought.id) }
  }

  @Test func aCancelledSheetIsUserCancelled() async throws {
    let (store, bought) = try await boughtLifetime()
    try await store.sandbox.setRefundRequestAnswer(.cancel)
    #expect(try await store.beginRefundRequest(for: bought.id) == .userCancelled)
    #expect(try await store.latest(for: "pro.lifetime")?.unsafePayloadValue.revocationDate == nil)
    try await store.sandbox.setRefundRequestAnswer(.approve)
    #expect(try await store.beginRefundRequest(for: bought.id) == .success)  // cancelling did not use up the request
    await #expect(throws: RefundRequestError.duplicateRequest) { try await store.beginRefundRequest(for: bought.id) }
  }
}
