import Foundation
import StoreCatalog
import TestSupport
import Testing

@Suite("Shipped catalogs")
struct ShippedCatalogTests {
  func load(_ name: String) throws -> (CatalogLoadResult, [UInt8]) {
    let url = ProjectPaths.catalogs.appendingPathComponent(name)
    return (CatalogLoader.load(contentsOf: url, keepingDocument: true), try [UInt8](Data(contentsOf: url)))
  }

  @Test(arguments: ["demo.storekit", "donation.storekit"])
  func validWithoutAnyDiagnosticAndLaidOutAsXcodeWritesIt(name: String) throws {
    let (result, bytes) = try load(name)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let catalog = try #require(result.catalog)
    #expect(CatalogWriter.bytes(for: catalog, updating: result.json) == bytes)
    #expect(XcodeJSONWriter.bytes(try #require(result.json)) == bytes, "sorted keys, two-space indent")
    #expect(catalog.formatVersion == "4.0")
    for product in catalog.products {
      #expect(Set(product.localizations.map(\.locale)).isSuperset(of: ["en_US", "zh_Hans"]), "\(product.id)")
    }
  }

  @Test func theDemoHasEveryTypeAThreeLevelGroupAndOffers() throws {
    let catalog = try #require(try load("demo.storekit").0.catalog)
    #expect(Set(catalog.products.map(\.type)) == Set(ProductType.allCases))
    let levels = catalog.subscriptionGroups.map { group in Set(group.productIDs.compactMap { catalog.product($0)?.subscription?.level }) }
    #expect(levels.contains([1, 2, 3]))
    let terms = catalog.products.compactMap(\.subscription)
    #expect(terms.contains { !$0.introductoryOffers.isEmpty } && terms.contains { !$0.promotionalOffers.isEmpty })
    #expect(catalog.group(terms[0].groupID)?.displayName(for: "zh_CN") == "Storefront 会员")
  }

  @Test func theDemoSigningKeyIsARealP256PKCS8Key() throws {
    let catalog = try #require(try load("demo.storekit").0.catalog)
    let key = try #require(catalog.offerSigningKey)
    let der = try #require(Data(base64Encoded: key.privateKeyBase64))
    #expect(der.first == 0x30, "a DER SEQUENCE")
    let p256 = Data([0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07])
    #expect(der.range(of: p256) != nil, "names the P-256 curve")
    #expect(der.count > 100 && der.count < 160)
  }

  @Test func theDonationCatalogIsOneSponsorTipAtTheLowestTier() throws {
    let catalog = try #require(try load("donation.storekit").0.catalog)
    let sponsor = try #require(catalog.products.first)
    #expect(catalog.products.count == 1 && sponsor.type == .nonConsumable)
    #expect(sponsor.price == Decimal(string: "0.99"))
    #expect(sponsor.displayName(for: "en_US") == "Sponsor" && sponsor.displayName(for: "zh_CN") == "赞助")
  }
}
