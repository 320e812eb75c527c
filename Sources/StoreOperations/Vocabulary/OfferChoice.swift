import StoreCatalog
public import StoreEngine

/// An offer the customer can pick when subscribing — one of the product's promotional or win-back offers — and
/// whether the App Store lets this customer have it now. The purchase carries the pick as StoreKit's purchase option
/// (`Product.PurchaseOption.promotionalOffer(…)`, `.winBackOffer(…)`).
///
/// Who may have which offer is Apple's: promotional offers are for existing and lapsed subscribers of the group
/// (`OfferEligibility`, the rule the App Store checks at purchase too); win-back offers only for lapsed subscribers whose renewal info
/// lists them (`Product.SubscriptionInfo.RenewalInfo.eligibleWinBackOfferIDs`).
public struct OfferChoice: Sendable, Hashable {
  /// Why the customer cannot have an offer now.
  public enum Ineligibility: Sendable, Hashable {
    /// A promotional offer, and the customer never subscribed to the group.
    case neverSubscribed
    /// A win-back offer, and the customer is still subscribed (or never was): it is for lapsed subscribers.
    case notLapsed
    /// A win-back offer the lapsed customer's renewal info does not list (its Eligible switch is off).
    case notListed
  }

  /// The offer, with its id and terms in the storefront's currency.
  public var offer: Product.SubscriptionOffer
  /// Nil when the customer may have it.
  public var ineligibility: Ineligibility?

  public init(offer: Product.SubscriptionOffer, ineligibility: Ineligibility? = nil) {
    self.offer = offer
    self.ineligibility = ineligibility
  }

  public var isEligible: Bool { ineligibility == nil }

  /// The purchase with this offer as its option.
  public func applied(to request: PurchaseRequest) -> PurchaseRequest {
    var request = request
    switch offer.type {
    case .promotional: request.promotionalOffer = offer.id
    case .winBack: request.winBackOffer = offer.id
    case .introductory, .offerCode: break
    }
    return request
  }

  /// The product's promotional, then win-back offers, each with the customer's eligibility in `snapshot`.
  public static func choices(for product: Product, in snapshot: StoreSnapshot?) -> [OfferChoice] {
    guard let info = product.subscription else { return [] }
    let status = snapshot?.subscriptionStatus(ofGroup: info.subscriptionGroupID)
    let standing = OfferEligibility.standing(inGroup: info.subscriptionGroupID, in: snapshot)
    let promotional = info.promotionalOffers.map {
      OfferChoice(offer: $0, ineligibility: OfferEligibility.allowsPromotionalOffer(standing) ? nil : .neverSubscribed)
    }
    let winBack = info.winBackOffers.map { offer in
      let ineligibility: Ineligibility? =
        if let status, status.state == .expired {
          status.eligibleWinBackOfferIDs.contains(offer.id ?? "") ? nil : .notListed
        } else {
          .notLapsed
        }
      return OfferChoice(offer: offer, ineligibility: ineligibility)
    }
    return promotional + winBack
  }

  /// The offer that applies to a purchase of `product` with `choice` picked: the pick, else the introductory offer
  /// the customer is eligible for (a picked offer replaces it).
  public static func applying(_ choice: OfferChoice?, to product: Product, in snapshot: StoreSnapshot?)
    -> Product.SubscriptionOffer?
  {
    choice?.offer ?? OfferWords.applicableOffer(product, in: snapshot)
  }
}
