import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// Whatever price a storefront shows is the price it charges and signs.
///
/// In StoreKit Testing the storefront "affects the currency type displayed in the payment sheet"
/// (developer.apple.com/documentation/storekittest/sktestsession/storefront): the catalog's number is shown in the
/// storefront's currency, not converted. `Product.price` is "the price of the product in local currency" and
/// `displayPrice` its localized string (developer.apple.com/documentation/storekit/product/price); the transaction's
/// `price` is what was charged, in units of its `currency` (developer.apple.com/documentation/storekit/transaction/price).
/// A currency without minor units (yen) cannot charge 0.99, so the number is rounded to whole units first.
@Suite struct StorefrontPriceTests {
  func storeIn(_ storefront: String) async throws -> Store {
    let store = try await FidelityFixtures.launch()
    try await store.sandbox.setStorefront(storefront)
    return store
  }

  @Test func yenShowsChargesAndSignsTheSameWholeNumber() async throws {
    let store = try await storeIn("JPN")
    let product = try await FidelityFixtures.product("coins.100", in: store)
    #expect(product.price == 1)
    #expect(product.displayPrice.contains("1"))
    #expect(!product.displayPrice.contains("0.99"))
    let transaction = try await FidelityFixtures.buy("coins.100", in: store, options: [.quantity(3)]).payloadValue
    #expect(transaction.currency == "JPY")
    #expect(transaction.price == 3)  // three units of what the product shows
    #expect(try FidelityFixtures.payload(of: transaction.jwsRepresentation)["price"] as? Int == 3000)
  }

  @Test func thePriceSaysWhenItIsImplausibleForTheCurrency() async throws {
    let yen = try await FidelityFixtures.product("coins.100", in: try await storeIn("JPN")).storefrontPrice
    #expect(yen.catalogAmount == Decimal(string: "0.99"))
    #expect(yen.concerns.contains(.roundedToCurrencyUnits(from: Decimal(string: "0.99")!)))
    #expect(yen.concerns.contains { if case .farBelowLowestPrice = $0 { true } else { false } })
    #expect(!yen.concerns.isEmpty)

    let euros = try await FidelityFixtures.product("coins.100", in: try await storeIn("FRA")).storefrontPrice
    #expect(euros.amount == Decimal(string: "0.99"))
    #expect(euros.concerns.isEmpty)

    let huge = StorefrontPrice(catalogAmount: 4_900_000, storefront: try #require(Storefront.find("USA")))
    #expect(huge.concerns == [.farAboveHighestPrice(aboutDollars: 4_900_000)])
  }

  @Test func aRenewalInfoQuotesThePriceTheNextRenewalCharges() async throws {
    let store = try await storeIn("JPN")
    _ = try await FidelityFixtures.buy("plus.monthly", in: store)  // 2.99 in the catalog: ¥3
    let info = try #require(try await store.subscriptionStatus(for: "GROUP1").first).renewalInfo.unsafePayloadValue
    #expect(info.currency == "JPY")
    #expect(info.renewalPrice == 3)
    try await store.sandbox.advanceToNextEvent()
    let renewal = try #require(try await store.latest(for: "plus.monthly")).unsafePayloadValue
    #expect(renewal.reason == .renewal)
    #expect(renewal.price == info.renewalPrice)
  }
}
