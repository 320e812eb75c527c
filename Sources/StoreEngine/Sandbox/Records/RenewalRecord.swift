public import FoundationEssentials
public import StoreCatalog

/// What the App Store knows about how one subscription group will renew for the customer: the
/// renewal preferences and billing state behind `RenewalInfo` and the group's `RenewalState`.
public struct RenewalRecord: Sendable, Hashable {
  public var groupID: String
  /// The original transaction id of the group's subscription chain.
  public var originalID: UInt64
  /// `willAutoRenew`.
  public var autoRenew: Bool
  /// The product the subscription renews to (a downgrade or crossgrade changes it at once).
  public var autoRenewProductID: String
  /// Why it expired, once it has.
  public var expirationIntent: ExpirationIntent?
  /// When a failed renewal put it into billing retry; nil while billing works.
  public var billingRetrySince: Date?
  /// When the grace period (entitled despite the billing issue) ends.
  public var gracePeriodExpires: Date?
  /// The offer that applies to the next renewals, and how many periods of it remain.
  public var renewalOffer: RenewalOffer?
  /// Start of the current continuous subscription (`recentSubscriptionStartDate`).
  public var recentStart: Date
  /// The billing plan renewals are charged by (`MONTHLY` charges each month of a longer commitment).
  public var billingPlanType: String?
  /// A price increase the customer was told of: waiting for consent, or agreed (`priceIncreaseStatus`); nil for none.
  public var priceIncrease: PriceIncreaseStatus?

  public init(
    groupID: String, originalID: UInt64, autoRenew: Bool = true, autoRenewProductID: String,
    expirationIntent: ExpirationIntent? = nil, billingRetrySince: Date? = nil, gracePeriodExpires: Date? = nil,
    renewalOffer: RenewalOffer? = nil, recentStart: Date, billingPlanType: String? = nil,
    priceIncrease: PriceIncreaseStatus? = nil
  ) {
    self.groupID = groupID
    self.originalID = originalID
    self.autoRenew = autoRenew
    self.autoRenewProductID = autoRenewProductID
    self.expirationIntent = expirationIntent
    self.billingRetrySince = billingRetrySince
    self.gracePeriodExpires = gracePeriodExpires
    self.renewalOffer = renewalOffer
    self.recentStart = recentStart
    self.billingPlanType = billingPlanType
    self.priceIncrease = priceIncrease
  }

  public var isInBillingRetry: Bool { billingRetrySince != nil }
}

/// An offer applied to upcoming renewals: pay-as-you-go introductory periods, or a promotional,
/// offer-code or win-back discount.
public struct RenewalOffer: Sendable, Hashable, Codable {
  public var offer: TransactionOffer
  /// The price of each discounted renewal.
  public var price: Decimal
  /// How many more renewals are discounted.
  public var periodsLeft: Int
  /// The length of each discounted period.
  public var period: SubscriptionPeriod

  public init(offer: TransactionOffer, price: Decimal, periodsLeft: Int, period: SubscriptionPeriod) {
    self.offer = offer
    self.price = price
    self.periodsLeft = periodsLeft
    self.period = period
  }
}

/// Where a subscription's price increase stands (`priceIncreaseStatus` in the signed renewal info: 0 the customer
/// hasn't responded, 1 consented).
public enum PriceIncreaseStatus: Int, Sendable, Hashable, Codable {
  case pending = 0
  case agreed = 1
}

/// Why a subscription expired (`RenewalInfo.ExpirationReason`, `expirationIntent` in JWS).
public enum ExpirationIntent: Int, Sendable, Hashable, Codable, CustomStringConvertible {
  case autoRenewDisabled = 1
  case billingError = 2
  case didNotConsentToPriceIncrease = 3
  case productUnavailable = 4
  case unknown = 5

  /// The case, for debugging; people read `SubscriptionWords.expiration`.
  public var description: String {
    switch self {
    case .autoRenewDisabled: "autoRenewDisabled"
    case .billingError: "billingError"
    case .didNotConsentToPriceIncrease: "didNotConsentToPriceIncrease"
    case .productUnavailable: "productUnavailable"
    case .unknown: "unknown"
    }
  }

}
