import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import TestSupport
import Testing

/// Family Sharing, the refund sheet's answer, the grace period's length and the app transaction are operations like
/// any other: one executor runs them for the command line and scenarios, with one typed outcome told in one way.
@Suite(.serialized) struct PhaseOneOperationsTests {
  typealias D = DemoStore

  /// "When users share a purchase through Family Sharing, each family member gets their own unique receipts and
  /// transactions" (https://developer.apple.com/documentation/storekit/supporting-family-sharing-in-your-app), owned
  /// as `familyShared` (https://developer.apple.com/documentation/storekit/transaction/ownershiptype-swift.struct/familyshared);
  /// when sharing stops, the shared transaction is revoked.
  @Test func aFamilyShareIsAnEntitlementOfTheCustomersOwnUntilSharingStops() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    let shared = await store.run(.family(.share, productID: D.removeAds))
    guard case .familyShared(let record) = shared.outcome else {
      Issue.record("expected a family share, got \(shared.outcome)")
      return
    }
    #expect(record.ownership == .familyShared && record.productID == D.removeAds)
    #expect(shared.snapshot?.entitlements[D.removeAds] != nil, "a shared product counts in currentEntitlements")
    let stopped = await store.run(.family(.stop, productID: D.removeAds))
    guard case .familySharingStopped(_, let revoked) = stopped.outcome else {
      Issue.record("expected sharing to stop, got \(stopped.outcome)")
      return
    }
    #expect(revoked.map(\.id) == [record.id] && revoked.allSatisfy(\.isRevoked))
    #expect(stopped.snapshot?.entitlements[D.removeAds] == nil)
    let again = await store.run(.family(.stop, productID: D.removeAds))
    #expect(!again.succeeded)
    #expect(store.words().report(again).message == "The family shares no '\(D.removeAds)' with this customer.")
    let notShareable = await store.run(.family(.share, productID: D.gems))
    #expect(!notShareable.succeeded, "a consumable cannot be shared")
  }

  /// The same family share and refund answer from the command line, from a scenario and from the executor give the
  /// same typed outcome and the same words.
  @Test func theCommandLineAndAScenarioSayTheSame() async throws {
    let operations: [StoreOperation] = [
      .family(.share, productID: D.removeAds), .set(.refundAnswer(.decline)), .set(.gracePeriodLength(.threeDays)),
      .set(.gracePeriodLength(nil)), .set(.consumableHistory(true)), .family(.stop, productID: D.removeAds),
    ]
    let store = try await D.open()
    defer { Task { await store.close() } }
    var expected: [OperationResult] = []
    for operation in operations { expected.append(await store.run(operation)) }
    let words = expected.map { store.words(.scenario).report($0).text }

    let scenario = try await SameWordsEverywhereTests.scenarioResults(operations)
    #expect(scenario.map { shape($0.0.outcome) } == expected.map { shape($0.outcome) })
    #expect(scenario.map(\.1) == words)

    let path = try ProjectPaths.temporaryDirectory("phase-one-cli").appendingPathComponent("sandbox.sqlite").path
    func storefront(_ arguments: [String]) async throws -> String {
      let result = try await ProcessRunner.storefront(arguments + ["--sandbox", path])
      return (result.stdout + result.stderr).split(separator: "\n").first.map(String.init) ?? ""
    }
    var printed: [String] = []
    for arguments in [
      ["family", "share", D.removeAds], ["refund-answer", "decline"], ["grace-period", "3"],
      ["grace-period", "default"], ["consumable-history", "on"], ["family", "stop", D.removeAds],
    ] { printed.append(try await storefront(arguments)) }
    #expect(printed == expected.map { store.words(.commandLine).report($0).text })
    #expect(try await storefront(["refund-answer"]) == "Refund answer: decline")
  }

  /// `AppTransaction.shared` (https://developer.apple.com/documentation/storekit/apptransaction/shared) hands the app
  /// a `VerificationResult`: an injected verification error makes it unverified, an injected app-transaction error
  /// makes the call throw.
  @Test func theAppTransactionIsReadThroughTheExecutor() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    let read = await store.run(.readAppTransaction)
    guard case .appTransaction(.verified(let app)) = read.outcome else {
      Issue.record("expected a verified app transaction, got \(read.outcome)")
      return
    }
    #expect(app.originalPlatform == "iOS" && app.environment == "Sandbox")
    #expect(store.words().report(read).message.hasSuffix("It verified."))
    await store.run(.fault(.verification, .verification(.invalidSignature)))
    let unverified = await store.run(.readAppTransaction)
    guard case .appTransaction(let outcome) = unverified.outcome else {
      Issue.record("expected an app transaction, got \(unverified.outcome)")
      return
    }
    #expect(outcome.verificationError == .invalidSignature && outcome.appTransaction?.appTransactionID == app.appTransactionID)
    #expect(!unverified.succeeded)
    await store.run(.fault(.verification, nil), .fault(.appTransaction, .generic(.networkError)))
    let failed = await store.run(.readAppTransaction)
    #expect(failed.outcome.failure?.caseName == "networkError")
  }

  /// `storefront app-transaction` reads it through the same executor: the renderer's words, then the JWS.
  @Test func theAppTransactionCommandPrintsTheRenderersWords() async throws {
    let path = try ProjectPaths.temporaryDirectory("app-transaction-cli").appendingPathComponent("sandbox.sqlite").path
    let verified = try await ProcessRunner.storefront(["app-transaction", "--sandbox", path])
    let lines = verified.stdout.split(separator: "\n").map(String.init)
    #expect(verified.status == 0)
    #expect(lines.first?.hasPrefix("App transaction ") == true && lines.first?.hasSuffix("It verified.") == true)
    #expect(lines.last?.split(separator: ".").count == 3, "the JWS follows")
    _ = try await ProcessRunner.storefront(["fault", "set", "verification", "invalidSignature", "--sandbox", path])
    let unverified = try await ProcessRunner.storefront(["app-transaction", "--sandbox", path])
    #expect(unverified.status == 1)
    #expect(unverified.stdout.contains("It did not verify:"))
  }
}
