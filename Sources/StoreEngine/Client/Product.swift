public import FoundationEssentials
public import StoreCatalog

/// A product as an app sees it after `products(for:)`: localized and priced for the storefront
/// (StoreKit's `Product`).
public struct Product: Sendable, Hashable, Identifiable {
  public let id: String
  public let type: ProductType
  public let displayName: String
  public let description: String
  /// The price in the storefront's currency.
  public let price: Decimal
  /// `price` formatted for the storefront and locale (`$4.99`, `¥30.00`).
  public let displayPrice: String
  public let isFamilyShareable: Bool
  /// Present exactly when `type` is `.autoRenewable`.
  public let subscription: SubscriptionInfo?
  /// How the catalog's price became `price` in the storefront the product was loaded in, and whether the result is
  /// plausible for its currency (not part of StoreKit's `Product`: the simulator's note for the tester).
  public let storefrontPrice: StorefrontPrice

  public init(
    id: String, type: ProductType, displayName: String, description: String, price: Decimal, displayPrice: String,
    isFamilyShareable: Bool, subscription: SubscriptionInfo?, storefrontPrice: StorefrontPrice? = nil
  ) {
    self.id = id
    self.type = type
    self.displayName = displayName
    self.description = description
    self.price = price
    self.displayPrice = displayPrice
    self.isFamilyShareable = isFamilyShareable
    self.subscription = subscription
    self.storefrontPrice = storefrontPrice ?? StorefrontPrice(catalogAmount: price, storefront: .unitedStates)
  }

  /// What makes a subscription product one (`Product.SubscriptionInfo`).
  public struct SubscriptionInfo: Sendable, Hashable {
    public let subscriptionGroupID: String
    /// Lower numbers are higher levels of service; 1 is the top.
    public let groupLevel: Int
    public let groupDisplayName: String
    public let subscriptionPeriod: SubscriptionPeriod
    /// Applied automatically when the customer is eligible.
    public let introductoryOffer: SubscriptionOffer?
    public let promotionalOffers: [SubscriptionOffer]
    public let winBackOffers: [SubscriptionOffer]

    public init(
      subscriptionGroupID: String, groupLevel: Int, groupDisplayName: String, subscriptionPeriod: SubscriptionPeriod,
      introductoryOffer: SubscriptionOffer?, promotionalOffers: [SubscriptionOffer], winBackOffers: [SubscriptionOffer]
    ) {
      self.subscriptionGroupID = subscriptionGroupID
      self.groupLevel = groupLevel
      self.groupDisplayName = groupDisplayName
      self.subscriptionPeriod = subscriptionPeriod
      self.introductoryOffer = introductoryOffer
      self.promotionalOffers = promotionalOffers
      self.winBackOffers = winBackOffers
    }
  }

  /// A subscription offer as the app sees it (`Product.SubscriptionOffer`).
  public struct SubscriptionOffer: Sendable, Hashable {
    /// Nil for introductory offers; the offer id (or offer code name) for the others.
    public let id: String?
    public let type: StoreCatalog.SubscriptionOffer.Kind
    public let price: Decimal
    public let displayPrice: String
    public let period: SubscriptionPeriod
    /// Always 1 except for pay as you go.
    public let periodCount: Int
    public let paymentMode: StoreCatalog.SubscriptionOffer.PaymentMode

    public init(
      id: String?, type: StoreCatalog.SubscriptionOffer.Kind, price: Decimal, displayPrice: String,
      period: SubscriptionPeriod, periodCount: Int, paymentMode: StoreCatalog.SubscriptionOffer.PaymentMode
    ) {
      self.id = id
      self.type = type
      self.price = price
      self.displayPrice = displayPrice
      self.period = period
      self.periodCount = periodCount
      self.paymentMode = paymentMode
    }
  }
}
