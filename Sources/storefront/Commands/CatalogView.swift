import Foundation
import StoreCatalog

/// A catalog as `catalog show` presents it: names for one locale, prices for one storefront.
struct CatalogView {
  let catalog: Catalog
  let file: String
  let storefront: Storefront
  let locale: String

  func formatted(_ amount: Decimal) -> String { PriceFormatter.format(amount, storefront: storefront, locale: locale) }

  var productsByID: [String: CatalogProduct] {
    Dictionary(catalog.products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  // MARK: - Text

  var text: String {
    var lines = [
      "\(file): \(count(catalog.products.count, "product")), \(count(catalog.subscriptionGroups.count, "subscription group"))"
        + (catalog.formatVersion.map { ", format \($0)" } ?? ""),
      "storefront \(storefront.countryCode) (\(storefront.name), \(storefront.currencyCode)), locale \(locale)",
    ]
    let lists: [(String, ProductType)] = [
      ("Consumables", .consumable), ("Non-consumables", .nonConsumable), ("Non-renewing subscriptions", .nonRenewable),
    ]
    for (title, type) in lists {
      let products = catalog.products.filter { $0.type == type }
      guard !products.isEmpty else { continue }
      lines += ["", "\(title):"] + products.map(productLine)
    }
    let products = productsByID
    for group in catalog.subscriptionGroups {
      lines += ["", "Subscription group \"\(TerminalText.line(group.displayName(for: locale)))\" (\(TerminalText.line(group.id))):"]
      let members = group.productIDs.compactMap { products[$0] }
      for product in members.sorted(by: { ($0.subscription?.level ?? 0) < ($1.subscription?.level ?? 0) }) {
        lines.append(productLine(product))
        lines += (product.subscription.map(offerLines) ?? []).map { "      \($0)" }
      }
      if members.isEmpty { lines.append("  (no subscriptions)") }
    }
    return lines.joined(separator: "\n")
  }

  private func productLine(_ product: CatalogProduct) -> String {
    var price = formatted(product.price)
    var level = ""
    if let terms = product.subscription {
      price += " / \(describe(terms.period))"
      level = "level \(terms.level)  "
    }
    return "  \(level)\(TerminalText.line(product.displayName(for: locale)))  \(price)  [\(TerminalText.line(product.id))]"
  }

  func offerLines(_ terms: SubscriptionTerms) -> [String] {
    let all = terms.introductoryOffers + terms.promotionalOffers + terms.offerCodes + terms.winBackOffers
    var lines = all.map { offer in
      let id = offer.id.map { " \"\(TerminalText.line($0))\"" } ?? ""
      return "\(kindName(offer.kind))\(id): \(describe(offer))"
    }
    for plan in terms.billingPlans {
      let commitment = plan.commitmentPrice.map { ", \(formatted($0)) in all" } ?? ""
      let state = plan.isEnabled ? "" : " (off)"
      lines.append("billing plan \(plan.type): \(formatted(plan.price))\(commitment)\(state)")
    }
    return lines
  }

  func kindName(_ kind: SubscriptionOffer.Kind) -> String {
    switch kind {
    case .introductory: "introductory offer"
    case .promotional: "promotional offer"
    case .offerCode: "offer code"
    case .winBack: "win-back offer"
    }
  }

  /// `free for 1 week`, `$2.49 each month for 3 months`, `$1.99 for 2 months`.
  func describe(_ offer: SubscriptionOffer) -> String {
    switch offer.paymentMode {
    case .freeTrial:
      return "free for \(describe(SubscriptionPeriod(value: offer.period.value * offer.periodCount, unit: offer.period.unit)))"
    case .payAsYouGo:
      let every = offer.period.value == 1 ? offer.period.unit.rawValue : describe(offer.period)
      let total = SubscriptionPeriod(value: offer.period.value * offer.periodCount, unit: offer.period.unit)
      return "\(formatted(offer.price)) every \(every) for \(describe(total))"
    case .payUpFront:
      return "\(formatted(offer.price)) for \(describe(SubscriptionPeriod(value: offer.period.value * offer.periodCount, unit: offer.period.unit)))"
    }
  }

  /// `1 week`, `3 months`.
  func describe(_ period: SubscriptionPeriod) -> String { count(period.value, period.unit.rawValue) }
}
