import Foundation
import TestSupport
import Testing

@testable import StoreScenarios

/// What actions do, and how a statement that cannot be carried out stops the scenario.
@Suite struct ActionTests {
  /// (scenario, the error the last line stops with)
  static let errors: [(String, String)] = [
    ("approve last-request", "There is no purchase request yet."),
    ("decline request 3", "There is no purchase request 3 in this sandbox."),
    (
      "set interrupted-purchases on\nbuy \(gems)\napprove last-request",
      "Request 1 for 100 Gems is an interrupted purchase (resolve it)."
    ),
    (
      "set ask-to-buy on\nbuy \(removeAds)\nresolve last-request",
      "Request 1 for Remove Ads is an Ask to Buy request (approve or decline it)."
    ),
    (
      "set interrupted-purchases on\nbuy \(gems)\nexpire \(gems)",
      "Request 1 for 100 Gems is an interrupted purchase (resolve it)."
    ),
    (
      "set ask-to-buy on\nbuy \(removeAds)\ndecline last-request\napprove last-request",
      "Purchase request 1 is no longer waiting (it was declined)."
    ),
    (
      "refund last",
      "There is no last transaction yet: 'last' means the transaction the most recent operation produced or touched."
    ),
    ("refund \(removeAds)", "There is no Remove Ads transaction yet."),
    ("finish transaction 9", "There is no transaction 9 in this sandbox."),
    ("buy \(removeAds)\nrefund last\nrefund last", "Transaction 1 is already refunded or revoked."),
    ("buy \(removeAds)\ndelete last\nrefund last", "The last transaction (1) no longer exists."),
    (
      "advance 1d\nadvance to 2026-01-01",
      "The clock cannot go back: it reads 2026-01-02 00:00, after 2026-01-01 00:00."
    ),
    (
      "subscription cancel \"Cloud Storage\"",
      "No subscription group or subscription product is called 'Cloud Storage', or it was never bought."
    ),
  ]

  @Test(arguments: errors)
  func aStatementThatCannotBeCarriedOutStopsTheScenario(_ text: String, _ message: String) async throws {
    let (report, output) = try await ScenarioTesting.run(text + "\nexpect transactions 0")
    let failure = try #require(report.failure)
    #expect(failure.outcome == .error(message))
    #expect(failure.step.line == text.split(separator: "\n").count)
    #expect(report.notRun.count == 1)
    #expect(output.contains("test.scenario:\(failure.step.line): error: \(message)"))
  }

  @Test func theAppLaunchesAtTheFirstStatementThatNeedsIt() async throws {
    let (report, _) = try await ScenarioTesting.run(
      """
      fault load-products networkError
      buy \(themes) from another-device
      expect products failed networkError
      expect updates 1 \(themes)
      restart
      expect products failed
      """)
    #expect(report.passed)
    #expect(report.results.map(\.launchedApp) == [false, false, true, false, true, false])
    #expect(report.results[2].details.first == "launched the app (app-launch-1)")
    #expect(report.results[2].details.contains("launch replay → #1 \(themes) · Non-Consumable · 2026-01-01 00:00 · 1.99 USD · verified"))
    #expect(report.results[4].details.first == "launched the app (app-launch-2)")
  }

  @Test func resetEmptiesTheAccountRestoresTheCatalogSettingsAndRelaunches() async throws {
    try await ScenarioTesting.expectPass(
      """
      buy \(removeAds)
      set ask-to-buy on
      fault purchase networkError
      advance 3d
      reset
      expect entitlements none
      expect transactions 0
      expect now 2026-01-01
      buy \(themes)
      expect result purchased
      expect transaction last product \(themes)
      """)
  }

  @Test func purchasesElsewhereAreResultsAndArriveOnUpdates() async throws {
    try await ScenarioTesting.expectPass(
      """
      buy \(removeAds) from app-store
      expect result purchased
      buy \(removeAds) from another-device
      expect result purchased
      expect transactions 1
      fault purchase productUnavailable
      buy \(themes) from another-device
      expect result failed productUnavailable
      expect updates 1 \(removeAds)
      """)
  }

  @Test func approvalsAreNotTheAppsResult() async throws {
    try await ScenarioTesting.expectPass(
      """
      set ask-to-buy on
      cancel \(themes)
      buy \(removeAds) from another-device
      approve last-request
      expect result pending
      """)
  }

  @Test func theTimeRateShortensPeriodsOnTheFrozenClock() async throws {
    try await ScenarioTesting.expectPass(
      """
      set time-rate 1004
      buy \(cloud)
      expect transaction last expires 2026-01-01T00:00:10Z
      advance 35s
      expect transactions 4
      expect now 2026-01-01T00:00:35Z
      """)
  }

  @Test func advanceNextEventWithNothingScheduledSaysSo() async throws {
    let (report, _) = try await ScenarioTesting.run("advance next-event\nexpect now 2026-01-01")
    #expect(report.results.first?.outcome == .done("Nothing is scheduled; the clock did not move."))
    #expect(report.passed)
  }

  @Test func revokeDeleteAndFinishActOnTheTransactionNamed() async throws {
    try await ScenarioTesting.expectPass(
      """
      buy \(removeAds)
      buy \(themes) no-finish
      revoke \(removeAds)
      expect transaction \(removeAds) revoked
      expect not entitled \(removeAds)
      finish transaction 2
      expect unfinished 0
      delete \(themes)
      expect transactions 1
      expect not entitled \(themes)
      """)
  }

  @Test func verboseRunsShowWhatHappenedUnderneath() async throws {
    let (_, output) = try await ScenarioTesting.run("buy \(themes) from another-device\nrestore", verbose: true)
    #expect(output.contains("        · launched the app (app-launch-1)"))
    #expect(output.contains("        · launch replay → #1 \(themes) · Non-Consumable · 2026-01-01 00:00 · 1.99 USD · verified"))
    #expect(output.contains("        · app log: AppStore.sync() succeeded; 1 current entitlement"))
    let quiet = try await ScenarioTesting.run("restore").output
    #expect(!quiet.contains { $0.contains("·  ") || $0.hasPrefix("        ·") })
  }

  @Test func theSameScenarioRunsTheSameWayTwice() async throws {
    let text = try String(
      contentsOf: ProjectPaths.catalogs.appendingPathComponent("scenarios/grace-period-recovery.scenario"),
      encoding: .utf8)
    let first = try await ScenarioTesting.run(text, verbose: true).output
    let second = try await ScenarioTesting.run(text, verbose: true).output
    #expect(first == second)
    #expect(first.count > 20)
  }
}
