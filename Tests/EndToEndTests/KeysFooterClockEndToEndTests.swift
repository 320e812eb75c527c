import Foundation
import TestSupport
import Testing

/// Issue 15's keys, footer, help and moving clock, and issue 13's clock drift in the header, through the real binary
/// in tmux at 80×24 and 200×60: `j` `k` in a picker until a filter is typed, a footer without Buy on an owned
/// non-consumable, help's legend of the marks, the header saying the sandbox is ahead, and the header clock's
/// seconds moving at a fast time rate with no key pressed.
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct KeysFooterClockEndToEndTests {
  static func footer(_ screen: String) -> String {
    String(screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "")
  }

  static func header(_ screen: String) -> String {
    String(screen.split(separator: "\n").first ?? "")
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(80, 24), (200, 60)])
  func jAndKMoveInAPickerUntilAFilterIsTyped(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start(cols: cols, rows: rows)
    try await session.tmux.waitFor("▶   100 Gems")
    try session.tmux.send("3")
    try await session.tmux.waitFor("▶ Ask to Buy")
    try session.tmux.send("Down", "Down")
    try await session.tmux.waitFor("▶ Buy on another device")
    try session.tmux.send("Enter")
    try await session.tmux.waitFor("j k move")
    try session.tmux.send("j")
    let moved = try await session.tmux.waitFor("▶ 550 Gems")
    #expect(moved.contains("j k move"), "j moved and typed nothing")
    try session.tmux.send("k")
    try await session.tmux.waitFor("▶ 100 Gems")
    try session.tmux.send("/")
    try await session.tmux.waitFor("Filter:")
    try session.tmux.type("pj")
    let typed = try await session.tmux.waitFor("Filter: pj")
    #expect(typed.contains("Nothing matches"), "j typed a letter once the filter started")
    try session.tmux.send("Escape")
    try await LivingInItEndToEndTests.pastTheEscapeDelay()
    try await session.tmux.waitFor("j k move")
    try session.tmux.send("Escape")
    try await LivingInItEndToEndTests.pastTheEscapeDelay()
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(80, 24), (200, 60)])
  func theFooterDropsBuyOnceANonConsumableIsOwnedAndHelpExplainsTheMarks(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start(cols: cols, rows: rows)
    try await session.tmux.waitFor("▶   100 Gems")
    try session.tmux.send("Down", "Down")
    let before = try await session.tmux.waitFor("▶   Remove Ads")
    #expect(Self.footer(before).contains("b buy"), Comment(rawValue: Self.footer(before)))
    try session.tmux.send("b")
    try await session.tmux.waitFor("[ Cancel ]")
    try session.tmux.send("y")
    try await session.tmux.waitFor("Purchase complete")
    try session.tmux.send("Enter")
    let owned = try await session.tmux.waitUntil("the dialog closed on an owned Remove Ads") {
      $0.contains("▶ ✓ Remove Ads") && Self.footer($0).contains("? help")
    }
    #expect(!Self.footer(owned).contains("b buy") && Self.footer(owned).contains("r restore"), Comment(rawValue: Self.footer(owned)))
    try session.tmux.send("?")
    try await session.tmux.waitFor("Keys")
    try session.tmux.send("PageDown", "PageDown", "PageDown", "PageDown")
    let legend = try await session.tmux.waitFor("Marks")
    #expect(legend.contains("owned or subscribed"), "\(legend)")
    #expect(!legend.contains("the diagnostics"), "the demo catalog has no diagnostics tab")
    try session.tmux.send("q")
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(80, 24), (200, 60)])
  func theHeaderSaysTheSandboxIsAheadAndItsSecondsMoveAtAFastRate(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.prepare("clock rate 15")
    try await session.prepare("clock advance 3d")
    try await session.start(cols: cols, rows: rows)
    let first = try await session.tmux.waitFor("▶   100 Gems")
    let header = Self.header(first)
    #expect(header.contains("3d ahead"), "\(header)")
    let seconds = try #require(header.firstMatch(of: /\d\d:\d\d:(\d\d)/).map { String($0.1) }, "\(header)")
    let later = try await session.tmux.waitUntil("the header's seconds moved with no key pressed") {
      guard let now = Self.header($0).firstMatch(of: /\d\d:\d\d:(\d\d)/) else { return false }
      return String(now.1) != seconds
    }
    #expect(Self.header(later).contains("3d ahead"))
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }
}
