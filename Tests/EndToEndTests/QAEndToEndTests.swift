import Foundation
import TestSupport
import Testing

/// The QA console through the real binary in tmux: the QA panel and the transactions view drive an Ask to Buy
/// approval and a refund while the storefront's owned marks follow; `run --tui` plays a shipped scenario; and a
/// session recorded with `--record` replays with `storefront run`.
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct QAEndToEndTests {
  /// Turns Ask to Buy on in the QA panel, asks to buy Theme Pack, and approves the request from the QA panel.
  static func approveThemePackFromTheQAPanel(_ tmux: Tmux) async throws {
    try await tmux.waitFor("▶   100 Gems", timeout: .seconds(20))
    try tmux.send("3")
    try await tmux.waitFor("┌ QA panel")
    try tmux.send("Enter")
    try await tmux.waitFor("QA: Ask to Buy")
    try tmux.send("1", "Down", "Down", "Down")
    try await tmux.waitFor("▶   Theme Pack")
    try tmux.send("b")
    try await tmux.waitFor("[ Cancel ]")
    try tmux.send("y")
    try await tmux.waitFor("Waiting for approval")
    try tmux.send("Enter")
    try await tmux.waitFor("▶ … Theme Pack")
    try tmux.send("3")
    try await tmux.waitFor("Approve Theme Pack")
    try tmux.send("Down", "Down", "Down")
    try await tmux.waitFor("▶ Approve Theme Pack")
    try tmux.send("Enter")
    try tmux.send("1")
    try await tmux.waitFor("▶ ✓ Theme Pack")
  }

  @Test(.timeLimit(.minutes(1))) func theQAPanelApprovesAskToBuyAndARefundTakesTheOwnedMarkAway() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start()
    try await Self.approveThemePackFromTheQAPanel(session.tmux)
    try session.tmux.send("2")
    let history = try await session.tmux.waitFor("approved")
    #expect(history.contains("▶ #1      Theme Pack") && history.contains("req 1   Theme Pack"))
    try session.tmux.send("r")
    try await session.tmux.waitFor("Refund transaction 1?")
    try session.tmux.send("y")
    try await session.tmux.waitFor("refunded")
    try session.tmux.send("1")
    let after = try await session.tmux.waitUntil("the owned mark gone") {
      $0.contains("▶   Theme Pack") && !$0.contains("✓ Theme Pack")
    }
    #expect(after.contains("QA: Ask to Buy"))
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  @Test(.timeLimit(.minutes(1))) func runTUIPlaysAShippedScenarioToItsSummary() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    let scenario = ProjectPaths.catalogs.appendingPathComponent("scenarios/ask-to-buy-approve.scenario").path
    try await session.start("run --tui '\(scenario)' --pace 0", cols: 100, rows: 30, sandboxed: false)
    let done = try await session.tmux.waitFor("Scenario passed", timeout: .seconds(30))
    #expect(done.contains("✓ Theme Pack") && done.contains("passed: 13 statements"))
    try session.tmux.send("Enter")
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
    let printed = try session.tmux.screenWithHistory()
    #expect(printed.contains("ask-to-buy-approve.scenario passed: 13 statements, 10 expectations"))
  }

  @Test(.timeLimit(.minutes(1))) func aRecordedSessionReplaysWithStorefrontRun() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    let file = session.directory.appendingPathComponent("walk.scenario").path
    try await session.start("--record '\(file)'")
    try await Self.approveThemePackFromTheQAPanel(session.tmux)
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
    let printed = try session.tmux.screenWithHistory().replacingOccurrences(of: "\n", with: "")
    #expect(printed.contains("replay it with: storefront run \(file)"))
    let replay = try await ProcessRunner.storefront(["run", file])
    #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    #expect(replay.stdout.contains("✓ Exactly com.example.storefront.themes is entitled"))
  }

  @Test(.timeLimit(.minutes(1))) func aRecordingIsWrittenWhenTheStorefrontIsTerminated() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    let file = session.directory.appendingPathComponent("terminated.scenario").path
    try await session.start("--record '\(file)'")
    try await session.tmux.waitFor("▶   100 Gems", timeout: .seconds(20))
    try session.tmux.send("Down", "Down", "b")
    try await session.tmux.waitFor("[ Cancel ]")
    try session.tmux.send("y")
    try await session.tmux.waitFor("Purchase complete")
    kill(try await session.processID(), SIGTERM)
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("buy com.example.storefront.removeads\n"))
    #expect(try await ProcessRunner.storefront(["run", file]).status == 0)
  }

  @Test func recordingRefusesASandboxWithHistory() async throws {
    let folder = try ProjectPaths.temporaryDirectory("record-refused")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sandbox = folder.appendingPathComponent("used.sqlite").path
    _ = try await ProcessRunner.storefront(["buy", "com.example.storefront.removeads", "--sandbox", sandbox])
    let result = try await ProcessRunner.storefront(
      ["--record", folder.appendingPathComponent("walk.scenario").path, "--sandbox", sandbox])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--record starts on an empty sandbox"))
  }
}
