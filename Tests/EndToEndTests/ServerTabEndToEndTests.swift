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
    for product in ["com.example.storefront.removeads", "com.example.storefront.gems.100"] {
      let bought = try await ProcessRunner.storefront(["buy", product] + sandbox)
      #expect(bought.status == 0, "\(bought.stderr)")
    }

    // xterm's terminfo entry names its SGR mouse reports, so ncurses reads the click sent below.
    try await session.start("--server --port 0", cols: size.cols, rows: size.rows, environment: "TERM=xterm-256color")
    let screen = try await session.tmux.waitFor("server 127.0.0.1:", timeout: .seconds(90))
    let header = try #require(screen.split(separator: "\n").first.map(String.init))
    let port = try #require(header.components(separatedBy: "server 127.0.0.1:").last?.prefix { $0.isNumber })
    let url = try #require(URL(string: "http://127.0.0.1:\(port)/inApps/v1/transactions/1"))
    let (_, response) = try await URLSession.shared.data(for: URLRequest(url: url, timeoutInterval: 60))
    #expect((response as? HTTPURLResponse)?.statusCode == 401)

    _ = try await session.tmux.waitFor("100 Gems", timeout: .seconds(60))
    #expect(screen.contains(" 4 Server"), "the digit is the tab's place: no diagnostics tab here")
    try session.tmux.send("4")
    let tab = try await session.tmux.waitFor("SOCKET_ISSUE", timeout: .seconds(60))
    #expect(tab.contains("Notifications (2)") && tab.contains("ONE_TIME_CHARGE"), "\(tab)")
    #expect(tab.contains("GET /inApps/v1/transactions/1") && tab.contains("401"), "\(tab)")
    #expect(tab.contains("#2 http://127.0.0.1:9/notifications") && tab.contains("· due"), "the retry waits")
    if size.rows >= 60 {
      #expect(tab.contains(#""notificationType": "ONE_TIME_CHARGE""#) && tab.contains("data.signedTransactionInfo"))
    }

    #expect(Self.shownTransactionID(tab) == "2", "the newest is shown: \(tab)")

    // A click on the older notification's row (an SGR mouse press and release) picks it.
    let rows = tab.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let listed = rows.indices.filter { rows[$0].prefix(size.cols / 2).contains("ONE_TIME_CHARGE") }
    let older = try #require(listed.dropFirst().first, "two rows listed: \(tab)")
    let column = try #require(rows[older].range(of: "ONE_TIME_CHARGE")).lowerBound.utf16Offset(in: rows[older])
    try session.tmux.type("\u{1B}[<0;\(column + 1);\(older + 1)M\u{1B}[<0;\(column + 1);\(older + 1)m")
    let picked = try await session.tmux.waitUntil("the older notification is shown") {
      Self.shownTransactionID($0) == "1"
    }
    #expect(picked.contains("#2 http://127.0.0.1:9/notifications"), "its own attempts: \(picked)")

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

  /// The `transactionId` the details pane shows.
  static func shownTransactionID(_ screen: String) -> String? {
    let line = screen.split(separator: "\n").first { $0.contains("transactionId") }
    return line?.components(separatedBy: "transactionId").last?.split(separator: " ").first.map(String.init)
  }
}
