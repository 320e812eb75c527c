import Foundation
import StoreCatalog
import TestSupport
import Testing

/// The `storefront catalog …` commands, run as the built binary.
@Suite("catalog commands")
final class CatalogCommandTests {
  let folder: URL

  init() throws { folder = try ProjectPaths.temporaryDirectory("cli") }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func write(_ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  var demo: String { ProjectPaths.catalogs.appendingPathComponent("demo.storekit").path }

  // MARK: - validate

  @Test func validateAValidFileExitsZeroWithASummary() async throws {
    let result = try await ProcessRunner.storefront(["catalog", "validate", demo])
    #expect(result.status == 0)
    #expect(result.stdout == "1 file checked: valid, 0 errors, 0 warnings\n")
  }

  @Test func validatePrintsOneLinePerDiagnosticAndExitsOneWhenInvalid() async throws {
    let bad = try write("bad.storekit", Fixture.catalog(products: [Fixture.product("a"), Fixture.product("a")], groups: [Fixture.group(subscriptions: [])]))
    let result = try await ProcessRunner.storefront(["catalog", "validate", demo, bad])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("\(bad):") && lines[0].contains(": error: products[1].productID: product ID \"a\" is already used"))
    #expect(lines[1].contains(": warning: subscriptionGroups[0]: subscription group \"Pro\" has no subscriptions"))
    #expect(lines[2] == "2 files checked: 1 invalid, 1 error, 1 warning")
  }

  @Test func strictMakesWarningsFail() async throws {
    let warned = try write("warned.storekit", Fixture.catalog(groups: [Fixture.group(subscriptions: [])]))
    #expect(try await ProcessRunner.storefront(["catalog", "validate", warned]).status == 0)
    let strict = try await ProcessRunner.storefront(["catalog", "validate", "--strict", warned])
    #expect(strict.status == 1 && strict.stdout.contains(": error: subscriptionGroups[0]:"))
  }

  @Test func malformedAndMissingFilesAreReportedWithLineAndColumn() async throws {
    let broken = try write("broken.storekit", "{\n  \"products\" : [,]\n}")
    let result = try await ProcessRunner.storefront(["catalog", "validate", broken, folder.appendingPathComponent("missing.storekit").path])
    #expect(result.status == 1)
    #expect(result.stdout.contains("\(broken):2:17: error: unexpected ','; expected a value"))
    #expect(result.stdout.contains("missing.storekit: error: no such file"))
  }

  @Test func validateWithoutFilesIsAUsageError() async throws {
    let result = try await ProcessRunner.storefront(["catalog", "validate"])
    #expect(result.status == 2 && result.stderr.contains("needs FILE"))
    #expect(try await ProcessRunner.storefront(["catalog", "validate", "--strct", demo]).stderr.contains("did you mean --strict?"))
  }

  @Test func diagnosticsCannotSmuggleEscapeSequencesToTheTerminal() async throws {
    let sneaky = try write("sneaky.storekit", Fixture.catalog(products: [Fixture.product("p", type: "\\u001b[31mred")]))
    let result = try await ProcessRunner.storefront(["catalog", "validate", sneaky])
    #expect(!result.stdout.contains("\u{1b}") && result.stdout.contains("\\u{1b}[31mred"))
  }

  // MARK: - show

  @Test func showListsEveryProductWithTypeGroupLevelPeriodOffersNameAndPrice() async throws {
    let result = try await ProcessRunner.storefront(["catalog", "show", demo])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.stdout.contains("11 products, 2 subscription groups, format 4.0"))
    #expect(result.stdout.contains("Consumables:\n  100 Gems  $0.99  [com.example.storefront.gems.100]"))
    #expect(result.stdout.contains("level 3  Basic Monthly  $1.99 / 1 month"))
    #expect(result.stdout.contains("introductory offer: $0.99 every month for 3 months"))
    #expect(result.stdout.contains("promotional offer \"premium.comeback\": $4.99 every month for 3 months"))
  }

  @Test func showUsesTheLocaleAndStorefrontAsked() async throws {
    let result = try await ProcessRunner.storefront(["catalog", "show", demo, "--locale", "zh_CN", "--storefront", "JPN"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("storefront JPN (Japan, JPY), locale zh_CN"))
    #expect(result.stdout.contains("移除广告  JP¥3"))
    let unknown = try await ProcessRunner.storefront(["catalog", "show", demo, "--storefront", "XXX"])
    #expect(unknown.status == 2 && unknown.stderr.contains("--storefront expects an App Store country code"))
  }

  @Test func showJSONIsAStableDocumentedReport() async throws {
    let result = try await ProcessRunner.storefront(["catalog", "show", demo, "--json"])
    #expect(result.status == 0)
    let report = try JSONParser.parse(result.stdout)
    #expect(report.object?.keys == ["diagnostics", "file", "formatVersion", "locale", "products", "storefront", "subscriptionGroups", "valid"])
    #expect(report["valid"]?.bool == true && report["storefront"]?["id"]?.string == "143441")
    let yearly = try #require(report["products"]?.array?.first { $0["id"]?.string == "com.example.storefront.plus.premium.yearly" })
    #expect(yearly["type"]?.string == "autoRenewable" && yearly["level"]?.int == 1 && yearly["period"]?.string == "P1Y")
    #expect(yearly["displayPrice"]?.string == "$79.99" && yearly["price"]?.string == "79.99")
    #expect(yearly["offers"]?.array?.map { $0["kind"]?.string } == ["introductory offer", "offer code"])
  }

  @Test func showOfAnInvalidFileShowsWhatLoadedAndExitsOne() async throws {
    let bad = try write("half.storekit", Fixture.catalog(products: [Fixture.product("good"), Fixture.product("bad", price: "\"x\"")]))
    let result = try await ProcessRunner.storefront(["catalog", "show", bad])
    #expect(result.status == 1)
    #expect(result.stdout.contains("[good]") && !result.stdout.contains("[bad]"))
    #expect(result.stderr.contains("error: products[1].displayPrice: the price \"x\" is not a number"))
  }

  // MARK: - new

  @Test func newWritesAStarterThatValidatesAndRefusesToOverwrite() async throws {
    let path = folder.appendingPathComponent("Products.storekit").path
    let first = try await ProcessRunner.storefront(["catalog", "new", path])
    #expect(first.status == 0 && first.stdout == "wrote \(path)\n")
    #expect(CatalogLoader.load(contentsOf: URL(fileURLWithPath: path)).diagnostics.isEmpty)
    let again = try await ProcessRunner.storefront(["catalog", "new", path])
    #expect(again.status == 1 && again.stderr.contains("already exists; pass --force"))
    #expect(try await ProcessRunner.storefront(["catalog", "new", path, "--force"]).status == 0)
    #expect(try await ProcessRunner.storefront(["catalog", "new", folder.path]).stderr.contains("is a directory"))
  }

  @Test func newWithADashWritesToStandardOutput() async throws {
    let result = try await ProcessRunner.storefront(["catalog", "new", "-"])
    #expect(result.status == 0)
    let loaded = CatalogLoader.load(bytes: Array(result.stdout.utf8))
    #expect(loaded.isValid && loaded.diagnostics.isEmpty)
    #expect(result.stdout.hasPrefix("{\n  \"appPolicies\" : {") && result.stdout.hasSuffix("}\n"))
  }

  // MARK: - help

  @Test(arguments: [["catalog"], ["catalog", "validate"], ["catalog", "show"], ["catalog", "new"]])
  func everyCommandHasHelp(path: [String]) async throws {
    let result = try await ProcessRunner.storefront(path + ["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("storefront \(path.joined(separator: " ")) — "))
    #expect(result.stdout.contains("USAGE: storefront \(path.joined(separator: " "))"))
  }
}
