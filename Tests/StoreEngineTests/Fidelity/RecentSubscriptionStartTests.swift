import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// `recentSubscriptionStartDate` ignores short lapses in paid service.
///
/// Apple's App Store Server API `recentSubscriptionStartDate` (developer.apple.com/documentation/appstoreserverapi/recentsubscriptionstartdate)
/// is "the earliest start date of a subscription in a series of auto-renewable subscription purchases that ignores
/// all lapses of paid service shorter than 60 days", found from "the most recent auto-renewable subscription purchase
/// that's preceded by a gap in paid service of more than 60 days in the production environment, or 10 minutes in the
/// sandbox environment". StoreKit's `RenewalInfo.recentSubscriptionStartDate` is the same date. The threshold scales
/// with the time rate like the 60-day billing retry period; at `monthlyRenewalEveryFiveMinutes`, the sandbox's own
/// rate, it is Apple's 10 minutes.
@Suite struct RecentSubscriptionStartTests {
  let day: TimeInterval = 86_400

  func recentStart(_ store: Store) async throws -> Date {
    let status = try #require(try await store.subscriptionStatus(for: "GROUP1").first)
    return try status.renewalInfo.payloadValue.recentSubscriptionStartDate
  }

  /// Subscribes, lets the subscription lapse for `lapse` seconds after it expires, and subscribes again.
  func resubscribe(after lapse: TimeInterval, in store: Store) async throws -> (first: Date, again: Date) {
    let first = try await FidelityFixtures.buy("plus.monthly", in: store).payloadValue
    try await store.sandbox.cancelSubscription("GROUP1")
    try await store.sandbox.advanceClock(to: try #require(first.expirationDate).addingTimeInterval(lapse))
    let again = try await FidelityFixtures.buy("plus.monthly", in: store).payloadValue
    return (first.purchaseDate, again.purchaseDate)
  }

  @Test func aLapseShorterThanSixtyDaysIsIgnored() async throws {
    let store = try await FidelityFixtures.launch()
    let (first, _) = try await resubscribe(after: 30 * day, in: store)
    #expect(try await recentStart(store) == first)
  }

  @Test func aLapseLongerThanSixtyDaysStartsAgain() async throws {
    let store = try await FidelityFixtures.launch()
    let (_, again) = try await resubscribe(after: 61 * day, in: store)
    #expect(try await recentStart(store) == again)
  }

  @Test(arguments: [(9.0 * 60, false), (11.0 * 60, true)])
  func atTheSandboxRateTheThresholdIsTenMinutes(_ lapse: TimeInterval, startsAgain: Bool) async throws {
    var catalog = EngineFixtures.catalog
    catalog.settings.timeRate = try #require(TimeRate(rawValue: 13))  // monthly renewal every 5 minutes
    let store = try await FidelityFixtures.launch(catalog: catalog)
    let (first, again) = try await resubscribe(after: lapse, in: store)
    #expect(try await recentStart(store) == (startsAgain ? again : first))
  }

  @Test func recoveringFromBillingRetryKeepsTheStart() async throws {
    let store = try await FidelityFixtures.launch()
    try await store.sandbox.setBillingRetryOnRenewal(true)
    let first = try await FidelityFixtures.buy("plus.monthly", in: store).payloadValue
    try await store.sandbox.advanceClock(to: try #require(first.expirationDate).addingTimeInterval(20 * day))
    try await store.sandbox.setBillingRetryOnRenewal(false)
    try await store.sandbox.renewSubscription("GROUP1")
    #expect(try await recentStart(store) == first.purchaseDate)
  }
}
