import Foundation
import TestSupport

/// Runs a program the way `ProcessRunner` does, but waits on a thread of its own: Swift's concurrency pool has as
/// many threads as cores (two here), and a test that waited for a release build or forty short commands on one of
/// them would stall every other test, whose waits then time out.
enum Subprocess {
  static func run(
    _ executable: String, _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
  ) async throws -> ProcessResult {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result { try ProcessRunner.run(executable, arguments, stdin: stdin, environment: environment) })
      }.start()
    }
  }

  /// Runs the built `storefront` binary.
  static func storefront(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
  ) async throws -> ProcessResult {
    try await run(ProjectPaths.binary.path, arguments, stdin: stdin, environment: environment)
  }
}
