import FoundationEssentials
import StoreCatalog

extension Sandbox {
  /// Signs the group's renewal info as the App Store would hand it to the device now (or at simulated `moment`).
  func signedRenewalInfo(for status: SubscriptionGroupStatus, at moment: Date? = nil) throws -> String {
    let date = moment ?? now
    let renewal = status.renewal
    let head = status.transaction
    var payload = RenewalInfoPayload()
    payload.originalTransactionId = String(renewal.originalID)
    payload.productId = head.productID
    payload.autoRenewProductId = renewal.autoRenew ? renewal.autoRenewProductID : nil
    payload.autoRenewStatus = renewal.autoRenew ? 1 : 0
    payload.expirationIntent = status.state == .expired ? (renewal.expirationIntent ?? .unknown).rawValue : renewal.expirationIntent?.rawValue
    payload.isInBillingRetryPeriod = renewal.isInBillingRetry
    payload.gracePeriodExpiresDate = renewal.gracePeriodExpires?.milliseconds
    if let offer = renewal.renewalOffer {
      payload.offerType = offer.offer.type.rawValue
      payload.offerIdentifier = offer.offer.id
      payload.offerDiscountType = offer.offer.paymentMode?.signedValue
      payload.offerPeriod = offer.period.iso8601
    }
    payload.signedDate = date.milliseconds
    payload.environment = signer.context.environment
    payload.recentSubscriptionStartDate = renewal.recentStart.milliseconds
    payload.renewalDate = head.expirationDate?.milliseconds
    let target = catalog.product(renewal.autoRenewProductID)
    let storefront = Storefront.named(settings.storefront)  // the next renewal charges in today's storefront
    payload.currency = storefront.currencyCode
    let planPrice = target.flatMap { Billing(for: $0, planType: renewal.billingPlanType)?.price ?? $0.price }
    payload.renewalPrice = (renewal.renewalOffer?.price ?? planPrice).map {
      Money.milliunits(StorefrontPrice(catalogAmount: $0, storefront: storefront).amount)
    }
    let winBack = WinBackEligibility.offerIDs(head: head, renewal: renewal, catalog: catalog, clock: clock, at: date)
    payload.eligibleWinBackOfferIds = winBack.isEmpty ? nil : winBack
    payload.appAccountToken = head.appAccountToken?.uuidString.lowercased()
    payload.renewalBillingPlanType = renewal.billingPlanType
    payload.priceIncreaseStatus = renewal.priceIncrease?.rawValue
    payload.appTransactionId = signer.context.appTransactionID
    let nonce = UUID.randomNonce()
    payload.deviceVerificationNonce = nonce.uuidString.lowercased()
    payload.deviceVerification = signer.deviceVerification(nonce: nonce)
    return try ledger.write { try sign(payload.json, at: date) }
  }

  /// Every group's status with its signed renewal info; with `includingFamilyShared`, the subscriptions the family
  /// shares too (a group then may have two statuses, as StoreKit's `status` does for family-shareable subscriptions).
  public func signedSubscriptionStatuses(
    includingFamilyShared: Bool = false
  ) throws -> [(status: SubscriptionGroupStatus, renewalInfo: String)] {
    let statuses = try subscriptionStatuses() + (includingFamilyShared ? try familySharedStatuses() : [])
    return try statuses.map { ($0, try signedRenewalInfo(for: $0)) }
  }
}
