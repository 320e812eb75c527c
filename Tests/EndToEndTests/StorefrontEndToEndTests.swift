import Foundation
import TestSupport
import Testing

/// The real binary in tmux at 80×24 and 160×48: browse, buy with the confirmation sheet, cancel, restore, resize
/// while the busy overlay shows, quit with q and with Ctrl-C — each time the terminal is restored and the shell
/// still echoes.
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct StorefrontEndToEndTests {
  @Test(.timeLimit(.minutes(1))) func browseTheDemoCatalogAndQuitWithQ() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start()
    try await session.tmux.waitFor("▶   100 Gems")
    try session.tmux.send("Down", "Down", "Down")
    let screen = try await session.tmux.waitFor("▶   Theme Pack")
    #expect(screen.contains("Six extra colour themes."))
    #expect(screen.contains("┌ Event log: what the app saw"))
    #expect(screen.contains("? help  q quit"))
    try session.tmux.send("?")
    try await session.tmux.waitFor("┌ Keys")
    try session.tmux.send("Escape")
    try await session.tmux.waitUntil("help closed") { !$0.contains("┌ Keys") }
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  @Test(.timeLimit(.minutes(1))) func buyWithTheConfirmationSheetAt160x48AndQuitWithCtrlC() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start(cols: 160, rows: 48)
    try await session.tmux.waitFor("▶   100 Gems")
    try session.tmux.send("+", "b")
    try await session.tmux.waitFor("Confirm purchase · App Store")
    try await session.tmux.waitFor("[ Buy 2 for $1.98 ]")
    try session.tmux.send("Tab")
    try session.tmux.send("Enter")
    let done = try await session.tmux.waitFor("Purchase complete")
    #expect(done.contains("Added 2 × 100 Gems to the balance."))
    try session.tmux.send("Enter")
    let after = try await session.tmux.waitFor("100 Gems ×2")
    #expect(after.contains("delivered com.example.storefront.gems.100 #1: added 2 to the balance"))
    try session.tmux.send("C-c")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  @Test(.timeLimit(.minutes(1))) func cancelIsTheUserCancelledPath() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start()
    try await session.tmux.waitFor("▶   100 Gems")
    try session.tmux.send("Down", "Down", "b")
    try await session.tmux.waitFor("[ Cancel ]")
    try session.tmux.send("Enter")
    let screen = try await session.tmux.waitFor("Purchase cancelled: the app got .userCancelled")
    #expect(screen.contains("purchase(com.example.storefront.removeads) →") && screen.contains(".userCancelled"))
    #expect(!screen.contains("✓ Remove Ads"))
    try session.tmux.send("q")
    #expect(try await session.finished().restored)
  }

  @Test(.timeLimit(.minutes(1))) func restoreFindsWhatWasBoughtBefore() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.prepare("buy com.example.storefront.removeads")
    try await session.start()
    try await session.tmux.waitFor("✓ Remove Ads")
    try session.tmux.send("r")
    // The toast and the event log line are drawn from the same snapshot or the next one: wait for both.
    _ = try await session.tmux.waitUntil("the restore result and its log line") { screen in
      screen.contains("Restored 1 purchase") && screen.contains("AppStore.sync() succeeded; 1 current entitlement")
    }
    try session.tmux.send("q")
    #expect(try await session.finished().restored)
  }

  @Test(.timeLimit(.minutes(1))) func resizingWhileTheOverlayShowsLeavesNoArtefacts() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.startBuyingGemsSlowly(latency: 4)
    try session.tmux.resize(cols: 100, rows: 30)
    let wide = try await session.tmux.waitUntil("the overlay redrawn at 100×30") {
      $0.contains("Purchasing 100 Gems…") && Self.framedWidth($0) == 100
    }
    Self.expectWhole(wide, width: 100)
    try session.tmux.resize(cols: 40, rows: 10)
    try await session.tmux.waitFor("Terminal too small: 40×10")
    try session.tmux.resize(cols: 80, rows: 24)
    let done = try await session.tmux.waitUntil("the result at 80×24", timeout: .seconds(20)) {
      $0.contains("Purchase complete") && Self.framedWidth($0) == 80
    }
    Self.expectWhole(done, width: 80)
    try session.tmux.send("Enter")
    try await session.tmux.waitFor("100 Gems ×1")
    try session.tmux.send("q")
    #expect(try await session.finished().restored)
  }

  @Test(.timeLimit(.minutes(1))) func sigtermDuringAPurchaseQuitsCleanlyAndLosesNothing() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.startBuyingGemsSlowly(latency: 2)
    kill(try await session.processID(), SIGTERM)
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
    let ledger = try await ProcessRunner.storefront(["transactions", "--sandbox", session.sandbox])
    let transactions = ledger.stdout.split(separator: "\n").filter { $0.hasPrefix("#") }
    #expect(ledger.status == 0 && transactions.count <= 1, "charged at most once:\n\(ledger.stdout)")
  }

  @Test func withoutATerminalItSaysWhatToUseInsteadAndExits2() async throws {
    let result = try await ProcessRunner.storefront([], environment: ["TERM": "xterm-256color"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("standard input is not one"))
    #expect(result.stderr.contains("storefront buy PRODUCT"))
    #expect(result.stdout.isEmpty)
  }

  @Test(.timeLimit(.minutes(1))) func aDumbTerminalIsRefusedWithTheSameHint() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start(cols: 200, environment: "TERM=dumb")
    let end = try await session.finished()
    let screen = try session.tmux.screenWithHistory()
    #expect(screen.contains("TERM is \"dumb\"") && screen.contains("storefront buy PRODUCT"))
    #expect(end.status == 2 && end.restored)
  }

  /// How wide the product pane's top border row is: the width the storefront last drew for.
  static func framedWidth(_ screen: String) -> Int? {
    screen.split(separator: "\n").first { $0.hasPrefix("┌ Products") }?.count
  }

  /// Every row of a pane `width` wide: the frame's borders whole, nothing left over from a larger size.
  static func expectWhole(_ screen: String, width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.allSatisfy { $0.count <= width }, sourceLocation: sourceLocation)
    let framed = rows.filter { $0.hasPrefix("┌ Products") || $0.hasPrefix("└") }
    #expect(!framed.isEmpty, sourceLocation: sourceLocation)
    for row in framed {
      #expect(
        row.count == width && (row.hasSuffix("┐") || row.hasSuffix("┘")), "\(row)", sourceLocation: sourceLocation)
    }
  }
}
