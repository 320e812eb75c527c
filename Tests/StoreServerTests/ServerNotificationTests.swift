import Foundation
import Testing
import TestSupport

@testable import StoreEngine
@testable import StoreServer

/// Notifications are stored with the change that caused them, with Apple's type and subtype ("App Store Server
/// Notifications V2", notificationType and subtype), and attempts follow Apple's retry schedule ("Responding to App
/// Store Server Notifications": retries at 1, 12, 24, 48 and 72 hours after the previous attempt).
@Suite struct ServerNotificationTests {
  func sandbox() throws -> Sandbox {
    let path = try ProjectPaths.temporaryDirectory("server").appendingPathComponent("ledger.sqlite").path
    return try Sandbox(path: path, catalog: ServerFixture.catalog, startClock: .frozen(at: ServerFixture.start))
  }

  @Test func eachChangeCommitsWithItsNotification() async throws {
    let sandbox = try sandbox()
    try await sandbox.addWebhook("http://127.0.0.1:9/hook")
    _ = try await sandbox.purchase("plus.monthly", device: "d1")
    try await sandbox.advanceClock(by: 31 * 86400)
    try await sandbox.cancelSubscription("GROUP1")
    guard case .purchased(let pro) = try await sandbox.purchase("pro.lifetime", device: "d1") else {
      Issue.record("the purchase did not charge")
      return
    }
    try await sandbox.revoke(pro.id, reason: .other, device: nil)
    let kinds = try await sandbox.allNotifications().map { [$0.kind.type.rawValue, $0.kind.subtype?.rawValue ?? "-"] }
    #expect(kinds == [
      ["SUBSCRIBED", "INITIAL_BUY"], ["DID_RENEW", "-"], ["DID_CHANGE_RENEWAL_STATUS", "AUTO_RENEW_DISABLED"],
      ["ONE_TIME_CHARGE", "-"], ["REVOKE", "-"],
    ])
    let attempts = try await sandbox.allNotifications().map(\.attempts.count)
    #expect(attempts == [1, 1, 1, 1, 1])
    // Every purchase and renewal has an order id, and Look Up Order ID finds it.
    let order = try #require(try await sandbox.orderID(of: pro.id))
    #expect(try await sandbox.transactions(inOrder: order).map(\.id) == [pro.id])
  }

  @Test func aFailedAttemptIsRetriedOnAppleScheduleWithTheSameNotification() async throws {
    let sandbox = try sandbox()
    try await sandbox.addWebhook("http://127.0.0.1:9/hook")
    _ = try await sandbox.purchase("pro.lifetime", device: "d1")
    var numbers: [Int] = []
    var dueAfter: [Double] = []
    for _ in 0...NotificationRetrySchedule.hoursAfterAttempt.count {  // the first send, then each retry
      let claimed = try await sandbox.claimDueNotificationAttempts(claimant: "one", lease: 30)
      // A second process finds nothing to claim while the first holds it.
      #expect(try await sandbox.claimDueNotificationAttempts(claimant: "two", lease: 30).isEmpty)
      let attempt = try #require(claimed.first)
      numbers.append(attempt.attempt.number)
      try await sandbox.completeNotificationAttempt(attempt, claimant: "one", result: .unsuccessfulHTTPResponseCode, httpStatus: 500)
      if let next = try await sandbox.nextNotificationAttemptDue() {
        dueAfter.append(next.timeIntervalSince(await sandbox.now) / 3600)
        try await sandbox.advanceClock(to: next)
      }
    }
    #expect(numbers == [1, 2, 3, 4, 5, 6])
    #expect(dueAfter == [1, 12, 24, 48, 72])
    let notification = try #require(try await sandbox.allNotifications().first)
    #expect(notification.attempts.count == 6)
    #expect(notification.attempts.allSatisfy { $0.result == .unsuccessfulHTTPResponseCode && $0.httpStatus == 500 })
  }
}
