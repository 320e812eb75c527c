import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The TerminalUI demo fixture, built next to the test bundle.
enum TerminalUIDemo {
  static var path: String {
    ProjectPaths.binary.deletingLastPathComponent().appendingPathComponent("TerminalUIDemo").path
  }
}

/// Terminal robustness of the ncurses backend, shown on `Tests/TerminalUIDemo` (issue 7): resize storms while
/// each overlay shows, the smallest and a very large terminal, and SIGINT / SIGTERM / SIGHUP / Ctrl-Z at every
/// screen — the terminal is restored every time (`stty -a` unchanged) and nothing is left drawn wrong.
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: TerminalUIDemo.path), "TerminalUIDemo is not built"))
struct DemoTerminalRobustnessTests {
  static var demo: String { TerminalUIDemo.path }

  /// A screen of the demo: how to open it and what shows once it is open.
  enum Screen: String, CaseIterable, CustomTestStringConvertible {
    case list, dialog, spinner, help

    var testDescription: String { rawValue }
    var key: String? { [.dialog: "Enter", .spinner: "o", .help: "?"][self] }
    var marker: String { [.list: "┌ Products", .dialog: "Open Coins ×100?", .spinner: "Working…", .help: "┌ Help"][self]! }

    func open(in session: TerminalSession) async throws {
      try await session.tmux.waitFor("┌ Products")
      if let key { try session.tmux.send(key) }
      try await session.tmux.waitFor(marker)
    }
  }

  func session() throws -> TerminalSession {
    try TerminalSession(Self.demo, label: "reliability-tui")
  }

  @Test(.timeLimit(.minutes(1)), arguments: [Screen.dialog, .spinner, .help])
  func aResizeStormDuringAnOverlayLeavesNoArtefacts(_ screen: Screen) async throws {
    let session = try session()
    defer { session.close() }
    try session.start()
    try await screen.open(in: session)
    let sizes = [(20, 5), (400, 120), (61, 16), (59, 15), (132, 43), (1, 1), (80, 24), (200, 60), (60, 16)]
    for round in 0..<5 {
      for (cols, rows) in sizes { try session.tmux.resize(cols: cols + round, rows: rows + round) }
    }
    try session.tmux.resize(cols: 100, rows: 30)
    try await session.tmux.waitFor("size: 100×30")
    try await session.tmux.waitFor(screen.marker)
    if screen != .spinner {  // the spinner changes the screen on its own; the others must redraw identically
      try session.tmux.send("y")
      let before = try await session.tmux.waitFor("last: y")
      try session.tmux.send("C-l")
      try session.tmux.send("z")
      let after = try await session.tmux.waitFor("last: z")
      #expect(before.split(separator: "\n").dropFirst() == after.split(separator: "\n").dropFirst())
      #expect(after.split(separator: "\n").count == 30)
    }
    try session.tmux.send("Escape")
    try await session.tmux.waitUntil("the overlay closed") { !$0.contains(screen.marker) }
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.exitStatus == 0 && end.terminalRestored)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(20, 5), (400, 120)])
  func theSmallestAndAVeryLargeTerminal(cols: Int, rows: Int) async throws {
    let session = try session()
    defer { session.close() }
    try session.start(cols: cols, rows: rows)
    let shown = try await session.tmux.waitFor(cols < 60 ? "Terminal too small" : "size: \(cols)×\(rows)")
    if cols >= 60 {
      let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count >= rows && lines[rows - 1].contains("q quit"))
      try session.tmux.send("?")
      try await session.tmux.waitFor("┌ Help")
      try session.tmux.send("Escape")
      // Wait for Esc's effect: a key sent within the escape delay after it would be read as an Alt combination.
      try await session.tmux.waitUntil("help closed") { !$0.contains("┌ Help") }
    }
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.exitStatus == 0 && end.terminalRestored)
  }

  @Test(
    .timeLimit(.minutes(2)),
    arguments: Screen.allCases, [(SIGINT, "interrupt"), (SIGTERM, "terminate"), (SIGHUP, "hangup")])
  func aSignalAtAnyScreenRestoresTheTerminal(_ screen: Screen, signal: (Int32, String)) async throws {
    let session = try session()
    defer { session.close() }
    try session.start()
    try await screen.open(in: session)
    kill(try await session.processID(), signal.0)
    let end = try await session.finished()
    #expect(end.screen.contains("demo finished: \(signal.1)"))
    #expect(end.exitStatus == 0 && end.terminalRestored)
  }

  @Test(.timeLimit(.minutes(1)), arguments: Screen.allCases)
  func ctrlZAtAnyScreenLeavesASaneShellAndFgComesBack(_ screen: Screen) async throws {
    let tmux = Tmux(label: "reliability-jobs")
    defer { tmux.kill() }
    try tmux.start(
      "env -i PATH=/usr/bin:/bin HOME=/tmp TERM=tmux-256color LANG=C.UTF-8 PS1='$ ' bash --norc --noprofile -i",
      cols: 90, rows: 24)
    try await tmux.waitFor("$")
    let settings = TerminalSession.terminalSettings
    try tmux.enter("\(settings) > /tmp/.reliability-before-$$; SWIFT_BACKTRACE=enable=no \(Self.demo)")
    try await tmux.waitFor("┌ Products")
    if let key = screen.key { try tmux.send(key) }
    try await tmux.waitFor(screen.marker)
    try tmux.send("C-z")
    try await tmux.waitFor("Stopped")
    try tmux.enter("\(settings) | cmp -s - /tmp/.reliability-before-$$ && echo SUSPENDED-SAME || echo SUSPENDED-CHANGED")
    try await tmux.waitFor("SUSPENDED-SAME")
    try tmux.enter("fg")
    try await tmux.waitFor(screen.marker)
    try tmux.send("C-c")
    try await tmux.waitFor("demo finished")
    try tmux.enter("\(settings) | cmp -s - /tmp/.reliability-before-$$ && echo AFTER-SAME; rm -f /tmp/.reliability-before-$$")
    try await tmux.waitFor("AFTER-SAME")
  }
}
