import StoreCatalog
public import StoreEngine

/// The offer a subscription purchase gets, in words — on the Subscribe button, the confirmation sheet, the result
/// and the command line alike, so the customer reads the same terms everywhere.
public enum OfferWords {
  /// The offer that applies when the customer subscribes to `product` now: its introductory offer while the
  /// customer is eligible (never subscribed to the group), nothing otherwise.
  public static func applicableOffer(_ product: Product, in snapshot: StoreSnapshot?) -> Product.SubscriptionOffer? {
    guard let info = product.subscription, let offer = info.introductoryOffer,
      snapshot?.subscriptionStatus(ofGroup: info.subscriptionGroupID) == nil
    else { return nil }
    return offer
  }

  /// The buying button: "Subscribe $4.99 / month", "Try 1 week free", "Subscribe $0.99 / month for 3 months",
  /// "Subscribe $9.99 for 3 months".
  public static func subscribeLabel(_ product: Product, offer: Product.SubscriptionOffer?) -> String {
    let regular = regularPrice(product)
    guard let offer else { return "Subscribe \(regular)" }
    let length = PeriodWords.duration(offer.period, times: offer.periodCount)
    switch offer.paymentMode {
    case .freeTrial: return "Try \(length) free"
    case .payAsYouGo: return "Subscribe \(offer.displayPrice) / \(PeriodWords.long(offer.period)) for \(length)"
    case .payUpFront: return "Subscribe \(offer.displayPrice) for \(length)"
    }
  }

  /// What is billed: "$4.99 / month", "Free for 1 week, then $4.99 / month", "$0.99 / month for 3 months, then
  /// $4.99 / month", "$9.99 for 3 months, then $4.99 / month".
  public static func billed(_ product: Product, offer: Product.SubscriptionOffer?) -> String {
    let regular = regularPrice(product)
    guard let offer else { return regular }
    let length = PeriodWords.duration(offer.period, times: offer.periodCount)
    switch offer.paymentMode {
    case .freeTrial: return "Free for \(length), then \(regular)"
    case .payAsYouGo: return "\(offer.displayPrice) / \(PeriodWords.long(offer.period)) for \(length), then \(regular)"
    case .payUpFront: return "\(offer.displayPrice) for \(length), then \(regular)"
    }
  }

  /// What an offer costs, on its own: "Free for 2 weeks", "$4.99 for 2 months", "$0.99 / month for 3 months".
  public static func terms(_ offer: Product.SubscriptionOffer) -> String {
    let length = PeriodWords.duration(offer.period, times: offer.periodCount)
    switch offer.paymentMode {
    case .freeTrial: return "Free for \(length)"
    case .payUpFront: return "\(offer.displayPrice) for \(length)"
    case .payAsYouGo: return "\(offer.displayPrice) / \(PeriodWords.long(offer.period)) for \(length)"
    }
  }

  /// "$4.99 / month": a subscription's own price and period.
  public static func regularPrice(_ product: Product) -> String {
    guard let info = product.subscription else { return product.displayPrice }
    return "\(product.displayPrice) / \(PeriodWords.long(info.subscriptionPeriod))"
  }

  /// The sentence a subscription purchase's result says about the offer it got; nil without one.
  static func subscribed(_ transaction: Transaction, product: Product?) -> String? {
    guard let offer = transaction.offer else { return nil }
    guard let product, let known = matchingOffer(offer, in: product) else {
      switch offer.paymentMode {
      case .freeTrial?: return "It starts with a free trial (the \(kind(offer.type)) offer)."
      case .payAsYouGo?: return "It starts at a discounted price, paid as you go (the \(kind(offer.type)) offer)."
      case .payUpFront?: return "It starts at a discounted price, paid up front (the \(kind(offer.type)) offer)."
      case nil: return "It was bought with the \(kind(offer.type)) offer."
      }
    }
    let length = PeriodWords.duration(known.period, times: known.periodCount)
    let regular = regularPrice(product)
    switch known.paymentMode {
    case .freeTrial:
      return "It starts with a free trial: \(length) free, then \(regular)."
    case .payAsYouGo:
      return
        "It starts at \(known.displayPrice) / \(PeriodWords.long(known.period)) for \(length), paid as you go, then \(regular)."
    case .payUpFront:
      return "It starts with \(length) paid up front at \(known.displayPrice), then \(regular)."
    }
  }

  /// The product's offer a transaction's offer is, when the product lists it.
  private static func matchingOffer(_ offer: TransactionOffer, in product: Product) -> Product.SubscriptionOffer? {
    guard let info = product.subscription else { return nil }
    switch offer.type {
    case .introductory: return info.introductoryOffer
    case .promotional: return info.promotionalOffers.first { $0.id == offer.id }
    case .winBack: return info.winBackOffers.first { $0.id == offer.id }
    case .offerCode: return nil
    }
  }

  /// "introductory", "promotional", "offer code", "win-back".
  static func kind(_ kind: SubscriptionOffer.Kind) -> String {
    switch kind {
    case .introductory: "introductory"
    case .promotional: "promotional"
    case .offerCode: "offer code"
    case .winBack: "win-back"
    }
  }
}
