import Foundation
import TestSupport
import Testing

/// What the README promises a new user: two set-up commands (CI runs the same test command), and a quickstart
/// whose every command works on a fresh sandbox.
@Suite struct ReadmeTests {
  static let readme = (try? String(contentsOf: ProjectPaths.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  /// The command lines of the first `sh` block under `## heading`, without their comments.
  static func commands(under heading: String) -> [String] {
    guard let section = readme.components(separatedBy: "\n## \(heading)\n").dropFirst().first,
      let block = section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first
    else { return [] }
    return block.split(separator: "\n").map { line in
      String(line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]).trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  @Test func setUpIsTwoCommandsAndCIRunsTheSameTestCommand() async throws {
    let setUp = Self.commands(under: "Set up")
    #expect(setUp == ["scripts/run", "scripts/test"])
    let ci = try String(contentsOf: ProjectPaths.root.appendingPathComponent(".ci/run"), encoding: .utf8)
    let steps = ci.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix("set ") }
    // `.ci/run` moves to the project's root, then hands over to the README's test command.
    #expect(steps == ["cd \"$(dirname \"$0\")/..\"", "exec \(setUp[1])"])
    for script in [".ci/run", "scripts/run", "scripts/test", "scripts/install", "scripts/install-deps"] {
      #expect(FileManager.default.isExecutableFile(atPath: ProjectPaths.root.appendingPathComponent(script).path), "\(script)")
    }
  }

  /// A fresh clone gets what the README runs: the scripts are committed, executable.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: ProjectPaths.root.appendingPathComponent(".git").path), "not a git checkout"))
  func theScriptsAreCommittedExecutable() async throws {
    let listed = try await ProcessRunner.run(
      "/usr/bin/git", ["-C", ProjectPaths.root.path, "ls-files", "-s", ".ci/run", "scripts/run", "scripts/test", "scripts/install"])
    let modes = listed.stdout.split(separator: "\n").map { String($0.prefix(6)) }
    #expect(modes == ["100755", "100755", "100755", "100755"], "\(listed.stdout)")
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
  func everyQuickstartCommandSucceedsOnAFreshSandbox() async throws {
    let commands = Self.commands(under: "Quickstart")
    #expect(commands.count >= 8 && commands.count <= 12)
    let data = try ProjectPaths.temporaryDirectory("quickstart")
    defer { try? FileManager.default.removeItem(at: data) }
    for command in commands {
      let words = command.split(separator: " ").map(String.init)
      #expect(words.first == "storefront", "\(command)")
      let result = try await ProcessRunner.storefront(Array(words.dropFirst()), environment: ["XDG_DATA_HOME": data.path])
      #expect(result.status == 0, "\(command): \(result.stderr)")
    }
    let sandboxes = try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("storefront/sandboxes").path)
    #expect(sandboxes.count == 1 && sandboxes[0].hasPrefix("demo-"), "one default sandbox, the demo catalog's: \(sandboxes)")
  }
}
