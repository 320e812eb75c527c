import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Drives a program in a private tmux server, for end-to-end tests of terminal programs.
///
/// Each instance has its own server socket (`tmux -L <unique>`, no configuration file), so tests can run in
/// parallel; always `kill()` it, in a `defer`. Wait for what a key should cause with `waitFor` — never sleep.
///
/// ```swift
/// let tmux = Tmux()
/// defer { tmux.kill() }
/// try tmux.start("env TERM=tmux-256color LANG=C.UTF-8 \(binary); echo EXIT=$?; sleep 60", cols: 80, rows: 24)
/// _ = try await tmux.waitFor("Products")
/// try tmux.send("Down")
/// _ = try await tmux.waitFor("▶ Gems")
/// ```
public struct Tmux: Sendable {
  /// The server's socket name.
  public let socket: String

  public init(label: String = "test") {
    socket = "\(label)-\(getpid())-\(UUID().uuidString.prefix(8))"
  }

  /// Whether tmux is installed (end-to-end tests are skipped where it is not).
  public static var isAvailable: Bool {
    ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Starts the server with one detached session running `command` (through the shell) in a `cols`×`rows` pane.
  /// `environment` is added to the server's environment, which the pane inherits.
  public func start(_ command: String, cols: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws {
    let arguments = ["new-session", "-d", "-s", "main", "-x", "\(cols)", "-y", "\(rows)", command]
    let status = try Self.spawnDetached(tmuxArguments(arguments), environment: environment)
    guard status == 0 else { throw TmuxError.commandFailed("new-session", status: status, output: "") }
  }

  /// Sends keys by tmux name (`"Down"`, `"Enter"`, `"C-c"`, `"q"`), one argument each.
  public func send(_ keys: String...) throws {
    try run(["send-keys", "-t", "main"] + keys)
  }

  /// Types `text` literally (no key names), byte for byte: escape sequences reach the program as they are.
  public func type(_ text: String) throws {
    try run(["send-keys", "-t", "main", "-l", text])
  }

  /// Types `line` and presses Enter: a command for a shell running in the pane.
  public func enter(_ line: String) throws {
    try type(line)
    try send("Enter")
  }

  /// The pane's visible text, one line per row (rows separated by newlines, none after the last).
  public func screen() throws -> String {
    Self.withoutFinalNewline(try run(["capture-pane", "-p", "-t", "main"]))
  }

  /// The pane's text including up to `lines` lines of history above the visible part, with lines the
  /// terminal wrapped joined again (what a program printed does not depend on where the project was cloned).
  public func screenWithHistory(lines: Int = 200) throws -> String {
    Self.withoutFinalNewline(try run(["capture-pane", "-p", "-J", "-t", "main", "-S", "-\(lines)"]))
  }

  /// Resizes the window (the program gets SIGWINCH).
  public func resize(cols: Int, rows: Int) throws {
    try resize(through: [(cols, rows)])
  }

  /// Resizes the window to each size in turn with one tmux command line, as fast as tmux can: a storm that takes
  /// the same few milliseconds on a loaded machine as on an idle one.
  public func resize(through sizes: [(cols: Int, rows: Int)]) throws {
    let commands = sizes.map { ["resize-window", "-t", "main", "-x", "\($0.cols)", "-y", "\($0.rows)"] }
    try run(Array(commands.joined(separator: [";"])))
  }

  /// Polls the screen every 50 ms until it contains `text`. The default timeout is generous: a full test run on
  /// two cores starts dozens of programs at once, and waiting costs nothing when the text appears.
  /// - Returns: the screen that matched.
  /// - Throws: `TmuxError.timedOut` with the last screen.
  @discardableResult
  public func waitFor(_ text: String, timeout: Duration = .seconds(20), history: Bool = false) async throws -> String {
    try await waitUntil("the screen shows \"\(text)\"", timeout: timeout, history: history) { $0.contains(text) }
  }

  /// Polls the screen every 50 ms until `condition` holds, then until the screen stops changing (a frame
  /// reaches tmux in pieces, so the first capture that matches may still lack the rest of the frame). A screen
  /// that never stops changing — a spinner ticks faster than a loaded machine captures — counts as settled after
  /// four captures in a row that all satisfy `condition`.
  /// - Returns: the settled screen, which still satisfies `condition`.
  @discardableResult
  public func waitUntil(
    _ description: String, timeout: Duration = .seconds(20), history: Bool = false,
    _ condition: (String) -> Bool
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var last = ""
    var matched: String?
    var matchesInARow = 0
    while clock.now < deadline {
      let current = (try? history ? screenWithHistory() : screen()) ?? last
      if let previous = matched, previous == current { return current }
      matched = condition(current) ? current : nil
      matchesInARow = matched == nil ? 0 : matchesInARow + 1
      if matchesInARow == 4 { return current }
      last = current
      try await Task.sleep(for: .milliseconds(50))
    }
    if let matched { return matched }
    throw TmuxError.timedOut(description, screen: last)
  }

  /// Stops the server and everything running in it. `kill-server` alone leaves a server whose pane runs an
  /// interactive shell alive (the shell outlives the hang-up), so the server and its panes' processes are then
  /// killed outright: a test run must not leave servers behind on a machine others share.
  public func kill() {
    let panes = ((try? run(["list-panes", "-a", "-F", "#{pane_pid}"])) ?? "").split(separator: "\n")
    let server = (try? run(["display-message", "-p", "#{pid}"])).flatMap {
      pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    _ = try? RunningProcess("tmux", tmuxArguments(["kill-server"])).wait()
    for pid in panes.compactMap({ pid_t($0) }) + [server].compactMap({ $0 }) { Glibc.kill(pid, SIGKILL) }
  }

  // MARK: - Running tmux

  private static func withoutFinalNewline(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let result = try RunningProcess("tmux", tmuxArguments(arguments)).wait()
    guard result.status == 0 else {
      throw TmuxError.commandFailed(arguments.first ?? "", status: result.status, output: result.stderr)
    }
    return result.stdout
  }

  private func tmuxArguments(_ arguments: [String]) -> [String] {
    ["-L", socket, "-f", "/dev/null", "-u"] + arguments
  }

  /// Runs the command that starts the server with every standard descriptor on /dev/null: the server inherits
  /// them and lives on, so a pipe or file there would never be released (see TUI-TESTING.md, gotcha 3).
  private static func spawnDetached(_ arguments: [String], environment: [String: String]) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    var merged = ProcessInfo.processInfo.environment
    for (key, value) in environment { merged[key] = value }
    let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, "tmux", &actions, nil, argv, envp) == 0 else {
      throw TmuxError.commandFailed("spawn", status: -1, output: "tmux could not be started")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }
}

/// Why a tmux interaction failed.
public enum TmuxError: Error, CustomStringConvertible {
  case commandFailed(String, status: Int32, output: String)
  /// What was awaited, and the last screen seen.
  case timedOut(String, screen: String)

  public var description: String {
    switch self {
    case .commandFailed(let command, let status, let output):
      "tmux \(command) failed with status \(status): \(output)"
    case .timedOut(let what, let screen):
      "timed out waiting until \(what); the screen was:\n\(screen)"
    }
  }
}
