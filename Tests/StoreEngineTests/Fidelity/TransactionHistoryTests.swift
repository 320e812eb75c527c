import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// `Transaction.all`, `latest(for:)` and `Product.latestTransaction` follow StoreKit's rules for what the history
/// holds, including `SKIncludeConsumableInAppPurchaseHistory`.
///
/// `Transaction.all` (developer.apple.com/documentation/storekit/transaction/all) includes "unfinished consumables",
/// "finished consumables that are refunded or revoked", non-consumables and every renewal; pending purchases have no
/// transaction. With `SKIncludeConsumableInAppPurchaseHistory` `false`, "StoreKit doesn't return finished consumables
/// (unless refunded or revoked)" from `all`, `latest(for:)` or `Product.latestTransaction`; with it `true` it does
/// (developer.apple.com/documentation/bundleresources/information-property-list/skincludeconsumableinapppurchasehistory).
/// `latest(for:)` returns nil "if the customer hasn't purchased the product" (developer.apple.com/documentation/storekit/transaction/latest(for:)).
@Suite struct TransactionHistoryTests {
  @Test func finishedConsumablesLeaveTheHistoryUnlessRefunded() async throws {
    let store = try await FidelityFixtures.launch()
    let finished = try await FidelityFixtures.buy("coins.100", in: store).payloadValue
    try await store.finish(finished)
    let refunded = try await FidelityFixtures.buy("coins.100", in: store).payloadValue
    try await store.finish(refunded)
    try await store.sandbox.refund(refunded.id)
    let unfinished = try await FidelityFixtures.buy("coins.100", in: store).payloadValue
    let lifetime = try await FidelityFixtures.buy("pro.lifetime", in: store).payloadValue
    try await store.finish(lifetime)

    let history = try await store.all().map { $0.unsafePayloadValue.id }
    #expect(history == [refunded.id, unfinished.id, lifetime.id])
    #expect(try await store.all(for: "coins.100").map { $0.unsafePayloadValue.id } == [refunded.id, unfinished.id])
    #expect(try await store.latest(for: "coins.100")?.unsafePayloadValue.id == unfinished.id)
    try await store.finish(unfinished)
    #expect(try await store.latest(for: "coins.100")?.unsafePayloadValue.id == refunded.id)
    let product = try await FidelityFixtures.product("pro.lifetime", in: store)
    #expect(try await store.latestTransaction(for: product)?.unsafePayloadValue.id == lifetime.id)
    #expect(try await store.latest(for: "season.pass") == nil)
  }

  @Test func includingConsumableHistoryKeepsFinishedConsumables() async throws {
    let store = try await FidelityFixtures.launch()
    let first = try await FidelityFixtures.buy("coins.100", in: store).payloadValue
    try await store.finish(first)
    #expect(try await store.latest(for: "coins.100") == nil)
    try await store.sandbox.setIncludesConsumableHistory(true)
    #expect(try await store.all().map { $0.unsafePayloadValue.id } == [first.id])
    #expect(try await store.latest(for: "coins.100")?.unsafePayloadValue.id == first.id)
    let product = try await FidelityFixtures.product("coins.100", in: store)
    #expect(try await store.latestTransaction(for: product)?.unsafePayloadValue.id == first.id)
  }

  @Test func theCatalogCanIncludeConsumableHistory() throws {
    let text =
      #"{"products": [], "subscriptionGroups": [], "settings": {"SKIncludeConsumableInAppPurchaseHistory": true}, "version": {"major": 4, "minor": 0}}"#
    let result = CatalogLoader.load(bytes: Array(text.utf8), file: "history.storekit")
    #expect(try #require(result.catalog).settings.includesConsumableHistory)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func aPendingPurchaseHasNoTransactionInTheHistory() async throws {
    let store = try await FidelityFixtures.launch()
    try await store.sandbox.setAskToBuy(true)
    #expect(try await store.purchase(try await FidelityFixtures.product("pro.lifetime", in: store)) == .pending)
    #expect(try await store.all().isEmpty)
    #expect(try await store.latest(for: "pro.lifetime") == nil)
  }

  @Test func everyRenewalIsInTheHistory() async throws {
    let store = try await FidelityFixtures.launch()
    _ = try await FidelityFixtures.buy("news.weekly", in: store)
    try await store.sandbox.advanceClock(by: 15 * 86_400)
    #expect(
      try await store.all(for: "news.weekly").map { $0.unsafePayloadValue.reason } == [.purchase, .renewal, .renewal])
  }
}
