import Foundation
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
      "refund-declined",
    ]
    #expect(Set(checklist).subtracting(names).isEmpty)
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
