import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The Server tab in the real binary (`storefront --server --port 0`), at 80×24 and 200×60, each behaviour after the
/// Apple page it follows:
/// - the request a backend made: 401 without a token ("Generating JSON Web Tokens for API requests");
/// - the purchase's `ONE_TIME_CHARGE` ("App Store Server Notifications" → `notificationType`) with its attempt at a
///   webhook that refuses connections, recorded as `SOCKET_ISSUE` ("Get Notification History" → `sendAttemptResult`)
///   and retried an hour later ("Responding to App Store Server Notifications": the retry schedule, 1, 12, 24, 48 and
///   72 hours);
/// - its payload decoded ("responseBodyV2DecodedPayload");
/// - the two controls: fail the next answers (the webhook's answer is not HTTP 200, so the App Store retries —
///   "Responding to App Store Server Notifications"), and resend with the same `notificationUUID`, a new attempt
///   listed beside the first ("Get Notification History" → `sendAttemptItem`: a notification's attempts, each with
///   its `attemptDate` and result; a retry carries the same `notificationUUID`, "notificationUUID").
@Suite(.serialized) struct ServerTabEndToEndTests {
  @Test(.timeLimit(.minutes(4)), arguments: [(80, 24), (200, 60)])
  func theServerTabShowsRequestsNotificationsAndItsControls(_ size: (cols: Int, rows: Int)) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    let sandbox = ["--sandbox", session.sandbox]
    let added = try await ProcessRunner.storefront(["server", "webhook", "add", "http://127.0.0.1:9/notifications"] + sandbox)
    #expect(added.status == 0, "\(added.stderr)")
    let bought = try await ProcessRunner.storefront(["buy", "com.example.storefront.removeads"] + sandbox)
    #expect(bought.status == 0, "\(bought.stderr)")

    try await session.start("--server --port 0", cols: size.cols, rows: size.rows)
    let screen = try await session.tmux.waitFor("server 127.0.0.1:", timeout: .seconds(90))
    let header = try #require(screen.split(separator: "\n").first.map(String.init))
    let port = try #require(header.components(separatedBy: "server 127.0.0.1:").last?.prefix { $0.isNumber })
    let url = try #require(URL(string: "http://127.0.0.1:\(port)/inApps/v1/transactions/1"))
    let (_, response) = try await URLSession.shared.data(for: URLRequest(url: url, timeoutInterval: 60))
    #expect((response as? HTTPURLResponse)?.statusCode == 401)

    _ = try await session.tmux.waitFor("100 Gems", timeout: .seconds(60))
    try session.tmux.send("5")
    let tab = try await session.tmux.waitFor("SOCKET_ISSUE", timeout: .seconds(60))
    #expect(tab.contains("Notifications (1)") && tab.contains("ONE_TIME_CHARGE"), "\(tab)")
    #expect(tab.contains("GET /inApps/v1/transactions/1") && tab.contains("401"), "\(tab)")
    #expect(tab.contains("#2 http://127.0.0.1:9/notifications") && tab.contains("· due"), "the retry waits")
    if size.rows >= 60 {
      #expect(tab.contains(#""notificationType": "ONE_TIME_CHARGE""#) && tab.contains("data.signedTransactionInfo"))
    }

    try session.tmux.send("f")
    _ = try await session.tmux.waitFor("0 to 1000")
    try session.tmux.type("2")
    try session.tmux.send("Enter")
    _ = try await session.tmux.waitFor("next 2 answers count as failures")
    try session.tmux.send("s")
    let resent = try await session.tmux.waitUntil("the resend's attempt is listed", timeout: .seconds(60)) {
      $0.contains("#3 http://127.0.0.1:9/notifications")
    }
    #expect(resent.contains("#2 http://127.0.0.1:9/notifications"), "\(resent)")

    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }
}
