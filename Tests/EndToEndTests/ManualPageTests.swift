import Foundation
import TestSupport
import Testing

/// `storefront manual`: a manual page groff formats without a warning, holding every command and option that
/// `--help` lists (both are written from the same specs).
@Suite(
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is not installed"))
struct ManualPageTests {
  static func page() async throws -> String {
    let manual = try await ProcessRunner.storefront(["manual"])
    guard manual.status == 0 else { throw SessionError.commandFailed("manual", manual.stderr) }
    return manual.stdout
  }

  /// groff with every warning on (`-ww`) checks the roff; `-z` discards the output.
  @Test func groffFormatsThePageWithoutAWarning() async throws {
    let checked = try await ProcessRunner.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z"], stdin: try await Self.page())
    #expect(checked.status == 0)
    #expect(checked.stderr.isEmpty, "\(checked.stderr)")
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man"), "man is not installed"))
  func manShowsThePage() async throws {
    let folder = try ProjectPaths.temporaryDirectory("manual")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("storefront.1")
    try await Self.page().write(to: file, atomically: true, encoding: .utf8)
    let shown = try await ProcessRunner.run("/usr/bin/man", ["-l", file.path], environment: ["MANPAGER": "cat", "MANWIDTH": "80"])
    #expect(shown.status == 0, "\(shown.stderr)")
    let text = shown.stdout.replacingOccurrences(of: "\u{8}.", with: "", options: .regularExpression)
    for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
      #expect(text.contains("\n\(heading)\n"), "\(heading)")
    }
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains { $0.contains(/^storefront +- try in-app purchases in a terminal/) })
    #expect(lines.contains("storefront ask-to-buy"))
    #expect(lines.contains { $0.hasPrefix("fault set API ERROR   API: load-products, purchase,") })
  }

  /// Each command `--help` lists has its section, with every option its `--help` shows.
  @Test func thePageHoldsEveryCommandAndOption() async throws {
    let page = try await Self.page()
    let root = try await ProcessRunner.storefront(["--help"]).stdout
    let commands = root.components(separatedBy: "COMMANDS:").last?.split(separator: "\n")
      .compactMap { $0.hasPrefix("  ") ? $0.split(separator: " ").first.map(String.init) : nil } ?? []
    #expect(commands.count >= 17)
    for command in commands {
      #expect(page.contains(".SS \"storefront \(command.replacingOccurrences(of: "-", with: "\\-"))\""), "\(command)")
      let help = try await ProcessRunner.storefront([command, "--help"]).stdout
      let options = help.split(separator: "\n").compactMap { line in
        line.hasPrefix("  ") ? line.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init) : nil
      }
      for option in options where option != "--help" {
        let spelled = option.replacingOccurrences(of: "-", with: "\\-")
        #expect(page.contains("\\fB\(spelled)\\fR"), "\(command) \(option)")
      }
    }
    #expect(!page.contains("__complete"))
  }
}
