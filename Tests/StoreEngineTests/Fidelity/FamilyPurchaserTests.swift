import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// The purchaser's billing drives what the family member has: a shared subscription renews only while the purchaser's
/// does, and the purchaser's refund ends the share.
///
/// `REVOKE` "indicates that an In-App Purchase the customer was entitled to through Family Sharing is no longer
/// available through sharing. The App Store sends this notification when a purchaser disables Family Sharing for a
/// product, the purchaser (or family member) leaves the family group, or the purchaser receives a refund"
/// (developer.apple.com/documentation/appstoreservernotifications/notificationtype). "If the purchaser of a Family
/// Sharing transaction receives a refund, the revocation reason for Family Sharing transactions matches the value of
/// the purchaser's revocation reason" (developer.apple.com/documentation/appstoreserverapi/revocationreason). Each
/// family member gets "their own unique receipts and transactions" ("Supporting Family Sharing in your app"), so the
/// server hears the shared chain's own `DID_CHANGE_RENEWAL_STATUS` and `EXPIRED`, with `inAppOwnershipType`
/// `FAMILY_SHARED` (developer.apple.com/forums/thread/744155).
@Suite struct FamilyPurchaserTests {
  static let catalog = FamilySharingTests.catalog

  static func kinds(_ sandbox: Sandbox, since start: Date) async throws -> [String] {
    try await sandbox.notifications(from: start, to: await sandbox.now.addingTimeInterval(1), limit: 100)
      .map { "\($0.kind.type.rawValue) \($0.kind.subtype?.rawValue ?? "-")" }
  }

  @Test func thePurchasersRefundRevokesTheShareWithThePurchasersReason() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    let start = await store.sandbox.now
    let shared = try await store.sandbox.familyMemberPurchased("pro.lifetime")
    let revoked = try await store.sandbox.familyPurchaserRefunded("pro.lifetime", reason: .developerIssue)
    #expect(revoked.map(\.id) == [shared.id])
    let transaction = try #require(try await store.all().first { $0.unsafePayloadValue.id == shared.id }).payloadValue
    #expect(transaction.revocationReason == .developerIssue, "the purchaser's reason, not 0")
    #expect(transaction.revocationType == .familyRevocation)
    #expect(try await store.currentEntitlements().isEmpty)
    #expect(try await Self.kinds(store.sandbox, since: start) == ["ONE_TIME_CHARGE -", "REVOKE -"])
    await #expect(throws: SandboxActionError.notFamilyShared("pro.lifetime")) {
      try await store.sandbox.familyPurchaserRefunded("pro.lifetime")
    }
  }

  @Test func whenThePurchaserStopsRenewingTheShareExpiresAtTheEndOfItsPeriod() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    let sandbox = store.sandbox
    let start = await sandbox.now
    let shared = try await sandbox.familyMemberPurchased("premium.monthly")
    try await sandbox.familyPurchaserStoppedRenewing("premium.monthly")
    let lapsing = try #require(
      try await store.subscriptionStatus(for: "GROUP1").first { $0.transaction.unsafePayloadValue.id == shared.id })
    #expect(lapsing.state == .subscribed, "entitled until the period ends")
    #expect(try lapsing.renewalInfo.payloadValue.willAutoRenew == false)
    #expect(try await store.currentEntitlements().map { $0.unsafePayloadValue.id } == [shared.id])

    try await sandbox.advanceClock(by: 65 * 86_400)
    let ended = try #require(
      try await store.subscriptionStatus(for: "GROUP1").first {
        $0.transaction.unsafePayloadValue.originalID == shared.id
      })
    #expect(ended.state == .expired)
    #expect(ended.transaction.unsafePayloadValue.id == shared.id, "no renewal after the purchaser stopped")
    #expect(try ended.renewalInfo.payloadValue.expirationReason == .autoRenewDisabled)
    #expect(try await store.currentEntitlements().isEmpty)
    #expect(
      try await Self.kinds(sandbox, since: start) == [
        "SUBSCRIBED INITIAL_BUY", "DID_CHANGE_RENEWAL_STATUS AUTO_RENEW_DISABLED", "EXPIRED VOLUNTARY",
      ])
    #expect(try await sandbox.nextEventDate() == nil, "nothing more happens to the shared chain")
  }
}
