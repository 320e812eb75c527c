import Foundation
import StoreCatalog
import Testing

@Suite("Diagnostics")
struct DiagnosticsTests {
  @Test func aCleanCatalogHasNoDiagnostics() throws {
    let result = Fixture.load(Fixture.catalog(products: [Fixture.product()], groups: [Fixture.group(subscriptions: [Fixture.subscription()])]))
    #expect(result.diagnostics.isEmpty)
    let catalog = try #require(result.catalog)
    #expect(catalog.products.map(\.id) == ["com.example.coins", "com.example.pro"])
    #expect(catalog.product("com.example.pro")?.subscription?.groupID == "G1")
  }

  @Test func aDiagnosticNamesFileLineColumnPathAndWhatWasExpected() throws {
    let result = Fixture.load(Fixture.catalog(groups: [Fixture.group(subscriptions: [Fixture.subscription(period: "P1Q")])]))
    let diagnostic = try #require(result.first(.invalidPeriod))
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.path.description == "subscriptionGroups[0].subscriptions[0].recurringSubscriptionPeriod")
    #expect(diagnostic.description.hasPrefix("test.storekit:\(diagnostic.position!.line):\(diagnostic.position!.column): error: subscriptionGroups[0].subscriptions[0].recurringSubscriptionPeriod: unknown period \"P1Q\""))
    #expect(diagnostic.message.contains("expected an ISO 8601 duration"))
    #expect(diagnostic.skippedProduct == "com.example.pro")
    #expect(result.catalog == nil && result.partialCatalog?.products.isEmpty == true)
  }

  @Test func malformedJSONIsOneErrorWithLineAndColumn() throws {
    let result = Fixture.load("{\n  \"products\" : [\n    {\"productID\" : \"a\"\n  ]\n}")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1 && diagnostic.code == .malformedJSON)
    #expect(diagnostic.position == SourcePosition(line: 4, column: 3))
    #expect(diagnostic.description == "test.storekit:4:3: error: unexpected ']'; expected ',' or '}' after object member")
  }

  @Test func duplicateProductIDsAreAnErrorThatKeepsTheFirst() throws {
    let result = Fixture.load(Fixture.catalog(products: [Fixture.product("a"), Fixture.product("a", type: "NonConsumable")]))
    let diagnostic = try #require(result.first(.duplicateProductID))
    #expect(diagnostic.path.description == "products[1].productID")
    #expect(diagnostic.message.contains("already used at products[0]"))
    #expect(diagnostic.skippedProduct == "a")
    #expect(result.partialCatalog?.products.map(\.type) == [.consumable])
  }

  @Test(arguments: [
    ("\"\"", "the price is empty"), ("\"abc\"", "is not a number"), ("\"-1\"", "is negative"),
    ("\"0,99\"", "'.' as the decimal point"), ("true", "found a boolean"), ("\"1e3\"", "is not a number"),
  ])
  func pricesThatAreNotNumbersAreErrors(price: String, words: String) throws {
    let result = Fixture.load(Fixture.catalog(products: [Fixture.product(price: price)]))
    let diagnostic = try #require(result.first(.invalidPrice))
    #expect(diagnostic.severity == .error && diagnostic.message.contains(words), "\(diagnostic.message)")
    #expect(diagnostic.path.description == "products[0].displayPrice")
    #expect(result.partialCatalog?.products.isEmpty == true)
  }

  @Test func aPriceWrittenAsANumberLoadsWithAWarning() throws {
    let result = Fixture.load(Fixture.catalog(products: [Fixture.product(price: "1.99")]))
    #expect(result.codes == [.wrongValueType])
    #expect(result.catalog?.products.first?.price == Decimal(string: "1.99"))
  }

  @Test func implausiblePricesForTheStorefrontAreWarnings() throws {
    let yen = Fixture.load(Fixture.catalog(products: [Fixture.product(price: "\"0.99\"")], settings: #"{"_storefront" : "JPN"}"#))
    #expect(yen.codes == [.implausiblePrice])
    #expect(yen.first(.implausiblePrice)?.message.contains("JPY prices are whole numbers") == true)
    #expect(yen.isValid)
    let dollars = Fixture.load(Fixture.catalog(products: [Fixture.product(price: "\"490000\"")]))
    #expect(dollars.codes == [.implausiblePrice])
    let pesos = Fixture.load(Fixture.catalog(products: [Fixture.product(price: "\"4900\"")], settings: #"{"_storefront" : "COL"}"#))
    #expect(pesos.diagnostics.isEmpty)
  }

  /// A price past `Int`'s range in dollars is a warning like any implausible price; its conversion to whole dollars
  /// trapped and took `catalog validate` down (found in stop 28's review).
  @Test func aPriceBeyondAnyIntegerIsAWarningNotACrash() throws {
    let huge = Fixture.load(Fixture.catalog(products: [Fixture.product(price: "\"12345678901234567890.125\"")]))
    #expect(huge.codes == [.implausiblePrice])
    #expect(huge.first(.implausiblePrice)?.message.contains("it is about 123456789012345671") == true)
    #expect(huge.isValid)
  }

  @Test func emptyGroupsMismatchedGroupIDsAndLevelsBelowOne() throws {
    let empty = Fixture.load(Fixture.catalog(groups: [Fixture.group(subscriptions: [])]))
    #expect(empty.codes == [.emptyGroup] && empty.isValid)
    let mismatch = Fixture.load(Fixture.catalog(groups: [Fixture.group("G1", subscriptions: [Fixture.subscription(group: "OTHER")])]))
    #expect(mismatch.codes == [.groupMismatch])
    #expect(mismatch.catalog?.products.first?.subscription?.groupID == "G1")
    let level = Fixture.load(Fixture.catalog(groups: [Fixture.group(subscriptions: [Fixture.subscription(level: "0")])]))
    #expect(level.codes == [.invalidLevel] && level.first(.invalidLevel)?.severity == .error)
    let huge = Fixture.load(Fixture.catalog(groups: [Fixture.group(subscriptions: [Fixture.subscription(level: "99999999999999999999")])]))
    #expect(huge.codes == [.wrongValueType, .invalidLevel], "a number out of range is named, not a crash")
  }

  @Test func invalidPaymentModesAndOfferProblemsDropTheOfferNotTheSubscription() throws {
    let intro = #", "introductoryOffer" : {"paymentMode" : "none", "subscriptionPeriod" : "P1W"}"#
    let result = Fixture.load(Fixture.catalog(groups: [Fixture.group(subscriptions: [Fixture.subscription(extra: intro)])]))
    let diagnostic = try #require(result.first(.invalidPaymentMode))
    #expect(diagnostic.severity == .warning && diagnostic.message.contains("invalid paymentMode \"none\""))
    #expect(diagnostic.path.description == "subscriptionGroups[0].subscriptions[0].introductoryOffer.paymentMode")
    #expect(result.catalog?.products.first?.subscription?.introductoryOffers.isEmpty == true)
    let unpriced = #", "introductoryOffer" : {"paymentMode" : "payUpFront", "subscriptionPeriod" : "P1W"}"#
    #expect(Fixture.load(Fixture.catalog(groups: [Fixture.group(subscriptions: [Fixture.subscription(extra: unpriced)])])).codes == [.invalidOffer])
  }

  @Test func duplicateOfferIDsInOneSubscriptionAreAnError() throws {
    let offer = #"{"offerID" : "save", "paymentMode" : "free", "subscriptionPeriod" : "P1M", "referenceName" : "Save"}"#
    let promos = ", \"adHocOffers\" : [\(offer), \(offer)]"
    let result = Fixture.load(Fixture.catalog(groups: [Fixture.group(subscriptions: [Fixture.subscription(extra: promos)])]))
    #expect(result.codes == [.duplicateOfferID])
    #expect(!result.isValid)
  }

  @Test func badCodeOfferEligibilityIsAWarning() throws {
    let code = #", "codeOffers" : [{"eligibility" : ["new", "returning"], "paymentMode" : "free", "subscriptionPeriod" : "P1M", "referenceName" : "Code"}]"#
    let result = Fixture.load(Fixture.catalog(groups: [Fixture.group(subscriptions: [Fixture.subscription(extra: code)])]))
    #expect(result.codes == [.invalidEligibility])
    #expect(result.first(.invalidEligibility)?.path.description == "subscriptionGroups[0].subscriptions[0].codeOffers[0].eligibility[1]")
    #expect(result.catalog?.products.first?.subscription?.offerCodes.first?.eligibility == [.new])
  }

  @Test func aStoreKitErrorSwitchedOnIsAWarningThatLoadProductsWillFail() throws {
    let settings = #"{"_storeKitErrors" : [{"current" : {"index" : 2, "type" : "generic"}, "enabled" : true, "name" : "Load Products"}]}"#
    let result = Fixture.load(Fixture.catalog(settings: settings))
    let diagnostic = try #require(result.first(.storeKitErrorEnabled))
    #expect(diagnostic.severity == .warning && diagnostic.message.contains("Load Products will fail with generic.networkError"))
    #expect(result.catalog?.settings.activeErrors[.loadProducts] == .generic(.networkError))
  }

  @Test func strictTurnsWarningsIntoErrors() throws {
    let text = Fixture.catalog(groups: [Fixture.group(subscriptions: [])])
    #expect(Fixture.load(text).isValid)
    let strict = Fixture.load(text, strict: true)
    #expect(!strict.isValid && strict.catalog == nil)
    #expect(strict.diagnostics.allSatisfy { $0.severity == .error })
  }

  @Test func duplicateKeysAndUnknownTopLevelKeysAreWarnings() throws {
    let result = Fixture.load(#"{"products" : [], "products" : [], "prodcts" : [1]}"#)
    #expect(result.codes == [.duplicateKey, .unknownKey])
    #expect(result.first(.unknownKey)?.message.contains("\"prodcts\"") == true)
  }

  @Test func aDocumentThatIsNotACatalogIsOneClearError() throws {
    #expect(Fixture.load("[1, 2]").codes == [.notACatalog])
    let other = Fixture.load(#"{"name" : "x", "items" : []}"#)
    #expect(other.codes == [.notACatalog])
    #expect(other.diagnostics.first?.message.contains("found \"name\", \"items\"") == true)
  }

  @Test func aProductWithoutAnIDOrOfUnknownTypeIsNamedAndNotLoaded() throws {
    let result = Fixture.load(Fixture.catalog(products: [#"{"displayPrice" : "1", "referenceName" : "Mystery", "type" : "Consumable"}"#, Fixture.product("b", type: "Gadget"), "42"]))
    #expect(result.codes == [.missingValue, .unknownProductType, .wrongValueType])
    #expect(result.diagnostics.map(\.skippedProduct) == ["products[0]", "b", "products[2]"])
    #expect(result.first(.missingValue)?.message.contains("(\"Mystery\") has no productID") == true)
  }
}

@Suite("Every diagnostic code")
struct DiagnosticCoverageTests {
  @Test func aLocalizationWithoutALocaleIsIgnoredWithAWarning() throws {
    let product = Fixture.product("p", extra: #", "localizations" : [{"displayName" : "No locale"}, 7]"#)
    let result = Fixture.load(Fixture.catalog(products: [product]))
    #expect(result.codes == [.duplicateKey, .invalidLocalization, .invalidLocalization])
    #expect(result.catalog?.product("p")?.localizations.isEmpty == true)
  }

  /// One document per problem; together they must raise every code there is, so a new code cannot
  /// go untested.
  @Test func everyCodeIsRaisedBySomeBrokenInput() {
    let inputs: [[UInt8]] = [
      Array("{".utf8), Array("[]".utf8), Array(#"{"a" : 1, "a" : 2, "products" : [], "x" : 1}"#.utf8),
      Array(Fixture.catalog(products: [Fixture.product(price: "1"), Fixture.product("a"), Fixture.product("a"),
        Fixture.product("b", type: "non-consumable"), Fixture.product("c", type: "Gadget"), Fixture.product("d", price: "\"x\""),
        #"{"displayPrice" : "1", "type" : "Consumable"}"#,
        #"{"displayPrice" : "1", "productID" : "e", "type" : "Consumable", "identifier" : "I", "displayName" : "E"}"#,
        Fixture.product("f", type: "RecurringSubscription", extra: #", "recurringSubscriptionPeriod" : "P1M", "groupNumber" : 1"#),
        Fixture.product("g", price: "\"900000\""), Fixture.product("h", extra: #", "localizations" : [{}]"#)],
        groups: [Fixture.group(subscriptions: []), Fixture.group("G2", subscriptions: [
          Fixture.subscription("s1", group: "X", period: "P1Q"), Fixture.subscription("s2", level: "0"),
          Fixture.subscription("s3", extra: #", "introductoryOffer" : {"paymentMode" : "none", "subscriptionPeriod" : "P1W"}, "adHocOffers" : [{"paymentMode" : "free", "subscriptionPeriod" : "P1W"}, {"offerID" : "o", "paymentMode" : "free", "subscriptionPeriod" : "P1W"}, {"offerID" : "o", "paymentMode" : "free", "subscriptionPeriod" : "P1W"}], "codeOffers" : [{"eligibility" : ["x"], "paymentMode" : "free", "subscriptionPeriod" : "P1W"}]"#),
        ])],
        settings: #"{"_storefront" : "ZZZ", "_timeRate" : 77, "_storeKitErrors" : [{"enabled" : true, "name" : "Purchase"}]}"#,
        extra: #", "nonRenewableSubscriptions" : []"#).utf8),
      Array(#"<?xml version="1.0"?><plist version="1.0"><dict><key>products</key><array/></dict></plist>"#.utf8),
    ]
    var raised = Set<DiagnosticCode>()
    for input in inputs { raised.formUnion(CatalogLoader.load(bytes: input).codes) }
    let folder = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
    raised.formUnion(CatalogLoader.load(contentsOf: folder).codes)
    #expect(Set(DiagnosticCode.allCases).subtracting(raised).isEmpty, "never raised: \(Set(DiagnosticCode.allCases).subtracting(raised))")
  }
}

@Suite("Sections of the wrong type")
struct SectionTypeTests {
  @Test func aSectionThatIsNotAnArrayIsReportedOnce() {
    let result = Fixture.load(#"{"products" : "none", "nonRenewingSubscriptions" : {}, "subscriptionGroups" : 3}"#)
    #expect(result.codes == [.wrongValueType, .wrongValueType, .wrongValueType])
    #expect(result.diagnostics.map(\.path.description) == ["subscriptionGroups", "products", "nonRenewingSubscriptions"])
  }
}
