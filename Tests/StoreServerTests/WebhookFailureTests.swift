import Foundation
import Testing

@testable import StoreEngine
@testable import StoreServer

/// A webhook that answers with an error, is dead or is too slow: each attempt is recorded with Apple's
/// `sendAttemptResult` (`UNSUCCESSFUL_HTTP_RESPONSE_CODE`, `SOCKET_ISSUE`, `TIMED_OUT`) and retried at the next step of
/// Apple's schedule with the same notification and `notificationUUID` ("Responding to App Store Server
/// Notifications": 200–206 is success; 40x and 50x are retried, version 2 at 1, 12, 24, 48 and 72 hours after the
/// previous attempt). Nothing is lost, and a webhook that hangs never holds up a purchase.
@Suite struct WebhookFailureTests {
  /// Delivers what is due, then checks the first attempt failed with `result` and the second is due an hour later.
  /// The webhook answers on Swift tasks: `timeout` is generous so that a test machine busy with other suites does not
  /// turn a webhook's 500 into a timeout.
  func expectRetry(
    after result: SendAttemptResult, httpStatus: Int?, url: String, timeout: TimeInterval = 30
  ) async throws -> (ServerFixture, NotificationDelivery, ServerNotificationRecord) {
    let server = try await ServerFixture()
    try await server.sandbox.addWebhook(url)
    _ = try await server.buy("pro.lifetime")
    let delivery = NotificationDelivery(sandbox: server.sandbox, claimant: "test", timeout: timeout) { _ in }
    await delivery.deliverDue()
    let notification = try #require(try await server.sandbox.allNotifications().first)
    #expect(notification.attempts.count == 2)
    let first = try #require(notification.attempts.first)
    #expect(first.state == .done && first.result == result && first.httpStatus == httpStatus)
    let retry = try #require(notification.attempts.last)
    #expect(retry.number == 2 && retry.state == .pending && retry.url == url)
    #expect(abs(retry.dueDate.timeIntervalSince(ServerFixture.start) - 3600) < 0.001)
    // Not due yet: delivering again makes no attempt.
    await delivery.deliverDue()
    #expect(try await server.sandbox.allNotifications().first?.attempts.count == 2)
    return (server, delivery, notification)
  }

  @Test(arguments: [500, 503, 404, 400])
  func anErrorStatusIsRetriedAnHourLaterWithTheSameNotificationUUID(status: Int) async throws {
    let webhook = try WebhookReceiver(.status(status))
    let (server, delivery, notification) = try await expectRetry(
      after: .unsuccessfulHTTPResponseCode, httpStatus: status, url: webhook.url)
    webhook.answer(.status(200))
    try await server.sandbox.advanceClock(by: 3600)
    await delivery.deliverDue()
    #expect(webhook.received == [notification.uuid, notification.uuid])
    let delivered = try #require(try await server.sandbox.allNotifications().first)
    #expect(delivered.attempts.map(\.result) == [.unsuccessfulHTTPResponseCode, .success])
    #expect(delivered.attempts.last?.httpStatus == 200)
    await webhook.stop()
  }

  @Test func aDeadWebhookIsASocketIssueAndIsRetried() async throws {
    let url = try await WebhookReceiver.deadURL()
    let (server, delivery, notification) = try await expectRetry(after: .socketIssue, httpStatus: nil, url: url)
    try await server.sandbox.advanceClock(by: 3600)
    await delivery.deliverDue()
    let retried = try #require(try await server.sandbox.allNotifications().first)
    #expect(retried.uuid == notification.uuid)
    #expect(retried.attempts.map(\.result) == [.socketIssue, .socketIssue, nil])
    let due = try #require(retried.attempts.last?.dueDate.timeIntervalSince(ServerFixture.start))
    #expect(abs(due - 13 * 3600) < 0.001)
  }

  @Test func aSlowWebhookTimesOutAndIsRetried() async throws {
    let webhook = try WebhookReceiver(.slow(.seconds(3)))
    let (server, _, notification) = try await expectRetry(
      after: .timedOut, httpStatus: nil, url: webhook.url, timeout: 1)
    webhook.answer(.status(200))
    try await server.sandbox.advanceClock(by: 3600)
    // The retry with the usual patience: only the first attempt is meant to time out.
    await NotificationDelivery(sandbox: server.sandbox, claimant: "test", timeout: 30) { _ in }.deliverDue()
    #expect(webhook.received == [notification.uuid, notification.uuid])
    #expect(try await server.sandbox.allNotifications().first?.attempts.map(\.result) == [.timedOut, .success])
    await webhook.stop()
  }

  @Test func aHungWebhookNeverHoldsUpAPurchaseAndLosesNothing() async throws {
    let webhook = try WebhookReceiver(.held)
    let fixture = try await ServerFixture()
    try await fixture.sandbox.addWebhook(webhook.url)
    let server = try await StoreServer(sandbox: fixture.sandbox, port: 0)
    _ = try await fixture.buy("pro.lifetime")
    try await waitUntil { webhook.received.count == 1 }
    // The first POST is held; purchases still complete, each with its notification stored.
    for _ in 0..<3 {
      let gems = try await fixture.buy("gems.10")
      _ = try await fixture.sandbox.finish(gems.id, device: "d1")
    }
    #expect(try await fixture.sandbox.allNotifications().count == 4)
    webhook.release()
    // On a loaded machine the held POST may outlast the delivery's 5 s timeout; it is then retried an hour later
    // on the sandbox clock, which this test moves on (an hour a second) until everything has arrived.
    var nextAdvance = ContinuousClock.now
    try await waitUntil {
      let notifications = (try? await fixture.sandbox.allNotifications()) ?? []
      if notifications.allSatisfy({ $0.attempts.contains { $0.result == .success } }) { return true }
      let retrying = notifications.contains { $0.attempts.contains { $0.result == .timedOut } }
      if retrying, ContinuousClock.now >= nextAdvance {
        nextAdvance = ContinuousClock.now + .seconds(1)
        _ = try? await fixture.sandbox.advanceClock(by: 3600)
      }
      return false
    }
    await server.stop()
    let stored = try await fixture.sandbox.allNotifications().map(\.uuid)
    #expect(Set(webhook.received) == Set(stored))
    await webhook.stop()
  }

  // MARK: - Answers below HTTP

  @Test func aWebhookThatClosesWithoutAnsweringIsNoResponse() async throws {
    let webhook = try RawWebhook(answer: nil)
    defer { webhook.stop() }
    _ = try await expectRetry(after: .noResponse, httpStatus: nil, url: webhook.url)
  }

  @Test func anAnswerThatIsNotHTTPIsAnInvalidResponse() async throws {
    let webhook = try RawWebhook(answer: "HTTP/1.1 two hundred\r\n\r\n")
    defer { webhook.stop() }
    _ = try await expectRetry(after: .invalidResponse, httpStatus: nil, url: webhook.url)
  }

  @Test func aWebhookThatClosesInTheMiddleOfItsAnswerIsAPrematureClose() async throws {
    let webhook = try RawWebhook(answer: "HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc")
    defer { webhook.stop() }
    _ = try await expectRetry(after: .prematureClose, httpStatus: nil, url: webhook.url)
  }

  /// Redirects are followed, as Apple's `CIRCULAR_REDIRECT` result implies; one that never ends stops after 16.
  @Test func aWebhookThatRedirectsToItselfIsACircularRedirect() async throws {
    let webhook = try RawWebhook(
      answer: "HTTP/1.1 307 Temporary Redirect\r\nLocation: /notifications\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    defer { webhook.stop() }
    _ = try await expectRetry(after: .circularRedirect, httpStatus: nil, url: webhook.url)
    #expect(webhook.connections == 1 + WebhookPost.redirectLimit)
  }

  /// A server that stops while a webhook holds a POST does not wait for the webhook: the attempt ends at once, as
  /// `OTHER`, and is retried on the schedule (the patience here, 60 s, is far beyond how long the test waits).
  @Test func cancellingDeliveryEndsAHeldPostAtOnce() async throws {
    let webhook = try WebhookReceiver(.held)
    let server = try await ServerFixture()
    try await server.sandbox.addWebhook(webhook.url)
    _ = try await server.buy("pro.lifetime")
    let delivery = NotificationDelivery(sandbox: server.sandbox, claimant: "test", timeout: 60) { _ in }
    let delivering = Task { await delivery.deliverDue() }
    try await waitUntil { webhook.received.count == 1 }
    delivering.cancel()
    await delivering.value
    let attempts = try #require(try await server.sandbox.allNotifications().first).attempts
    #expect(attempts.map(\.result) == [.other, nil])
    #expect(attempts.last?.state == .pending)
    await webhook.stop()
  }

  /// Polls `condition` every 20 ms for up to two minutes (the wait is for another thread's work, not a timing
  /// assertion; at the start of the whole suite the server's tasks wait their turn behind hundreds of tests).
  func waitUntil(_ condition: () async -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(120)
    while ContinuousClock.now < deadline {
      if await condition() { return }
      try await Task.sleep(for: .milliseconds(20))
    }
    if await condition() { return }
    Issue.record("the condition did not hold within two minutes")
  }
}
