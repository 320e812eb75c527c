import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// A purchase of several units records what the customer paid for all of them.
///
/// Apple's `Transaction.price` (developer.apple.com/documentation/storekit/transaction/price) "reflects … the
/// purchasedQuantity of a consumable In-App Purchase", and the signed `price`
/// (developer.apple.com/documentation/appstoreservernotifications/price) "shows the total amount of the transaction
/// for the quantity the customer purchased", in milliunits.
@Suite struct QuantityPriceTests {
  @Test func threeUnitsOfAConsumableSignTheTotalPrice() async throws {
    let store = try await FidelityFixtures.launch()
    let product = try await FidelityFixtures.product("coins.100", in: store)
    #expect(product.price == Decimal(string: "0.99"))  // the product still shows the price of one unit

    let bought = try await FidelityFixtures.buy("coins.100", in: store, options: [.quantity(3)])
    let transaction = try bought.payloadValue
    #expect(transaction.purchasedQuantity == 3)
    #expect(transaction.price == Decimal(string: "2.97"))
    let signed = try FidelityFixtures.payload(of: transaction.jwsRepresentation)
    #expect(signed["quantity"] as? Int == 3)
    #expect(signed["price"] as? Int == 2970)
    #expect(try await store.sandbox.transaction(transaction.id)?.price == Decimal(string: "2.97"))
  }

  @Test func aNonRenewingSubscriptionBoughtTwiceOverIsChargedTwice() async throws {
    let store = try await FidelityFixtures.launch()
    let transaction = try await FidelityFixtures.buy("season.pass", in: store, options: [.quantity(2)]).payloadValue
    #expect(transaction.price == Decimal(string: "9.98"))
  }

  @Test func oneUnitStillSignsTheProductPrice() async throws {
    let store = try await FidelityFixtures.launch()
    let transaction = try await FidelityFixtures.buy("pro.lifetime", in: store).payloadValue
    #expect(transaction.purchasedQuantity == 1)
    #expect(try FidelityFixtures.payload(of: transaction.jwsRepresentation)["price"] as? Int == 9990)
  }
}
