import Foundation
import TestSupport
import Testing

/// The interface language in the real binary, in tmux: `LANG=zh_CN.UTF-8` on a machine without that locale (this
/// one has only C.UTF-8) shows the renderer's Chinese words in the purchase result dialog, drawn whole — ncurses
/// still gets a UTF-8 LC_CTYPE — and the terminal is restored; `LANG=C.UTF-8` shows English; `--language` overrides
/// the environment. With no `--locale`, the Chinese storefront lists the demo catalog's `zh_Hans` names (100 颗宝石).
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct LanguageEndToEndTests {
  /// Buys 100 Gems (listed as `name`) through the confirmation sheet, whose Cancel button is in the interface
  /// language, and returns the screen once `title` shows.
  private func buyGems(
    _ session: StorefrontSession, named name: String = "100 Gems", cancel: String, waitingFor title: String
  ) async throws -> String {
    try await session.tmux.waitFor("▶   \(name)", timeout: .seconds(20))
    try session.tmux.send("b")
    try await session.tmux.waitFor("[ \(cancel) ]")
    try session.tmux.send("y")
    return try await session.tmux.waitFor(title)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(80, 24), (200, 60)])
  func anUninstalledChineseLocaleShowsChineseWords(_ size: (cols: Int, rows: Int)) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start(cols: size.cols, rows: size.rows, environment: "LANG=zh_CN.UTF-8")
    let screen = try await buyGems(session, named: "100 颗宝石", cancel: "取消", waitingFor: "购买成功")
    #expect(screen.contains("余额已增加 1 × 100 颗宝石。"), "\(screen)")
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
    let screen = try await buyGems(session, cancel: "Cancel", waitingFor: "Purchase complete")
    #expect(screen.contains("Added 1 × 100 Gems to the balance."))
    #expect(!screen.contains("购买成功"))
    try session.tmux.send("Enter", "q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  /// A session recorded in Chinese is the same scenario file as the same session recorded in English.
  @Test(.timeLimit(.minutes(2))) func recordingsAreTheSameInEveryLanguage() async throws {
    var recordings: [String] = []
    let languages = [
      ("LANG=zh_CN.UTF-8", "100 颗宝石", "取消", "购买成功"), ("LANG=C.UTF-8", "100 Gems", "Cancel", "Purchase complete"),
    ]
    for (environment, name, cancel, title) in languages {
      let session = try StorefrontSession()
      defer { session.close() }
      let file = session.directory.appendingPathComponent("session.scenario").path
      try await session.start("--record '\(file)'", environment: environment, sandboxed: false)
      _ = try await buyGems(session, named: name, cancel: cancel, waitingFor: title)
      try session.tmux.send("Enter", "q")
      let end = try await session.finished()
      #expect(end.status == 0 && end.restored)
      // The real time the session started and the real time between statements differ from run to run.
      let text = try String(contentsOfFile: file, encoding: .utf8)
        .replacing(/start \S+/, with: "start T").replacing(/advance [0-9a-z]+/, with: "advance N")
      recordings.append(text)
    }
    #expect(recordings[0].contains("buy com.example.storefront.gems.100"), "\(recordings[0])")
    #expect(!recordings[0].unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
    #expect(recordings[0] == recordings[1])
  }

  @Test(.timeLimit(.minutes(1))) func theLanguageOptionOverridesTheEnvironment() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start("--language en", environment: "LC_ALL=zh_CN.UTF-8")
    let screen = try await buyGems(session, cancel: "Cancel", waitingFor: "Purchase complete")
    #expect(!screen.contains("购买成功"))
    try session.tmux.send("Enter", "q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }
}
