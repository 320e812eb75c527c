import Foundation
import StoreCatalog
import Testing

@Suite("Storefronts, prices and locales")
struct StorefrontTests {
  @Test func thereAre175StorefrontsWithUniqueCodesAndIDs() {
    #expect(Storefront.all.count == 175)
    #expect(Set(Storefront.all.map(\.countryCode)).count == 175)
    #expect(Set(Storefront.all.map(\.id)).count == 175)
    #expect(Storefront.all.allSatisfy { $0.countryCode.count == 3 && $0.alpha2.count == 2 && Int($0.id) != nil })
    #expect(Storefront.all.allSatisfy { Currency.find($0.currencyCode) != nil }, "every currency has minor digits")
  }

  @Test(arguments: [
    ("USA", "143441", "USD"), ("CHN", "143465", "CNY"), ("GBR", "143444", "GBP"), ("JPN", "143462", "JPY"),
    ("DEU", "143443", "EUR"), ("FRA", "143442", "EUR"), ("COL", "143501", "COP"), ("SGP", "143464", "SGD"),
  ])
  func knownStorefronts(code: String, id: String, currency: String) throws {
    let storefront = try #require(Storefront.find(code))
    #expect(storefront.id == id && storefront.currencyCode == currency)
    #expect(Storefront.find(code.lowercased()) == storefront)
    #expect(Storefront.find(id) == storefront)
    #expect(Storefront.find(storefront.alpha2) == storefront)
  }

  @Test func minorDigits() {
    #expect(Currency.find("JPY")?.minorDigits == 0)
    #expect(Currency.find("KRW")?.minorDigits == 0)
    #expect(Currency.find("USD")?.minorDigits == 2)
  }

  @Test(arguments: [
    ("0.99", "USA", "en_US", "$0.99"), ("6", "CHN", "zh_CN", "¥6.00"), ("6", "CHN", "zh_Hans", "¥6.00"),
    ("0.99", "DEU", "de_DE", "0,99 €"), ("120", "JPN", "ja_JP", "¥120"), ("0.99", "GBR", "en_GB", "£0.99"),
    ("1299.99", "USA", "en_US", "$1,299.99"), ("6", "CHN", "en_US", "CN¥6.00"), ("1000", "KOR", "ko_KR", "₩1,000"),
  ])
  func formatsPricesPerStorefrontAndLocale(price: String, storefront: String, locale: String, expected: String) throws {
    let formatted = PriceFormatter.format(try #require(Decimal(string: price)), storefront: try #require(Storefront.find(storefront)), locale: locale)
    #expect(formatted == expected)
  }

  @Test func theStorefrontsOwnLocaleIsTheDefaultAndOutputIsTerminalSafe() throws {
    #expect(PriceFormatter.format(Decimal(string: "0.99")!, storefront: try #require(Storefront.find("FRA"))) == "0,99 €")
    let arabic = PriceFormatter.format(9, storefront: try #require(Storefront.find("SAU")))
    #expect(!arabic.unicodeScalars.contains { [0x200E, 0x200F, 0x061C].contains($0.value) }, "no bidirectional marks")
  }

  @Test(arguments: [
    ("zh_CN", ["en_US", "zh_Hans"], 1), ("zh-Hans", ["en_US", "zh_CN"], 1), ("zh_TW", ["zh_Hans", "zh_Hant"], 1),
    ("zh_HK", ["zh_Hans", "zh_Hant"], 1), ("zh_Hant", ["zh_CN", "zh_TW"], 1), ("ja", ["en_US", "ja_JP"], 1),
    ("ja_JP", ["en_US", "ja"], 1), ("en_GB", ["de", "en_AU", "en_US"], 2), ("en_GB", ["de", "en_GB", "en_US"], 1),
    ("de_AT", ["en_US", "de"], 1), ("de", ["en_US", "de_DE"], 1), ("fr_FR", ["ja", "en_US"], 0), ("en-US", ["fr", "en_US"], 1),
    ("pt_PT", ["pt_BR", "en_US"], 0),
  ])
  func localeFallback(requested: String, available: [String], expected: Int) {
    #expect(LocalizationLookup.bestMatch(for: requested, among: available) == expected)
  }

  @Test func emptyNamesFallBackToTheReferenceNameThenTheProductID() {
    var product = CatalogProduct(id: "com.x", type: .consumable, referenceName: "Reference", price: 1,
      localizations: [LocalizedText(locale: "en_US", displayName: "", description: "")])
    #expect(product.displayName(for: "en_US") == "Reference")
    product.referenceName = nil
    #expect(product.displayName(for: "en_US") == "com.x")
    product.localizations = [LocalizedText(locale: "zh_Hans", displayName: "金币", description: "一袋")]
    #expect(product.displayName(for: "zh_CN") == "金币" && product.displayDescription(for: "zh_CN") == "一袋")
    #expect(product.displayName(for: "fr") == "金币", "the first localization when none matches")
  }
}
