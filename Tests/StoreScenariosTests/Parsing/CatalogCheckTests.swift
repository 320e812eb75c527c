import Foundation
import StoreCatalog
import TestSupport
import Testing

@testable import StoreScenarios

/// Names a scenario uses are checked against its catalog before anything runs.
@Suite struct CatalogCheckTests {
  func problem(_ text: String) -> String? {
    ScenarioTesting.problems(text).first.map { "\($0.line):\($0.column): \($0.message)" }
  }

  static let cases: [(String, String)] = [
    (
      "buy com.example.storefront.removead",
      "1:5: unknown product 'com.example.storefront.removead' (did you mean 'com.example.storefront.removeads'?); expected one of com.example.storefront.gems.100, com.example.storefront.gems.550, com.example.storefront.removeads, com.example.storefront.themes, com.example.storefront.seasonpass, com.example.storefront.plus.premium.yearly, com.example.storefront.plus.premium.monthly, com.example.storefront.plus.standard.monthly, …"
    ),
    (
      "  expect entitled nope",
      "1:19: unknown product 'nope'; expected one of com.example.storefront.gems.100, com.example.storefront.gems.550, com.example.storefront.removeads, com.example.storefront.themes, com.example.storefront.seasonpass, com.example.storefront.plus.premium.yearly, com.example.storefront.plus.premium.monthly, com.example.storefront.plus.standard.monthly, …"
    ),
    (
      "consume com.example.storefront.removeads",
      "1:9: 'com.example.storefront.removeads' is Non-Consumable, not a consumable; expected com.example.storefront.gems.100 or com.example.storefront.gems.550"
    ),
    (
      "expect balance com.example.storefront.themes 1",
      "1:16: 'com.example.storefront.themes' is Non-Consumable, not a consumable; expected com.example.storefront.gems.100 or com.example.storefront.gems.550"
    ),
    (
      "subscription cancel \"Storefront Pls\"",
      "1:21: unknown subscription group or subscription product 'Storefront Pls' (did you mean 'Storefront Plus'?); expected one of Storefront Plus, Cloud Storage, 5C1A0001, 5C1A0002, com.example.storefront.plus.premium.yearly, com.example.storefront.plus.premium.monthly, com.example.storefront.plus.standard.monthly, com.example.storefront.plus.basic.monthly, …"
    ),
    (
      "expect intro-eligible com.example.storefront.themes",
      "1:23: 'com.example.storefront.themes' is Non-Consumable, not an auto-renewable subscription; expected one of com.example.storefront.plus.premium.yearly, com.example.storefront.plus.premium.monthly, com.example.storefront.plus.standard.monthly, com.example.storefront.plus.basic.monthly, com.example.storefront.cloud.200gb or com.example.storefront.cloud.50gb"
    ),
    (
      "expect subscription 5C1A0002 renews-to com.example.storefront.seasonpass",
      "1:40: 'com.example.storefront.seasonpass' is Non-Renewing Subscription, not an auto-renewable subscription; expected one of com.example.storefront.plus.premium.yearly, com.example.storefront.plus.premium.monthly, com.example.storefront.plus.standard.monthly, com.example.storefront.plus.basic.monthly, com.example.storefront.cloud.200gb or com.example.storefront.cloud.50gb"
    ),
    (
      "buy com.example.storefront.plus.premium.monthly promotional-offer premium.comback",
      "1:67: unknown promotional offer of com.example.storefront.plus.premium.monthly 'premium.comback' (did you mean 'premium.comeback'?); expected premium.comeback"
    ),
    (
      "buy com.example.storefront.plus.premium.monthly win-back x",
      "1:58: 'com.example.storefront.plus.premium.monthly' has no win-back offers; the catalog defines none for it"
    ),
    (
      "redeem \"Launch Cod\" com.example.storefront.plus.premium.yearly",
      "1:8: unknown offer-code offer of com.example.storefront.plus.premium.yearly 'Launch Cod' (did you mean 'Launch Code'?); expected Launch Code"
    ),
    (
      "buy com.example.storefront.gems.100 offer-code x",
      "1:48: 'com.example.storefront.gems.100' is Consumable; offers apply only to auto-renewable subscriptions"
    ),
    (
      "refund com.example.storefront.nothing",
      "1:8: unknown product 'com.example.storefront.nothing'; expected one of com.example.storefront.gems.100, com.example.storefront.gems.550, com.example.storefront.removeads, com.example.storefront.themes, com.example.storefront.seasonpass, com.example.storefront.plus.premium.yearly, com.example.storefront.plus.premium.monthly, com.example.storefront.plus.standard.monthly, …"
    ),
    (
      "expect updates 1 x",
      "1:18: unknown product 'x'; expected one of com.example.storefront.gems.100, com.example.storefront.gems.550, com.example.storefront.removeads, com.example.storefront.themes, com.example.storefront.seasonpass, com.example.storefront.plus.premium.yearly, com.example.storefront.plus.premium.monthly, com.example.storefront.plus.standard.monthly, …"
    ),
    (
      "catalog demmo\nrestore",
      "1:9: unknown shipped catalog 'demmo' (did you mean 'demo'?); expected one of demo, donation or a .storekit path"
    ),
    (
      "catalog missing/none.storekit\nrestore",
      "1:9: the catalog 'missing/none.storekit' cannot be used: missing/none.storekit: error: no such file"
    ),
  ]

  @Test(arguments: cases)
  func wrongNamesAreFoundBeforeAnythingRuns(_ text: String, _ expected: String) {
    #expect(problem(text) == expected)
  }

  @Test func everyWrongNameIsReported() {
    let problems = ScenarioTesting.problems("buy a\nbuy com.example.storefront.removeads\nexpect entitlements b c")
    #expect(problems.map { "\($0.line):\($0.column)" } == ["1:5", "3:21", "3:23"])
    #expect(problems.allSatisfy { $0.file == "test.scenario" })
  }

  @Test func groupsAreNamedByNameIdOrProduct() {
    for name in ["\"Storefront Plus\"", "5C1A0001", "com.example.storefront.plus.basic.monthly"] {
      #expect(ScenarioTesting.problems("subscription cancel \(name)").isEmpty, "\(name)")
    }
  }

  @Test func catalogPathsAreRelativeToTheScenarioFile() throws {
    let folder = try ProjectPaths.temporaryDirectory("check")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: ProjectPaths.catalogs.appendingPathComponent("donation.storekit"),
      to: folder.appendingPathComponent("shop.storekit"))
    let file = folder.appendingPathComponent("sub/tip.scenario")
    try "catalog ../shop.storekit\nexpect products loaded\n".write(to: file, atomically: true, encoding: .utf8)
    guard case .success(let loaded) = ScenarioLoader.load(contentsOf: file, file: "tip.scenario") else {
      Issue.record("the scenario should load")
      return
    }
    #expect(loaded.catalogName == "../shop.storekit")
    #expect(loaded.catalog.products.count > 0)
  }

  @Test func aFileThatCannotBeReadIsOneProblemWithoutAPosition() {
    guard
      case .failure(let problems) = ScenarioLoader.load(
        contentsOf: URL(fileURLWithPath: "/nonexistent/x.scenario"), file: "x.scenario")
    else {
      Issue.record("expected a problem")
      return
    }
    #expect(problems.description == "x.scenario: error: no such file; expected a scenario file")
  }
}
