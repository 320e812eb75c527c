import Foundation

/// Runs blocking work (waiting for a child process, a socket read) on a thread of its own. The servers under test
/// answer on Swift tasks, and the cooperative pool has only as many threads as cores: a test that blocked one of
/// them would starve the server it is talking to (and every other test's).
func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
  }
}
