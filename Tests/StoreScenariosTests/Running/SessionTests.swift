import Foundation
import InterfaceLanguage
import StoreEngine
import TestSupport
import Testing

@testable import StoreScenarios

/// The step model a visible player (`run --tui`) drives: one statement at a time, with the app's
/// model there to render.
@Suite struct SessionTests {
  @Test func aPlayerStepsThroughAScenarioAndWatchesTheModel() async throws {
    let scenario = try ScenarioTesting.load(
      "set ask-to-buy on\nbuy com.example.storefront.themes\napprove last-request\nexpect entitled com.example.storefront.themes\nrestart"
    )
    let folder = try ProjectPaths.temporaryDirectory("session")
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = ScenarioSession(
      sandbox: try ScenarioSession.makeSandbox(for: scenario, at: folder.appendingPathComponent("s.sqlite").path), language: .en)
    #expect(await session.model == nil)
    var results: [StepResult] = []
    for step in scenario.scenario.steps { results.append(await session.perform(step)) }
    #expect(
      results.map(\.description) == [
        "Turn Ask to Buy on", "Buy com.example.storefront.themes in the app",
        "A parent approves the last purchase request",
        "com.example.storefront.themes is entitled", "Restart the app",
      ])
    #expect(results.map(\.outcome.stopsScenario) == [false, false, false, false, false])
    #expect(results.map(\.launchedApp) == [false, true, false, false, true])
    let model = try #require(await session.model)
    #expect(model.currentSnapshot.entitlements["com.example.storefront.themes"] != nil)
    #expect(model.currentSnapshot.purchaseRequests.first?.state == .approved)
    await session.close()
    #expect(await session.model == nil)
  }

  @Test func theSandboxClockIsFrozenAtTheScenarioStart() async throws {
    let scenario = try ScenarioTesting.load("start 2030-06-01T12:00:00Z\nrestore")
    let folder = try ProjectPaths.temporaryDirectory("session")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sandbox = try ScenarioSession.makeSandbox(for: scenario, at: folder.appendingPathComponent("s.sqlite").path)
    #expect(await sandbox.now == ScenarioDate.parse("2030-06-01T12:00:00Z"))
    #expect(await sandbox.currentClock.isPaused)
  }
}
