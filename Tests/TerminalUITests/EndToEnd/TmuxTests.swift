import TestSupport
import Testing

@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed"))
struct TmuxTests {
  @Test(.timeLimit(.minutes(1)))
  func waitsForOutputAndResizes() async throws {
    let tmux = Tmux(label: "selftest")
    defer { tmux.kill() }
    try tmux.start("printf hello; sleep 60", cols: 40, rows: 10)
    let screen = try await tmux.waitFor("hello")
    #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count == 10)
    try tmux.resize(cols: 30, rows: 6)
    try await tmux.waitUntil("the pane has 6 rows") {
      $0.split(separator: "\n", omittingEmptySubsequences: false).count == 6
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func timesOutWithTheLastScreen() async throws {
    let tmux = Tmux(label: "selftest")
    defer { tmux.kill() }
    try tmux.start("printf waiting; sleep 60", cols: 40, rows: 5)
    await #expect(throws: TmuxError.self) { try await tmux.waitFor("never shown", timeout: .milliseconds(300)) }
  }

  @Test(.timeLimit(.minutes(1)))
  func sendsKeysToTheProgram() async throws {
    let tmux = Tmux(label: "selftest")
    defer { tmux.kill() }
    try tmux.start("read line; echo got:$line; sleep 60", cols: 40, rows: 5)
    try tmux.type("abc")
    try tmux.send("Enter")
    try await tmux.waitFor("got:abc")
  }
}
