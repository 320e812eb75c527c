import Foundation
import Testing

@testable import StoreEngine
@testable import StoreServer

/// Notifications for events that are not a renewal step of their own, from "App Store Server Notifications V2"
/// (notificationType): `GRACE_PERIOD_EXPIRED` — "the billing grace period has ended without renewing the
/// subscription" (the App Store goes on retrying; `EXPIRED` / `BILLING_RETRY` comes when it stops) — and
/// `CONSUMPTION_REQUEST` — "the customer initiated a refund request for a consumable In-App Purchase or
/// auto-renewable subscription", with `consumptionRequestReason` in `data` ("consumptionRequestReason").
@Suite struct LifecycleNotificationTests: NotificationReading {
  func failingRenewals() async throws -> ServerFixture {
    let server = try await ServerFixture()
    _ = try await server.buy("plus.monthly")
    try await server.sandbox.setBillingRetryOnRenewal(true)
    try await server.sandbox.setBillingGracePeriod(true)
    return server
  }

  @Test func theEndOfAGracePeriodIsNotifiedOnceAtItsMomentBeforeTheExpiry() async throws {
    let server = try await failingRenewals()
    try await server.sandbox.advanceClock(by: 32 * 86400)
    try await server.sandbox.settle()
    #expect(try await kinds(server.sandbox) == ["SUBSCRIBED/INITIAL_BUY", "DID_FAIL_TO_RENEW/GRACE_PERIOD"])
    try await server.sandbox.advanceClock(by: 16 * 86400)
    try await server.sandbox.settle()
    try await server.sandbox.settle()
    #expect(try await kinds(server.sandbox).suffix(1) == ["GRACE_PERIOD_EXPIRED"])
    let notifications = try await server.sandbox.allNotifications()
    let expired = try #require(notifications.last)
    let failed = notifications[1]
    // Signed when the grace period ended (16 days for a monthly subscription), with the billing-retry status (3).
    #expect(abs(expired.signedDate.timeIntervalSince(failed.signedDate) - 16 * 86400) < 0.001)
    let data = try #require(try payload(expired)["data"] as? [String: Any])
    #expect(data["status"] as? Int == 3 && data["signedRenewalInfo"] != nil && data["signedTransactionInfo"] != nil)
    try await server.sandbox.advanceClock(by: 60 * 86400)
    try await server.sandbox.settle()
    #expect(try await kinds(server.sandbox).suffix(2) == ["GRACE_PERIOD_EXPIRED", "EXPIRED/BILLING_RETRY"])
  }

  @Test func aJumpPastEverythingKeepsTheOrderOfEvents() async throws {
    let server = try await failingRenewals()
    try await server.sandbox.advanceClock(by: 120 * 86400)
    try await server.sandbox.settle()
    #expect(
      try await kinds(server.sandbox) == [
        "SUBSCRIBED/INITIAL_BUY", "DID_FAIL_TO_RENEW/GRACE_PERIOD", "GRACE_PERIOD_EXPIRED", "EXPIRED/BILLING_RETRY",
      ])
  }

  @Test func noGracePeriodNoGracePeriodExpired() async throws {
    let server = try await ServerFixture()
    _ = try await server.buy("plus.monthly")
    try await server.sandbox.setBillingRetryOnRenewal(true)
    try await server.sandbox.advanceClock(by: 120 * 86400)
    try await server.sandbox.settle()
    #expect(
      try await kinds(server.sandbox) == ["SUBSCRIBED/INITIAL_BUY", "DID_FAIL_TO_RENEW", "EXPIRED/BILLING_RETRY"])
  }

  @Test func aRefundRequestForAConsumableOrSubscriptionAsksForConsumptionFirst() async throws {
    let server = try await ServerFixture()
    let gems = try await server.buy("gems.10")
    let plus = try await server.buy("plus.monthly")
    let pro = try await server.buy("pro.lifetime")
    try await server.sandbox.refund(gems.id)
    try await server.sandbox.refund(plus.id, reason: .developerIssue)
    try await server.sandbox.refund(pro.id)
    #expect(
      try await kinds(server.sandbox).suffix(5) == [
        "CONSUMPTION_REQUEST", "REFUND", "CONSUMPTION_REQUEST", "REFUND", "REFUND",
      ])
    let requests = try await server.sandbox.allNotifications().filter { $0.kind.type == .consumptionRequest }
    #expect(requests.map(\.transactionID) == [gems.id, plus.id])
    let reasons = try requests.map {
      try (payload($0)["data"] as? [String: Any])?["consumptionRequestReason"] as? String
    }
    #expect(reasons == ["OTHER", "FULFILLMENT_ISSUE"])
    // The request carries the transaction as it was when the customer asked: not yet refunded.
    let data = try #require(try payload(requests[0])["data"] as? [String: Any])
    let fields = try claims(try #require(data["signedTransactionInfo"] as? String))
    #expect(fields["revocationDate"] == nil && fields["transactionId"] as? String == String(gems.id))
  }

  @Test func aDeclinedRefundRequestAsksForConsumptionToo() async throws {
    let server = try await ServerFixture()
    let gems = try await server.buy("gems.10")
    try await server.sandbox.declineRefund(gems.id, device: "d1")
    #expect(try await kinds(server.sandbox) == ["ONE_TIME_CHARGE", "CONSUMPTION_REQUEST", "REFUND_DECLINED"])
  }

  @Test func aRevocationThatIsNoRefundRequestAsksForNothing() async throws {
    let server = try await ServerFixture()
    let gems = try await server.buy("gems.10")
    try await server.sandbox.revoke(gems.id, reason: .other, device: nil)
    #expect(try await kinds(server.sandbox) == ["ONE_TIME_CHARGE", "REVOKE"])
  }
}
