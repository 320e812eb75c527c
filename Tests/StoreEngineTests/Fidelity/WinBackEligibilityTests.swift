import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// A win-back offer is redeemable exactly when the renewal info lists it in `eligibleWinBackOfferIds`.
///
/// Apple's `eligibleWinBackOfferIDs` (developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalinfo/eligiblewinbackofferids)
/// takes "the available offers you configure … for the customer's most recent subscription in the subscription
/// group"; "subscriptions in a Billing Grace Period or billing retry state aren't eligible". A win-back offer is for a
/// churned subscription, one "that has an expirationDate in the past, and a willAutoRenew value of false"
/// (developer.apple.com/documentation/storekit/supporting-win-back-offers-in-your-app). Anything else is refused
/// with `ineligibleForOffer` (developer.apple.com/documentation/storekit/product/purchaseerror/ineligibleforoffer).
@Suite struct WinBackEligibilityTests {
  static func winBack(_ id: String, eligible: Bool = true) -> SubscriptionOffer {
    SubscriptionOffer(
      kind: .winBack, id: id, paymentMode: .payUpFront, period: .monthly, periodCount: 1,
      price: Decimal(string: "0.99")!, isEligible: eligible)
  }

  static let catalog = Catalog(
    identifier: "WINBACK",
    products: [
      CatalogProduct(
        id: "stream.basic", type: .autoRenewable, price: Decimal(string: "4.99")!,
        subscription: SubscriptionTerms(
          groupID: "STREAM", level: 2, period: .monthly,
          winBackOffers: [winBack("basic.back"), winBack("basic.hidden", eligible: false)])),
      CatalogProduct(
        id: "stream.plus", type: .autoRenewable, price: Decimal(string: "9.99")!,
        subscription: SubscriptionTerms(
          groupID: "STREAM", level: 1, period: .monthly, winBackOffers: [winBack("plus.back")])),
    ],
    subscriptionGroups: [SubscriptionGroup(id: "STREAM", name: "Stream", productIDs: ["stream.basic", "stream.plus"])])

  func eligibleOffers(_ store: Store) async throws -> [String] {
    let status = try #require(try await store.subscriptionStatus(for: "STREAM").first)
    return try status.renewalInfo.payloadValue.eligibleWinBackOfferIDs
  }

  func buy(_ id: String, offer: String, in store: Store) async throws {
    _ = try await store.purchase(
      try await FidelityFixtures.product(id, in: store), options: [.winBackOffer(offerID: offer)])
  }

  @Test func neverSubscribedOrStillSubscribedIsRefused() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    await #expect(throws: PurchaseError.ineligibleForOffer) {
      try await buy("stream.basic", offer: "basic.back", in: store)
    }
    _ = try await FidelityFixtures.buy("stream.basic", in: store)
    #expect(try await eligibleOffers(store).isEmpty)
    await #expect(throws: PurchaseError.ineligibleForOffer) {
      try await buy("stream.basic", offer: "basic.back", in: store)
    }
  }

  @Test func billingRetryAndGraceAreNotChurned() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    try await store.sandbox.setBillingRetryOnRenewal(true)
    try await store.sandbox.setBillingGracePeriod(true)
    _ = try await FidelityFixtures.buy("stream.basic", in: store)
    try await store.sandbox.advanceToNextEvent()
    #expect(try await store.subscriptionStatus(for: "STREAM").first?.state == .inGracePeriod)
    #expect(try await eligibleOffers(store).isEmpty)
    await #expect(throws: PurchaseError.ineligibleForOffer) {
      try await buy("stream.basic", offer: "basic.back", in: store)
    }
    try await store.sandbox.advanceClock(by: 20 * 86_400)
    #expect(try await store.subscriptionStatus(for: "STREAM").first?.state == .inBillingRetryPeriod)
    await #expect(throws: PurchaseError.ineligibleForOffer) {
      try await buy("stream.basic", offer: "basic.back", in: store)
    }
  }

  @Test func aLapsedSubscriberMayRedeemOnlyWhatTheRenewalInfoLists() async throws {
    let store = try await FidelityFixtures.launch(catalog: Self.catalog)
    _ = try await FidelityFixtures.buy("stream.basic", in: store)
    try await store.sandbox.expireSubscription("STREAM")
    // The most recent subscription's offers that are marked Eligible.
    #expect(try await eligibleOffers(store) == ["basic.back"])

    await #expect(throws: PurchaseError.ineligibleForOffer) {
      try await buy("stream.basic", offer: "basic.hidden", in: store)
    }
    await #expect(throws: PurchaseError.ineligibleForOffer) {
      try await buy("stream.plus", offer: "plus.back", in: store)
    }
    await #expect(throws: PurchaseError.invalidOfferIdentifier) {
      try await buy("stream.basic", offer: "no.such.offer", in: store)
    }

    try await buy("stream.basic", offer: "basic.back", in: store)
    let redeemed = try #require(try await store.latest(for: "stream.basic")).unsafePayloadValue
    #expect(redeemed.offer?.type == .winBack)
    #expect(redeemed.offer?.id == "basic.back")
    #expect(try await eligibleOffers(store).isEmpty)  // subscribed again
  }
}
