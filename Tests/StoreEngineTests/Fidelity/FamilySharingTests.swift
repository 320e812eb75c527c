import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// What a family member buys and shares reaches the customer as a family-shared transaction of their own, counts as
/// an entitlement, and is revoked when sharing stops.
///
/// "When users share a purchase through Family Sharing, each family member gets their own unique receipts and
/// transactions" (developer.apple.com/documentation/storekit/supporting-family-sharing-in-your-app); their
/// `ownershipType` is `familyShared`, "the transaction belongs to a family member who benefits from the service"
/// (developer.apple.com/documentation/storekit/transaction/ownershiptype-swift.struct/familyshared); `updates` delivers
/// transactions made outside the app (developer.apple.com/documentation/storekit/transaction/updates); `all` includes
/// "auto-renewable subscriptions and non-consumables that the customer gets through Family Sharing"
/// (developer.apple.com/documentation/storekit/transaction/all). "For Family Sharing transactions, the revocation
/// reason value is 0 if the customer leaves the family group or the owner stops sharing"
/// (developer.apple.com/documentation/appstoreserverapi/revocationreason), and the `revocationType` is
/// `FAMILY_REVOKE` (developer.apple.com/documentation/storekit/transaction/revocationtype-swift.struct/familyrevocation).
@Suite struct FamilySharingTests {
  static let catalog: Catalog = {
    var catalog = EngineFixtures.catalog
    catalog.products = catalog.products.map { product in
      var shareable = product
      shareable.isFamilyShareable = product.id != "coins.100"
      return shareable
    }
    return catalog
  }()

  @Test func aSharedNonConsumableArrivesOnUpdatesAndEntitles() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    let updates = await store.updates()
    try await store.sandbox.familyMemberPurchased("pro.lifetime")
    let shared = try #require(await FidelityFixtures.first(of: updates)).payloadValue
    #expect(shared.productID == "pro.lifetime")
    #expect(shared.ownershipType == .familyShared)
    #expect(
      try FidelityFixtures.payload(of: shared.jwsRepresentation)["inAppOwnershipType"] as? String == "FAMILY_SHARED")
    #expect(try await store.currentEntitlements().map { $0.unsafePayloadValue.id } == [shared.id])
    #expect(try await store.all().map { $0.unsafePayloadValue.id } == [shared.id])
  }

  @Test func stoppingSharingRevokesWithReasonZero() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    let shared = try await store.sandbox.familyMemberPurchased("pro.lifetime")
    let updates = await store.updates()
    _ = await FidelityFixtures.first(of: updates)  // the share itself, replayed at launch while unfinished
    try await store.sandbox.stopFamilySharing("pro.lifetime")
    var iterator = updates.makeAsyncIterator()
    let revoked = try #require(await iterator.next()).payloadValue
    #expect(revoked.id == shared.id)
    #expect(revoked.revocationDate != nil)
    #expect(revoked.revocationReason == .other)
    #expect(revoked.revocationType == .familyRevocation)
    #expect(try FidelityFixtures.payload(of: revoked.jwsRepresentation)["revocationPercentage"] == nil)
    #expect(try await store.currentEntitlements().isEmpty)
  }

  @Test func theCustomersOwnPurchaseOutlivesTheShare() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    let own = try await FidelityFixtures.buy("pro.lifetime", in: store).payloadValue
    try await store.sandbox.familyMemberPurchased("pro.lifetime")
    try await store.sandbox.stopFamilySharing("pro.lifetime")
    #expect(try await store.currentEntitlements().map { $0.unsafePayloadValue.id } == [own.id])
  }

  @Test func aSharedSubscriptionRenewsAndHasAStatusOfItsOwn() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    let mine = try await FidelityFixtures.buy("plus.monthly", in: store).payloadValue
    let shared = try await store.sandbox.familyMemberPurchased("premium.monthly")
    try await store.sandbox.advanceClock(by: 40 * 86_400)
    let statuses = try await store.subscriptionStatus(for: "GROUP1")
    #expect(statuses.count == 2)  // "statuses may have several elements" for family-shareable subscriptions
    let family = try #require(statuses.first { $0.transaction.unsafePayloadValue.ownershipType == .familyShared })
    #expect(family.state == .subscribed)
    let renewal = try family.transaction.payloadValue
    #expect(renewal.reason == .renewal)
    #expect(renewal.originalID == shared.id)
    #expect(try family.renewalInfo.payloadValue.willAutoRenew)
    let entitled = Set(try await store.currentEntitlements().map { $0.unsafePayloadValue.productID })
    #expect(entitled == ["plus.monthly", "premium.monthly"])
    #expect(try await store.sandbox.subscriptionStatus(group: "GROUP1")?.transaction.originalID == mine.id)

    try await store.sandbox.stopFamilySharing("premium.monthly")
    let after = try await store.subscriptionStatus(for: "GROUP1")
    #expect(after.first { $0.transaction.unsafePayloadValue.ownershipType == .familyShared }?.state == .revoked)
    #expect(Set(try await store.currentEntitlements().map { $0.unsafePayloadValue.productID }) == ["plus.monthly"])
  }

  /// The server hears of a family member's side as of the purchaser's: Apple's forum answer on Family Sharing
  /// notifications, "you will receive PURCHASED for the owner and FAMILY_SHARED for the family members"
  /// (developer.apple.com/forums/thread/744155); `REVOKE` "indicates that an In-App Purchase the customer was entitled
  /// to through Family Sharing is no longer available through sharing"
  /// (developer.apple.com/documentation/appstoreservernotifications/notificationtype) — one per shared purchase, with
  /// the shared chain's renewal info.
  @Test func theServerHearsOfTheShareItsRenewalsAndOneRevoke() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    let sandbox = store.sandbox
    let start = await sandbox.now
    let shared = try await sandbox.familyMemberPurchased("premium.monthly")
    try await sandbox.advanceClock(by: 65 * 86_400)
    try await sandbox.stopFamilySharing("premium.monthly")
    try await sandbox.familyMemberPurchased("pro.lifetime")
    let notifications = try await sandbox.notifications(
      from: start, to: await sandbox.now.addingTimeInterval(1), limit: 100)
    let kinds = notifications.map { "\($0.kind.type.rawValue) \($0.kind.subtype?.rawValue ?? "-")" }
    #expect(
      kinds == [
        "SUBSCRIBED INITIAL_BUY", "DID_RENEW -", "DID_RENEW -", "REVOKE -", "ONE_TIME_CHARGE -",
      ])
    #expect(notifications.allSatisfy { $0.originalTransactionID == shared.id || $0.kind.type == .oneTimeCharge })
    for notification in notifications {
      let data = try #require(try FidelityFixtures.payload(of: notification.signedPayload)["data"] as? [String: Any])
      let transaction = try FidelityFixtures.payload(of: try #require(data["signedTransactionInfo"] as? String))
      #expect(transaction["inAppOwnershipType"] as? String == "FAMILY_SHARED", "\(notification.kind)")
      guard notification.kind.type != .oneTimeCharge else { continue }
      let renewal = try FidelityFixtures.payload(of: try #require(data["signedRenewalInfo"] as? String))
      #expect(renewal["originalTransactionId"] as? String == String(shared.id), "the shared chain's renewal info")
    }
    let revoke = try #require(notifications.first { $0.kind.type == .revoke })
    let revokeData = try #require(try FidelityFixtures.payload(of: revoke.signedPayload)["data"] as? [String: Any])
    #expect(revokeData["status"] as? Int == 5, "revoked (status 5)")
  }

  @Test func onlyShareableProductsCanBeShared() async throws {
    let store = try await FidelityFixtures.launch()  // the fixtures' products are not family-shareable
    await #expect(throws: SandboxActionError.notFamilyShareable("pro.lifetime")) {
      try await store.sandbox.familyMemberPurchased("pro.lifetime")
    }
    let shareable = try await FidelityFixtures.launch(catalog: Self.catalog)
    // Shareable in the catalog, but Family Sharing shares only non-consumables and auto-renewable subscriptions.
    await #expect(throws: SandboxActionError.notFamilyShareable("season.pass")) {
      try await shareable.sandbox.familyMemberPurchased("season.pass")
    }
    await #expect(throws: SandboxActionError.notFamilyShared("pro.lifetime")) {
      try await shareable.sandbox.stopFamilySharing("pro.lifetime")
    }
  }
}
