import Foundation
import Testing

@testable import StoreEngine

/// A clean exit closes the sandbox: the last connection to a WAL database that closes moves the log into the
/// database and deletes the `-wal` and `-shm` files (sqlite.org/wal.html, "Activating And Configuring WAL Mode").
@Suite struct SandboxCloseTests {
  @Test func closingLeavesOnlyTheDatabaseAndKeepsWhatWasBought() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("close-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("sandbox.sqlite").path
    let sandbox = try EngineFixtures.sandbox(path: path)
    _ = try await sandbox.purchase("pro.lifetime", device: "a")
    #expect(FileManager.default.fileExists(atPath: path + "-wal"))
    await sandbox.close()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sandbox.sqlite"])
    let reopened = try EngineFixtures.sandbox(path: path)
    #expect(try await reopened.allTransactions().map(\.productID) == ["pro.lifetime"])
    await reopened.close()
  }

  @Test func aClosedSandboxRefusesWorkInsteadOfCrashing() async throws {
    let sandbox = try EngineFixtures.sandbox()
    await sandbox.close()
    await #expect(throws: (any Error).self) { try await sandbox.purchase("pro.lifetime", device: "a") }
    await sandbox.close()
  }

  /// Another device still has the file open: its WAL stays until that one closes too.
  @Test func anotherOpenDeviceKeepsTheLog() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("close-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("sandbox.sqlite").path
    let first = try EngineFixtures.sandbox(path: path)
    let second = try EngineFixtures.sandbox(path: path)
    _ = try await first.purchase("coins.100", device: "a")
    await first.close()
    #expect(FileManager.default.fileExists(atPath: path + "-wal"))
    #expect(try await second.allTransactions().count == 1)
    await second.close()
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }
}
