import Foundation
import StoreCatalog
import TestSupport
import Testing

@testable import StoreEngine

/// Everything a sandbox signs over a rich history — every product type, offers, renewals, billing retry and grace,
/// refunds, Family Sharing and its revocation, another storefront, the app transaction — verifies with Apple's
/// `SignedDataVerifier` trusting the sandbox's root, and every field is one of Apple's models' with the JSON type the
/// model declares (app-store-server-library: `JWSTransactionDecodedPayload`, `JWSRenewalInfoDecodedPayload`,
/// `AppTransaction`; developer.apple.com/documentation/appstoreserverapi/jwstransactiondecodedpayload and
/// …/jwsrenewalinfodecodedpayload, …/jwsapptransactiondecodedpayload).
@Suite(.timeLimit(.minutes(2))) struct AppleFieldTypesInteropTests {
  static let script = ProjectPaths.root.appendingPathComponent("Tests/Interop/verify_signed_list.py")

  @Test func everythingSignedHasApplesFieldsAndTypes() async throws {
    let check = try await ProcessRunner.run("python3", ["-c", "import appstoreserverlibrary"])
    try #require(
      check.status == 0, "Apple's app-store-server-library is not installed for python3; run scripts/install-deps")
    let store = try await FidelityFixtures.launch(catalog: FamilySharingTests.catalog)
    let sandbox = store.sandbox
    var renewalInfos: [String] = []
    func snapshotRenewalInfos() async throws {
      renewalInfos += try await sandbox.signedSubscriptionStatuses(includingFamilyShared: true).map(\.renewalInfo)
    }
    func buy(_ id: String, _ options: [PurchaseOption] = []) async throws {
      _ = try await store.purchase(try await FidelityFixtures.product(id, in: store), options: options)
    }

    try await buy("coins.100", [.quantity(3)])
    try await buy("pro.lifetime", [.appAccountToken(UUID())])
    try await buy("season.pass", [.quantity(2)])
    try await buy("pro.monthly")  // an introductory free trial
    try await buy("news.weekly")
    try await buy(
      "news.weekly", [try await sandbox.signedPromotionalOffer("comeback", for: "news.weekly", appAccountToken: nil)])
    try await buy("photos.yearly", [.billingPlan("MONTHLY")])
    try await sandbox.familyMemberPurchased("pro.lifetime")
    try await sandbox.familyMemberPurchased("premium.monthly")
    try await snapshotRenewalInfos()
    try await sandbox.refund(1)
    try await sandbox.advanceClock(by: 10 * 86_400)
    try await sandbox.cancelSubscription("GROUP1")
    try await snapshotRenewalInfos()
    try await sandbox.expireSubscription("NEWS")
    try await snapshotRenewalInfos()  // expired: eligibleWinBackOfferIds
    try await buy("news.weekly", [.winBackOffer(offerID: "winback.half")])
    try await sandbox.setBillingRetryOnRenewal(true)
    try await sandbox.setBillingGracePeriod(true)
    try await sandbox.advanceToNextEvent()
    try await snapshotRenewalInfos()  // a grace period
    try await sandbox.advanceClock(by: 20 * 86_400)
    try await snapshotRenewalInfos()  // billing retry
    try await sandbox.stopFamilySharing("premium.monthly")
    try await sandbox.setStorefront("JPN")
    try await buy("coins.100")
    let appTransaction = try await store.appTransaction().payloadValue.jwsRepresentation

    let transactions = try await sandbox.allTransactions().map(\.jws)
    let directory = try ProjectPaths.temporaryDirectory("interop")
    defer { try? FileManager.default.removeItem(at: directory) }
    let root = directory.appendingPathComponent("root.der")
    try sandbox.rootCertificateDER.write(to: root)
    let request = directory.appendingPathComponent("request.json")
    try JSONSerialization.data(withJSONObject: [
      "transactions": transactions, "renewalInfos": renewalInfos, "appTransactions": [appTransaction],
    ]).write(to: request)

    let result = try await ProcessRunner.run(
      "python3", [Self.script.path, root.path, sandbox.bundleID, sandbox.signingContext.environment, request.path])
    let parsed = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let output = try #require(parsed as? [String: Any], "the checker printed no report: \(result.stderr)")
    #expect(output["problems"] as? [String] == [])
    #expect(result.status == 0)
    #expect((output["checked"] as? [String: Int])?["transactions"] == transactions.count)
    #expect(transactions.count >= 13)
    #expect(renewalInfos.count >= 12)
  }

  @Test func theCheckerNamesAFieldOfTheWrongTypeOrUnknownToApple() async throws {
    let check = try await ProcessRunner.run("python3", ["-c", "import appstoreserverlibrary"])
    try #require(
      check.status == 0, "Apple's app-store-server-library is not installed for python3; run scripts/install-deps")
    let sandbox = try EngineFixtures.sandbox()
    let context = sandbox.signingContext
    let ms = Int64(EngineFixtures.start.timeIntervalSince1970 * 1000)
    let payload = """
      {"bundleId":"\(context.bundleID)","environment":"\(context.environment)","quantity":"3","signedDate":\(ms),\
      "type":"Consumable","wrappingPaper":true}
      """
    let jws = try await sandbox.signForTest(Data(payload.utf8))
    let directory = try ProjectPaths.temporaryDirectory("interop")
    defer { try? FileManager.default.removeItem(at: directory) }
    let root = directory.appendingPathComponent("root.der")
    try sandbox.rootCertificateDER.write(to: root)
    let request = directory.appendingPathComponent("request.json")
    try JSONSerialization.data(withJSONObject: ["transactions": [jws]]).write(to: request)
    let result = try await ProcessRunner.run(
      "python3", [Self.script.path, root.path, context.bundleID, context.environment, request.path])
    #expect(result.status == 1)
    let output = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let problems = output?["problems"] as? [String] ?? []
    #expect(problems.count == 2)
    #expect(problems.contains { $0.contains("'quantity'") })
    #expect(problems.contains { $0.contains("'wrappingPaper' is not a field") })
  }
}

extension Sandbox {
  /// Signs any payload with the sandbox's chain, as of its clock (for tests of what verifiers make of it).
  func signForTest(_ payload: Data) throws -> String {
    let date = now
    return try ledger.write { try sign(payload, at: date) }
  }
}
