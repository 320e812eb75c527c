import Foundation
import TestSupport
import Testing

/// Apple's own Python `AppStoreServerAPIClient` and `SignedDataVerifier` against `storefront server`: a scripted life
/// read back through Get Transaction Info, Get Transaction History (v1 and v2, paged), Get All Subscription Statuses,
/// Get Refund History, Look Up Order ID and Get Notification History, every notification verified at a webhook with
/// `verify_and_decode_notification`, and every token defect refused (see Tests/Interop/server_interop.py for the
/// Apple pages each check follows).
@Suite struct AppleClientInteropTests {
  static let script = ProjectPaths.root.appendingPathComponent("Tests/Interop/server_interop.py")

  @Test func applesClientReadsTheServerAndVerifiesEveryNotification() async throws {
    let check = try ProcessRunner.run("python3", ["-c", "import appstoreserverlibrary"])
    guard check.status == 0 else {
      Issue.record(
        "Apple's app-store-server-library is not installed for python3; run scripts/install-deps (\(check.stderr))")
      return
    }
    let work = try ProjectPaths.temporaryDirectory("server-interop")
    let result = try await onOwnThread {
      try ProcessRunner.run("python3", [Self.script.path, ProjectPaths.binary.path, work.path])
    }
    #expect(result.status == 0, "\(result.stderr)")
    let summary = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect((summary?["historyPages"] as? Int ?? 0) >= 2)
    #expect((summary?["tokenDefectsRefused"] as? [String])?.count == 8)
  }

  /// The endpoints that change the sandbox or reach the webhook, through Apple's client, with the app listening
  /// (Tests/Interop/server_endpoints.py names the Apple page of each check).
  @Test func applesClientExtendsSetsTokensSendsConsumptionAndTestNotifications() async throws {
    let check = try ProcessRunner.run("python3", ["-c", "import appstoreserverlibrary"])
    guard check.status == 0 else {
      Issue.record(
        "Apple's app-store-server-library is not installed for python3; run scripts/install-deps (\(check.stderr))")
      return
    }
    let script = ProjectPaths.root.appendingPathComponent("Tests/Interop/server_endpoints.py")
    let work = try ProjectPaths.temporaryDirectory("server-endpoints")
    let result = try await onOwnThread {
      try ProcessRunner.run("python3", [script.path, ProjectPaths.binary.path, work.path])
    }
    #expect(result.status == 0, "\(result.stderr)")
    let summary = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect((summary?["appSaw"] as? Int) == 3)
    #expect((summary?["notifications"] as? [[String]])?.count == 4)
  }
}
