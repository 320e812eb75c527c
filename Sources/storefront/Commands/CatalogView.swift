import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreOperations

/// A catalog as `catalog show` presents it: names for one locale, prices for one storefront, its own words in the
/// interface language (the JSON report's values stay English: `report(diagnostics:valid:)`).
struct CatalogView {
  let catalog: Catalog
  let file: String
  let storefront: Storefront
  let locale: String
  var language: Language

  func formatted(_ amount: Decimal) -> String { PriceFormatter.format(amount, storefront: storefront, locale: locale) }

  var productsByID: [String: CatalogProduct] {
    Dictionary(catalog.products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  // MARK: - Text

  var text: String {
    let (productCount, groupCount) = (catalog.products.count, catalog.subscriptionGroups.count)
    let country = language.regionName(storefront.alpha2, english: storefront.name)
    let (code, currency) = (storefront.countryCode, storefront.currencyCode)
    let counted: String = language.say(
      en: "\(file): " + Language.english(productCount, one: "1 product", other: "\(productCount) products") + ", "
        + Language.english(groupCount, one: "1 subscription group", other: "\(groupCount) subscription groups"),
      zhHans: "\(file)：\(productCount)个产品，\(groupCount)个订阅群组")
    let format: String = catalog.formatVersion.map { language.say(en: ", format \($0)", zhHans: "，格式版本\($0)") } ?? ""
    var lines = [
      counted + format,
      language.say(
        en: "storefront \(code) (\(country), \(currency)), locale \(locale)",
        zhHans: "店面\(code)（\(country)，\(currency)），区域设置\(locale)"),
    ]
    let lists: [(String, ProductType)] = [
      (language.say(en: "Consumables:", zhHans: "消耗型项目："), .consumable),
      (language.say(en: "Non-consumables:", zhHans: "非消耗型项目："), .nonConsumable),
      (language.say(en: "Non-renewing subscriptions:", zhHans: "非续期订阅："), .nonRenewable),
    ]
    for (title, type) in lists {
      let products = catalog.products.filter { $0.type == type }
      guard !products.isEmpty else { continue }
      lines += ["", title] + products.map(productLine)
    }
    let products = productsByID
    for group in catalog.subscriptionGroups {
      let (name, id) = (TerminalText.line(group.displayName(for: locale)), TerminalText.line(group.id))
      lines += ["", language.say(en: "Subscription group \"\(name)\" (\(id)):", zhHans: "订阅群组“\(name)”（\(id)）：")]
      let members = group.productIDs.compactMap { products[$0] }
      for product in members.sorted(by: { ($0.subscription?.level ?? 0) < ($1.subscription?.level ?? 0) }) {
        lines.append(productLine(product))
        lines += (product.subscription.map(offerLines) ?? []).map { "      \($0)" }
      }
      if members.isEmpty { lines.append(language.say(en: "  (no subscriptions)", zhHans: "  （没有订阅）")) }
    }
    return lines.joined(separator: "\n")
  }

  private func productLine(_ product: CatalogProduct) -> String {
    var price = formatted(product.price)
    var level = ""
    if let terms = product.subscription {
      price += " / \(PeriodWords.duration(terms.period, language: language))"
      level = language.say(en: "level \(terms.level)  ", zhHans: "级别\(terms.level)  ")
    }
    return "  \(level)\(TerminalText.line(product.displayName(for: locale)))  \(price)  [\(TerminalText.line(product.id))]"
  }

  func offerLines(_ terms: SubscriptionTerms) -> [String] {
    let all = terms.introductoryOffers + terms.promotionalOffers + terms.offerCodes + terms.winBackOffers
    var lines = all.map { offer in
      let id = offer.id.map { " \"\(TerminalText.line($0))\"" } ?? ""
      let (kind, terms) = (kindName(offer.kind, in: language), describe(offer, in: language))
      return language.say(en: "\(kind)\(id): \(terms)", zhHans: "\(kind)\(id)：\(terms)")
    }
    for plan in terms.billingPlans {
      let (type, price) = (plan.type, formatted(plan.price))
      let line =
        switch (plan.commitmentPrice.map(formatted), plan.isEnabled) {
        case (let total?, true):
          language.say(en: "billing plan \(type): \(price), \(total) in all", zhHans: "计费方案\(type)：\(price)，共\(total)")
        case (let total?, false):
          language.say(
            en: "billing plan \(type): \(price), \(total) in all (off)", zhHans: "计费方案\(type)：\(price)，共\(total)（已关闭）")
        case (nil, true): language.say(en: "billing plan \(type): \(price)", zhHans: "计费方案\(type)：\(price)")
        case (nil, false): language.say(en: "billing plan \(type): \(price) (off)", zhHans: "计费方案\(type)：\(price)（已关闭）")
        }
      lines.append(line)
    }
    return lines
  }

  /// The offer kinds as App Store Connect's Chinese pages name them: 推介促销优惠, 促销优惠, 优惠代码, 赢回优惠.
  func kindName(_ kind: SubscriptionOffer.Kind, in language: Language) -> String {
    switch kind {
    case .introductory: language.say(en: "introductory offer", zhHans: "推介促销优惠")
    case .promotional: language.say(en: "promotional offer", zhHans: "促销优惠")
    case .offerCode: language.say(en: "offer code", zhHans: "优惠代码")
    case .winBack: language.say(en: "win-back offer", zhHans: "赢回优惠")
    }
  }

  /// `free for 1 week`, `$2.49 every month for 3 months`, `$1.99 for 2 months`.
  func describe(_ offer: SubscriptionOffer, in language: Language) -> String {
    let total = PeriodWords.duration(offer.period, times: offer.periodCount, language: language)
    let price = formatted(offer.price)
    switch offer.paymentMode {
    case .freeTrial:
      return language.say(en: "free for \(total)", zhHans: "免费试用\(total)")
    case .payAsYouGo:
      let every = PeriodWords.long(offer.period, language: language)
      return language.say(en: "\(price) every \(every) for \(total)", zhHans: "\(price)/\(every)，为期\(total)")
    case .payUpFront:
      return language.say(en: "\(price) for \(total)", zhHans: "\(price)，为期\(total)（提前支付）")
    }
  }
}
