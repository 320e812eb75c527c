import Foundation
import StoreCatalog
import TestSupport
import Testing

@testable import StoreScenarios

/// The scenarios shipped in catalogs/scenarios all pass, and each says what it checks.
@Suite struct ShippedScenarioTests {
  @Test func thereIsOneScenarioPerChecklistItem() {
    let names = Set(ScenarioTesting.shippedScenarios.map { $0.deletingPathExtension().lastPathComponent })
    let checklist = [
      "first-purchase", "cancel-at-confirmation-sheet", "restore-on-new-device", "refund", "ask-to-buy-approve",
      "ask-to-buy-decline", "ask-to-buy-expires", "interrupted-purchase", "network-error-on-product-load",
      "verification-failure",
      "consumable-bought-twice-before-finish", "subscription-renews", "subscription-lapses", "billing-retry-expiry",
      "grace-period-recovery", "upgrade", "downgrade", "crossgrade", "intro-offer-eligibility", "promotional-offer",
      "offer-code",
      "win-back", "storefront-change", "app-restart-unfinished", "purchase-on-another-device", "family-sharing",
      "family-billing-failure",
      "refund-declined",
    ]
    #expect(Set(checklist).subtracting(names).isEmpty)
  }

  /// The binary carries every file of catalogs/scenarios, byte for byte, under the file's name without `.scenario`.
  @Test func everyShippedScenarioIsBuiltInAsItsFileReads() throws {
    let files = ScenarioTesting.shippedScenarios
    #expect(ShippedScenario.all.map(\.file.fileName).sorted() == files.map(\.lastPathComponent).sorted())
    for file in files {
      let name = file.deletingPathExtension().lastPathComponent
      let shipped = try #require(ShippedScenario.named(name), "\(name) is not built in")
      #expect(shipped.file.text == (try String(contentsOf: file, encoding: .utf8)), "\(name)")
    }
  }

  /// A command line names a scenario as a scenario's `catalog` statement names a catalog: a bare word is a shipped
  /// scenario's name, a word with a `/` or ending in `.scenario` a file; a word that is neither is refused.
  @Test func aBareWordNamesAShippedScenarioAndAPathNamesAFile() throws {
    let named = try ScenarioLoader.load(named: "refund").get()
    #expect(named.file == "refund" && named.catalogName == "demo")
    let path = try #require(ScenarioTesting.shippedScenarios.first { $0.lastPathComponent == "refund.scenario" })
    #expect(try ScenarioLoader.load(named: path.path).get().scenario == named.scenario)
    guard case .failure(let unknown) = ScenarioLoader.load(named: "refnud") else {
      Issue.record("an unknown name loaded")
      return
    }
    #expect(unknown.description.contains("neither a shipped scenario's name nor a file"))
    guard case .failure(let missing) = ScenarioLoader.load(named: "refund-typo.scenario") else {
      Issue.record("a missing file loaded")
      return
    }
    #expect(missing.description.contains("no such file"))
  }

  @Test(arguments: ScenarioTesting.shippedScenarios)
  func passes(_ file: URL) async throws {
    guard case .success(let scenario) = ScenarioLoader.load(contentsOf: file, file: file.lastPathComponent) else {
      Issue.record("\(file.lastPathComponent) does not load")
      return
    }
    let (report, output) = await ScenarioTesting.run(scenario)
    #expect(report.passed, "\(output.joined(separator: "\n"))")
    #expect(report.expectationsPassed >= 5)
  }

  @Test(arguments: ScenarioTesting.shippedScenarios)
  func opensWithACommentSayingWhatItChecksAndWhy(_ file: URL) throws {
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    let header = lines.prefix { $0.hasPrefix("#") }
    #expect(header.count >= 3, "\(file.lastPathComponent) needs a header comment: what it checks and why QA cares")
    #expect(lines.contains("catalog demo"))
  }

  @Test(arguments: ScenarioTesting.shippedScenarios)
  func everyStatementWritesBackToItself(_ file: URL) throws {
    let scenario = try ScenarioParser.parse(try String(contentsOf: file, encoding: .utf8)).get()
    for step in scenario.steps {
      #expect(
        ScenarioTesting.statement(StatementFormatter.line(step.statement)) == step.statement,
        "\(file.lastPathComponent):\(step.line)")
    }
  }
}
