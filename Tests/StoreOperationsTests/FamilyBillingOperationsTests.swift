import Foundation
import InterfaceLanguage
import StoreEngine
import StoreOperations
import TestSupport
import Testing

/// The purchaser's billing failing and recovering behind a shared subscription, as operations: `family billing-fail`
/// and `family billing-recover` from the executor, a scenario and the command line give the same typed outcome and
/// the same words, in both languages, and `--json` says what happened in words that are the same in every language.
/// The steps follow App Store Server Notifications V2's `DID_FAIL_TO_RENEW` and `DID_RENEW` `BILLING_RECOVERY`
/// (developer.apple.com/documentation/appstoreservernotifications/notificationtype), for the member's own
/// family-shared chain ("Supporting Family Sharing in your app": "each family member gets their own unique receipts
/// and transactions").
@Suite(.serialized) struct FamilyBillingOperationsTests {
  typealias D = DemoStore

  static let operations: [StoreOperation] = [
    .family(.share, productID: D.premium), .family(.billingFail, productID: D.premium),
    .family(.billingRecover, productID: D.premium),
  ]

  @Test func theExecutorAScenarioAndTheCommandLineSayTheSame() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    var expected: [OperationResult] = []
    for operation in Self.operations { expected.append(await store.run(operation)) }
    guard case .familyPurchaserBillingFailed(let head) = expected[1].outcome,
      case .familyPurchaserBillingRecovered(.beforeRenewal(let same)) = expected[2].outcome
    else {
      Issue.record("unexpected outcomes: \(expected.map(\.outcome))")
      return
    }
    #expect(head.productID == D.premium && head.ownership == .familyShared && same == head)
    for language in [Language.en, .zhHans] {
      #expect(!store.words(language: language).report(expected[1]).text.isEmpty)
    }
    #expect(store.words(language: .zhHans).report(expected[1]).text.contains("计费重试"))

    let scenario = try await SameWordsEverywhereTests.scenarioResults(Self.operations)
    #expect(scenario.map { Self.shape($0.0.outcome) } == expected.map { Self.shape($0.outcome) })
    #expect(scenario.map(\.1) == expected.map { store.words(.scenario).report($0).text })

    let path = try ProjectPaths.temporaryDirectory("family-billing").appendingPathComponent("sandbox.sqlite").path
    _ = try await ProcessRunner.storefront(["family", "share", D.premium, "--sandbox", path])
    let failed = try await ProcessRunner.storefront(["family", "billing-fail", D.premium, "--sandbox", path, "--json"])
    let recovered = try await ProcessRunner.storefront(["family", "billing-recover", D.premium, "--sandbox", path, "--json"])
    #expect(failed.status == 0 && recovered.status == 0)
    #expect(try Self.json(failed.stdout)["result"] as? String == "billingFails")
    #expect(try Self.json(recovered.stdout)["result"] as? String == "billingWorksAgain")
    #expect(try Self.json(recovered.stdout)["transactionIDs"] as? [Int] == [1])
    // The command's sandbox runs on real time: the renewal's date differs, so the sentence is compared up to it.
    #expect(
      (try Self.json(failed.stdout)["message"] as? String)?.hasPrefix(
        "The payment of the family member who shares Premium Monthly fails: at the renewal on") == true)
    #expect(try Self.json(recovered.stdout)["message"] as? String == store.words().report(expected[2]).text)

    let again = try await ProcessRunner.storefront(["family", "billing-recover", D.premium, "--sandbox", path])
    #expect(again.status == 1, "nothing is failing any more")
    #expect(again.stderr.contains("is not failing, so there is nothing to recover"))
  }

  @Test func aRecoveryInBillingRetryRenewsAndSaysSo() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    await store.run(.family(.share, productID: D.premium), .family(.billingFail, productID: D.premium))
    try await store.sandbox.advanceToNextEvent()
    let result = await store.run(.family(.billingRecover, productID: D.premium))
    guard case .familyPurchaserBillingRecovered(.renewed(let record)) = result.outcome else {
      Issue.record("unexpected outcome: \(result.outcome)")
      return
    }
    #expect(record.ownership == .familyShared && record.originalID == 1 && record.id == 2)
    #expect(store.words().report(result).text.contains("DID_RENEW BILLING_RECOVERY"))
    #expect(store.words(language: .zhHans).report(result).text.contains("DID_RENEW BILLING_RECOVERY"))
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// An outcome without its signed data (two sandboxes sign with keys of their own).
  static func shape(_ outcome: OperationOutcome) -> String {
    switch outcome {
    case .familyPurchaserBillingFailed(let head): "fails #\(head.id) \(head.productID)"
    case .familyPurchaserBillingRecovered(.beforeRenewal(let head)): "works again #\(head.id)"
    case .familyPurchaserBillingRecovered(.renewed(let record)): "renewed #\(record.id)"
    default: StoreOperationsTests.shape(outcome)
    }
  }
}
