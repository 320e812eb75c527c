import FoundationEssentials
import StoreCatalog

/// Turns catalog products into the `Product` values an app sees in one storefront and locale.
enum ProductPresenter {
  static func product(_ item: CatalogProduct, in catalog: Catalog, settings: SandboxSettings) -> Product {
    let storefront = Storefront.named(settings.storefront)
    let price = StorefrontPrice(catalogAmount: item.price, storefront: storefront)
    let format = { (amount: Decimal) in PriceFormatter.format(amount, storefront: storefront, locale: settings.locale) }
    let subscription = item.subscription.map { terms in
      Product.SubscriptionInfo(
        subscriptionGroupID: terms.groupID, groupLevel: terms.level,
        groupDisplayName: catalog.group(terms.groupID)?.displayName(for: settings.locale) ?? terms.groupID,
        subscriptionPeriod: terms.period, introductoryOffer: terms.introductoryOffer.map { offer($0, in: storefront, format: format) },
        promotionalOffers: terms.promotionalOffers.map { offer($0, in: storefront, format: format) },
        winBackOffers: terms.winBackOffers.map { offer($0, in: storefront, format: format) })
    }
    return Product(
      id: item.id, type: item.type, displayName: item.displayName(for: settings.locale),
      description: item.displayDescription(for: settings.locale), price: price.amount, displayPrice: format(price.amount),
      isFamilyShareable: item.isFamilyShareable, subscription: subscription, storefrontPrice: price)
  }

  /// `format` makes the display price of an amount already in the storefront's currency.
  static func offer(_ offer: SubscriptionOffer, in storefront: Storefront, format: (Decimal) -> String) -> Product.SubscriptionOffer {
    let price = StorefrontPrice(catalogAmount: offer.price, storefront: storefront).amount
    return Product.SubscriptionOffer(
      id: offer.kind == .introductory ? nil : offer.id, type: offer.kind, price: price, displayPrice: format(price),
      period: offer.period, periodCount: offer.periodCount, paymentMode: offer.paymentMode)
  }
}
