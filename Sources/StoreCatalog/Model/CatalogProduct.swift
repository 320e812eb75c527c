public import FoundationEssentials

/// One product a catalog sells, whatever its type, with the terms of its subscription when it has one.
public struct CatalogProduct: Sendable, Hashable, Identifiable, Codable {
  /// The product identifier an app passes to `Product.products(for:)`.
  public var id: String
  public var type: ProductType
  public var referenceName: String?
  /// The price in the storefront's currency units, exactly as the file states it.
  public var price: Decimal
  public var isFamilyShareable: Bool
  public var internalID: String?
  public var localizations: [LocalizedText]
  /// Present exactly when `type` is `.autoRenewable`.
  public var subscription: SubscriptionTerms?

  public init(
    id: String, type: ProductType, referenceName: String? = nil, price: Decimal,
    isFamilyShareable: Bool = false, internalID: String? = nil, localizations: [LocalizedText] = [],
    subscription: SubscriptionTerms? = nil
  ) {
    self.id = id
    self.type = type
    self.referenceName = referenceName
    self.price = price
    self.isFamilyShareable = isFamilyShareable
    self.internalID = internalID
    self.localizations = localizations
    self.subscription = subscription
  }
}

/// What makes an auto-renewable subscription one: its group, level, period and offers.
public struct SubscriptionTerms: Sendable, Hashable, Codable {
  public var groupID: String
  /// The service level: 1 is the highest tier; larger numbers are lower tiers.
  public var level: Int
  public var period: SubscriptionPeriod
  /// Introductory offers, one per billing plan at most; the first without a plan type is the default.
  public var introductoryOffers: [SubscriptionOffer]
  public var promotionalOffers: [SubscriptionOffer]
  public var offerCodes: [SubscriptionOffer]
  public var winBackOffers: [SubscriptionOffer]
  public var billingPlans: [BillingPlan]

  public init(
    groupID: String, level: Int, period: SubscriptionPeriod, introductoryOffers: [SubscriptionOffer] = [],
    promotionalOffers: [SubscriptionOffer] = [], offerCodes: [SubscriptionOffer] = [],
    winBackOffers: [SubscriptionOffer] = [], billingPlans: [BillingPlan] = []
  ) {
    self.groupID = groupID
    self.level = level
    self.period = period
    self.introductoryOffers = introductoryOffers
    self.promotionalOffers = promotionalOffers
    self.offerCodes = offerCodes
    self.winBackOffers = winBackOffers
    self.billingPlans = billingPlans
  }

  /// The introductory offer StoreKit applies by default (`SubscriptionInfo.introductoryOffer`).
  public var introductoryOffer: SubscriptionOffer? {
    introductoryOffers.first(where: { $0.billingPlanType == nil }) ?? introductoryOffers.first
  }
}

/// A subscription group: subscriptions a customer holds at most one of at a time.
public struct SubscriptionGroup: Sendable, Hashable, Identifiable, Codable {
  public var id: String
  /// The reference name.
  public var name: String
  public var localizations: [LocalizedText]
  /// The group's subscriptions' product identifiers, in file order.
  public var productIDs: [String]

  public init(id: String, name: String, localizations: [LocalizedText] = [], productIDs: [String] = []) {
    self.id = id
    self.name = name
    self.localizations = localizations
    self.productIDs = productIDs
  }
}
