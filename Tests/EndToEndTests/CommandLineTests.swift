import Foundation
import Testing
import TestSupport

/// The command line as a whole: help, version, and mistakes that get exit status 2 with a useful message.
@Suite struct CommandLineTests {
  @Test func anUnknownCommandIsAUsageErrorWithASuggestion() throws {
    let result = try ProcessRunner.storefront(["trasactions"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown command 'trasactions'"))
    #expect(result.stderr.contains("did you mean 'transactions'?"))
  }

  @Test func anUnknownOptionIsAUsageError() throws {
    let result = try ProcessRunner.storefront(["buy", "x", "--quantiy", "2"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("did you mean --quantity?"))
  }

  @Test func everyCommandHasHelp() throws {
    let root = try ProcessRunner.storefront(["--help"])
    #expect(root.status == 0)
    let commands = root.stdout.components(separatedBy: "COMMANDS:").last?.split(separator: "\n")
      .compactMap { $0.hasPrefix("  ") ? $0.split(separator: " ").first.map(String.init) : nil } ?? []
    #expect(commands.count >= 15)
    for command in commands {
      let help = try ProcessRunner.storefront([command, "--help"])
      #expect(help.status == 0, "\(command) --help")
      #expect(help.stdout.contains("USAGE: storefront \(command)"), "\(command) --help")
    }
  }

  @Test func versionPrintsTheVersion() throws {
    let result = try ProcessRunner.storefront(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("storefront "))
  }
}
