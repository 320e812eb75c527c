import Foundation
import StoreCatalog
import Synchronization
import TestSupport
import Testing

@testable import StoreEngine

/// The ledger hands out the entitlement list unchanged until the next commit by anyone, and `Store` keeps the list it
/// verified for as long: what must still hold is what `Transaction.currentEntitlements` promises
/// (developer.apple.com/documentation/storekit/transaction/currententitlements): "A sequence of the latest
/// transactions that entitle a customer to In-App Purchases and subscriptions" — the account's state now, whoever
/// changed it, and a subscription only while it is active.
@Suite(.timeLimit(.minutes(1))) struct KeptEntitlementsTests {
  /// A purchase and a refund made by another process (`storefront buy`, `storefront refund` on the same sandbox
  /// file) change what this launch is entitled to at its next call.
  @Test func aCommitByAnotherProcessIsSeenAtTheNextCall() async throws {
    let catalogFile = ProjectPaths.catalogs.appendingPathComponent("demo.storekit")
    guard let catalog = CatalogLoader.load(contentsOf: catalogFile).partialCatalog else {
      Issue.record("the demo catalog does not load"); return
    }
    let path = try ProjectPaths.temporaryDirectory("kept-entitlements").appendingPathComponent("ledger.sqlite").path
    let store = try await Store(sandbox: try Sandbox(path: path, catalog: catalog), device: "here")
    #expect(try await store.currentEntitlements().isEmpty)
    #expect(try await store.currentEntitlements().isEmpty)

    let arguments = ["--catalog", catalogFile.path, "--sandbox", path]
    #expect(try await ProcessRunner.storefront(["buy", "com.example.storefront.themes"] + arguments).status == 0)
    let bought = try await store.currentEntitlements()
    #expect(bought.map(\.unsafePayloadValue.productID) == ["com.example.storefront.themes"])
    #expect(bought.filter(\.isVerified).count == 1)

    let id = try #require(bought.first?.unsafePayloadValue.id)
    #expect(try await ProcessRunner.storefront(["refund", "\(id)"] + arguments).status == 0)
    #expect(try await store.currentEntitlements().isEmpty)
  }

  /// Nothing is committed while a subscription's period runs out, yet it stops entitling at its expiration date:
  /// the kept list is not handed out past the moment a subscription's state moves with the clock.
  @Test func aSubscriptionStopsEntitlingWhenItsPeriodEndsWithoutACommit() async throws {
    let real = Mutex(EngineFixtures.start)
    let path = try ProjectPaths.temporaryDirectory("kept-expiry").appendingPathComponent("ledger.sqlite").path
    let sandbox = try Sandbox(
      path: path, catalog: EngineFixtures.catalog, startClock: SandboxClock(timeRate: .realTime, now: EngineFixtures.start),
      realNow: { real.withLock { $0 } })
    let store = try await Store(sandbox: sandbox, device: "here")
    _ = try await sandbox.purchase("pro.lifetime", device: "here")
    _ = try await sandbox.purchase("plus.monthly", device: "here")
    let products = { try await store.currentEntitlements().map(\.unsafePayloadValue.productID) }
    #expect(try await products() == ["pro.lifetime", "plus.monthly"])
    #expect(try await products() == ["pro.lifetime", "plus.monthly"])

    real.withLock { $0 = EngineFixtures.start.addingTimeInterval(32 * 86_400) }
    #expect(try await products() == ["pro.lifetime"])
  }
}
