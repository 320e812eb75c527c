import Foundation
import TestSupport
import Testing

/// Apple's own Python `AppStoreServerAPIClient` and `SignedDataVerifier` against `storefront server`. Each script
/// names the Apple pages its checks follow.
@Suite struct AppleClientInteropTests {
  /// Runs `Tests/Interop/NAME` on the test build and returns its JSON summary (nil, with an issue, when it failed or
  /// Apple's library is not installed).
  func summary(of name: String) async throws -> [String: Any]? {
    let check = try await ProcessRunner.run("python3", ["-c", "import appstoreserverlibrary"])
    guard check.status == 0 else {
      Issue.record(
        "Apple's app-store-server-library is not installed for python3; run scripts/install-deps (\(check.stderr))")
      return nil
    }
    let script = ProjectPaths.root.appendingPathComponent("Tests/Interop/\(name)")
    let work = try ProjectPaths.temporaryDirectory("server-interop")
    let result = try await ProcessRunner.run("python3", [script.path, ProjectPaths.binary.path, work.path])
    #expect(result.status == 0, "\(result.stderr)")
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
  }

  /// A scripted life read back through Get Transaction Info, Get Transaction History (v1 and v2, paged), Get All
  /// Subscription Statuses, Get Refund History, Look Up Order ID and Get Notification History, every notification
  /// verified at a webhook with `verify_and_decode_notification`, and every token defect refused.
  @Test func applesClientReadsTheServerAndVerifiesEveryNotification() async throws {
    let summary = try await summary(of: "server_interop.py")
    #expect((summary?["historyPages"] as? Int ?? 0) >= 2)
    #expect((summary?["tokenDefectsRefused"] as? [String])?.count == 8)
  }

  /// The endpoints that change the sandbox or reach the webhook, with the app listening to its updates.
  @Test func applesClientExtendsSetsTokensSendsConsumptionAndTestNotifications() async throws {
    let summary = try await summary(of: "server_endpoints.py")
    // Transaction.updates carries a transaction's newest state: the backend's three changes may reach the app as
    // fewer updates when they land close together (the script checks the last one has them all).
    #expect((1...3).contains(summary?["appSaw"] as? Int ?? 0))
    #expect((summary?["notifications"] as? [[String]])?.count == 4)
  }

  /// A reversed refund and a price increase's consent, verified at a webhook with `verify_and_decode_notification`
  /// (REFUND_REVERSED; PRICE_INCREASE / PENDING and ACCEPTED with `priceIncreaseStatus`; EXPIRED / PRICE_INCREASE),
  /// and the QA controls seen from Get Notification History: an answer counted as a failure, retried with the same
  /// `notificationUUID`, and a resend.
  @Test func applesLibraryVerifiesReversalsPriceIncreasesRetriesAndResends() async throws {
    let summary = try await summary(of: "server_qa.py")
    #expect((summary?["notifications"] as? [[String]])?.count == 10)
    #expect((summary?["received"] as? Int) == 12)
  }
}
