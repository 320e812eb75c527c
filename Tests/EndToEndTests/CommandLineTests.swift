import Foundation
import Testing
import TestSupport

/// The command line as a whole: help, version, and mistakes that get exit status 2 with a useful message.
@Suite struct CommandLineTests {
  @Test func anUnknownCommandIsAUsageErrorWithASuggestion() async throws {
    let result = try await ProcessRunner.storefront(["trasactions"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown command 'trasactions'"))
    #expect(result.stderr.contains("did you mean 'transactions'?"))
  }

  @Test func anUnknownOptionIsAUsageError() async throws {
    let result = try await ProcessRunner.storefront(["buy", "x", "--quantiy", "2"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("did you mean --quantity?"))
  }

  @Test func everyCommandHasHelp() async throws {
    let root = try await ProcessRunner.storefront(["--help"])
    #expect(root.status == 0)
    let commands = root.stdout.components(separatedBy: "COMMANDS:").last?.split(separator: "\n")
      .compactMap { $0.hasPrefix("  ") ? $0.split(separator: " ").first.map(String.init) : nil } ?? []
    #expect(commands.count >= 15)
    for command in commands {
      let help = try await ProcessRunner.storefront([command, "--help"])
      #expect(help.status == 0, "\(command) --help")
      #expect(help.stdout.contains("USAGE: storefront \(command)"), "\(command) --help")
    }
  }

  @Test func versionPrintsTheVersion() async throws {
    let result = try await ProcessRunner.storefront(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("storefront "))
  }
}

/// `storefront buy` says plainly when nothing was charged, and why, in the words the storefront and scenarios use.
@Suite struct BuyCommandTests {
  /// Buying a lower level waits for the renewal, as App Store subscription ranking says
  /// (https://developer.apple.com/app-store/subscriptions/#ranking): the command says nothing changes now.
  @Test func rebuyingAndDowngradingSayNothingWasCharged() async throws {
    let sandbox = try ProjectPaths.temporaryDirectory("buy").appendingPathComponent("ledger.sqlite").path
    func buy(_ product: String, _ extra: [String] = []) async throws -> ProcessResult {
      try await ProcessRunner.storefront(["buy", product, "--sandbox", sandbox] + extra)
    }
    #expect(
      try await buy("com.example.storefront.removeads").stdout.hasPrefix(
        "Remove Ads is unlocked. Transaction 1 was verified, delivered and finished."))
    #expect(
      try await buy("com.example.storefront.removeads").stdout.hasPrefix(
        "You already own Remove Ads: nothing was charged, and the App Store handed back transaction 1."))
    let premium = try await buy("com.example.storefront.plus.premium.monthly").stdout
    #expect(premium.hasPrefix("You are subscribed to Premium Monthly."), "\(premium)")
    #expect(premium.contains("Transaction 2 was verified, delivered and finished."))
    let downgrade = try await buy("com.example.storefront.plus.basic.monthly")
    #expect(downgrade.status == 0)
    #expect(
      downgrade.stdout.hasPrefix(
        "Basic Monthly is a lower level, so nothing changes now: Premium Monthly stays until "), "\(downgrade.stdout)")
    #expect(downgrade.stdout.contains("then Basic Monthly starts and is charged. Nothing is charged today."))
    let json = try await buy("com.example.storefront.plus.basic.monthly", ["--json"]).stdout
    #expect(json.contains("\"result\" : \"scheduled\""), "\(json)")
    #expect(json.contains("\"changeDate\""))
  }
}

/// A failure's cause and fix reach the command line: offline mode, switched by `storefront offline`, is named as
/// the cause of a `StoreKitError.networkError` (https://developer.apple.com/documentation/storekit/storekiterror/networkerror(_:)).
@Suite struct OfflineCommandTests {
  @Test func offlineIsNamedAsTheCauseAndItsCommandAsTheFix() async throws {
    let sandbox = try ProjectPaths.temporaryDirectory("offline").appendingPathComponent("ledger.sqlite").path
    func storefront(_ arguments: String...) async throws -> ProcessResult {
      try await ProcessRunner.storefront(arguments + ["--sandbox", sandbox])
    }
    #expect(try await storefront("offline").stdout == "Offline: off\n")
    #expect(try await storefront("offline", "on").stdout == "The App Store is offline: calls fail with a network error.\n")
    let failed = try await storefront("buy", "com.example.storefront.themes")
    #expect(failed.status == 1)
    #expect(failed.stdout.contains("The sandbox is offline, so the App Store could not be reached (StoreKitError.networkError)."))
    #expect(failed.stdout.contains("Turn it off with 'storefront offline off', then try again."))
    #expect(try await storefront("offline", "off").status == 0)
    #expect(try await storefront("buy", "com.example.storefront.themes").status == 0)
    #expect(try await storefront("offline", "maybe").status == 2)
  }
}
