import Foundation
import TestSupport

/// The TerminalUIDemo fixture running in its own tmux server, wrapped so a test can check that the terminal
/// was restored: the pane records `stty -a` (less the window size, which resize tests change) before and after
/// the demo, prints the demo's exit status, and keeps the demo's process id in a file for sending it signals.
struct DemoSession {
  let tmux = Tmux(label: "terminalui-demo")
  let directory: URL

  /// The demo executable built next to the test bundle.
  static var executable: String {
    ProjectPaths.binary.deletingLastPathComponent().appendingPathComponent("TerminalUIDemo").path
  }

  /// `stty -a` without `rows N; columns N;`.
  static let terminalSettings = "stty -a | sed 's/rows [0-9]*; columns [0-9]*; //'"

  init() throws {
    directory = try ProjectPaths.temporaryDirectory("terminalui-e2e")
  }

  /// Starts the demo in a `cols`×`rows` pane with `environment` (`-u NAME` and `NAME=value` words for `env`).
  func start(
    cols: Int = 80, rows: Int = 24, environment: String = "TERM=tmux-256color LANG=C.UTF-8", arguments: String = "",
    stdin: String? = nil
  ) throws {
    let path = directory.path
    let redirect = stdin.map { " < \($0)" } ?? ""
    let demo = "sh -c 'echo $$ > \"\(path)/pid\"; exec \"\(Self.executable)\" \(arguments)'\(redirect)"
    let command = [
      "\(Self.terminalSettings) > '\(path)/before'",
      "env -u LC_ALL -u LC_CTYPE \(environment) SWIFT_BACKTRACE=enable=no \(demo)",
      "echo EXIT=$?",
      "\(Self.terminalSettings) > '\(path)/after'",
      "cmp -s '\(path)/before' '\(path)/after' && echo STTY-SAME || echo STTY-CHANGED",
      "sleep 60",
    ].joined(separator: "; ")
    try tmux.start(command, cols: cols, rows: rows)
  }

  /// The demo's process id.
  func processID() async throws -> pid_t {
    let file = directory.appendingPathComponent("pid")
    try await tmux.waitUntil("the demo wrote its pid", timeout: .seconds(10)) { _ in
      (try? String(contentsOf: file, encoding: .utf8)).flatMap {
        pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
      } != nil
    }
    let text = try String(contentsOf: file, encoding: .utf8)
    return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }

  /// Waits until the demo has exited and the pane compared the terminal settings.
  func finished() async throws -> DemoEnding {
    DemoEnding(screen: try await tmux.waitFor("STTY-", timeout: .seconds(20), history: true))
  }

  func close() {
    tmux.kill()
    try? FileManager.default.removeItem(at: directory)
  }
}

/// How a demo run ended, read from the pane.
struct DemoEnding {
  /// The pane's text, with history.
  let screen: String

  /// The demo's exit status.
  var exitStatus: Int? { screen.firstMatch(of: /EXIT=(\d+)/).flatMap { Int($0.1) } }

  /// Whether the terminal settings were the same after the demo as before it.
  var terminalRestored: Bool { screen.contains("STTY-SAME") }

  /// What the demo printed as the reason it finished (after the terminal was restored).
  var reason: String? { screen.firstMatch(of: /demo finished: (\w[\w ]*)/).map { String($0.1) } }
}
