import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// The purchaser's billing failing behind a shared subscription: the family member's chain follows the purchaser's
/// billing state, step by step as the customer's own subscription does.
///
/// App Store Server Notifications V2 (developer.apple.com/documentation/appstoreservernotifications/notificationtype):
/// `DID_FAIL_TO_RENEW` — "the subscription failed to renew due to a billing issue… If the subtype is GRACE_PERIOD,
/// continue to provide service through the grace period. If the subtype is empty, the subscription isn't in a grace
/// period and you can stop providing the subscription service"; `GRACE_PERIOD_EXPIRED` — "the billing grace period
/// has ended without renewing the subscription, so you can turn off access to the service"; `EXPIRED` `BILLING_RETRY`
/// — "the subscription expired because the billing retry period ended without a successful billing transaction";
/// `DID_RENEW` `BILLING_RECOVERY` — "the expired subscription that previously failed to renew has successfully
/// renewed". StoreKit: `RenewalState.inGracePeriod` / `.inBillingRetryPeriod` / `.expired`; `RenewalInfo
/// .gracePeriodExpirationDate` "is present if you enable Billing Grace Period… Ensure that your app provides full
/// service… throughout the grace period" and `isInBillingRetry` is true "throughout the billing grace period"
/// (developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalinfo/graceperiodexpirationdate).
/// Family Sharing: each family member gets "their own unique receipts and transactions" ("Supporting Family Sharing
/// in your app"), so each step reaches the server about the member's own chain, `inAppOwnershipType` `FAMILY_SHARED`;
/// the shared subscription follows the purchaser's (extending the purchaser's "automatically extends the family
/// members' subscriptions as well", developer.apple.com/documentation/appstoreserverapi/familysharedsubscriptionextensionineligibleerror).
@Suite struct FamilyBillingTests {
  static let catalog = FamilySharingTests.catalog
  let day: TimeInterval = 86_400

  static func sharedStatus(_ store: Store, original: UInt64) async throws -> SubscriptionStatus {
    try #require(
      try await store.subscriptionStatus(for: "GROUP1").first { $0.transaction.unsafePayloadValue.originalID == original },
      "no status of the shared chain")
  }

  /// Each notification since `start` as "TYPE SUBTYPE OWNERSHIP".
  static func notifications(_ sandbox: Sandbox, since start: Date) async throws -> [String] {
    try await sandbox.notifications(from: start, to: await sandbox.now.addingTimeInterval(1), limit: 100).map { item in
      let payload = try FidelityFixtures.payload(of: item.signedPayload)
      let data = payload["data"] as? [String: Any]
      let ownership = try (data?["signedTransactionInfo"] as? String).map {
        try FidelityFixtures.payload(of: $0)["inAppOwnershipType"] as? String ?? "?"
      }
      return "\(item.kind.type.rawValue) \(item.kind.subtype?.rawValue ?? "-") \(ownership ?? "-")"
    }
  }

  @Test func withAGracePeriodTheMemberKeepsAccessUntilItEndsThenLosesItWhenBillingRetryRunsOut() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    let sandbox = store.sandbox
    try await sandbox.setBillingGracePeriod(true)
    let start = await sandbox.now
    let shared = try await sandbox.familyMemberPurchased("premium.monthly")
    let renewalDate = try #require(shared.expirationDate)
    try await sandbox.familyPurchaserBillingFailed("premium.monthly")
    let before = try await Self.sharedStatus(store, original: shared.id)
    #expect(before.state == .subscribed, "nothing fails before the renewal")
    #expect(
      try await sandbox.upcomingEvents().map(\.kind) == [.billingRetry(groupID: "GROUP1", withGracePeriod: true)],
      "the timeline says the renewal will fail")
    #expect(try before.renewalInfo.payloadValue.isInBillingRetry == false)

    try await sandbox.advanceToNextEvent()  // the renewal fails
    let grace = try await Self.sharedStatus(store, original: shared.id)
    #expect(grace.state == .inGracePeriod)
    let info = try grace.renewalInfo.payloadValue
    #expect(info.isInBillingRetry)
    #expect(info.gracePeriodExpirationDate == renewalDate.addingTimeInterval(16 * day), "the app's grace period")
    #expect(grace.transaction.unsafePayloadValue.id == shared.id, "no new transaction while billing fails")
    #expect(try await store.currentEntitlements().map { $0.unsafePayloadValue.id } == [shared.id], "full service")

    try await sandbox.advanceToNextEvent()  // the grace period ends
    let retry = try await Self.sharedStatus(store, original: shared.id)
    #expect(retry.state == .inBillingRetryPeriod)
    #expect(try retry.renewalInfo.payloadValue.isInBillingRetry)
    #expect(try await store.currentEntitlements().isEmpty, "no service after the grace period")

    try await sandbox.advanceToNextEvent()  // billing retry runs out
    #expect(await sandbox.now == renewalDate.addingTimeInterval(60 * day))
    let expired = try await Self.sharedStatus(store, original: shared.id)
    #expect(expired.state == .expired)
    #expect(try expired.renewalInfo.payloadValue.expirationReason == .billingError)
    #expect(try expired.renewalInfo.payloadValue.isInBillingRetry == false)
    #expect(try await store.currentEntitlements().isEmpty)
    #expect(try await sandbox.nextEventDate() == nil, "nothing more happens to the shared chain")
    #expect(
      try await Self.notifications(sandbox, since: start) == [
        "SUBSCRIBED INITIAL_BUY FAMILY_SHARED", "DID_FAIL_TO_RENEW GRACE_PERIOD FAMILY_SHARED",
        "GRACE_PERIOD_EXPIRED - FAMILY_SHARED", "EXPIRED BILLING_RETRY FAMILY_SHARED",
      ])
    await #expect(throws: SandboxActionError.familyShareEnded("premium.monthly")) {
      try await sandbox.familyPurchaserBillingRecovered("premium.monthly")
    }
  }

  @Test func withoutAGracePeriodServiceStopsAtOnceAndARecoveryRenewsFromNow() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    let sandbox = store.sandbox
    let start = await sandbox.now
    let shared = try await sandbox.familyMemberPurchased("premium.monthly")
    try await sandbox.familyPurchaserBillingFailed("premium.monthly")
    try await sandbox.advanceToNextEvent()
    let retry = try await Self.sharedStatus(store, original: shared.id)
    #expect(retry.state == .inBillingRetryPeriod)
    #expect(try retry.renewalInfo.payloadValue.gracePeriodExpirationDate == nil)
    #expect(try await store.currentEntitlements().isEmpty)

    try await sandbox.advanceClock(by: 5 * day)
    let recoveredAt = await sandbox.now
    guard case .renewed(let renewal) = try await sandbox.familyPurchaserBillingRecovered("premium.monthly") else {
      Issue.record("a chain in billing retry renews when the purchaser's payment goes through")
      return
    }
    #expect(renewal.originalID == shared.id && renewal.ownership == .familyShared)
    #expect(renewal.purchaseDate == recoveredAt, "after the grace period the new period starts now")
    let renewed = try await Self.sharedStatus(store, original: shared.id)
    #expect(renewed.state == .subscribed)
    #expect(try renewed.renewalInfo.payloadValue.isInBillingRetry == false)
    #expect(try await store.currentEntitlements().map { $0.unsafePayloadValue.id } == [renewal.id])

    try await sandbox.advanceToNextEvent()  // the next renewal goes through
    #expect(
      try await Self.notifications(sandbox, since: start) == [
        "SUBSCRIBED INITIAL_BUY FAMILY_SHARED", "DID_FAIL_TO_RENEW - FAMILY_SHARED",
        "DID_RENEW BILLING_RECOVERY FAMILY_SHARED", "DID_RENEW - FAMILY_SHARED",
      ])
  }

  @Test func aRecoveryInTheGracePeriodKeepsTheRenewalDate() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    let sandbox = store.sandbox
    try await sandbox.setBillingGracePeriod(true)
    let shared = try await sandbox.familyMemberPurchased("premium.monthly")
    try await sandbox.familyPurchaserBillingFailed("premium.monthly")
    try await sandbox.advanceToNextEvent()
    try await sandbox.advanceClock(by: 3 * day)
    guard case .renewed(let renewal) = try await sandbox.familyPurchaserBillingRecovered("premium.monthly") else {
      Issue.record("a chain in its grace period renews when the purchaser's payment goes through")
      return
    }
    #expect(renewal.purchaseDate == shared.expirationDate, "no days of paid service lost")
    #expect(try await Self.sharedStatus(store, original: shared.id).state == .subscribed)
    #expect(try await sandbox.nextEventDate() == renewal.expirationDate, "no grace period left to end")
  }

  @Test func aRecoveryBeforeTheRenewalLetsItGoThroughAndTheCustomersOwnBillingIsTheirOwn() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    let sandbox = store.sandbox
    let shared = try await sandbox.familyMemberPurchased("premium.monthly")
    await #expect(throws: SandboxActionError.familyBillingNotFailing("premium.monthly")) {
      try await sandbox.familyPurchaserBillingRecovered("premium.monthly")
    }
    try await sandbox.familyPurchaserBillingFailed("premium.monthly")
    #expect(try await sandbox.familyPurchaserBillingRecovered("premium.monthly") == .beforeRenewal(shared))
    try await sandbox.setBillingRetryOnRenewal(true)  // the customer's own payment, not the purchaser's
    try await sandbox.advanceToNextEvent()
    let renewed = try await Self.sharedStatus(store, original: shared.id)
    #expect(renewed.state == .subscribed)
    #expect(renewed.transaction.unsafePayloadValue.id != shared.id, "the shared chain renewed")
    await #expect(throws: SandboxActionError.notFamilyShared("pro.lifetime")) {
      try await sandbox.familyPurchaserBillingFailed("pro.lifetime")
    }
  }

  /// A sandbox written before the purchaser's billing was kept still opens: its lapsed chains' notified expiries
  /// ended with auto-renew off.
  @Test func anEarlierStoredFormStillDecodes() throws {
    let earlier = Data(#"{"expiryNotified":[7],"lapsed":[7,9]}"#.utf8)
    let purchaser = try JSONDecoder().decode(FamilyPurchaser.self, from: earlier)
    #expect(purchaser.lapsed == [7, 9])
    #expect(purchaser.expired == [7: .autoRenewDisabled])
    #expect(purchaser.billingFails.isEmpty && purchaser.billingRetry.isEmpty)
    let again = try JSONDecoder().decode(FamilyPurchaser.self, from: try JSONEncoder().encode(purchaser))
    #expect(again == purchaser)
  }
}
