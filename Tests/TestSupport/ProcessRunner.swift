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
  /// Runs `executable` with `arguments`, optional stdin text and extra environment; waits for it.
  public static func run(
    _ executable: String, _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
  ) throws -> ProcessResult {
    let directory = try ProjectPaths.temporaryDirectory("proc")
    defer { try? FileManager.default.removeItem(at: directory) }
    let outPath = directory.appendingPathComponent("out").path
    let errPath = directory.appendingPathComponent("err").path
    let inPath = directory.appendingPathComponent("in").path
    try (stdin ?? "").write(toFile: inPath, atomically: false, encoding: .utf8)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdin == nil ? "/dev/null" : inPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

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
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ProcessResult(
      status: exitStatus,
      stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
  }

  /// Runs the built `storefront` binary.
  public static func storefront(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
  ) throws -> ProcessResult {
    try run(ProjectPaths.binary.path, arguments, stdin: stdin, environment: environment)
  }
}
