import Foundation
import StoreCatalog
import Testing

/// A catalog with hundreds of products in its lists and its groups loads exactly as a small one does: same order,
/// same diagnostics, duplicates found across sections.
@Suite("Large catalogs")
struct LargeCatalogTests {
  static func document(products: Int, groups: Int, duplicate: Bool) -> String {
    var list = (0..<products).map { Fixture.product("p\($0)") }
    if duplicate { list.append(Fixture.product("s0-0")) }
    let groupList = (0..<groups).map { group in
      Fixture.group("G\(group)", subscriptions: (0..<10).map { Fixture.subscription("s\(group)-\($0)", group: "G\(group)") })
    }
    return Fixture.catalog(products: list, groups: groupList)
  }

  @Test func readsInFileOrderAndReportsDuplicatesAcrossSections() throws {
    let result = Fixture.load(Self.document(products: 600, groups: 60, duplicate: true))
    let catalog = try #require(result.partialCatalog)
    #expect(catalog.products.count == 600 + 600)
    #expect(catalog.products.first?.id == "p0" && catalog.products.last?.id == "s59-9")
    #expect(catalog.products.filter { $0.id == "s0-0" }.map(\.type) == [.consumable], "the first listing wins")
    #expect(catalog.group("G0")?.productIDs == (1..<10).map { "s0-\($0)" })
    #expect(result.codes == [.duplicateProductID])
    #expect(result.diagnostics.first?.path.description == "subscriptionGroups[0].subscriptions[0].productID")
    #expect(result.diagnostics.first?.skippedProduct == "s0-0")
    #expect(result.diagnostics.first?.position != nil)
  }

  @Test func aLargeCatalogEqualsTheSumOfItsParts() throws {
    let large = try #require(Fixture.load(Self.document(products: 600, groups: 60, duplicate: false)).catalog)
    let small = try #require(Fixture.load(Self.document(products: 6, groups: 60, duplicate: false)).catalog)
    #expect(Array(large.products.dropFirst(600)) == Array(small.products.dropFirst(6)))
    #expect(large.subscriptionGroups == small.subscriptionGroups)
  }
}
