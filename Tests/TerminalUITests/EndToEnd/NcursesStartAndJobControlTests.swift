import Foundation
import TestSupport
import Testing

/// Where the ncurses backend must refuse to start (with a clear message and exit status 2), where it must fall
/// back to ASCII, and how it behaves under a job-control shell (Ctrl-Z, `fg`).
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: DemoSession.executable), "TerminalUIDemo is not built"))
struct NcursesStartAndJobControlTests {
  @Test(
    .timeLimit(.minutes(1)),
    arguments: [
      ("TERM=dumb LANG=C.UTF-8", "TERM is \"dumb\""),
      ("-u TERM LANG=C.UTF-8", "TERM is not set"),
      ("TERM=no-such-terminal LANG=C.UTF-8", "TERM is \"no-such-terminal\", a terminal type this system's terminfo"),
    ])
  func refusesTerminalTypesItCannotDrive(environment: String, message: String) async throws {
    let demo = try DemoSession()
    defer { demo.close() }
    try demo.start(cols: 160, rows: 10, environment: environment)
    let end = try await demo.finished()
    #expect(end.screen.contains(message) && end.screen.contains("The demo has no non-interactive mode."))
    #expect(end.exitStatus == 2 && end.terminalRestored)
  }

  @Test(.timeLimit(.minutes(1)))
  func refusesWhenStandardInputIsNotATerminal() async throws {
    let demo = try DemoSession()
    defer { demo.close() }
    try demo.start(cols: 160, rows: 10, stdin: "/dev/null")
    let end = try await demo.finished()
    #expect(end.screen.contains("standard input is not one") && end.exitStatus == 2)
  }

  @Test func refusesWithoutAnyTerminal() async throws {
    let result = try await ProcessRunner.run(DemoSession.executable, [], environment: ["TERM": "xterm-256color"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("standard input is not one"))
    #expect(result.stdout.isEmpty)
  }

  @Test(.timeLimit(.minutes(1)))
  func fallsBackToASCIIWhenTheLocaleIsNotUTF8() async throws {
    let demo = try DemoSession()
    defer { demo.close() }
    try demo.start(cols: 80, rows: 24, environment: "TERM=tmux-256color LANG=C")
    let screen = try await demo.tmux.waitFor("+ Products ---")
    #expect(screen.contains("|> Coins ?100"))
    #expect(screen.contains("size: 80x24"))
    #expect(screen.contains("Up/Down select  Enter open"))
    #expect(screen.unicodeScalars.allSatisfy { $0.isASCII })
    try demo.tmux.send("q")
    #expect(try await demo.finished().terminalRestored)
  }

  @Test(.timeLimit(.minutes(1)))
  func ctrlZStopsTheJobAndFgRedrawsWithWorkingKeys() async throws {
    let tmux = Tmux(label: "terminalui-jobs")
    defer { tmux.kill() }
    try tmux.start(
      "env -i PATH=/usr/bin:/bin HOME=/tmp TERM=tmux-256color LANG=C.UTF-8 PS1='$ ' bash --norc --noprofile -i",
      cols: 90, rows: 24)
    try await tmux.waitFor("$")
    let settings = DemoSession.terminalSettings
    try tmux.enter("\(settings) > /tmp/.tui-before-$$; SWIFT_BACKTRACE=enable=no \(DemoSession.executable)")
    try await tmux.waitFor("┌ Products")
    try tmux.send("C-z")
    try await tmux.waitFor("Stopped")
    try tmux.enter("\(settings) | cmp -s - /tmp/.tui-before-$$ && echo SUSPENDED-SAME || echo SUSPENDED-CHANGED")
    try await tmux.waitFor("SUSPENDED-SAME")
    try tmux.enter("fg")
    try await tmux.waitFor("┌ Products")
    try tmux.send("Down")
    try await tmux.waitFor("last: Down")
    try tmux.send("q")
    try await tmux.waitFor("demo finished")
    try tmux.enter("\(settings) | cmp -s - /tmp/.tui-before-$$ && echo AFTER-SAME; rm -f /tmp/.tui-before-$$")
    try await tmux.waitFor("AFTER-SAME")
  }
}
