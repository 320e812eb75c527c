import Foundation
import StoreCatalog
import TestSupport

@testable import StoreEngine

/// A small catalog with one product of each type and a three-level subscription group.
enum EngineFixtures {
  static let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z

  /// The catalog's key for signing promotional offers.
  static let offerKey = OfferSigningKey(
    id: "TESTKEY1", privateKeyBase64: Data(try! P256PrivateKey.generate().pkcs8()).base64EncodedString())

  static let catalog = Catalog(
    identifier: "TEST",
    products: [
      CatalogProduct(
        id: "coins.100", type: .consumable, price: Decimal(string: "0.99")!,
        localizations: [LocalizedText(locale: "en_US", displayName: "100 Coins", description: "A pile of coins")]),
      CatalogProduct(
        id: "pro.lifetime", type: .nonConsumable, price: Decimal(string: "9.99")!,
        localizations: [LocalizedText(locale: "en_US", displayName: "Pro Forever", description: "Everything, once")]),
      CatalogProduct(
        id: "season.pass", type: .nonRenewable, price: Decimal(string: "4.99")!,
        localizations: [LocalizedText(locale: "en_US", displayName: "Season Pass", description: "One season")]),
      subscription("plus.monthly", level: 3, price: "2.99"),
      subscription("premium.monthly", level: 2, price: "4.99"),
      subscription(
        "pro.monthly", level: 1, price: "9.99",
        intro: SubscriptionOffer(kind: .introductory, paymentMode: .freeTrial, period: .weekly)),
      CatalogProduct(
        id: "news.weekly", type: .autoRenewable, price: Decimal(string: "0.99")!,
        localizations: [LocalizedText(locale: "en_US", displayName: "Weekly News", description: "")],
        subscription: SubscriptionTerms(
          groupID: "NEWS", level: 1, period: .weekly,
          promotionalOffers: [
            SubscriptionOffer(kind: .promotional, id: "comeback", paymentMode: .payAsYouGo, period: .weekly, periodCount: 2, price: Decimal(string: "0.49")!)
          ],
          offerCodes: [
            SubscriptionOffer(kind: .offerCode, id: "FRIENDS", referenceName: "FRIENDS", paymentMode: .freeTrial, period: .monthly, eligibility: [.new])
          ],
          winBackOffers: [
            SubscriptionOffer(kind: .winBack, id: "winback.half", paymentMode: .payAsYouGo, period: .weekly, periodCount: 4, price: Decimal(string: "0.49")!, isEligible: true)
          ])),
      CatalogProduct(
        id: "photos.yearly", type: .autoRenewable, price: Decimal(string: "59.99")!,
        localizations: [LocalizedText(locale: "en_US", displayName: "Photos Yearly", description: "")],
        subscription: SubscriptionTerms(
          groupID: "PHOTOS", level: 1, period: .yearly,
          billingPlans: [
            BillingPlan(type: "BILLED_UPFRONT", price: Decimal(string: "59.99")!, commitmentPrice: Decimal(string: "59.99")!),
            BillingPlan(type: "MONTHLY", price: Decimal(string: "5.99")!, commitmentPrice: Decimal(string: "71.88")!),
          ])),
    ],
    subscriptionGroups: [
      SubscriptionGroup(id: "GROUP1", name: "Membership", productIDs: ["plus.monthly", "premium.monthly", "pro.monthly"]),
      SubscriptionGroup(id: "NEWS", name: "News", productIDs: ["news.weekly"]),
      SubscriptionGroup(id: "PHOTOS", name: "Photos", productIDs: ["photos.yearly"]),
    ],
    offerSigningKey: offerKey)

  static func subscription(_ id: String, level: Int, price: String, intro: SubscriptionOffer? = nil) -> CatalogProduct {
    CatalogProduct(
      id: id, type: .autoRenewable, price: Decimal(string: price)!,
      localizations: [LocalizedText(locale: "en_US", displayName: id, description: "")],
      subscription: SubscriptionTerms(
        groupID: "GROUP1", level: level, period: .monthly, introductoryOffers: intro.map { [$0] } ?? []))
  }

  /// A fresh sandbox in a temporary folder, with a clock frozen at `start`.
  static func sandbox(catalog: Catalog = catalog, path: String? = nil) throws -> Sandbox {
    let path = try path ?? ProjectPaths.temporaryDirectory("sandbox").appendingPathComponent("ledger.sqlite").path
    return try Sandbox(path: path, catalog: catalog, startClock: .frozen(at: start))
  }
}
