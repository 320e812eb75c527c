import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// `renewalDate` is in every auto-renewable subscription's renewal info, whatever the subscription's state.
///
/// Apple's `RenewalInfo.renewalDate` (developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalinfo/renewaldate)
/// "is a value that's always present for auto-renewable subscriptions, even for expired subscriptions. This date
/// indicates the expiration date of the most recent auto-renewable subscription purchase, including renewals, and
/// may be in the past." The App Store Server API's `renewalDate` says the same of the signed field.
@Suite struct RenewalDateTests {
  let day: TimeInterval = 86_400

  /// The group's renewal info as the app reads it, and the newest transaction's expiration date.
  func renewalInfo(_ store: Store) async throws -> (RenewalInfo, Date?) {
    let status = try #require(try await store.subscriptionStatus(for: "GROUP1").first)
    let info = try status.renewalInfo.payloadValue
    #expect(try FidelityFixtures.payload(of: info.jwsRepresentation)["renewalDate"] is Int)
    return (info, try status.transaction.payloadValue.expirationDate)
  }

  @Test func presentWhileSubscribedWithAutoRenewOff() async throws {
    let store = try await FidelityFixtures.launch()
    _ = try await FidelityFixtures.buy("plus.monthly", in: store)
    try await store.sandbox.cancelSubscription("GROUP1")
    let (info, expiration) = try await renewalInfo(store)
    #expect(!info.willAutoRenew)
    #expect(info.renewalDate == expiration)
  }

  @Test func presentDuringBillingRetry() async throws {
    let store = try await FidelityFixtures.launch()
    try await store.sandbox.setBillingRetryOnRenewal(true)
    _ = try await FidelityFixtures.buy("plus.monthly", in: store)
    try await store.sandbox.advanceClock(by: 35 * day)
    let (info, expiration) = try await renewalInfo(store)
    #expect(info.isInBillingRetry)
    #expect(info.renewalDate == expiration)
    #expect(try #require(info.renewalDate) < (await store.sandbox.now))  // in the past, as Apple says it may be
  }

  @Test func presentAfterTheSubscriptionExpired() async throws {
    let store = try await FidelityFixtures.launch()
    _ = try await FidelityFixtures.buy("plus.monthly", in: store)
    try await store.sandbox.cancelSubscription("GROUP1")
    try await store.sandbox.advanceClock(by: 90 * day)
    let status = try #require(try await store.subscriptionStatus(for: "GROUP1").first)
    #expect(status.state == .expired)
    let (info, expiration) = try await renewalInfo(store)
    #expect(info.renewalDate == expiration)
  }
}
