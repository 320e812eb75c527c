import Foundation
import TestSupport
import Testing

/// The ncurses backend driven for real, through the TerminalUIDemo fixture in tmux: rendering, keys, mouse,
/// resize, ticks, and the terminal restored (`stty -a` unchanged) however the program ends.
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: DemoSession.executable), "TerminalUIDemo is not built"))
struct NcursesBackendEndToEndTests {
  @Test(.timeLimit(.minutes(1)))
  func drawsNavigatesAndQuitsCleanly() async throws {
    let demo = try DemoSession()
    defer { demo.close() }
    try demo.start(cols: 80, rows: 24)
    let first = try await demo.tmux.waitFor("┌ Products")
    #expect(first.contains("▶ Coins ×100"))
    #expect(first.contains("高级会员（月度）") && first.contains("¥28"))
    #expect(first.contains("↑↓ select  ⏎ open"))
    try demo.tmux.send("Down")
    try await demo.tmux.waitFor("▶ Gems ×500")
    try demo.tmux.send("End")
    try await demo.tmux.waitFor("▶ Theme pack 30")
    try demo.tmux.send("q")
    let end = try await demo.finished()
    #expect(end.reason == "quit key" && end.exitStatus == 0 && end.terminalRestored)
  }

  @Test(.timeLimit(.minutes(1)))
  func followsResizesAndShowsTheTooSmallNotice() async throws {
    let demo = try DemoSession()
    defer { demo.close() }
    try demo.start(cols: 80, rows: 24)
    try await demo.tmux.waitFor("size: 80×24")
    try demo.tmux.resize(cols: 50, rows: 12)
    try await demo.tmux.waitFor("Terminal too small: 50×12, need ≥ 60×16")
    try demo.tmux.resize(cols: 20, rows: 5)
    try await demo.tmux.waitFor("20×5, need ≥ 60×16")
    try demo.tmux.resize(cols: 200, rows: 60)
    let wide = try await demo.tmux.waitFor("size: 200×60")
    #expect(wide.split(separator: "\n").last?.contains("q quit") == true)
    try demo.tmux.send("C-c")
    #expect(try await demo.finished().terminalRestored)
  }

  @Test(.timeLimit(.minutes(1)))
  func spinnerTicksOnlyWhileItsOverlayShows() async throws {
    let demo = try DemoSession()
    defer { demo.close() }
    try demo.start()
    try await demo.tmux.waitFor("ticks: 0")
    try demo.tmux.send("o")
    try await demo.tmux.waitFor("Working…")
    // Polls can miss any one count on a loaded machine: wait for at least three ticks, not exactly three.
    try await demo.tmux.waitUntil("three ticks") { screen in
      screen.firstMatch(of: /ticks: (\d+)/).flatMap { Int($0.1) }.map { $0 >= 3 } ?? false
    }
    try demo.tmux.send("Escape")
    let closed = try await demo.tmux.waitUntil("the overlay closed") { !$0.contains("Working…") }
    let ticks = try #require(closed.firstMatch(of: /ticks: (\d+)/)?.1)
    try await Task.sleep(for: .milliseconds(400))
    try demo.tmux.send("j")
    let later = try await demo.tmux.waitFor("last: j")
    #expect(later.contains("ticks: \(ticks)"))
    try demo.tmux.send("q")
    #expect(try await demo.finished().exitStatus == 0)
  }

  @Test(.timeLimit(.minutes(1)))
  func helpDialogAndRedrawKeys() async throws {
    let demo = try DemoSession()
    defer { demo.close() }
    try demo.start()
    try await demo.tmux.waitFor("last: none")
    try demo.tmux.send("?")
    // A frame reaches tmux in pieces: wait for the whole box, not just its top.
    _ = try await demo.tmux.waitUntil("the help overlay") { $0.contains("q ^C    quit") && $0.contains("Esc close") }
    try demo.tmux.send("Escape")
    try demo.tmux.send("Enter")
    try await demo.tmux.waitFor("Open Coins ×100?")
    try demo.tmux.send("Escape")
    try await demo.tmux.waitUntil("the dialog closed") { !$0.contains("Open Coins") }
    try demo.tmux.send("C-l")
    try demo.tmux.send("j")
    let redrawn = try await demo.tmux.waitFor("last: j")
    #expect(redrawn.contains("┌ Products"))
    try demo.tmux.send("q")
    #expect(try await demo.finished().exitStatus == 0)
  }

  @Test(.timeLimit(.minutes(1)))
  func mouseClicksSelectRowsAndWheelIsReported() async throws {
    let demo = try DemoSession()
    defer { demo.close() }
    try demo.start(environment: "TERM=xterm-256color LANG=C.UTF-8")
    try await demo.tmux.waitFor("┌ Products")
    try demo.tmux.type("\u{1B}[<0;5;7M\u{1B}[<0;5;7m")
    try await demo.tmux.waitFor("▶ Pro Monthly")
    try demo.tmux.type("\u{1B}[<65;5;7M")
    try await demo.tmux.waitFor("last: mouse wheelDown 4,6")
    try demo.tmux.send("q")
    #expect(try await demo.finished().terminalRestored)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(SIGTERM, "terminate"), (SIGHUP, "hangup"), (SIGINT, "interrupt")])
  func signalsAskTheProgramToQuitAndTheTerminalIsRestored(signal: Int32, reason: String) async throws {
    let demo = try DemoSession()
    defer { demo.close() }
    try demo.start()
    try await demo.tmux.waitFor("┌ Products")
    kill(try await demo.processID(), signal)
    let end = try await demo.finished()
    #expect(end.reason == reason && end.exitStatus == 0 && end.terminalRestored)
  }

  @Test(.timeLimit(.minutes(1)))
  func aCrashRestoresTheTerminalAndKeepsWhatWasWrittenToStandardError() async throws {
    let end = try await crash(afterPressing: "e")
    #expect(end.screen.contains("demo: a line written to standard error"))
    #expect(end.screen.contains("Fatal error: demo crash on purpose"))
    #expect(end.exitStatus != 0 && end.reason == nil && end.terminalRestored)
  }

  /// The rescue's `endwin` must be the last word: `b` makes the demo draw a frame every millisecond and gives the
  /// rescue a thousand captured lines to print, so the ncurses thread is drawing while the crash handler restores
  /// the terminal. A frame drawn after `endwin` enters curses mode again (crash27: the backtrace staircased on the
  /// alternate screen, EXIT=132, STTY-CHANGED — about 3 runs in 10 before the fix).
  @Test(.timeLimit(.minutes(1)))
  func aCrashWhileTheScreenIsBeingDrawnStillRestoresTheTerminal() async throws {
    let end = try await crash(afterPressing: "b")
    #expect(end.screen.contains("demo: filler line 1000 of 1000"))
    #expect(end.screen.contains("Fatal error: demo crash on purpose"))
    #expect(end.exitStatus != 0 && end.reason == nil && end.terminalRestored)
  }

  /// Starts the demo at 100×30, presses `key` and waits until the demo has seen it, then crashes it with `!`.
  private func crash(afterPressing key: String) async throws -> DemoEnding {
    let demo = try DemoSession()
    defer { demo.close() }
    try demo.start(cols: 100, rows: 30)
    try await demo.tmux.waitFor("┌ Products")
    try demo.tmux.send(key)
    try await demo.tmux.waitFor("last: \(key)")
    try demo.tmux.send("!")
    return try await demo.finished()
  }
}
