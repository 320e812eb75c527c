import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The outcome of running a program to completion.
public struct ProcessResult: Sendable {
  public var status: Int32
  public var stdout: String
  public var stderr: String
}

/// Runs programs with `posix_spawn` and `waitpid`.
///
/// Not `Foundation.Process`: on Linux its exit detection hangs when the child leaves a daemon behind
/// (tmux), and pipes never reach EOF. Output goes to temporary files instead of pipes.
public enum ProcessRunner {
  /// Runs `executable` with `arguments`, optional stdin text and extra environment; waits for it on a thread of
  /// its own (see `RunningProcess.finished()`).
  public static func run(
    _ executable: String, _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
  ) async throws -> ProcessResult {
    try await RunningProcess(executable, arguments, stdin: stdin, environment: environment).finished()
  }

  /// Runs the built `storefront` binary.
  public static func storefront(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
  ) async throws -> ProcessResult {
    try await run(ProjectPaths.binary.path, arguments, stdin: stdin, environment: environment)
  }

  /// Starts the built `storefront` binary without waiting for it.
  public static func startStorefront(_ arguments: [String], environment: [String: String] = [:]) throws -> RunningProcess {
    try RunningProcess(ProjectPaths.binary.path, arguments, environment: environment)
  }
}

/// A program started with `posix_spawn`, its output collected in temporary files.
public final class RunningProcess: Sendable {
  public let pid: Int32
  private let directory: URL

  public init(_ executable: String, _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws {
    directory = try ProjectPaths.temporaryDirectory("proc")
    let inPath = directory.appendingPathComponent("in").path
    try (stdin ?? "").write(toFile: inPath, atomically: false, encoding: .utf8)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdin == nil ? "/dev/null" : inPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, directory.appendingPathComponent("out").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, directory.appendingPathComponent("err").path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    var env = ProcessInfo.processInfo.environment
    env["SWIFT_BACKTRACE"] = "enable=no"
    for (key, value) in environment { env[key] = value }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = executable.contains("/")
      ? posix_spawn(&pid, executable, &actions, nil, argv, envp)
      : posix_spawnp(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: executable])
    }
    self.pid = pid
  }

  /// What the program has written to stdout so far.
  public var stdout: String { (try? String(contentsOf: directory.appendingPathComponent("out"), encoding: .utf8)) ?? "" }

  /// What the program has written to stderr so far.
  public var stderr: String { (try? String(contentsOf: directory.appendingPathComponent("err"), encoding: .utf8)) ?? "" }

  /// Polls stdout every 20 ms until it contains `text`; false after `timeout` seconds.
  public func waitForOutput(_ text: String, timeout: Double = 10) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if stdout.contains(text) { return true }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return stdout.contains(text)
  }

  /// Sends a signal.
  public func signal(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Waits for the program to end on a thread of its own: Swift's concurrency pool has as many threads as cores (two
  /// in CI), and a test blocking one of them for a whole command stalls every other test, whose waits then time out.
  public func finished() async -> ProcessResult {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: self.wait()) }.start()
    }
  }

  /// Waits for the program to end, blocking the calling thread: only for commands that return at once (tmux's).
  /// - Returns: its status and output; the temporary files are removed.
  func wait() -> ProcessResult {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let result = ProcessResult(status: exitStatus, stdout: stdout, stderr: stderr)
    try? FileManager.default.removeItem(at: directory)
    return result
  }
}
