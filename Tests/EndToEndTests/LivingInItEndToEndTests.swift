import Foundation
import TestSupport
import Testing

/// Issue 15's "Living in it", through the real binary in tmux at 80×24 and 200×60: what the header keeps when the
/// catalog's name is long, `● REC FILE` while a session is recorded, Esc on the transactions and QA tabs, and
/// Home, End, PgDn and Alt sent as the raw bytes terminals send.
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct LivingInItEndToEndTests {
  static let longName = "20_comexbackkid_LeftPocket_StoreKitConfiguration.storekit"
  /// Esc with nothing to close shows nothing to wait for; the next key must come later than the escape delay
  /// (25 ms), or the two are read as one Alt combination, as a terminal sends them.
  static func pastTheEscapeDelay() async throws { try await Task.sleep(for: .milliseconds(300)) }

  static var longCatalog: URL? { ProjectPaths.storekitCorpus?.appendingPathComponent(longName) }

  @Test(
    .timeLimit(.minutes(1)), .enabled(if: longCatalog != nil, Comment(rawValue: ProjectPaths.sharedMissingReason)),
    arguments: [(80, 24), (200, 60)])
  func aLongCatalogNameIsShortenedBeforeTheStorefrontLocaleAndClockGo(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    let catalog = try #require(Self.longCatalog)
    try await session.start("--catalog '\(catalog.path)'", cols: cols, rows: rows)
    let screen = try await session.tmux.waitUntil("the header shows the storefront") {
      $0.split(separator: "\n").first?.contains("USA") == true
    }
    let header = String(screen.split(separator: "\n").first ?? "")
    #expect(header.contains("en_US") && header.contains(/\d\d:\d\d/), "the locale and the clock stay: \(header)")
    if cols == 80 {
      #expect(header.contains("20_comexbackkid…"), "the name is shortened with …: \(header)")
    } else {
      #expect(header.contains(Self.longName), "at 200 columns the whole name fits: \(header)")
    }
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(80, 24), (200, 60)])
  func theHeaderSaysASessionIsRecorded(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    let file = session.directory.appendingPathComponent("walk.scenario").path
    try await session.start("--record '\(file)'", cols: cols, rows: rows, sandboxed: false)
    let screen = try await session.tmux.waitFor("▶   100 Gems")
    let header = String(screen.split(separator: "\n").first ?? "")
    #expect(header.contains("● REC walk.scenario"), "\(header)")
    #expect(header.contains("USA"), "the storefront still shows: \(header)")
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
    #expect(FileManager.default.fileExists(atPath: file), "the recording is written on quit")
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(80, 24), (200, 60)])
  func escOnTheTransactionsAndQATabsStaysThere(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start(cols: cols, rows: rows)
    try await session.tmux.waitFor("▶   100 Gems")
    try session.tmux.send("2")
    try await session.tmux.waitFor("No transactions yet")
    try session.tmux.send("Escape")
    try await Self.pastTheEscapeDelay()
    try session.tmux.send("3")
    let qa = try await session.tmux.waitFor("Ask to Buy")
    #expect(!qa.contains("▶   100 Gems"), "Esc on the transactions tab did not go back to the storefront")
    try session.tmux.send("Escape")
    try await Self.pastTheEscapeDelay()
    try session.tmux.send("Down")
    let moved = try await session.tmux.waitUntil("the QA panel's selection moved") { !$0.contains("▶ Ask to Buy") }
    #expect(!moved.contains("▶   100 Gems"), "Esc on the QA tab stays there")
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(80, 24), (200, 60)])
  func homeEndAndPageKeysArriveAsKeysFromTheirRawSequences(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start(cols: cols, rows: rows)
    try await session.tmux.waitFor("▶   100 Gems")
    try session.tmux.type("\u{1B}[F")  // End as xterm sends it, which tmux-256color's terminfo does not list
    try await session.tmux.waitFor("▶   Season Pass")
    try session.tmux.type("\u{1B}[H")  // Home
    try await session.tmux.waitFor("▶   100 Gems")
    try session.tmux.type("\u{1B}OF")  // End in application mode
    try await session.tmux.waitFor("▶   Season Pass")
    try session.tmux.type("\u{1B}[7~")  // Home as rxvt sends it
    let home = try await session.tmux.waitFor("▶   100 Gems")
    #expect(!home.contains("[ Cancel ]"), "no letter of a sequence was taken as a key")
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(80, 24), (200, 60)])
  func altCombinationsAreNotEscFollowedByALetter(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start(cols: cols, rows: rows)
    try await session.tmux.waitFor("▶   100 Gems")
    try session.tmux.send("M-b")  // Esc and b in one write: before, Esc did nothing here and b opened the sheet
    try session.tmux.send("Down")
    let screen = try await session.tmux.waitUntil("Down moved the selection, or a sheet opened") {
      $0.contains("▶   550 Gems") || $0.contains("[ Cancel ]")
    }
    #expect(!screen.contains("[ Cancel ]"), "Alt-b is not b: no purchase sheet")
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(80, 24), (200, 60)])
  func aCleanQuitLeavesNoWALOrSHMFileBesideTheSandbox(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start(cols: cols, rows: rows)
    try await session.tmux.waitFor("▶   100 Gems")
    try session.tmux.send("b")
    try await session.tmux.waitFor("[ Cancel ]")
    try session.tmux.send("y")
    try await session.tmux.waitFor("Purchase complete")
    let files = { try FileManager.default.contentsOfDirectory(atPath: session.directory.path) }
    #expect(try files().contains("sandbox.sqlite-wal"), "while it runs the ledger writes ahead")
    try session.tmux.send("Enter")
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
    let left = try files().filter { $0.hasPrefix("sandbox.sqlite") }
    #expect(left == ["sandbox.sqlite"], "the quit checkpointed the ledger: \(left)")
  }
}

