import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// An interrupted purchase answers `.pending`; once the customer resolves the issue, its transaction arrives on
/// `Transaction.updates` — on the device that asked, too.
///
/// StoreKit 2's `Product.PurchaseResult.pending` is the purchase that "is pending, and requires action from the
/// customer. If a pending purchase succeeds, StoreKit delivers the resulting Transaction in the transaction updates"
/// (developer.apple.com/documentation/storekit/product/purchaseresult/pending). StoreKit Testing interrupts purchases
/// while `interruptedPurchasesEnabled` is on, until `resolveIssueForTransaction(identifier:)` resolves them
/// (developer.apple.com/documentation/storekittest/sktestsession/interruptedpurchasesenabled). That page says the
/// purchases "fail", in StoreKit 1's words; StoreKit 2 on a device reports the wait as `.pending`, which is what
/// Storefront does (docs/cli.md, "How the simulation behaves").
@Suite struct InterruptedPurchaseTests {
  @Test func pendingUntilResolvedThenDeliveredOnUpdates() async throws {
    let store = try await FidelityFixtures.launch()
    let sandbox = store.sandbox
    try await sandbox.setInterruptedPurchases(true)
    let updates = await store.updates()

    #expect(try await store.purchase(try await FidelityFixtures.product("pro.lifetime", in: store)) == .pending)
    #expect(try await store.all().isEmpty)  // no transaction exists while the purchase waits
    #expect(try await store.currentEntitlements().isEmpty)
    let request = try #require(try await sandbox.purchaseRequests().first)
    #expect(request.kind == .interrupted)
    #expect(request.state == .pending)

    try await sandbox.advanceClock(by: 3600)
    try await sandbox.approve(request.id)
    let delivered = try #require(await FidelityFixtures.first(of: updates)).payloadValue
    #expect(delivered.productID == "pro.lifetime")
    #expect(delivered.reason == .purchase)
    #expect(delivered.purchaseDate == EngineFixtures.start.addingTimeInterval(3600))  // charged when resolved
    #expect(try await sandbox.purchaseRequests().first?.state == .resolved)
    #expect(try await store.currentEntitlements().map { $0.unsafePayloadValue.id } == [delivered.id])
  }

  @Test func resolvingTwiceChargesOnce() async throws {
    let store = try await FidelityFixtures.launch()
    let sandbox = store.sandbox
    try await sandbox.setInterruptedPurchases(true)
    _ = try await store.purchase(try await FidelityFixtures.product("pro.lifetime", in: store))
    let request = try #require(try await sandbox.purchaseRequests().first)
    try await sandbox.approve(request.id)
    await #expect(throws: SandboxActionError.requestNotPending(request.id, .resolved)) {
      try await sandbox.approve(request.id)
    }
    #expect(try await sandbox.allTransactions().count == 1)
  }
}
