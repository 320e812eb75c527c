import Foundation
import StoreEngine
import StoreOperations
import TestSupport
import Testing

/// The purchaser's side of Family Sharing as operations: `family lapse` (the purchaser turns auto-renew off; the
/// shared subscription expires at the end of its period) and `family refund` (the purchaser is refunded; App Store
/// Server Notifications' REVOKE "when … the purchaser receives a refund", the revocation reason the purchaser's),
/// from the executor, a scenario and the command line: the same typed outcome and the same words. The refund's reason
/// is the one given, as `refund --reason` takes it (App Store Server API, `revocationReason`: the family member's
/// "matches the value of the purchaser's revocation reason").
@Suite(.serialized) struct FamilyPurchaserOperationsTests {
  typealias D = DemoStore

  static let operations: [StoreOperation] = [
    .family(.share, productID: D.premium), .family(.lapse, productID: D.premium),
    .family(.share, productID: D.removeAds), .family(.refund(.developerIssue), productID: D.removeAds),
  ]

  @Test func theExecutorAScenarioAndTheCommandLineSayTheSame() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    var expected: [OperationResult] = []
    for operation in Self.operations { expected.append(await store.run(operation)) }
    guard case .familyPurchaserStoppedRenewing(let head) = expected[1].outcome,
      case .familyPurchaserRefunded(_, let revoked) = expected[3].outcome
    else {
      Issue.record("unexpected outcomes: \(expected.map(\.outcome))")
      return
    }
    #expect(head.productID == D.premium && head.ownership == .familyShared && !head.isRevoked)
    #expect(revoked.map(\.productID) == [D.removeAds] && revoked.allSatisfy(\.isRevoked))
    #expect(revoked.map(\.revocationReason) == [.developerIssue], "the purchaser's reason, not always other")
    let status = try #require(await store.sandbox.familySharedStatuses().first)
    #expect(status.renewal.autoRenew == false, "the purchaser turned auto-renew off")

    let scenario = try await SameWordsEverywhereTests.scenarioResults(Self.operations)
    #expect(scenario.map { Self.shape($0.0.outcome) } == expected.map { Self.shape($0.outcome) })
    #expect(scenario.map(\.1) == expected.map { store.words(.scenario).report($0).text })

    let path = try ProjectPaths.temporaryDirectory("family-purchaser").appendingPathComponent("sandbox.sqlite").path
    var printed: [String] = []
    for arguments in [
      ["share", D.premium], ["lapse", D.premium], ["share", D.removeAds], ["refund", D.removeAds, "--reason", "developer-issue"],
    ] {
      let result = try await ProcessRunner.storefront(["family"] + arguments + ["--sandbox", path])
      printed.append(result.stdout.split(separator: "\n").first.map(String.init) ?? result.stderr)
    }
    // The command's sandbox runs on real time: the lapse's date differs, so its sentence is compared up to it.
    let words = expected.map { store.words(.commandLine).report($0).text }
    #expect(printed[0] == words[0] && printed[2] == words[2] && printed[3] == words[3])
    #expect(printed[1].hasPrefix("The family member who shares Premium Monthly turned auto-renew off"))
    let refused = try await ProcessRunner.storefront(["family", "lapse", D.removeAds, "--sandbox", path])
    #expect(refused.status == 1, "nothing of it is shared any more")
  }

  /// An outcome without its signed data (two sandboxes sign with keys of their own).
  static func shape(_ outcome: OperationOutcome) -> String {
    switch outcome {
    case .familyPurchaserStoppedRenewing(let head): "lapse #\(head.id) \(head.productID) \(head.revocationDate == nil)"
    case .familyPurchaserRefunded(let productID, let revoked):
      "refunded \(productID) \(revoked.map { "#\($0.id) \($0.revocationReason.map(String.init(describing:)) ?? "-")" })"
    default: StoreOperationsTests.shape(outcome)
    }
  }
}
