import Foundation
import TestSupport
import Testing

/// The interface language in the real binary, in tmux: `LANG=zh_CN.UTF-8` on a machine without that locale (this
/// one has only C.UTF-8) shows the renderer's Chinese words in the purchase result dialog, drawn whole — ncurses
/// still gets a UTF-8 LC_CTYPE — and the terminal is restored; `LANG=C.UTF-8` shows English; `--language` overrides
/// the environment.
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct LanguageEndToEndTests {
  /// Buys 100 Gems through the confirmation sheet and returns the screen once `title` shows.
  private func buyGems(_ session: StorefrontSession, waitingFor title: String) async throws -> String {
    try await session.tmux.waitFor("▶   100 Gems", timeout: .seconds(20))
    try session.tmux.send("b")
    try await session.tmux.waitFor("[ Cancel ]")
    try session.tmux.send("y")
    return try await session.tmux.waitFor(title)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(80, 24), (200, 60)])
  func anUninstalledChineseLocaleShowsChineseWords(_ size: (cols: Int, rows: Int)) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start(cols: size.cols, rows: size.rows, environment: "LANG=zh_CN.UTF-8")
    let screen = try await buyGems(session, waitingFor: "购买成功")
    #expect(screen.contains("已将 1 × 100 Gems 加入余额。"), "\(screen)")
    #expect(!screen.contains("Purchase complete"))
    #expect(!screen.contains("\u{FFFD}") && !screen.contains("M-"), "the Chinese is drawn whole: \(screen)")
    try session.tmux.send("Enter")
    try await session.tmux.waitUntil("the dialog closed") { !$0.contains("购买成功") }
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  @Test(.timeLimit(.minutes(1))) func theCLocaleShowsEnglish() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start(environment: "LANG=C.UTF-8")
    let screen = try await buyGems(session, waitingFor: "Purchase complete")
    #expect(screen.contains("Added 1 × 100 Gems to the balance."))
    #expect(!screen.contains("购买成功"))
    try session.tmux.send("Enter", "q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  @Test(.timeLimit(.minutes(1))) func theLanguageOptionOverridesTheEnvironment() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start("--language en", environment: "LC_ALL=zh_CN.UTF-8")
    let screen = try await buyGems(session, waitingFor: "Purchase complete")
    #expect(!screen.contains("购买成功"))
    try session.tmux.send("Enter", "q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }
}
