import Foundation
import TestSupport

/// The real `storefront` binary in an interactive shell in its own tmux server, with its own sandbox and
/// `XDG_DATA_HOME` in a temporary folder. The shell records `stty -a` (less the window size) before the storefront
/// and compares it afterwards, prints the exit status, and stays open so a test can check it still echoes.
struct StorefrontSession {
  let tmux = Tmux(label: "storefront-e2e")
  let directory: URL

  /// `stty -a` without `rows N; columns N;`.
  static let terminalSettings = "stty -a | sed 's/rows [0-9]*; columns [0-9]*; //'"

  init() throws {
    directory = try ProjectPaths.temporaryDirectory("storefront-e2e")
  }

  var sandbox: String { directory.appendingPathComponent("sandbox.sqlite").path }

  /// `storefront` with this session's sandbox (unless `sandboxed` is false) and data folder, for the shell; it
  /// leaves its process id in `pid`.
  func command(_ arguments: String, sandboxed: Bool = true) -> String {
    let storefront = "\(ProjectPaths.binary.path) \(arguments)" + (sandboxed ? " --sandbox '\(sandbox)'" : "")
    return "XDG_DATA_HOME='\(directory.path)/data' sh -c \"echo \\$\\$ > '\(directory.path)/pid'; exec \(storefront)\""
  }

  /// The storefront's process id, once it has started.
  func processID() async throws -> pid_t {
    let file = directory.appendingPathComponent("pid")
    try await tmux.waitUntil("the storefront wrote its pid") { _ in
      (try? String(contentsOf: file, encoding: .utf8)).flatMap {
        pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
      } != nil
    }
    return pid_t(try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }

  /// Starts a shell in a `cols`×`rows` pane and runs the storefront in it with `arguments`. The markers the shell
  /// prints afterwards are quoted in the command line, so only its output ever matches them.
  func start(
    _ arguments: String = "", cols: Int = 80, rows: Int = 24, environment: String = "", sandboxed: Bool = true
  ) async throws {
    let shell =
      "env -i PATH=/usr/bin:/bin HOME='\(directory.path)' TERM=tmux-256color LANG=C.UTF-8 SWIFT_BACKTRACE=enable=no "
      + "PS1='$ ' bash --norc --noprofile -i"
    try tmux.start(shell, cols: cols, rows: rows)
    try await tmux.waitFor("$")
    let path = directory.path
    try tmux.enter(
      "\(Self.terminalSettings) > '\(path)/before'; clear; \(environment) \(command(arguments, sandboxed: sandboxed)); "
        + "echo EXIT=$?; "
        + "\(Self.terminalSettings) | cmp -s - '\(path)/before' && echo STTY-\"SAME\" || echo STTY-\"CHANGED\"")
  }

  /// Starts the storefront with an App Store that takes `latency` seconds to answer and confirms a purchase of
  /// 100 Gems, returning while the busy overlay shows it in flight.
  func startBuyingGemsSlowly(latency: Int) async throws {
    try await start("--latency \(latency)")
    try await tmux.waitFor("▶   100 Gems", timeout: .seconds(20))
    try tmux.send("b")
    try await tmux.waitFor("[ Cancel ]")
    try tmux.send("y")
    try await tmux.waitFor("Purchasing 100 Gems…")
  }

  /// Once the product list shows, narrows it to `query` (`/`, the text, Enter) and waits for `shown`: the screen then.
  @discardableResult
  func filterProducts(_ query: String, until shown: String) async throws -> String {
    try await tmux.waitFor("▶   100 Gems", timeout: .seconds(20))
    try tmux.send("/")
    try tmux.send(query)
    try tmux.send("Enter")
    return try await tmux.waitFor(shown)
  }

  /// Waits for the storefront's product list, then opens the QA panel (tab 3).
  func openQAPanel() async throws {
    try await tmux.waitFor("▶   100 Gems", timeout: .seconds(20))
    try tmux.send("3")
    try await tmux.waitFor("┌ QA panel")
  }

  /// Moves the QA panel's selection down, one line at a time (each drawn before the next key), until `label` is
  /// selected.
  func selectInQA(_ label: String) async throws {
    var screen = try tmux.screen()
    for _ in 0..<40 where !screen.contains("▶ \(label)") {
      let before = screen
      try tmux.send("Down")
      screen = try await tmux.waitUntil("the selection moved", timeout: .seconds(5)) { $0 != before }
    }
    try await tmux.waitFor("▶ \(label)", timeout: .seconds(5))
  }

  /// Runs a script command (no terminal needed) on this session's sandbox before the storefront starts.
  func prepare(_ arguments: String) async throws {
    let words = arguments.split(separator: " ").map(String.init) + ["--sandbox", sandbox]
    let result = try await ProcessRunner.storefront(words, environment: ["XDG_DATA_HOME": directory.path + "/data"])
    guard result.status == 0 else { throw SessionError.commandFailed(arguments, result.stderr) }
  }

  /// Waits for the storefront to exit, then checks the terminal was restored and the shell echoes what is typed.
  /// - Returns: the exit status, or nil when it never printed one.
  func finished() async throws -> (status: Int?, restored: Bool) {
    let screen = try await tmux.waitUntil("the storefront exited", timeout: .seconds(20), history: true) {
      $0.contains("STTY-SAME") || $0.contains("STTY-CHANGED")
    }
    let status = screen.firstMatch(of: /EXIT=(\d+)/).flatMap { Int($0.1) }
    try tmux.enter("echo typed-$((6*7))")
    let after = try await tmux.waitFor("typed-42\n", timeout: .seconds(10), history: true)
    let echoed = after.contains("$ echo typed-$((6*7))")
    return (status, screen.contains("STTY-SAME") && echoed)
  }

  func close() {
    tmux.kill()
    try? FileManager.default.removeItem(at: directory)
  }
}

/// A preparation command failed.
enum SessionError: Error, CustomStringConvertible {
  case commandFailed(String, String)

  var description: String {
    switch self {
    case .commandFailed(let command, let output): "storefront \(command) failed: \(output)"
    }
  }
}
