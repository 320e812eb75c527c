public import FoundationEssentials

/// A discount on an auto-renewable subscription: introductory, promotional, offer code or win-back.
public struct SubscriptionOffer: Sendable, Hashable, Codable {
  /// Which kind of offer this is; the raw values are `Transaction.OfferType` / `offerType` in JWS.
  public enum Kind: Int, Sendable, Hashable, CaseIterable, Codable {
    case introductory = 1
    case promotional = 2
    case offerCode = 3
    case winBack = 4
  }

  /// How the customer pays during the offer.
  public enum PaymentMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Nothing for `period × periodCount`.
    case freeTrial
    /// `price` every period, for `periodCount` periods.
    case payAsYouGo
    /// `price` once, for one `period`.
    case payUpFront

    /// The value in a `.storekit` file's `paymentMode`.
    public var fileValue: String {
      switch self {
      case .freeTrial: "free"
      case .payAsYouGo: "payAsYouGo"
      case .payUpFront: "payUpFront"
      }
    }

    /// The value of `offerDiscountType` in a signed transaction.
    public var signedValue: String {
      switch self {
      case .freeTrial: "FREE_TRIAL"
      case .payAsYouGo: "PAY_AS_YOU_GO"
      case .payUpFront: "PAY_UP_FRONT"
      }
    }

    public init?(fileValue: String) {
      switch fileValue {
      case "free": self = .freeTrial
      case "payAsYouGo": self = .payAsYouGo
      case "payUpFront": self = .payUpFront
      default: return nil
      }
    }
  }

  /// Who may redeem an offer code (`eligibility` in the file).
  public enum CodeEligibility: String, Sendable, Hashable, CaseIterable, Codable {
    case new, existing, expired
  }

  public var kind: Kind
  /// The offer identifier an app passes when purchasing: `offerID` for promotional and win-back
  /// offers, the reference name for offer codes, nil for introductory offers.
  public var id: String?
  public var referenceName: String?
  public var internalID: String?
  public var paymentMode: PaymentMode
  public var period: SubscriptionPeriod
  /// How many periods the offer lasts: always 1 except for pay-as-you-go.
  public var periodCount: Int
  /// The price per period (pay as you go) or for the whole offer (pay up front); zero for a free trial.
  public var price: Decimal
  /// `BILLED_UPFRONT` or `MONTHLY` when the offer belongs to a billing plan (format 5.0+).
  public var billingPlanType: String?
  /// Offer codes: who may redeem.
  public var eligibility: Set<CodeEligibility>
  /// Offer codes: whether the code stacks with an introductory offer.
  public var isStackable: Bool
  /// Win-back offers: Xcode's "Eligible" switch.
  public var isEligible: Bool

  public init(
    kind: Kind, id: String? = nil, referenceName: String? = nil, internalID: String? = nil,
    paymentMode: PaymentMode, period: SubscriptionPeriod, periodCount: Int = 1, price: Decimal = 0,
    billingPlanType: String? = nil, eligibility: Set<CodeEligibility> = [], isStackable: Bool = false,
    isEligible: Bool = false
  ) {
    self.kind = kind
    self.id = id
    self.referenceName = referenceName
    self.internalID = internalID
    self.paymentMode = paymentMode
    self.period = period
    self.periodCount = periodCount
    self.price = price
    self.billingPlanType = billingPlanType
    self.eligibility = eligibility
    self.isStackable = isStackable
    self.isEligible = isEligible
  }
}

/// A way of paying for one subscription (format 5.0+): billed up front, or monthly with a commitment.
public struct BillingPlan: Sendable, Hashable, Codable {
  /// `BILLED_UPFRONT` or `MONTHLY`.
  public var type: String
  /// The price of each charge.
  public var price: Decimal
  /// The total of the commitment, when the file states one.
  public var commitmentPrice: Decimal?
  public var internalID: String?
  public var isEnabled: Bool

  public init(type: String, price: Decimal, commitmentPrice: Decimal? = nil, internalID: String? = nil, isEnabled: Bool = true) {
    self.type = type
    self.price = price
    self.commitmentPrice = commitmentPrice
    self.internalID = internalID
    self.isEnabled = isEnabled
  }
}
