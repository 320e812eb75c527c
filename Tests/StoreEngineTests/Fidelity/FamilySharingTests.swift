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
