public import FoundationEssentials

/// How a subscription will renew, decoded from the JWS the App Store signed (StoreKit's
/// `Product.SubscriptionInfo.RenewalInfo`).
public struct RenewalInfo: Sendable, Hashable {
  public let originalTransactionID: UInt64
  /// The product currently (or most recently) active.
  public let currentProductID: String
  public let willAutoRenew: Bool
  /// The product the subscription renews to; nil when auto-renew is off.
  public let autoRenewPreference: String?
  public let expirationReason: ExpirationIntent?
  public let isInBillingRetry: Bool
  public let gracePeriodExpirationDate: Date?
  public let offerType: Int?
  public let offerID: String?
  public let recentSubscriptionStartDate: Date
  public let renewalDate: Date?
  public let renewalPrice: Decimal?
  public let currency: String?
  public let eligibleWinBackOfferIDs: [String]
  public let environment: String
  public let signedDate: Date
  public let jwsRepresentation: String

  public init(payload: RenewalInfoPayload, jws: String) {
    originalTransactionID = payload.originalTransactionId.flatMap(UInt64.init) ?? 0
    currentProductID = payload.productId ?? ""
    willAutoRenew = payload.autoRenewStatus == 1
    autoRenewPreference = payload.autoRenewProductId
    expirationReason = payload.expirationIntent.flatMap(ExpirationIntent.init(rawValue:))
    isInBillingRetry = payload.isInBillingRetryPeriod ?? false
    gracePeriodExpirationDate = payload.gracePeriodExpiresDate.map { Date(milliseconds: $0) }
    offerType = payload.offerType
    offerID = payload.offerIdentifier
    recentSubscriptionStartDate = Date(milliseconds: payload.recentSubscriptionStartDate ?? 0)
    renewalDate = payload.renewalDate.map { Date(milliseconds: $0) }
    renewalPrice = payload.renewalPrice.map(Money.fromMilliunits)
    currency = payload.currency
    eligibleWinBackOfferIDs = payload.eligibleWinBackOfferIds ?? []
    environment = payload.environment ?? ""
    signedDate = Date(milliseconds: payload.signedDate ?? 0)
    jwsRepresentation = jws
  }
}

/// A subscription group's status as the app sees it (`Product.SubscriptionInfo.Status`).
public struct SubscriptionStatus: Sendable, Hashable {
  public let groupID: String
  public let state: RenewalState
  /// The group's newest transaction.
  public let transaction: VerificationResult<Transaction>
  public let renewalInfo: VerificationResult<RenewalInfo>
}
