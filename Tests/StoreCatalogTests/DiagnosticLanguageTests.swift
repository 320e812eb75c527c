import Foundation
import InterfaceLanguage
import StoreCatalog
import Testing

/// A catalog's diagnostics are values (`CatalogProblem`) worded in the interface language (issue 17: "error
/// messages … English and Simplified Chinese, complete"): the same load gives the same problems, with the same
/// file, path, keys and values, in English and in Chinese; what a `.storekit` file spells (`productID`, `P1Q`,
/// `RecurringSubscription`) stays as Xcode writes it. Chinese terms follow Apple's Chinese App Store Connect help
/// ("App 内购买项目", "订阅群组", "自动续期订阅", "优惠").
@Suite struct DiagnosticLanguageTests {
  /// A catalog with a problem of most kinds: a skipped product, repairs, bad offers and settings.
  static let troubled = Fixture.catalog(
    products: [
      Fixture.product("a"), Fixture.product("a", type: "NonConsumable"), Fixture.product("b", type: "Consumible"),
      Fixture.product("c", price: "\"1,99\""), Fixture.product("d", price: "4900"),
    ],
    groups: [
      Fixture.group(subscriptions: [
        Fixture.subscription(period: "P1Q"), Fixture.subscription("e", level: "0"),
        Fixture.subscription(
          "f",
          extra: #", "introductoryOffer" : {"paymentMode" : "payLater", "subscriptionPeriod" : "P1W"}"#),
      ]),
      Fixture.group("G2", name: "Empty", subscriptions: []),
    ],
    settings: #"{"_storefront" : "XYZ", "_timeRate" : 7, "_mystery" : 1}"#, extra: #", "extraKey" : true"#)

  static func hasChinese(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
  }

  @Test func everyProblemIsWordedInChineseWithItsData() throws {
    let result = Fixture.load(Self.troubled)
    #expect(result.diagnostics.count >= 10, "the fixture finds its problems: \(result.diagnostics)")
    for diagnostic in result.diagnostics {
      let (english, chinese) = (diagnostic.message(in: .en), diagnostic.message(in: .zhHans))
      #expect(english == diagnostic.message, "the English message is the one --json and logs show")
      #expect(Self.hasChinese(chinese) && chinese != english, "\(diagnostic.code): \(chinese)")
      for quoted in english.matches(of: /"([^"]+)"/).map({ String($0.output.1) }) {
        #expect(chinese.contains(quoted), "\(diagnostic.code): Chinese keeps \"\(quoted)\": \(chinese)")
      }
    }
  }

  @Test func aDiagnosticLineKeepsItsPlaceAndSeverityInChinese() throws {
    let result = Fixture.load(Fixture.catalog(groups: [Fixture.group(subscriptions: [Fixture.subscription(period: "P1Q")])]))
    let diagnostic = try #require(result.first(.invalidPeriod))
    let place = "test.storekit:\(diagnostic.position!.line):\(diagnostic.position!.column): error: "
      + "subscriptionGroups[0].subscriptions[0].recurringSubscriptionPeriod: "
    #expect(diagnostic.text(in: .en) == diagnostic.description)
    #expect(diagnostic.text(in: .en) == place + "unknown period \"P1Q\"; expected an ISO 8601 duration in one unit, such as \"P1W\", \"P1M\", \"P3M\", \"P6M\" or \"P1Y\"")
    #expect(diagnostic.text(in: .zhHans) == place + "未知的周期 \"P1Q\"；应为只含一个单位的 ISO 8601 时长，例如 \"P1W\", \"P1M\", \"P3M\", \"P6M\" 或 \"P1Y\"")
    #expect(diagnostic.problem == .product(.unknownPeriod("P1Q")), "the problem is a value, with its data")
  }

  @Test func malformedJSONIsWordedInChinese() throws {
    let result = Fixture.load("{\n  \"products\" : [\n    {\"productID\" : \"a\"\n  ]\n}")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.problem == .syntax(.expectedSeparator(.object, found: .character("]"))))
    #expect(diagnostic.text(in: .zhHans) == "test.storekit:4:3: error: 意外的 ']'；对象成员之后应为 ',' 或 '}'")
    let empty = try #require(Fixture.load("").diagnostics.first)
    #expect(empty.message(in: .zhHans) == "文件为空；应为一个 JSON 值")
  }

  @Test func aFileThatCannotBeReadIsWordedInChinese() throws {
    let missing = URL(fileURLWithPath: "/nonexistent/words19.storekit")
    let diagnostic = try #require(CatalogLoader.load(contentsOf: missing).diagnostics.first)
    #expect(diagnostic.problem == .unreadable(.noSuchFile))
    #expect(diagnostic.message(in: .en) == "no such file")
    #expect(diagnostic.message(in: .zhHans) == "文件不存在")
    let folder = FileManager.default.temporaryDirectory
    let directory = try #require(CatalogLoader.load(contentsOf: folder).diagnostics.first)
    #expect(directory.problem == .unreadable(.directory) && Self.hasChinese(directory.message(in: .zhHans)))
  }

  @Test func productTypesAreNamedWithApplesChineseTerms() throws {
    let result = Fixture.load(Fixture.catalog(products: [Fixture.product("x", type: "non-consumable")]))
    let repaired = try #require(result.first(.productTypeRepaired))
    #expect(repaired.message(in: .en) == "type \"non-consumable\" is read as \"NonConsumable\" (Non-Consumable), the value Xcode writes")
    #expect(repaired.message(in: .zhHans) == "类型 \"non-consumable\" 已按 Xcode 写入的值 \"NonConsumable\"（非消耗型项目）读取")
  }
}
