import Foundation
import Testing

@testable import StoreEngine

/// The watcher that tells a sandbox another process committed: with inotify, and with the polling it falls back
/// on when the user's inotify instances are used up.
struct LedgerWatcherTests {
  @Test(arguments: [false, true])
  func aWriteToTheWALIsNoticed(polling: Bool) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watcher-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = folder.appendingPathComponent("ledger.sqlite")
    try Data("database".utf8).write(to: database)
    let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
    let watcher = try LedgerWatcher(path: database.path, polling: polling) { continuation.yield() }
    defer { watcher.stop() }
    // Without `polling` it uses inotify when the user has an instance left (a busy test run may not).
    if polling { #expect(!watcher.usesNotifications) }
    try Data("a commit".utf8).write(to: folder.appendingPathComponent("ledger.sqlite-wal"))
    let noticed = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await _ in changes { return true }
        return false
      }
      group.addTask {
        try? await Task.sleep(for: .seconds(10))
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      continuation.finish()
      return first
    }
    #expect(noticed, "the write to the WAL was not noticed")
  }
}
