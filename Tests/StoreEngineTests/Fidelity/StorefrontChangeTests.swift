import Foundation
import StoreCatalog
import Synchronization
import Testing

@testable import StoreEngine

/// `Storefront.current`, `Storefront.updates` and the `onStorefrontChange` purchase option follow the storefront
/// setting.
///
/// `Storefront.updates` is "the asynchronous sequence that emits storefront information when the system updates the
/// storefront" (developer.apple.com/documentation/storekit/storefront/updates); `onStorefrontChange` "indicates whether
/// a transaction needs to continue if the App Store storefront changes on the device during the transaction", and
/// "the default value is true" (developer.apple.com/documentation/storekit/product/purchaseoption/onstorefrontchange(shouldcontinuepurchase:)).
/// StoreKit 1 fails a purchase the app stops with `storeProductNotAvailable`
/// (developer.apple.com/documentation/storekit/skpaymentqueuedelegate/paymentqueue(_:shouldcontinue:in:)); StoreKit 2's
/// counterpart is `StoreKitError.notAvailableInStorefront`.
@Suite struct StorefrontChangeTests {
  @Test func currentAndUpdatesFollowTheSetting() async throws {
    let store = try await FidelityFixtures.launch()
    #expect(await store.currentStorefront().countryCode == "USA")
    let updates = await store.storefrontUpdates()
    try await store.sandbox.setLocale("fr_FR")  // a change that is not the storefront's emits nothing
    try await store.sandbox.setStorefront("FRA")
    let changed = await FidelityFixtures.first(of: updates)
    #expect(changed?.countryCode == "FRA")
    #expect(changed?.id == "143442")
    #expect(changed?.currencyCode == "EUR")
    #expect(await store.currentStorefront().countryCode == "FRA")
  }

  @Test func aPurchaseContinuesInTheNewStorefrontByDefault() async throws {
    let store = try await FidelityFixtures.launch()
    let product = try await FidelityFixtures.product("pro.lifetime", in: store)  // loaded in the United States
    try await store.sandbox.setStorefront("FRA")
    guard case .success(let result) = try await store.purchase(product) else {
      Issue.record("expected a purchase")
      return
    }
    let transaction = try result.payloadValue
    #expect(transaction.storefrontCountryCode == "FRA")
    #expect(transaction.currency == "EUR")
  }

  @Test func theAppCanStopAPurchaseWhenTheStorefrontChanged() async throws {
    let store = try await FidelityFixtures.launch()
    let product = try await FidelityFixtures.product("pro.lifetime", in: store)
    try await store.sandbox.setStorefront("JPN")
    let asked = Mutex<[String]>([])
    let handler = StorefrontChangeHandler { storefront in
      asked.withLock { $0.append(storefront.countryCode) }
      return false
    }
    await #expect(throws: StoreKitError.notAvailableInStorefront) {
      try await store.purchase(product, options: [.onStorefrontChange(handler)])
    }
    #expect(asked.withLock { $0 } == ["JPN"])
    #expect(try await store.sandbox.allTransactions().isEmpty)

    let reloaded = try await FidelityFixtures.product("pro.lifetime", in: store)  // the app refreshes its products
    guard case .success = try await store.purchase(reloaded, options: [.onStorefrontChange(handler)]) else {
      Issue.record("expected the purchase in the storefront the product was loaded in")
      return
    }
    #expect(asked.withLock { $0 } == ["JPN"])  // no change this time: the app is not asked
  }
}
