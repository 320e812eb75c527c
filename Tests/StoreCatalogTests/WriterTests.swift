import Foundation
import StoreCatalog
import TestSupport
import Testing

@Suite("Writing catalogs")
struct WriterTests {
  @Test func aCatalogWrittenByTheToolReadsBackEqual() throws {
    var catalog = Catalog.starter(identifier: "ABCDEF01")
    catalog.settings.timeRate = .monthEvery(seconds: 30)
    catalog.settings.compatibilityTimeRates = [3: 6]
    catalog.settings.simulatedErrors[.purchase] = SimulatedErrorSetting(enabled: true, error: .purchase(.invalidQuantity))
    catalog.offerSigningKey = OfferSigningKey(id: "KEY1", privateKeyBase64: "MIGT")
    catalog.products[2].subscription?.promotionalOffers = [
      SubscriptionOffer(kind: .promotional, id: "save", referenceName: "Save", paymentMode: .payAsYouGo, period: .monthly, periodCount: 3, price: Decimal(string: "1.99")!)
    ]
    catalog.products[2].subscription?.offerCodes = [
      SubscriptionOffer(kind: .offerCode, id: "Code", referenceName: "Code", paymentMode: .freeTrial, period: .monthly, eligibility: [.new, .expired], isStackable: true)
    ]
    catalog.products[2].subscription?.winBackOffers = [
      SubscriptionOffer(kind: .winBack, id: "back", referenceName: "Back", paymentMode: .payUpFront, period: .monthly, price: 2, isEligible: true)
    ]
    let result = CatalogLoader.load(bytes: CatalogWriter.bytes(for: catalog))
    #expect(result.partialCatalog == catalog)
    #expect(result.codes == [.storeKitErrorEnabled])
  }

  @Test func billingPlansAreWrittenInTheFormat5Layout() throws {
    var catalog = Catalog.starter(identifier: "ABCDEF02")
    catalog.formatVersion = nil
    catalog.products[2].subscription?.billingPlans = [BillingPlan(type: "MONTHLY", price: 5, commitmentPrice: 60, internalID: "P1")]
    let document = CatalogWriter.document(for: catalog)
    #expect(document["version"]?["major"]?.int == 5)
    #expect(document["subscriptionGroups"]?.array?.first?["subscriptions"]?.array?.first?["billingPlans"]?.array?.count == 1)
    var expected = catalog
    expected.formatVersion = "5.0"
    #expect(CatalogLoader.load(bytes: XcodeJSONWriter.bytes(document)).catalog == expected)
  }

  @Test func theStarterCatalogIsValidWithoutAnyDiagnostic() {
    let result = CatalogLoader.load(bytes: CatalogWriter.bytes(for: .starter(identifier: "12345678")))
    #expect(result.isValid && result.diagnostics.isEmpty)
    #expect(Set(result.catalog?.products.map(\.type) ?? []) == [.consumable, .nonConsumable, .autoRenewable])
  }

  @Test func anEditKeepsUnknownKeysNumberTextAndEverythingElse() throws {
    let original = """
      {
        "products" : [
          {
            "displayPrice" : "0.99",
            "familyShareable" : false,
            "internalID" : "00000001",
            "localizations" : [

            ],
            "productID" : "coins",
            "promotionalImageID" : "2B5830D1",
            "referenceName" : "Coins",
            "type" : "Consumable"
          }
        ],
        "settings" : {
          "_lastSynchronizedDate" : 804965276.43550706,
          "_timeRate" : 0
        },
        "subscriptionBundleGroups" : [

        ],
        "version" : {
          "major" : 6,
          "minor" : 3
        }
      }

      """
    let result = CatalogLoader.load(bytes: Array(original.utf8), keepingDocument: true)
    var catalog = try #require(result.catalog)
    #expect(CatalogWriter.bytes(for: catalog, updating: result.json) == Array(original.utf8), "unchanged: byte for byte")
    catalog.products[0].price = Decimal(string: "1.99")!
    let edited = String(decoding: CatalogWriter.bytes(for: catalog, updating: result.json), as: UTF8.self)
    #expect(edited.contains("\"displayPrice\" : \"1.99\""))
    #expect(edited.contains("\"promotionalImageID\" : \"2B5830D1\""))
    #expect(edited.contains("\"subscriptionBundleGroups\" : ["))
    #expect(edited.contains("804965276.43550706"), "the original number text survives")
    #expect(CatalogLoader.load(bytes: Array(edited.utf8)).catalog == catalog)
    let selling = CatalogLoader.load(bytes: Array(original.utf8))
    #expect(selling.json == nil && selling.catalog == result.catalog, "the document is kept only for saving back")
  }
}
