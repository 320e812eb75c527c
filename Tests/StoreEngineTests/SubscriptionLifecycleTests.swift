import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// Subscription lives walked on the virtual clock: nothing here sleeps.
@Suite struct SubscriptionLifecycleTests {
  let day: TimeInterval = 86_400

  @Test func aMonthOfWeeklyRenewalsKeepsOneChain() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let first) = try await sandbox.purchase("news.weekly", device: "a") else {
      Issue.record("expected a charge"); return
    }
    try await sandbox.advanceClock(by: 30 * day)
    let chain = try await sandbox.allTransactions().filter { $0.productID == "news.weekly" }
    #expect(chain.count == 5)  // the purchase and four renewals (days 7, 14, 21, 28)
    #expect(chain.allSatisfy { $0.originalID == first.id })
    #expect(chain.dropFirst().allSatisfy { $0.reason == .renewal })
    #expect(chain.map { $0.purchaseDate.timeIntervalSince(EngineFixtures.start) / day } == [0, 7, 14, 21, 28])
    #expect(try await sandbox.subscriptionStatus(group: "NEWS")?.state == .subscribed)
  }

  @Test func anUpgradeMidPeriodTakesEffectAtOnce() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let plus) = try await sandbox.purchase("plus.monthly", device: "a") else {
      Issue.record("expected a charge"); return
    }
    try await sandbox.advanceClock(by: 10 * day)
    guard case .upgraded(let pro, let replaced) = try await sandbox.purchase("pro.monthly", device: "a") else {
      Issue.record("expected the upgrade to charge"); return
    }
    #expect(replaced.id == plus.id && replaced.isUpgraded)
    #expect(pro.originalID == plus.originalID)
    #expect(pro.offer == nil)  // the group was subscribed before: no introductory offer
    #expect(try await sandbox.transaction(plus.id)?.isUpgraded == true)
    #expect(try await sandbox.entitlementRecords().map(\.productID) == ["pro.monthly"])
  }

  @Test func aDowngradeWaitsForTheRenewal() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let premium) = try await sandbox.purchase("premium.monthly", device: "a") else {
      Issue.record("expected a charge"); return
    }
    guard case .renewalChanged(.renewsAs("plus.monthly"), let current) = try await sandbox.purchase("plus.monthly", device: "a") else {
      Issue.record("a downgrade answers with the current subscription"); return
    }
    #expect(current.id == premium.id)
    let status = try #require(try await sandbox.subscriptionStatus(group: "GROUP1"))
    #expect(status.renewal.autoRenewProductID == "plus.monthly")
    #expect(status.transaction.productID == "premium.monthly")
    try await sandbox.advanceToNextEvent()
    let renewed = try #require(try await sandbox.subscriptionStatus(group: "GROUP1"))
    #expect(renewed.transaction.productID == "plus.monthly")
    #expect(renewed.transaction.reason == .renewal)
    #expect(renewed.transaction.originalID == premium.id)
  }

  @Test func billingRetryWithGraceThenRecovery() async throws {
    let sandbox = try EngineFixtures.sandbox()
    try await sandbox.setBillingRetryOnRenewal(true)
    try await sandbox.setBillingGracePeriod(true)
    guard case .purchased(let bought) = try await sandbox.purchase("plus.monthly", device: "a") else {
      Issue.record("expected a charge"); return
    }
    let expiration = try #require(bought.expirationDate)
    try await sandbox.advanceClock(to: expiration.addingTimeInterval(day))
    var status = try #require(try await sandbox.subscriptionStatus(group: "GROUP1"))
    #expect(status.state == .inGracePeriod)
    #expect(try await sandbox.entitlementRecords().map(\.id) == [bought.id])
    try await sandbox.advanceClock(to: expiration.addingTimeInterval(20 * day))
    status = try #require(try await sandbox.subscriptionStatus(group: "GROUP1"))
    #expect(status.state == .inBillingRetryPeriod)
    #expect(try await sandbox.entitlementRecords().isEmpty)
    let recovered = try await sandbox.renewSubscription("GROUP1")
    #expect(recovered.purchaseDate == expiration.addingTimeInterval(20 * day))  // after grace: a new period starts now
    status = try #require(try await sandbox.subscriptionStatus(group: "GROUP1"))
    #expect(status.state == .subscribed)
    #expect(!status.renewal.isInBillingRetry)
  }

  @Test func billingRetryThatNeverRecoversExpires() async throws {
    let sandbox = try EngineFixtures.sandbox()
    try await sandbox.setBillingRetryOnRenewal(true)
    guard case .purchased(let bought) = try await sandbox.purchase("plus.monthly", device: "a") else {
      Issue.record("expected a charge"); return
    }
    let expiration = try #require(bought.expirationDate)
    try await sandbox.advanceClock(to: expiration.addingTimeInterval(61 * day))
    let status = try #require(try await sandbox.subscriptionStatus(group: "GROUP1"))
    #expect(status.state == .expired)
    #expect(status.renewal.expirationIntent == .billingError)
    #expect(try await sandbox.nextEventDate() == nil)
  }

  @Test func recoveryDuringGraceKeepsTheRenewalDate() async throws {
    let sandbox = try EngineFixtures.sandbox()
    try await sandbox.setBillingRetryOnRenewal(true)
    try await sandbox.setBillingGracePeriod(true)
    guard case .purchased(let bought) = try await sandbox.purchase("plus.monthly", device: "a") else {
      Issue.record("expected a charge"); return
    }
    let expiration = try #require(bought.expirationDate)
    try await sandbox.advanceClock(to: expiration.addingTimeInterval(3 * day))
    let recovered = try await sandbox.renewSubscription("plus.monthly")
    #expect(recovered.purchaseDate == expiration)
  }

  @Test func theIntroductoryOfferIsUsedOncePerGroup() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let trial) = try await sandbox.purchase("pro.monthly", device: "a") else {
      Issue.record("expected a charge"); return
    }
    #expect(trial.offer?.type == .introductory)
    try await sandbox.cancelSubscription("pro.monthly")
    try await sandbox.advanceClock(by: 40 * day)
    #expect(try await sandbox.subscriptionStatus(group: "GROUP1")?.state == .expired)
    guard case .purchased(let again) = try await sandbox.purchase("pro.monthly", device: "a") else {
      Issue.record("expected a second charge"); return
    }
    #expect(again.offer == nil)
    #expect(again.price == Decimal(string: "9.99"))
    #expect(again.originalID == trial.originalID)
  }

  @Test func cancellingStopsRenewalAndResumingRestartsIt() async throws {
    let sandbox = try EngineFixtures.sandbox()
    _ = try await sandbox.purchase("news.weekly", device: "a")
    try await sandbox.cancelSubscription("NEWS")
    try await sandbox.advanceClock(by: 8 * day)
    var status = try #require(try await sandbox.subscriptionStatus(group: "NEWS"))
    #expect(status.state == .expired)
    #expect(status.renewal.expirationIntent == .autoRenewDisabled)
    _ = try await sandbox.purchase("news.weekly", device: "a")
    try await sandbox.cancelSubscription("NEWS")
    try await sandbox.resumeSubscription("NEWS")
    try await sandbox.advanceClock(by: 8 * day)
    status = try #require(try await sandbox.subscriptionStatus(group: "NEWS"))
    #expect(status.state == .subscribed)
    #expect(status.transaction.reason == .renewal)
  }

  /// A lapsed subscriber comes back on a pay-as-you-go promotional offer: the first period and the next renewals
  /// are discounted, then the regular price.
  @Test func payAsYouGoPromotionalOfferDiscountsTheNextPeriodsOnly() async throws {
    let sandbox = try EngineFixtures.sandbox()
    try await lapse("news.weekly", group: "NEWS", in: sandbox)
    let before = try await sandbox.allTransactions().count
    let offer = try await sandbox.signedPromotionalOffer("comeback", for: "news.weekly", appAccountToken: nil)
    guard case .purchased(let first) = try await sandbox.purchase("news.weekly", options: [offer], device: "a") else {
      Issue.record("expected a charge"); return
    }
    #expect(first.offer?.type == .promotional)
    #expect(first.offer?.id == "comeback")
    #expect(first.price == Decimal(string: "0.49"))
    try await sandbox.advanceClock(by: 15 * day)
    let prices = try await sandbox.allTransactions().dropFirst(before).map(\.price)
    #expect(prices == [Decimal(string: "0.49"), Decimal(string: "0.49"), Decimal(string: "0.99")])
  }

  /// Promotional offers are for existing and lapsed subscribers ("Implementing promotional offers in your app";
  /// App Store Connect's `SubscriptionPromotionalOffer`: "available to eligible existing or former subscribers"):
  /// a customer who never subscribed to the group is refused with `Product.PurchaseError.ineligibleForOffer`, and
  /// nothing is charged; once they have subscribed and lapsed, the same offer is theirs.
  @Test func aPromotionalOfferIsRefusedToACustomerWhoNeverSubscribed() async throws {
    let sandbox = try EngineFixtures.sandbox()
    let offer = try await sandbox.signedPromotionalOffer("comeback", for: "news.weekly", appAccountToken: nil)
    await #expect(throws: PurchaseError.ineligibleForOffer) { try await sandbox.purchase("news.weekly", options: [offer], device: "a") }
    #expect(try await sandbox.allTransactions().isEmpty)
    try await lapse("news.weekly", group: "NEWS", in: sandbox)
    let again = try await sandbox.signedPromotionalOffer("comeback", for: "news.weekly", appAccountToken: nil)
    guard case .purchased(let comeback) = try await sandbox.purchase("news.weekly", options: [again], device: "a") else {
      Issue.record("expected a lapsed subscriber to have the offer"); return
    }
    #expect(comeback.offer?.type == .promotional)
  }

  /// Subscribes to `productID`, turns renewal off and lets the period run out: a lapsed subscriber of `group`.
  private func lapse(_ productID: String, group: String, in sandbox: Sandbox) async throws {
    _ = try await sandbox.purchase(productID, device: "a")
    try await sandbox.cancelSubscription(group)
    try await sandbox.advanceClock(by: 8 * day)
    #expect(try await sandbox.subscriptionStatus(group: group)?.state == .expired)
  }

  @Test func promotionalOfferSignaturesAreReallyChecked() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .promotionalOffer(let id, let keyID, let nonce, let signature, let timestamp) =
      try await sandbox.signedPromotionalOffer("comeback", for: "news.weekly", appAccountToken: nil)
    else { Issue.record("expected a promotional offer option"); return }
    let forged = PurchaseOption.promotionalOffer(offerID: id, keyID: keyID, nonce: UUID(), signature: signature, timestamp: timestamp)
    await #expect(throws: PurchaseError.invalidOfferSignature) { try await sandbox.purchase("news.weekly", options: [forged], device: "a") }
    let wrongKey = PurchaseOption.promotionalOffer(offerID: id, keyID: "OTHER", nonce: nonce, signature: signature, timestamp: timestamp)
    await #expect(throws: PurchaseError.invalidOfferSignature) { try await sandbox.purchase("news.weekly", options: [wrongKey], device: "a") }
    let unknown = PurchaseOption.promotionalOffer(offerID: "nope", keyID: keyID, nonce: nonce, signature: signature, timestamp: timestamp)
    await #expect(throws: PurchaseError.invalidOfferIdentifier) { try await sandbox.purchase("news.weekly", options: [unknown], device: "a") }
    let missing = PurchaseOption.promotionalOffer(offerID: id, keyID: "", nonce: nonce, signature: Data(), timestamp: timestamp)
    await #expect(throws: PurchaseError.missingOfferParameters) { try await sandbox.purchase("news.weekly", options: [missing], device: "a") }
    try await sandbox.advanceClock(by: 2 * day)
    let stale = PurchaseOption.promotionalOffer(offerID: id, keyID: keyID, nonce: nonce, signature: signature, timestamp: timestamp)
    await #expect(throws: PurchaseError.invalidOfferSignature) { try await sandbox.purchase("news.weekly", options: [stale], device: "a") }
  }

  @Test func winBackOffersNeedALapsedSubscriber() async throws {
    let sandbox = try EngineFixtures.sandbox()
    await #expect(throws: PurchaseError.ineligibleForOffer) {
      try await sandbox.purchase("news.weekly", options: [.winBackOffer(offerID: "winback.half")], device: "a")
    }
    _ = try await sandbox.purchase("news.weekly", device: "a")
    try await sandbox.expireSubscription("NEWS")
    guard case .purchased(let back) = try await sandbox.purchase("news.weekly", options: [.winBackOffer(offerID: "winback.half")], device: "a") else {
      Issue.record("expected the win-back charge"); return
    }
    #expect(back.offer?.type == .winBack)
  }

  @Test func offerCodesFollowTheirEligibility() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let redeemed) = try await sandbox.purchase("news.weekly", options: [.offerCode("FRIENDS")], device: nil) else {
      Issue.record("expected the code to redeem"); return
    }
    #expect(redeemed.offer?.type == .offerCode)
    #expect(redeemed.price == 0)
    try await sandbox.expireSubscription("NEWS")
    await #expect(throws: PurchaseError.ineligibleForOffer) {
      try await sandbox.purchase("news.weekly", options: [.offerCode("FRIENDS")], device: nil)
    }
  }

  @Test func restartingInTheMiddleKeepsTheSameState() async throws {
    let path = try ProjectPathsForEngine.sandboxPath()
    do {
      let sandbox = try EngineFixtures.sandbox(path: path)
      try await sandbox.setBillingRetryOnRenewal(true)
      try await sandbox.setBillingGracePeriod(true)
      _ = try await sandbox.purchase("plus.monthly", device: "a")
      try await sandbox.advanceClock(by: 32 * day)
      #expect(try await sandbox.subscriptionStatus(group: "GROUP1")?.state == .inGracePeriod)
    }
    let reopened = try EngineFixtures.sandbox(path: path)
    #expect(try await reopened.subscriptionStatus(group: "GROUP1")?.state == .inGracePeriod)
    #expect(await reopened.settings.billingRetryOnRenewal)
    #expect(await reopened.now == EngineFixtures.start.addingTimeInterval(32 * day))
  }
}
