public import InterfaceLanguage
public import StoreCatalog
public import StoreEngine

/// The offer a subscription purchase gets, in words — on the Subscribe button, the confirmation sheet, the result
/// and the command line alike, so the customer reads the same terms everywhere. Offer names are App Store Connect's:
/// 推介促销优惠 (introductory), 促销优惠 (promotional), 优惠代码 (offer code), 赢回优惠 (win-back).
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
  public static func subscribeLabel(
    _ product: Product, offer: Product.SubscriptionOffer?, language: Language
  ) -> String {
    let regular = regularPrice(product, language: language)
    guard let offer else { return language.say(en: "Subscribe \(regular)", zhHans: "订阅\(regular)") }
    let length = PeriodWords.duration(offer.period, times: offer.periodCount, language: language)
    let price = offer.displayPrice
    switch offer.paymentMode {
    case .freeTrial: return language.say(en: "Try \(length) free", zhHans: "免费试用\(length)")
    case .payAsYouGo:
      let period = PeriodWords.long(offer.period, language: language)
      return language.say(
        en: "Subscribe \(price) / \(period) for \(length)", zhHans: "订阅\(price)/\(period)，为期\(length)")
    case .payUpFront: return language.say(en: "Subscribe \(price) for \(length)", zhHans: "订阅\(price)，为期\(length)")
    }
  }

  /// What is billed: "$4.99 / month", "Free for 1 week, then $4.99 / month", "$0.99 / month for 3 months, then
  /// $4.99 / month", "$9.99 for 3 months, then $4.99 / month".
  public static func billed(_ product: Product, offer: Product.SubscriptionOffer?, language: Language) -> String {
    let regular = regularPrice(product, language: language)
    guard let offer else { return regular }
    let terms = terms(offer, language: language)
    return language.say(en: "\(terms), then \(regular)", zhHans: "\(terms)，之后\(regular)")
  }

  /// What an offer costs, on its own: "Free for 2 weeks", "$4.99 for 2 months", "$0.99 / month for 3 months".
  public static func terms(_ offer: Product.SubscriptionOffer, language: Language) -> String {
    let length = PeriodWords.duration(offer.period, times: offer.periodCount, language: language)
    let price = offer.displayPrice
    switch offer.paymentMode {
    case .freeTrial: return language.say(en: "Free for \(length)", zhHans: "免费\(length)")
    case .payUpFront: return language.say(en: "\(price) for \(length)", zhHans: "\(price)，为期\(length)")
    case .payAsYouGo:
      let period = PeriodWords.long(offer.period, language: language)
      return language.say(en: "\(price) / \(period) for \(length)", zhHans: "\(price)/\(period)，为期\(length)")
    }
  }

  /// "$4.99 / month": a subscription's own price and period; "$4.99/月" in Chinese.
  public static func regularPrice(_ product: Product, language: Language) -> String {
    guard let info = product.subscription else { return product.displayPrice }
    let period = PeriodWords.long(info.subscriptionPeriod, language: language)
    return language.say(en: "\(product.displayPrice) / \(period)", zhHans: "\(product.displayPrice)/\(period)")
  }

  /// An offer the customer can pick, as the purchase sheet lists it: "premium.comeback (promotional): $4.99 / month
  /// for 3 months".
  public static func choice(_ choice: OfferChoice, language: Language) -> String {
    let offer = choice.offer
    let id = offer.id ?? ""
    let kind = kind(offer.type, language: language)
    return language.say(
      en: "\(id) (\(kind)): \(terms(offer, language: language))", zhHans: "\(id)（\(kind)）：\(terms(offer, language: language))")
  }

  /// The purchase sheet's offer line: the pick ("none" without one) and how many offers `o` steps through.
  public static func picked(_ choice: OfferChoice?, among count: Int, language: Language) -> String {
    let picked = choice.map { self.choice($0, language: language) } ?? language.say(en: "none", zhHans: "无")
    return language.say(
      en: picked + Language.english(count, one: "   (o: 1 offer)", other: "   (o: \(count) offers)"),
      zhHans: "\(picked)   （o：\(count)个优惠）")
  }

  /// An offer the customer cannot have now, and why: "standard.winback (win-back): $1.99 for 1 month — for lapsed
  /// subscribers only."
  public static func unavailable(_ choice: OfferChoice, language: Language) -> String? {
    guard let reason = choice.ineligibility else { return nil }
    let offer = self.choice(choice, language: language)
    let why = ineligibility(reason, language: language)
    return language.say(en: "\(offer) — \(why).", zhHans: "\(offer)——\(why)。")
  }

  /// An offer code in the details: "Launch Code: Free for 1 month; new and expired subscribers · eligible".
  public static func code(
    _ name: String, terms offer: Product.SubscriptionOffer,
    eligibility: Set<StoreCatalog.SubscriptionOffer.CodeEligibility>, eligible: Bool, language: Language
  ) -> String {
    let terms = terms(offer, language: language)
    let who = codeEligibility(eligibility, language: language)
    return eligible
      ? language.say(en: "\(name): \(terms); \(who) · eligible", zhHans: "\(name)：\(terms)；\(who) · 符合条件")
      : language.say(en: "\(name): \(terms); \(who) · not eligible now", zhHans: "\(name)：\(terms)；\(who) · 目前不符合条件")
  }

  /// An offer code in the redeem sheet's list, beside its name: its terms, and whether the customer may redeem it.
  public static func codeNote(_ offer: Product.SubscriptionOffer, eligible: Bool, language: Language) -> String {
    let terms = terms(offer, language: language)
    return eligible ? terms : language.say(en: "\(terms); not eligible now", zhHans: "\(terms)；目前不符合条件")
  }

  /// The redeem sheet's title.
  public static func redeemTitle(_ productName: String, language: Language) -> String {
    language.say(en: "Redeem an offer code for \(productName)", zhHans: "为\(productName)兑换优惠代码")
  }

  /// Why the redeem sheet does not open for a product.
  public static func noOfferCodes(_ productName: String, language: Language) -> String {
    language.say(
      en: "The catalog has no offer codes for \(productName).", zhHans: "目录中没有\(productName)的优惠代码。")
  }

  /// Why the manage-subscriptions sheet does not open: the customer has no subscription, now or before.
  public static func noSubscriptionsToManage(language: Language) -> String {
    language.say(
      en: "There is no subscription to manage yet: subscribe to a plan first",
      zhHans: "还没有可管理的订阅：请先订阅一个方案")
  }

  /// An offer in the details, under its kind's label: "premium.comeback: $4.99 / month for 3 months; eligible",
  /// "standard.winback: $1.99 for 1 month; for lapsed subscribers only".
  public static func detail(_ choice: OfferChoice, language: Language) -> String {
    let id = choice.offer.id ?? ""
    let terms = terms(choice.offer, language: language)
    let verdict = choice.ineligibility.map { ineligibility($0, language: language) }
      ?? language.say(en: "eligible", zhHans: "符合条件")
    return language.say(en: "\(id): \(terms); \(verdict)", zhHans: "\(id)：\(terms)；\(verdict)")
  }

  /// Why the customer cannot have an offer now, after its name: "for existing and lapsed subscribers only".
  public static func ineligibility(_ reason: OfferChoice.Ineligibility, language: Language) -> String {
    switch reason {
    case .neverSubscribed:
      language.say(en: "for existing and lapsed subscribers only", zhHans: "仅限现有和已流失的订阅者")
    case .notLapsed: language.say(en: "for lapsed subscribers only", zhHans: "仅限已流失的订阅者")
    case .notListed:
      language.say(en: "not offered to this customer (its renewal info does not list it)", zhHans: "未向此顾客提供（续期信息中未列出）")
    }
  }

  /// Who may redeem an offer code: "new and expired subscribers", "anyone".
  public static func codeEligibility(
    _ eligibility: Set<StoreCatalog.SubscriptionOffer.CodeEligibility>, language: Language
  ) -> String {
    guard !eligibility.isEmpty else { return language.say(en: "anyone", zhHans: "所有顾客") }
    let names = StoreCatalog.SubscriptionOffer.CodeEligibility.allCases.filter(eligibility.contains).map {
      switch $0 {
      case .new: language.say(en: "new", zhHans: "新")
      case .existing: language.say(en: "existing", zhHans: "现有")
      case .expired: language.say(en: "expired", zhHans: "已过期")
      }
    }
    let listed = language.list(names)
    return language.say(en: "\(listed) subscribers", zhHans: "\(listed)订阅者")
  }

  /// The sentence a subscription purchase's result says about the offer it got; nil without one.
  static func subscribed(_ transaction: Transaction, product: Product?, language: Language) -> String? {
    guard let offer = transaction.offer else { return nil }
    let kind = kind(offer.type, language: language)
    guard let product, let known = matchingOffer(offer, in: product) else {
      return switch offer.paymentMode {
      case .freeTrial?:
        language.say(en: "It starts with a free trial (the \(kind) offer).", zhHans: "从免费试用开始（\(kind)）。")
      case .payAsYouGo?:
        language.say(
          en: "It starts at a discounted price, paid as you go (the \(kind) offer).",
          zhHans: "以优惠价格开始，随用随付（\(kind)）。")
      case .payUpFront?:
        language.say(
          en: "It starts at a discounted price, paid up front (the \(kind) offer).",
          zhHans: "以优惠价格开始，提前支付（\(kind)）。")
      case nil: language.say(en: "It was bought with the \(kind) offer.", zhHans: "购买时使用了\(kind)。")
      }
    }
    let named = offer.type == .introductory ? nil : (kind: kind, id: offer.id ?? "")
    return startsWith(known, named: named, product: product, language: language)
  }

  /// What a purchase with `known` is billed, as the result says it: an introductory offer (`named` nil) as the start
  /// of the subscription, a promotional or win-back offer by its kind and id.
  private static func startsWith(
    _ known: Product.SubscriptionOffer, named: (kind: String, id: String)?, product: Product, language: Language
  ) -> String {
    let length = PeriodWords.duration(known.period, times: known.periodCount, language: language)
    let regular = regularPrice(product, language: language)
    let price = known.displayPrice
    switch (known.paymentMode, named) {
    case (.freeTrial, nil):
      return language.say(
        en: "It starts with a free trial: \(length) free, then \(regular).",
        zhHans: "从免费试用开始：免费\(length)，之后\(regular)。")
    case (.freeTrial, let (kind, id)?):
      return language.say(
        en: "The \(kind) offer \(id) applies: \(length) free, then \(regular).",
        zhHans: "已使用\(kind) \(id)：免费\(length)，之后\(regular)。")
    case (.payAsYouGo, nil):
      let period = PeriodWords.long(known.period, language: language)
      return language.say(
        en: "It starts at \(price) / \(period) for \(length), paid as you go, then \(regular).",
        zhHans: "前\(length)为\(price)/\(period)，随用随付，之后\(regular)。")
    case (.payAsYouGo, let (kind, id)?):
      let period = PeriodWords.long(known.period, language: language)
      return language.say(
        en: "The \(kind) offer \(id) applies: \(price) / \(period) for \(length), paid as you go, then \(regular).",
        zhHans: "已使用\(kind) \(id)：前\(length)为\(price)/\(period)，随用随付，之后\(regular)。")
    case (.payUpFront, nil):
      return language.say(
        en: "It starts with \(length) paid up front at \(price), then \(regular).",
        zhHans: "前\(length)提前支付\(price)，之后\(regular)。")
    case (.payUpFront, let (kind, id)?):
      return language.say(
        en: "The \(kind) offer \(id) applies: \(length) paid up front at \(price), then \(regular).",
        zhHans: "已使用\(kind) \(id)：前\(length)提前支付\(price)，之后\(regular)。")
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

  /// "introductory", "promotional", "offer code", "win-back" (before "offer" in English); in Chinese the whole
  /// name of the offer: "推介促销优惠", "促销优惠", "优惠代码", "赢回优惠".
  static func kind(_ kind: SubscriptionOffer.Kind, language: Language) -> String {
    switch kind {
    case .introductory: language.say(en: "introductory", zhHans: "推介促销优惠")
    case .promotional: language.say(en: "promotional", zhHans: "促销优惠")
    case .offerCode: language.say(en: "offer code", zhHans: "优惠代码")
    case .winBack: language.say(en: "win-back", zhHans: "赢回优惠")
    }
  }
}
