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
      let outcome = await model.purchase("coins.100", options: [.quantity(5)]).outcome
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
    let transaction = try await Store(sandbox: sandbox).verify([record])[0].unsafePayloadValue
    #expect(try await sandbox.recordDelivery(of: transaction) == true)
    #expect(try await sandbox.recordDelivery(of: transaction) == false)
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
    guard case .failed(let failure) = snapshot.products else { Issue.record("expected failure"); return }
    #expect(failure == StoreFailure(.storeKit(.networkError("notConnectedToInternet")), cause: .injected(.loadProducts)))
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
    let second = await model.purchase("pro.lifetime").outcome
    #expect(second == .ignored)
    guard case .purchased = await first.outcome else { Issue.record("the first purchase should go through"); return }
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
        guard case .purchased = await model.purchase("coins.100").outcome else {
          Issue.record("launch \(launch): purchase \(count) did not go through")
          break
        }
        #expect(model.currentSnapshot.balances["coins.100"] == count, "launch \(launch), purchase \(count)")
        #expect(model.currentSnapshot.history.count == count, "launch \(launch), purchase \(count)")
      }
      if case .purchased = await model.purchase("pro.lifetime").outcome {
        #expect(model.currentSnapshot.entitlements["pro.lifetime"] != nil, "launch \(launch)")
      } else {
        Issue.record("launch \(launch): the non-consumable did not go through")
      }
      await model.stop()
    }
  }

  /// Refreshes asked for at once share readings: one runs, one waits and serves every call made meanwhile, and each
  /// call returns with a snapshot read after it was made.
  @Test func refreshesAskedForAtOnceShareTwoReadingsAndEachShowsTheLedgerAsItWasCalled() async throws {
    let sandbox = try EngineFixtures.sandbox()
    let model = await StoreModel(store: try await Store(sandbox: sandbox, device: "d"))
    await model.refresh()
    _ = try await sandbox.purchase("coins.100", device: "elsewhere")
    let before = model.currentSnapshot.revision
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask {
          await model.refresh()
          return model.currentSnapshot.historyCount
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(counts == Array(repeating: 1, count: 8))
    #expect(model.currentSnapshot.revision - before <= 2)
    await model.stop()
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

  // MARK: - Typed purchase outcomes

  /// A model that loaded its products, stepped by the test (no listener of its own).
  func loadedModel(_ sandbox: Sandbox? = nil) async throws -> StoreModel {
    let model = await StoreModel(store: try await Store(sandbox: try sandbox ?? EngineFixtures.sandbox(), device: "app"))
    await model.loadProducts()
    return model
  }

  /// A lower level of service takes effect at the next renewal (https://developer.apple.com/app-store/subscriptions/
  /// #ranking): StoreKit answers `.success` with the current transaction; the model says that nothing changes now,
  /// the plan it changes to and when — and its snapshot already shows the renewal preference.
  @Test func aDowngradeIsAChangeScheduledForTheNextRenewal() async throws {
    let model = try await loadedModel()
    _ = await model.purchase("premium.monthly")
    let result = await model.purchase("plus.monthly")
    guard case .renewalChanged(let scheduled) = result.outcome else {
      Issue.record("expected a change at renewal, got \(result.outcome)")
      return
    }
    #expect(scheduled.change == .renewsAs(productID: "plus.monthly"))
    #expect(scheduled.current.productID == "premium.monthly")
    #expect(scheduled.date == Calendar(identifier: .gregorian).date(byAdding: .month, value: 1, to: EngineFixtures.start))
    #expect(result.snapshot.entitlements["premium.monthly"] != nil && result.snapshot.entitlements["plus.monthly"] == nil)
    #expect(result.snapshot.subscriptionStatus(ofGroup: "GROUP1")?.renewal.autoRenewProductID == "plus.monthly")
  }

  /// A higher level starts at once, and the outcome says what it replaced
  /// (https://developer.apple.com/app-store/subscriptions/#ranking).
  @Test func anUpgradeSaysWhatItReplaced() async throws {
    let model = try await loadedModel()
    guard case .purchased(let plus) = await model.purchase("plus.monthly").outcome else {
      Issue.record("expected a charge")
      return
    }
    let result = await model.purchase("pro.monthly")
    guard case .upgraded(let pro, let replaced) = result.outcome else {
      Issue.record("expected an upgrade, got \(result.outcome)")
      return
    }
    #expect(replaced.id == plus.id && replaced.isUpgraded && pro.productID == "pro.monthly")
    #expect(result.snapshot.entitlements.keys.sorted() == ["pro.monthly"])
  }

  /// Buying what the customer owns charges nothing and answers with the owned transaction
  /// (https://developer.apple.com/documentation/storekit/product/purchase(options:)); buying the current subscription
  /// again while auto-renew is off turns it back on.
  @Test func alreadyOwnedAndAutoRenewResumedChargeNothing() async throws {
    let sandbox = try EngineFixtures.sandbox()
    let model = try await loadedModel(sandbox)
    _ = await model.purchase("pro.lifetime")
    guard case .alreadyOwned(let owned) = await model.purchase("pro.lifetime").outcome else {
      Issue.record("expected what the customer owns")
      return
    }
    #expect(owned.id == 1)
    _ = await model.purchase("premium.monthly")
    try await sandbox.cancelSubscription("premium.monthly")
    let resumed = await model.purchase("premium.monthly")
    guard case .renewalChanged(let scheduled) = resumed.outcome else {
      Issue.record("expected auto-renew back on, got \(resumed.outcome)")
      return
    }
    #expect(scheduled.change == .keepsCurrentProduct && scheduled.current.id == 2)
    #expect(try await sandbox.allTransactions().count == 2)
  }

  // MARK: - Live settings and truth

  /// "Respond to storefront changes by refreshing the list of your available products"
  /// (https://developer.apple.com/documentation/storekit/storefront/updates): a storefront changed by another
  /// process reloads the products, so the prices shown are the prices charged.
  @Test(.timeLimit(.minutes(1))) func aStorefrontChangeFromAnotherProcessReloadsTheProducts() async throws {
    let path = try ProjectPathsForEngine.sandboxPath()
    let model = await StoreModel(store: try await Store(sandbox: try EngineFixtures.sandbox(path: path), device: "app"))
    await model.start()
    #expect(model.currentSnapshot.loadedProducts.first { $0.id == "pro.lifetime" }?.displayPrice == "$9.99")
    try await EngineFixtures.sandbox(path: path).setStorefront("FRA")
    let reloaded = await snapshot(of: model) { snapshot in
      snapshot.settings.storefront == "FRA"
        && snapshot.loadedProducts.first { $0.id == "pro.lifetime" }?.displayPrice.contains("€") == true
    }
    #expect(reloaded != nil)
    guard case .purchased(let bought) = await model.purchase("pro.lifetime").outcome else {
      Issue.record("expected a charge")
      return
    }
    #expect(bought.currency == "EUR" && bought.storefrontCountryCode == "FRA")
    await model.stop()
  }

  /// A product's `displayName` and `description` are "localized" (https://developer.apple.com/documentation/storekit/
  /// product/displayname), and an app refreshes its products when the system's settings change
  /// (https://developer.apple.com/documentation/storekit/storefront/updates): a locale changed by another process
  /// reloads the products in that locale's names, as a storefront change does.
  @Test(.timeLimit(.minutes(1))) func aLocaleChangeFromAnotherProcessReloadsTheProductsInItsNames() async throws {
    var catalog = EngineFixtures.catalog
    catalog.products = catalog.products.map { product in
      guard product.id == "pro.lifetime" else { return product }
      var french = product
      french.localizations.append(
        LocalizedText(locale: "fr_FR", displayName: "Pro pour toujours", description: "Tout, une fois"))
      return french
    }
    let path = try ProjectPathsForEngine.sandboxPath()
    let sandbox = try EngineFixtures.sandbox(catalog: catalog, path: path)
    let model = await StoreModel(store: try await Store(sandbox: sandbox, device: "app"))
    await model.start()
    #expect(model.currentSnapshot.loadedProducts.first { $0.id == "pro.lifetime" }?.displayName == "Pro Forever")
    try await EngineFixtures.sandbox(catalog: catalog, path: path).setLocale("fr_FR")
    let reloaded = await snapshot(of: model) { snapshot in
      snapshot.settings.locale == "fr_FR"
        && snapshot.loadedProducts.first { $0.id == "pro.lifetime" }?.displayName == "Pro pour toujours"
    }
    #expect(reloaded?.loadedProducts.first { $0.id == "pro.lifetime" }?.description == "Tout, une fois")
    #expect((reloaded?.commitsByOtherProcesses ?? 0) > 0, "the snapshot says another process wrote")
    await model.stop()
  }

  /// An app never grants an unverified transaction (https://developer.apple.com/documentation/storekit/
  /// verificationresult): with verification failing, an active subscription is not granted, and its standing says so.
  @Test func aSubscriptionWhoseTransactionFailsVerificationIsNotGranted() async throws {
    let sandbox = try EngineFixtures.sandbox()
    let model = try await loadedModel(sandbox)
    _ = await model.purchase("plus.monthly")
    #expect(model.currentSnapshot.standing(ofGroup: "GROUP1") == .subscribed)
    try await sandbox.setSimulatedError(.verification(.invalidSignature), for: .verification)
    await model.refresh()
    let snapshot = model.currentSnapshot
    #expect(snapshot.subscriptionStatus(ofGroup: "GROUP1")?.state == .subscribed, "the App Store counts it active")
    #expect(snapshot.standing(ofGroup: "GROUP1") == .notGranted(.invalidSignature))
    #expect(snapshot.entitlements["plus.monthly"] == nil)
  }

  /// What arrives on `Transaction.updates` (https://developer.apple.com/documentation/storekit/transaction/updates)
  /// comes with why it came and what the app did: an approval, a purchase on another device, a refund.
  @Test(.timeLimit(.minutes(1))) func arrivalsSayWhyTheyCameAndWhatTheAppDid() async throws {
    let sandbox = try EngineFixtures.sandbox()
    let model = await StoreModel(store: try await Store(sandbox: sandbox, device: "app"))
    var events = model.transactionEvents().filter { $0.source == .updates }.makeAsyncIterator()
    await model.start()
    try await sandbox.setAskToBuy(true)
    guard case .pending(let request?) = await model.purchase("pro.lifetime").outcome else {
      Issue.record("expected a pending purchase")
      return
    }
    try await sandbox.setAskToBuy(false)
    try await sandbox.approve(request.id)
    let approval = try #require(await events.next())
    #expect(approval.reason == .approval && approval.handling == .delivered(newly: true))
    #expect(approval.snapshot.entitlements["pro.lifetime"] != nil)
    _ = try await sandbox.purchase("season.pass", device: "phone")
    let elsewhere = try #require(await events.next())
    #expect(elsewhere.reason == .anotherDevice && elsewhere.transaction.productID == "season.pass")
    try await sandbox.refund(1)
    let refund = try #require(await events.next())
    #expect(refund.reason == .revocation && refund.handling == .tookBack(units: 0), "\(refund.handling)")
    #expect(refund.snapshot.entitlements["pro.lifetime"] == nil)
    await model.stop()
  }
}

enum ProjectPathsForEngine {
  static func sandboxPath() throws -> String {
    try ProjectPaths.temporaryDirectory("model").appendingPathComponent("ledger.sqlite").path
  }
}
