import Foundation
import StoreCatalog
import TestSupport
import Testing

@testable import StoreEngine

/// What a backend receives while a shared subscription's purchaser's billing fails and recovers — every notification,
/// the signed transaction and renewal info each carries, and the renewal info the app reads at each step — verifies
/// with Apple's app-store-server-library (`SignedDataVerifier.verify_and_decode_notification`,
/// `verify_and_decode_signed_transaction`, `verify_and_decode_renewal_info`, trusting the sandbox's root), with
/// Apple's field types, and says what Apple's pages say it should: `DID_FAIL_TO_RENEW` `GRACE_PERIOD`,
/// `GRACE_PERIOD_EXPIRED`, `EXPIRED` `BILLING_RETRY`, `DID_RENEW` `BILLING_RECOVERY`
/// (developer.apple.com/documentation/appstoreservernotifications/notificationtype), each about the member's own
/// transaction with `inAppOwnershipType` `FAMILY_SHARED`
/// (developer.apple.com/documentation/appstoreservernotifications/inappownershiptype); the renewal info's
/// `isInBillingRetryPeriod` and `gracePeriodExpiresDate` during the grace period, and `expirationIntent` 2 (billing
/// error) once billing retry ran out (developer.apple.com/documentation/appstoreserverapi/jwsrenewalinfodecodedpayload).
@Suite(.timeLimit(.minutes(2))) struct FamilyBillingInteropTests {
  @Test func appleLibraryReadsEveryStepOfThePurchasersBillingFailure() async throws {
    let check = try await ProcessRunner.run("python3", ["-c", "import appstoreserverlibrary"])
    try #require(
      check.status == 0, "Apple's app-store-server-library is not installed for python3; run scripts/install-deps")
    let store = try await FidelityFixtures.launch(catalog: FamilySharingTests.catalog)
    let sandbox = store.sandbox
    var renewalInfos: [String] = []
    func snapshot() async throws {
      renewalInfos += try await sandbox.signedSubscriptionStatuses(includingFamilyShared: true).map(\.renewalInfo)
    }
    try await sandbox.setBillingGracePeriod(true)
    try await sandbox.familyMemberPurchased("premium.monthly")
    try await sandbox.familyPurchaserBillingFailed("premium.monthly")
    try await sandbox.advanceToNextEvent()
    try await snapshot()  // in the grace period
    try await sandbox.advanceToNextEvent()
    try await snapshot()  // in billing retry
    try await sandbox.advanceToNextEvent()
    try await snapshot()  // expired
    try await sandbox.familyMemberPurchased("plus.monthly")
    try await sandbox.familyPurchaserBillingFailed("plus.monthly")
    try await sandbox.advanceToNextEvent()
    try await sandbox.familyPurchaserBillingRecovered("plus.monthly")
    try await snapshot()  // recovered

    let notifications = try await sandbox.allNotifications().map(\.signedPayload)
    var carried: (transactions: [String], renewalInfos: [String]) = ([], [])
    for payload in notifications {
      let data = try FidelityFixtures.payload(of: payload)["data"] as? [String: Any]
      carried.transactions += [data?["signedTransactionInfo"] as? String].compactMap { $0 }
      carried.renewalInfos += [data?["signedRenewalInfo"] as? String].compactMap { $0 }
    }
    let output = try await Self.verify(
      sandbox, ["notifications": notifications, "transactions": carried.transactions,
        "renewalInfos": carried.renewalInfos + renewalInfos])
    #expect(output["problems"] as? [String] == [])
    let decoded = try #require(output["notifications"] as? [[String: Any]])
    #expect(decoded.count == notifications.count, "Apple's verifier decoded every notification")
    #expect(
      decoded.map { "\($0["notificationType"] ?? "?") \($0["subtype"] ?? "-")" } == [
        "SUBSCRIBED INITIAL_BUY", "DID_FAIL_TO_RENEW GRACE_PERIOD", "GRACE_PERIOD_EXPIRED -", "EXPIRED BILLING_RETRY",
        "SUBSCRIBED INITIAL_BUY", "DID_FAIL_TO_RENEW GRACE_PERIOD", "DID_RENEW BILLING_RECOVERY",
      ])
    let transactions = try #require(output["transactions"] as? [[String: Any]])
    #expect(transactions.count == notifications.count)
    #expect(transactions.allSatisfy { $0["inAppOwnershipType"] as? String == "FAMILY_SHARED" })
    let infos = try #require(output["renewalInfos"] as? [[String: Any]]).suffix(renewalInfos.count)
    let premium = infos.filter { $0["productId"] as? String == "premium.monthly" }
    #expect(premium.map { $0["isInBillingRetryPeriod"] as? Bool } == [true, true, false, false])
    #expect(premium.map { $0["gracePeriodExpiresDate"] != nil } == [true, true, false, false])
    #expect(premium.map { $0["expirationIntent"] as? Int }.suffix(2) == [2, 2], "a billing error")
  }

  /// Runs Apple's library over `request` (see Tests/Interop/verify_signed_list.py) and returns its report.
  static func verify(_ sandbox: Sandbox, _ request: [String: [String]]) async throws -> [String: Any] {
    let directory = try ProjectPaths.temporaryDirectory("interop")
    defer { try? FileManager.default.removeItem(at: directory) }
    let root = directory.appendingPathComponent("root.der")
    try sandbox.rootCertificateDER.write(to: root)
    let file = directory.appendingPathComponent("request.json")
    try JSONSerialization.data(withJSONObject: request).write(to: file)
    let result = try await ProcessRunner.run(
      "python3",
      [
        AppleFieldTypesInteropTests.script.path, root.path, sandbox.bundleID, sandbox.signingContext.environment,
        file.path,
      ])
    let parsed = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(parsed as? [String: Any], "the checker printed no report: \(result.stderr)")
  }
}
