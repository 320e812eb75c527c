import Foundation
import StoreCatalog
import Testing
import TestSupport

@testable import StoreEngine

@Suite struct StoreModelTests {
  /// Waits for the first snapshot that satisfies `condition` (the model publishes asynchronously).
  func snapshot(of model: StoreModel, where condition: (StoreSnapshot) -> Bool) async -> StoreSnapshot? {
    for await snapshot in model.snapshots() where condition(snapshot) { return snapshot }
    return nil
  }

  @Test func anUnfinishedPurchaseIsReplayedAtTheNextLaunchAndDelivered() async throws {
    let path = try ProjectPathsForEngine.sandboxPath()
    do {
      let sandbox = try EngineFixtures.sandbox(path: path)
      let store = try await Store(sandbox: sandbox, device: "first-launch")
      let model = await StoreModel(store: store, configuration: .init(finishTransactions: false))
      await model.start()
      let outcome = await model.purchase("coins.100", options: [.quantity(5)])
      guard case .purchased = outcome else { Issue.record("expected a purchase, got \(outcome)"); return }
      await model.stop()
    }
    // The app "crashed" before finish(): the next launch gets the transaction on updates.
    let sandbox = try EngineFixtures.sandbox(path: path)
    #expect(try await sandbox.unfinishedTransactions().count == 1)
    let store = try await Store(sandbox: sandbox, device: "second-launch")
    let model = await StoreModel(store: store)
    var events = model.transactionEvents().makeAsyncIterator()
    await model.start()
    let replayed = try #require(await events.next())
    #expect(replayed.source == .updates)
    #expect(replayed.result.unsafePayloadValue.productID == "coins.100")
    let settled = await snapshot(of: model) { $0.unfinished.isEmpty && $0.balances["coins.100"] == 5 }
    #expect(settled != nil)
    await model.stop()
  }

  @Test func deliveryHappensOnceEvenWhenTheSameTransactionArrivesTwice() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let record) = try await sandbox.purchase("coins.100", options: [.quantity(2)], device: "x") else {
      Issue.record("expected a charge"); return
    }
    #expect(try await sandbox.recordDelivery(of: record))
    #expect(try await !sandbox.recordDelivery(of: record))
    #expect(try await sandbox.balances()["coins.100"] == 2)
  }

  @Test func productsThatDoNotExistGiveAnEmptyStateThatSaysWhy() async throws {
    let store = try await Store(sandbox: try EngineFixtures.sandbox())
    let model = await StoreModel(store: store, configuration: .init(productIDs: ["com.wrong.id"]))
    await model.start()
    let snapshot = model.currentSnapshot
    #expect(snapshot.products == .empty(.unknownIdentifiers(["com.wrong.id"])))
    #expect(snapshot.activities.isEmpty)
    await model.stop()
  }

  @Test func anInjectedLoadErrorIsAFailedStateAndTheOverlayClears() async throws {
    var catalog = EngineFixtures.catalog
    catalog.settings.simulatedErrors[.loadProducts] = SimulatedErrorSetting(enabled: true, error: .generic(.networkError))
    let store = try await Store(sandbox: try EngineFixtures.sandbox(catalog: catalog))
    let model = await StoreModel(store: store)
    await model.start()
    let snapshot = model.currentSnapshot
    guard case .failed(let message) = snapshot.products else { Issue.record("expected failure"); return }
    #expect(message.contains("could not be reached"))
    #expect(snapshot.activities.isEmpty)
    await model.stop()
  }

  @Test func aSecondTapWhileAPurchaseIsInFlightIsIgnored() async throws {
    var catalog = EngineFixtures.catalog
    catalog.settings = CatalogSettings()
    let sandbox = try EngineFixtures.sandbox(catalog: catalog)
    try await sandbox.setLatency(0.2)
    let store = try await Store(sandbox: sandbox)
    let model = await StoreModel(store: store)
    await model.start()
    async let first = model.purchase("pro.lifetime")
    _ = await snapshot(of: model) { $0.purchases["pro.lifetime"] == .purchasing }
    let second = await model.purchase("pro.lifetime")
    #expect(second == .ignored)
    guard case .purchased = await first else { Issue.record("the first purchase should go through"); return }
    #expect(try await sandbox.allTransactions().count == 1)
    await model.stop()
  }

  /// Every commit starts a refresh on the model's change listener, overlapping the purchase's own: the one that
  /// read the ledger before the delivery must never be the last word. (Entitlements are read first, so they are
  /// the likeliest to be stale: each launch buys a non-consumable.)
  @Test func whenAPurchaseReturnsTheSnapshotShowsWhatItBought() async throws {
    for launch in 1...12 {
      let store = try await Store(sandbox: try EngineFixtures.sandbox(), device: "d")
      let model = await StoreModel(store: store)
      await model.start()
      for count in 1...3 {
        guard case .purchased = await model.purchase("coins.100") else {
          Issue.record("launch \(launch): purchase \(count) did not go through")
          break
        }
        #expect(model.currentSnapshot.balances["coins.100"] == count, "launch \(launch), purchase \(count)")
        #expect(model.currentSnapshot.history.count == count, "launch \(launch), purchase \(count)")
      }
      if case .purchased = await model.purchase("pro.lifetime") {
        #expect(model.currentSnapshot.entitlements["pro.lifetime"] != nil, "launch \(launch)")
      } else {
        Issue.record("launch \(launch): the non-consumable did not go through")
      }
      await model.stop()
    }
  }

  @Test func everySubscriberGetsTheCurrentSnapshotAtOnce() async throws {
    let store = try await Store(sandbox: try EngineFixtures.sandbox())
    let model = await StoreModel(store: store)
    await model.start()
    let revision = model.currentSnapshot.revision
    var first = model.snapshots().makeAsyncIterator()
    var second = model.snapshots().makeAsyncIterator()
    #expect(await first.next()?.revision == revision)
    #expect(await second.next()?.revision == revision)
    await model.stop()
  }
}

enum ProjectPathsForEngine {
  static func sandboxPath() throws -> String {
    try ProjectPaths.temporaryDirectory("model").appendingPathComponent("ledger.sqlite").path
  }
}
