import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The files Storefront writes are private, and sandbox paths it cannot trust are refused (issue 7).
///
/// Commands run under `umask 0`, so the modes checked are the ones Storefront asks for, not the umask's.
@Suite(.timeLimit(.minutes(1))) struct SandboxFileTests {
  let folder: URL

  init() throws {
    folder = try ProjectPaths.temporaryDirectory("files")
  }

  /// Runs `storefront ARGUMENTS` under `umask 0` with extra environment.
  func storefront(_ arguments: [String], environment: [String: String] = [:]) async throws -> ProcessResult {
    let quoted = ([ProjectPaths.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    return try await ProcessRunner.run("/bin/sh", ["-c", "umask 0; exec \(quoted)"], environment: environment)
  }

  func mode(_ path: String) -> mode_t? {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
  }

  @Test func theDefaultSandboxIsCreated0600InFolders0700() async throws {
    let data = folder.appendingPathComponent("xdg").path
    let bought = try await storefront(["buy", "com.example.storefront.gems.100"], environment: ["XDG_DATA_HOME": data])
    #expect(bought.status == 0, "\(bought.stderr)")
    let sandboxes = data + "/storefront/sandboxes"
    #expect(mode(data + "/storefront") == 0o700)
    #expect(mode(sandboxes) == 0o700)
    let files = try FileManager.default.contentsOfDirectory(atPath: sandboxes)
    #expect(files.count == 1)
    for file in files { #expect(mode(sandboxes + "/" + file) == 0o600, "\(file)") }
  }

  @Test func theDatabaseAndItsWriteAheadLogAre0600WhileInUse() async throws {
    let sandbox = folder.appendingPathComponent("new/sub/ledger.sqlite").path
    let quoted = [ProjectPaths.binary.path, "updates", "--sandbox", sandbox, "--timeout", "120"].map { "'\($0)'" }
    let listener = try RunningProcess("/bin/sh", ["-c", "umask 0; exec " + quoted.joined(separator: " ")])
    #expect(await listener.waitForOutput("Listening"))
    #expect(try await storefront(["buy", "com.example.storefront.themes", "--sandbox", sandbox]).status == 0)
    for suffix in ["", "-wal", "-shm"] {
      #expect(mode(sandbox + suffix) == 0o600, "ledger.sqlite\(suffix)")
    }
    #expect(mode(folder.appendingPathComponent("new").path) == 0o700)
    #expect(mode(folder.appendingPathComponent("new/sub").path) == 0o700)
    listener.signal(SIGTERM)
    _ = await listener.finished()
  }

  @Test(arguments: [[], ["--der"]])
  func certExportWritesA0600File(_ format: [String]) async throws {
    let sandbox = folder.appendingPathComponent("ledger.sqlite").path
    let fresh = folder.appendingPathComponent("root").path
    let existing = folder.appendingPathComponent("existing").path
    #expect(FileManager.default.createFile(atPath: existing, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644]))
    for path in [fresh, existing] {
      let exported = try await storefront(["cert", "export", path, "--sandbox", sandbox] + format)
      #expect(exported.status == 0, "\(exported.stderr)")
      #expect(mode(path) == 0o600, "\(path)")
    }
  }

  @Test func aSandboxPathThatIsASymbolicLinkIsRefused() async throws {
    let real = folder.appendingPathComponent("real.sqlite").path
    let link = folder.appendingPathComponent("link.sqlite").path
    #expect(try await storefront(["buy", "com.example.storefront.themes", "--sandbox", real]).status == 0)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    let before = try Data(contentsOf: URL(fileURLWithPath: real))
    let refused = try await storefront(["buy", "com.example.storefront.removeads", "--sandbox", link])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("refusing the sandbox \(link): it is a symbolic link"), "\(refused.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: real)) == before)
  }

  @Test(.enabled(if: getuid() == 0, "changing a file's owner needs root"))
  func aSandboxOwnedByAnotherUserIsRefused() async throws {
    let sandbox = folder.appendingPathComponent("theirs.sqlite").path
    #expect(try await storefront(["buy", "com.example.storefront.themes", "--sandbox", sandbox]).status == 0)
    #expect(chown(sandbox, 65_534, 65_534) == 0)  // nobody
    let refused = try await storefront(["entitlements", "--sandbox", sandbox])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("refusing the sandbox \(sandbox): it belongs to another user"), "\(refused.stderr)")
  }
}
