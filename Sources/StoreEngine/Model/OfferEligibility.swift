public import StoreCatalog

/// Who may have a subscription offer, by where the customer stands in the offer's subscription group: Apple's rules
/// in one place, for the App Store's check at purchase and for the offers an app shows before it.
///
/// - A promotional offer is for existing and lapsed subscribers of the group, never for a new customer
///   ("Implementing promotional offers in your app": "winning back lapsed subscribers or retaining current
///   subscribers"; App Store Connect's `SubscriptionPromotionalOffer`: "available to eligible existing or former
///   subscribers"). A new customer's purchase fails with `Product.PurchaseError.ineligibleForOffer`.
/// - An offer code names the standings it is for (new, existing, expired subscribers); one naming none is for anyone.
public enum OfferEligibility {
  /// Where the customer stands in a group: new (never subscribed), existing (subscribed now) or expired
  /// (subscribed before) — the standings an offer code's eligibility names.
  public typealias Standing = SubscriptionOffer.CodeEligibility

  /// The standing of a customer who has or has not subscribed to the group before, and is or is not subscribed now.
  public static func standing(everSubscribed: Bool, subscribedNow: Bool) -> Standing {
    guard everSubscribed else { return .new }
    return subscribedNow ? .existing : .expired
  }

  /// The customer's standing in `groupID` as an app sees it: by the group's `Product.SubscriptionInfo.Status`.
  public static func standing(inGroup groupID: String, in snapshot: StoreSnapshot?) -> Standing {
    let status = snapshot?.subscriptionStatus(ofGroup: groupID)
    return standing(everSubscribed: status != nil, subscribedNow: status?.state == .subscribed)
  }

  /// Whether a customer of `standing` may have a promotional offer.
  public static func allowsPromotionalOffer(_ standing: Standing) -> Bool {
    standing != .new
  }

  /// Whether a customer of `standing` may redeem an offer code for `eligibility`.
  public static func allowsOfferCode(_ eligibility: Set<Standing>, _ standing: Standing) -> Bool {
    eligibility.isEmpty || eligibility.contains(standing)
  }
}
