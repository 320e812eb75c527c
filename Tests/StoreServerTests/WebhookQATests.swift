import Foundation
import InterfaceLanguage
import StoreOperations
import Testing

@testable import StoreEngine
@testable import StoreServer

/// A tester's controls over delivery, as store operations: the webhook's next answers counted as failures, and one
/// notification sent again. "Responding to App Store Server Notifications": only 200–206 is success, and a failed
/// version 2 notification is retried at 1, 12, 24, 48 and 72 hours after the previous attempt; a retry is the same
/// notification, so the backend sees the same `notificationUUID` twice and must act once. "Get Notification History":
/// each notification's `sendAttempts` lists every attempt with its `attemptDate` and `sendAttemptResult`.
@Suite struct WebhookQATests {
  /// A sandbox with a webhook that answers 200 and one one-time purchase's notification stored.
  func purchased() async throws -> (ServerFixture, WebhookReceiver, StoreExecutor, NotificationDelivery) {
    let server = try await ServerFixture()
    let webhook = try WebhookReceiver(.status(200))
    try await server.sandbox.addWebhook(webhook.url)
    _ = try await server.buy("pro.lifetime")
    // The webhook answers on Swift tasks: a generous timeout, so a machine busy with other suites does not turn its
    // answer into TIMED_OUT (no test here is about timeouts).
    let delivery = NotificationDelivery(sandbox: server.sandbox, claimant: "test", timeout: 120) { _ in }
    return (server, webhook, StoreExecutor(sandbox: server.sandbox), delivery)
  }

  /// The history's `sendAttempts` results of the only notification, read through the API as a backend reads them.
  func historyResults(_ server: ServerFixture) async throws -> [String] {
    let start = Int64(ServerFixture.start.timeIntervalSince1970 * 1000) - 1000
    let response = try await server.send(
      "POST", "/inApps/v1/notifications/history", json: #"{"startDate":\#(start),"endDate":\#(start + 90 * 86_400_000)}"#)
    let items = try #require(response.object?["notificationHistory"] as? [[String: Any]])
    let attempts = try #require(items.first?["sendAttempts"] as? [[String: Any]])
    return attempts.compactMap { $0["sendAttemptResult"] as? String }
  }

  @Test func aFailedAnswerIsRetriedAnHourLaterWithTheSameUUIDThoughTheWebhookSaid200() async throws {
    let (server, webhook, executor, delivery) = try await purchased()
    let result = await executor.run(.server(.failNextWebhookAnswers(1)))
    #expect(result.outcome == .server(.webhookAnswersFailing(count: 1)))
    #expect(try await server.sandbox.webhookAnswersToFail() == 1)
    await delivery.deliverDue()
    let notification = try #require(try await server.sandbox.allNotifications().first)
    #expect(notification.attempts.map(\.result) == [.unsuccessfulHTTPResponseCode, nil])
    #expect(notification.attempts.first?.httpStatus == 200, "the webhook's own answer is kept beside the result")
    let retry = try #require(notification.attempts.last)
    #expect(abs(retry.dueDate.timeIntervalSince(ServerFixture.start) - 3600) < 0.001)
    #expect(try await server.sandbox.webhookAnswersToFail() == 0, "one answer was asked for, one was used")

    try await server.sandbox.advanceClock(by: 3600)
    await delivery.deliverDue()
    #expect(webhook.received == [notification.uuid, notification.uuid])
    #expect(try await historyResults(server) == ["UNSUCCESSFUL_HTTP_RESPONSE_CODE", "SUCCESS"])
    await webhook.stop()
  }

  /// "Get Notification History" (`sendAttemptResult`): `SOCKET_ISSUE` is an attempt whose connection failed, and
  /// `UNSUCCESSFUL_HTTP_RESPONSE_CODE` one the server answered with a failing status. A webhook that refuses the
  /// connection gave no answer to count as failed, so the attempt stays `SOCKET_ISSUE` and the count waits for an
  /// answer.
  @Test func aRefusedConnectionStaysASocketIssueAndLeavesTheCount() async throws {
    let server = try await ServerFixture()
    let refusing = try WebhookReceiver(.status(200))
    await refusing.stop()
    try await server.sandbox.addWebhook(refusing.url)
    _ = try await server.buy("pro.lifetime")
    let delivery = NotificationDelivery(sandbox: server.sandbox, claimant: "test", timeout: 120) { _ in }
    _ = await StoreExecutor(sandbox: server.sandbox).run(.server(.failNextWebhookAnswers(1)))
    await delivery.deliverDue()
    let notification = try #require(try await server.sandbox.allNotifications().first)
    #expect(notification.attempts.map(\.result) == [.socketIssue, nil])
    #expect(try await server.sandbox.webhookAnswersToFail() == 1, "nothing answered, so no answer was counted")
  }

  @Test func zeroStopsCountingAnswersAsFailures() async throws {
    let (server, webhook, executor, delivery) = try await purchased()
    _ = await executor.run(.server(.failNextWebhookAnswers(5)))
    let stopped = await executor.run(.server(.failNextWebhookAnswers(0)))
    #expect(stopped.outcome == .server(.webhookAnswersFailing(count: 0)))
    await delivery.deliverDue()
    #expect(try await server.sandbox.allNotifications().first?.attempts.map(\.result) == [.success])
    await webhook.stop()
  }

  /// A tester who resets the sandbox starts again from nothing: the notifications the counted failures were meant for
  /// are erased with the history, so a count left over would fail the first notification of the new history for no
  /// reason the tester can see. The webhook stays, and hears the next purchase at once.
  @Test func aResetStopsCountingAnswersAsFailures() async throws {
    let (server, webhook, executor, delivery) = try await purchased()
    _ = await executor.run(.server(.failNextWebhookAnswers(3)))
    _ = await executor.run(.reset)
    #expect(try await server.sandbox.webhookAnswersToFail() == 0)
    _ = try await server.buy("pro.lifetime")
    await delivery.deliverDue()
    #expect(try await server.sandbox.allNotifications().map { $0.attempts.map(\.result) } == [[.success]])
    await webhook.stop()
  }

  /// A resend of a delivered notification is a second attempt of the same notification: the backend receives the
  /// same `notificationUUID` and signed payload again, and the history lists both attempts.
  @Test func aResentNotificationArrivesAgainWithTheSameUUIDAndTheHistoryListsBothAttempts() async throws {
    let (server, webhook, executor, delivery) = try await purchased()
    await delivery.deliverDue()
    let notification = try #require(try await server.sandbox.allNotifications().first)
    let result = await executor.run(.server(.resendNotification(.latest(nil))))
    guard case .server(.notificationResent(let resent, webhooks: 1)) = result.outcome else {
      Issue.record("not resent: \(result.outcome)")
      return
    }
    #expect(resent.uuid == notification.uuid && resent.attempts.map(\.number) == [1, 2])
    await delivery.deliverDue()
    #expect(webhook.received == [notification.uuid, notification.uuid])
    #expect(try await historyResults(server) == ["SUCCESS", "SUCCESS"])
    #expect(
      OutcomeWords(language: .en, surface: .commandLine).report(result).text
        == "Notification \(notification.uuid) (ONE_TIME_CHARGE) goes to the webhook again now, with the same "
        + "notificationUUID; Get Notification History lists the new attempt.")
    await webhook.stop()
  }

  /// A resend while a retry waits makes that retry now instead of adding a third attempt beside it.
  @Test func aResendMakesTheWaitingRetryNow() async throws {
    let (server, webhook, executor, delivery) = try await purchased()
    webhook.answer(.status(503))
    await delivery.deliverDue()
    webhook.answer(.status(200))
    let uuid = try #require(try await server.sandbox.allNotifications().first?.uuid)
    _ = await executor.run(.server(.resendNotification(.uuid(uuid.uppercased()))))
    await delivery.deliverDue()
    let attempts = try #require(try await server.sandbox.allNotifications().first?.attempts)
    #expect(attempts.map(\.result) == [.unsuccessfulHTTPResponseCode, .success])
    #expect(attempts.last?.attemptDate == ServerFixture.start, "made at once, not an hour later")
    #expect(webhook.received == [uuid, uuid])
    await webhook.stop()
  }

  @Test func aResendNeedsAWebhookAndANotificationThatExists() async throws {
    let server = try await ServerFixture()
    let executor = StoreExecutor(sandbox: server.sandbox)
    _ = try await server.buy("pro.lifetime")
    #expect(await executor.run(.server(.resendNotification(.latest(nil)))).outcome == .failed(.server(.noWebhook)))
    try await server.sandbox.addWebhook("http://127.0.0.1:9/notifications")
    let unknown = "0b9a6c1e-3f2d-4a5b-8c7d-6e5f4a3b2c1d"
    let missing = await executor.run(.server(.resendNotification(.uuid(unknown))))
    #expect(missing.outcome == .failed(.server(.noSuchNotification(.uuid(unknown)))))
    #expect(
      OutcomeWords(language: .en, surface: .commandLine).report(missing).text
        == "No notification has notificationUUID \(unknown); 'storefront server notifications' lists them.")
    let none = await executor.run(.server(.resendNotification(.latest(.refund))))
    #expect(none.outcome == .failed(.server(.noSuchNotification(.latest(.refund)))))
  }
}
