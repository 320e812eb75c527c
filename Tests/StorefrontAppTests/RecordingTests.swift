import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios
import TerminalUI
import TestSupport
import Testing

@testable import StorefrontApp

/// `--record`: a manual session, driven key by key on the in-memory terminal against a real sandbox, is written
/// as a scenario on quit, and the scenario replays headless to the same final state.
@Suite(.serialized) struct RecordingTests {
  static let gems = "com.example.storefront.gems.100"
  static let removeAds = "com.example.storefront.removeads"
  static let themes = "com.example.storefront.themes"

  @Test(.timeLimit(.minutes(3))) func aRecordedSessionReplaysToTheSameFinalState() async throws {
    let folder = try ProjectPaths.temporaryDirectory("app-record")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("walk.scenario")
    let recording = SessionRecording(file: file, catalog: try #require(CatalogLocator.catalog(named: "demo")))
    let app = try ProgramTests.Running(catalog: ProgramTests.demo, recording: recording)
    try await app.waitFor("▶   100 Gems")
    app.terminal.press(.character("+"), .character("b"), .character("y"))
    try await app.waitFor("Purchase complete")
    app.terminal.press(.enter, .character("u"))
    try await app.waitFor("100 Gems ×1")
    app.terminal.press(.down, .down, .character("b"), .character("y"))
    try await app.waitFor("Remove Ads is unlocked")
    app.terminal.press(.enter, .character("3"), .enter)
    try await app.waitFor("QA: Ask to Buy")
    app.terminal.press(.character("1"), .down, .character("b"), .character("y"))
    try await app.waitFor("Waiting for approval")
    app.terminal.press(.enter, .character("2"), .home, .character("a"))
    try await app.waitFor("approved")
    app.terminal.press(.character("1"))
    try await app.waitFor("finish(#3)")
    app.terminal.press(.character("2"), .home, .character("r"), .character("y"))
    try await app.waitFor("refunded")
    let (final, closing) = await app.quitSaving()
    #expect(final.isFinished)
    #expect(closing?.hasSuffix("statements to \(file.path); replay it with: storefront run \(file.path)") == true)
    let text = try String(contentsOf: file, encoding: .utf8)
    let statements = text.split(separator: "\n").map(String.init).filter {
      !$0.hasPrefix("advance") && !$0.hasPrefix("#") && !$0.hasPrefix("start")
    }
    #expect(
      statements == [
        "catalog demo", "buy \(Self.gems) quantity 2", "consume \(Self.gems)", "buy \(Self.removeAds)",
        "set ask-to-buy on", "buy \(Self.themes)", "approve \(Self.themes)", "refund \(Self.themes)",
        "expect entitlements \(Self.removeAds)", "expect balance \(Self.gems) 1", "expect unfinished 0",
      ])
    let scenario = try ScenarioLoader.load(contentsOf: file).get()
    let report = await ScenarioRunner(language: .en).run(scenario)
    #expect(report.passed, "\(report.failure.map { "\($0.step.source): \($0.outcome)" } ?? "")")
  }

  @Test func aCatalogIsNamedAsTheScenarioWillFindIt() throws {
    let folder = URL(fileURLWithPath: "/tmp/walks")
    let shipped = try #require(ShippedCatalog.named("demo"))
    #expect(SessionRecording.reference(to: .shipped(shipped), from: folder) == .shipped("demo"))
    let named = CatalogSource.named("donation", URL(fileURLWithPath: "/srv/catalogs/donation.storekit"))
    #expect(SessionRecording.reference(to: named, from: folder) == .shipped("donation"))
    let mine = URL(fileURLWithPath: "/tmp/walks/shop/MyApp.storekit")
    #expect(SessionRecording.reference(to: .file(mine), from: folder) == .file("shop/MyApp.storekit"))
    let beside = URL(fileURLWithPath: "/tmp/walks/catalog.json")
    #expect(SessionRecording.reference(to: .file(beside), from: folder) == .file("./catalog.json"))
    let elsewhere = URL(fileURLWithPath: "/srv/MyApp.storekit")
    #expect(SessionRecording.reference(to: .file(elsewhere), from: folder) == .file("/srv/MyApp.storekit"))
  }
}
