import Foundation
import TestSupport
import Testing

/// The binary as people install it: copied out of `.build/` it still has its catalogs; a catalog argument that
/// names nothing stops it before any screen; a clean exit leaves only the sandbox's database file.
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct InstalledBinaryTests {
  /// A copy of the binary in a folder of its own, run from another folder, with its own data folder.
  struct Copy {
    let folder: URL
    var binary: String { folder.appendingPathComponent("bin/storefront").path }
    var elsewhere: String { folder.appendingPathComponent("elsewhere").path }
    var data: String { folder.appendingPathComponent("data").path }

    init() async throws {
      folder = try ProjectPaths.temporaryDirectory("copied")
      for sub in ["bin", "elsewhere", "data"] {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
      }
      // cp in a process of its own: a file this process had open for writing could leak into a child that another
      // test spawns at that moment, and executing it would then fail with "Text file busy".
      let copied = try await ProcessRunner.run("/bin/cp", [ProjectPaths.binary.path, binary])
      guard copied.status == 0 else { throw SessionError.commandFailed("cp", copied.stderr) }
    }

    /// Runs the copy with `arguments` from `elsewhere`, with nothing of the project in its environment.
    func run(_ arguments: [String]) async throws -> ProcessResult {
      let words = arguments.map { "'\($0)'" }.joined(separator: " ")
      return try await ProcessRunner.run(
        "/usr/bin/env",
        ["-i", "PATH=/usr/bin:/bin", "HOME=\(folder.path)", "XDG_DATA_HOME=\(data)", "LANG=C.UTF-8",
         "/bin/sh", "-c", "cd '\(elsewhere)' && exec '\(binary)' \(words)"])
    }

    /// The shell line that runs the copy in a terminal from `elsewhere`, then prints its exit status.
    func terminalCommand(_ arguments: String = "") -> String {
      "cd '\(elsewhere)' && env -i PATH=/usr/bin:/bin HOME='\(folder.path)' XDG_DATA_HOME='\(data)' TERM=tmux-256color "
        + "LANG=C.UTF-8 SWIFT_BACKTRACE=enable=no '\(binary)' \(arguments); echo EXIT=$?; sleep 60"
    }

    /// Files left in the default sandboxes' folder.
    func sandboxFiles() -> [String] {
      let sandboxes = URL(fileURLWithPath: data).appendingPathComponent("storefront/sandboxes").path
      return ((try? FileManager.default.contentsOfDirectory(atPath: sandboxes)) ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  @Test(.timeLimit(.minutes(1))) func aCopiedBinaryOpensItsDefaultCatalogFromAnotherFolderAndBuys() async throws {
    let copy = try await Copy()
    defer { copy.remove() }
    let tmux = Tmux(label: "copied")
    defer { tmux.kill() }
    try tmux.start(copy.terminalCommand(), cols: 80, rows: 24)
    let screen = try await tmux.waitFor("▶   100 Gems")
    #expect(screen.contains("demo.storekit"))
    try tmux.send("q")
    try await tmux.waitFor("EXIT=0")
    let bought = try await copy.run(["buy", "com.example.storefront.removeads"])
    #expect(bought.status == 0, "\(bought.stderr)")
    #expect(bought.stdout.hasPrefix("Remove Ads is unlocked. Transaction 1 was verified, delivered and finished."))
    let shown = try await copy.run(["catalog", "show", "donation"])
    #expect(shown.status == 0 && shown.stdout.hasPrefix("donation.storekit: "), "\(shown.stderr)")
    // The storefront and the command shared the demo catalog's one default sandbox, and both left only its file.
    let files = copy.sandboxFiles()
    #expect(files.count == 1 && files.allSatisfy { $0.hasPrefix("demo-") && $0.hasSuffix(".sqlite") }, "\(files)")
  }

  /// The shipped scenarios travel with the binary: `run refund` from a folder without the project runs the one
  /// built in, and a name that is neither a shipped scenario nor a file is refused with the names that are.
  @Test(.timeLimit(.minutes(1))) func aCopiedBinaryRunsAShippedScenarioByNameFromAnotherFolder() async throws {
    let copy = try await Copy()
    defer { copy.remove() }
    let ran = try await copy.run(["run", "refund"])
    #expect(ran.status == 0, "\(ran.stdout)\(ran.stderr)")
    #expect(ran.stdout.contains("✓ refund passed"), "\(ran.stdout)")
    let typo = try await copy.run(["run", "refnud"])
    #expect(typo.status == 2)
    #expect(typo.stderr.contains("refnud: error: neither a shipped scenario's name nor a file"), "\(typo.stderr)")
    #expect(typo.stderr.contains("refund-declined, restore-on-new-device"), "\(typo.stderr)")
  }

  @Test(.timeLimit(.minutes(1))) func aMissingCatalogFileStopsTheStorefrontBeforeTheScreenOpens() async throws {
    let copy = try await Copy()
    defer { copy.remove() }
    let tmux = Tmux(label: "missing")
    defer { tmux.kill() }
    try tmux.start(copy.terminalCommand("--catalog typo.storekit"), cols: 80, rows: 24)
    let screen = try await tmux.waitFor("EXIT=")
    #expect(screen.contains("storefront: typo.storekit: no such file"))
    #expect(screen.contains("EXIT=1"))
    #expect(!screen.contains("Products"))
    #expect(copy.sandboxFiles().isEmpty)
  }

  /// Every command that takes `--catalog` says which path is missing and exits 1, having opened nothing.
  @Test func everyCommandRefusesAMissingCatalogFile() async throws {
    let copy = try await Copy()
    defer { copy.remove() }
    let help = try await copy.run(["--help"]).stdout
    let commands = help.components(separatedBy: "COMMANDS:").last?.split(separator: "\n")
      .compactMap { $0.hasPrefix("  ") ? $0.split(separator: " ").first.map(String.init) : nil } ?? []
    var checked: [String] = []
    for command in commands + ["cert export"] {
      let words = command.split(separator: " ").map(String.init)
      guard try await copy.run(words + ["--help"]).stdout.contains("--catalog") else { continue }
      var result = try await copy.run(words + ["--catalog", "typo.storekit"])
      if result.status == 2 { result = try await copy.run(words + ["1", "--catalog", "typo.storekit"]) }
      #expect(result.status == 1, "\(command): \(result.stderr)")
      #expect(result.stderr.contains("typo.storekit: no such file"), "\(command): \(result.stderr)")
      checked.append(command)
    }
    #expect(checked.count >= 15, "\(checked)")
    #expect(copy.sandboxFiles().isEmpty)
  }
}
