import Foundation
import StoreCatalog
import Testing

@Suite("Repairs of hand-made files")
struct RepairTests {
  @Test(arguments: [
    ("AutoRenewableSubscription", ProductType.autoRenewable), ("SUBSCRIPTION", .autoRenewable),
    ("non-consumable", .nonConsumable), ("consumable", .consumable), ("Non_Renewing", .nonRenewable),
  ])
  func wrongTypeNamesAreUnderstoodWithOneWarning(name: String, type: ProductType) throws {
    let extra = type == .autoRenewable ? #", "recurringSubscriptionPeriod" : "P1M", "groupNumber" : 1, "subscriptionGroupID" : "G1""# : ""
    let groups = type == .autoRenewable ? [Fixture.group(subscriptions: [])] : []
    let result = Fixture.load(Fixture.catalog(products: [Fixture.product("p", type: name, extra: extra)], groups: groups))
    let repairs = result.diagnostics.filter { $0.code == .productTypeRepaired }
    #expect(repairs.count == 1 && repairs[0].severity == .warning)
    #expect(result.partialCatalog?.product("p")?.type == type)
  }

  @Test func aSubscriptionListedUnderProductsMovesIntoTheGroupItNames() throws {
    let stray = Fixture.product("pro", type: "RecurringSubscription", extra: #", "recurringSubscriptionPeriod" : "P1Y", "groupNumber" : 2, "subscriptionGroupID" : "G1""#)
    let result = Fixture.load(Fixture.catalog(products: [stray], groups: [Fixture.group("G1", subscriptions: [Fixture.subscription("basic")])]))
    #expect(result.codes == [.subscriptionMoved])
    let catalog = try #require(result.catalog)
    #expect(catalog.group("G1")?.productIDs == ["basic", "pro"])
    #expect(catalog.product("pro")?.subscription?.level == 2)
  }

  @Test func aSubscriptionNamingAMissingGroupGetsThatGroupCreated() throws {
    let stray = Fixture.product("pro", type: "RecurringSubscription", extra: #", "recurringSubscriptionPeriod" : "P1M", "groupNumber" : 1, "subscriptionGroupID" : "NEW""#)
    let catalog = try #require(Fixture.load(Fixture.catalog(products: [stray])).catalog)
    #expect(catalog.subscriptionGroups.map(\.id) == ["NEW"])
    #expect(catalog.group("NEW")?.productIDs == ["pro"])
  }

  @Test func withoutAGroupIDAndSeveralGroupsThePlacementIsAmbiguousAndAnError() throws {
    let stray = Fixture.product("pro", type: "RecurringSubscription", extra: #", "recurringSubscriptionPeriod" : "P1M", "groupNumber" : 1"#)
    let groups = [Fixture.group("A", subscriptions: [Fixture.subscription("a", group: "A")]), Fixture.group("B", subscriptions: [Fixture.subscription("b", group: "B")])]
    let result = Fixture.load(Fixture.catalog(products: [stray], groups: groups))
    let error = try #require(result.first(.subscriptionMoved))
    #expect(error.severity == .error && error.skippedProduct == "pro")
    let single = Fixture.load(Fixture.catalog(products: [stray], groups: [groups[0]]))
    #expect(single.catalog?.group("A")?.productIDs == ["a", "pro"])
  }

  @Test func identifierIsReadAsInternalID() throws {
    let product = #"{"displayPrice" : "1.99", "identifier" : "ABC", "productID" : "p", "referenceName" : "P", "type" : "Consumable"}"#
    let result = Fixture.load(Fixture.catalog(products: [product]))
    #expect(result.codes == [.internalIDRepaired])
    #expect(result.catalog?.product("p")?.internalID == "ABC")
  }

  @Test func misspelledTopLevelKeysAreRead() throws {
    let text = """
      {"nonRenewableSubscriptions" : [\(Fixture.product("season", type: "NonRenewingSubscription"))],
       "subscriptions" : [\(Fixture.subscription("pro", group: "G9"))], "products" : []}
      """
    let result = Fixture.load(text)
    #expect(result.codes == [.misspelledKey, .misspelledKey, .subscriptionMoved])
    let catalog = try #require(result.catalog)
    #expect(catalog.product("season")?.type == .nonRenewable)
    #expect(catalog.group("G9")?.productIDs == ["pro"])
  }

  @Test func inlineNamesAreReadAsALocalization() throws {
    let product = #"{"displayPrice" : "2.99", "productID" : "p", "type" : "NonConsumable", "displayName" : "Gold", "description" : "Shiny"}"#
    let result = Fixture.load(#"{"majorVersion" : 1, "minorVersion" : 2, "products" : [\#(product)]}"#)
    #expect(result.codes == [.inlineLocalization])
    let catalog = try #require(result.catalog)
    #expect(catalog.formatVersion == "1.2")
    #expect(catalog.product("p")?.localizations == [LocalizedText(locale: "en_US", displayName: "Gold", description: "Shiny")])
  }

  @Test func anXMLPropertyListIsReadWithAWarning() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
        <key>products</key><array><dict>
          <key>displayPrice</key><string>0.99</string><key>familyShareable</key><true/>
          <key>productID</key><string>coins</string><key>type</key><string>Consumable</string>
        </dict></array>
        <key>version</key><dict><key>major</key><integer>3</integer><key>minor</key><integer>0</integer></dict>
      </dict></plist>
      """
    let result = Fixture.load(plist)
    #expect(result.codes == [.propertyList])
    let catalog = try #require(result.catalog)
    #expect(catalog.formatVersion == "3.0")
    #expect(catalog.product("coins")?.isFamilyShareable == true)
  }

  @Test func aBinaryPropertyListIsReadToo() throws {
    let value: [String: Any] = ["products": [["displayPrice": "1", "productID": "x", "type": "Consumable"]]]
    let data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
    let result = CatalogLoader.load(data: data)
    #expect(result.codes == [.propertyList])
    #expect(result.first(.propertyList)?.message.contains("binary property list") == true)
    #expect(result.catalog?.products.count == 1)
  }

  @Test func aPropertyListOfAnotherSchemaFailsClearly() throws {
    let plist = #"<?xml version="1.0"?><plist version="1.0"><dict><key>id</key><string>1</string><key>price</key><real>0.99</real></dict></plist>"#
    let result = Fixture.load(plist)
    #expect(result.codes == [.propertyList, .notACatalog])
    #expect(!result.isValid)
  }
}
