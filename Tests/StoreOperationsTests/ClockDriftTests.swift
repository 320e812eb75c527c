import Foundation
import InterfaceLanguage
import StoreEngine
import StoreOperations
import TestSupport
import Testing

/// Xcode's time rates shorten subscription periods and keep real time
/// (https://developer.apple.com/documentation/storekittest/sktestsession/timerate-swift.property), so a backend
/// comparing signed dates with its own clock agrees with the app; only the QA controls (advance, pause) move the
/// sandbox off real time, and `storefront clock status` says by how much.
@Suite struct ClockDriftTests {
  @Test func theDriftIsOneSentenceInEachDirection() {
    #expect(OutcomeWords.drift(.inStep, language: .en) == "The sandbox clock keeps real time.")
    #expect(OutcomeWords.drift(.ahead(by: 3 * 86_400 + 7_200), language: .en) == "The sandbox clock is 3 days 2 hours ahead of real time.")
    #expect(OutcomeWords.drift(.behind(by: 90.4), language: .en) == "The sandbox clock is 1 minute 30 seconds behind real time.")
  }

  @Test func clockStatusSaysHowFarAnAdvanceMovedTheSandboxAhead() async throws {
    let path = try ProjectPaths.temporaryDirectory("clock-drift").appendingPathComponent("sandbox.sqlite").path
    func storefront(_ arguments: String...) async throws -> ProcessResult {
      try await ProcessRunner.storefront(arguments + ["--sandbox", path])
    }
    #expect(try await storefront("clock", "status").stdout.contains("The sandbox clock keeps real time."))
    _ = try await storefront("clock", "rate", "15")
    #expect(try await storefront("clock").stdout.contains("The sandbox clock keeps real time."), "a rate keeps real time")
    _ = try await storefront("clock", "advance", "3d")
    #expect(try await storefront("clock", "status").stdout.contains("The sandbox clock is 3 days ahead of real time."))
    let json = try await storefront("clock", "status", "--json").stdout
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["drift"] as? String == "ahead")
    #expect(abs((object["driftSeconds"] as? Int ?? 0) - 259_200) <= 1)
  }
}
