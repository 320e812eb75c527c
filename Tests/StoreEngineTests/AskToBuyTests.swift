import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

@Suite struct AskToBuyTests {
  func pendingRequest(_ sandbox: Sandbox, _ productID: String) async throws -> UInt64 {
    guard case .pending(let id) = try await sandbox.purchase(productID, device: "child") else {
      throw TestFailure("expected the purchase to wait for approval")
    }
    return id
  }

  @Test func anApprovedRequestArrivesOnTheRequestingDevicesUpdates() async throws {
    let sandbox = try EngineFixtures.sandbox()
    try await sandbox.setAskToBuy(true)
    let store = try await Store(sandbox: sandbox, device: "child")
    var updates = await store.updates().makeAsyncIterator()
    let product = try #require(try await store.products(for: ["pro.lifetime"]).first)
    #expect(try await store.purchase(product) == .pending)
    #expect(try await sandbox.allTransactions().isEmpty)
    let request = try #require(try await sandbox.purchaseRequests().first)
    try await sandbox.approve(request.id)
    let update = try #require(await updates.next())
    #expect(update.unsafePayloadValue.productID == "pro.lifetime")
    #expect(try await sandbox.purchaseRequests().first?.state == .approved)
  }

  @Test func aDeclinedRequestChargesAndDeliversNothing() async throws {
    let sandbox = try EngineFixtures.sandbox()
    try await sandbox.setAskToBuy(true)
    let id = try await pendingRequest(sandbox, "pro.lifetime")
    try await sandbox.decline(id)
    #expect(try await sandbox.allTransactions().isEmpty)
    #expect(try await sandbox.purchaseRequests().first?.state == .declined)
    await #expect(throws: SandboxActionError.requestNotPending(id, .declined)) { try await sandbox.approve(id) }
  }

  @Test func requestsExpireAfterTwentyFourSimulatedHours() async throws {
    let sandbox = try EngineFixtures.sandbox()
    try await sandbox.setAskToBuy(true)
    let id = try await pendingRequest(sandbox, "coins.100")
    try await sandbox.advanceClock(by: 23 * 3600)
    #expect(try await sandbox.purchaseRequests().first?.state == .pending)
    try await sandbox.advanceClock(by: 2 * 3600)
    #expect(try await sandbox.purchaseRequests().first?.state == .expired)
    await #expect(throws: SandboxActionError.requestNotPending(id, .expired)) { try await sandbox.approve(id) }
  }

  @Test func repeatedRequestsForOneProductAreOneRequest() async throws {
    let sandbox = try EngineFixtures.sandbox()
    try await sandbox.setAskToBuy(true)
    let first = try await pendingRequest(sandbox, "pro.lifetime")
    let second = try await pendingRequest(sandbox, "pro.lifetime")
    #expect(first == second)
    #expect(try await sandbox.purchaseRequests().count == 1)
  }

  @Test func anInterruptedPurchaseCompletesOnceResolved() async throws {
    let sandbox = try EngineFixtures.sandbox()
    try await sandbox.setInterruptedPurchases(true)
    let id = try await pendingRequest(sandbox, "coins.100")
    #expect(try await sandbox.purchaseRequests().first?.kind == .interrupted)
    guard case .purchased(let record) = try await sandbox.approve(id) else { Issue.record("expected a charge"); return }
    #expect(record.productID == "coins.100")
    #expect(try await sandbox.purchaseRequests().first?.state == .resolved)
  }
}

struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
