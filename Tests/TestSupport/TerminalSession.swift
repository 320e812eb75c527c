public import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A full-screen program running in its own tmux pane, wrapped so a test can prove the terminal was restored:
/// the pane records `stty -a` (less the window size) before and after the program, prints its exit status and
/// whether the settings match, and keeps the program's process id in a file so tests can signal it.
public struct TerminalSession: Sendable {
  public let tmux: Tmux
  public let directory: URL
  /// The program and its arguments, already quoted for `sh`.
  public let command: String

  /// `stty -a` without `rows N; columns N;`.
  public static let terminalSettings = "stty -a | sed 's/rows [0-9]*; columns [0-9]*; //'"

  public init(_ executable: String, arguments: [String] = [], label: String = "terminal") throws {
    tmux = Tmux(label: label)
    directory = try ProjectPaths.temporaryDirectory(label)
    command = ([executable] + arguments).map { "\"\($0)\"" }.joined(separator: " ")
  }

  /// Starts the program in a `cols`×`rows` pane with `environment` (`-u NAME` and `NAME=value` words for `env`).
  public func start(
    cols: Int = 80, rows: Int = 24, environment: String = "TERM=tmux-256color LANG=C.UTF-8", stdin: String? = nil
  ) throws {
    let path = directory.path
    let redirect = stdin.map { " < \($0)" } ?? ""
    let program = "sh -c 'echo $$ > \"\(path)/pid\"; exec \(command.replacingOccurrences(of: "'", with: "'\\''"))'\(redirect)"
    let script = [
      "\(Self.terminalSettings) > '\(path)/before'",
      "env -u LC_ALL -u LC_CTYPE -u LINES -u COLUMNS \(environment) SWIFT_BACKTRACE=enable=no \(program)",
      "echo EXIT=$?",
      "\(Self.terminalSettings) > '\(path)/after'",
      "cmp -s '\(path)/before' '\(path)/after' && echo STTY-SAME || echo STTY-CHANGED",
      "sleep 60",
    ].joined(separator: "; ")
    try tmux.start(script, cols: cols, rows: rows)
  }

  /// The program's process id, once it has started.
  public func processID() async throws -> pid_t {
    let file = directory.appendingPathComponent("pid")
    try await tmux.waitUntil("the program wrote its pid", timeout: .seconds(10)) { _ in
      (try? String(contentsOf: file, encoding: .utf8)).flatMap {
        pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
      } != nil
    }
    let text = try String(contentsOf: file, encoding: .utf8)
    return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }

  /// Waits until the program has exited and the pane compared the terminal settings.
  public func finished() async throws -> TerminalEnding {
    TerminalEnding(screen: try await tmux.waitFor("STTY-", timeout: .seconds(20), history: true))
  }

  public func close() {
    tmux.kill()
    try? FileManager.default.removeItem(at: directory)
  }
}

/// How a program in a `TerminalSession` ended, read from the pane.
public struct TerminalEnding: Sendable {
  /// The pane's text, with history.
  public let screen: String

  /// The program's exit status.
  public var exitStatus: Int? { screen.firstMatch(of: /EXIT=(\d+)/).flatMap { Int($0.1) } }

  /// Whether `stty -a` printed the same after the program as before it.
  public var terminalRestored: Bool { screen.contains("STTY-SAME") }
}
