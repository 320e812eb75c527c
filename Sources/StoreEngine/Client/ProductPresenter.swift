import Foundation
import StoreCatalog

/// Turns catalog products into the `Product` values an app sees in one storefront and locale.
enum ProductPresenter {
  static func product(_ item: CatalogProduct, in catalog: Catalog, settings: SandboxSettings) -> Product {
    let storefront = Storefront.find(settings.storefront) ?? .unitedStates
    let format = { (price: Decimal) in PriceFormatter.format(price, storefront: storefront, locale: settings.locale) }
    let subscription = item.subscription.map { terms in
      Product.SubscriptionInfo(
        subscriptionGroupID: terms.groupID, groupLevel: terms.level,
        groupDisplayName: catalog.group(terms.groupID)?.displayName(for: settings.locale) ?? terms.groupID,
        subscriptionPeriod: terms.period, introductoryOffer: terms.introductoryOffer.map { offer($0, format: format) },
        promotionalOffers: terms.promotionalOffers.map { offer($0, format: format) },
        winBackOffers: terms.winBackOffers.map { offer($0, format: format) })
    }
    return Product(
      id: item.id, type: item.type, displayName: item.displayName(for: settings.locale),
      description: item.displayDescription(for: settings.locale), price: item.price, displayPrice: format(item.price),
      isFamilyShareable: item.isFamilyShareable, subscription: subscription)
  }

  static func offer(_ offer: SubscriptionOffer, format: (Decimal) -> String) -> Product.SubscriptionOffer {
    Product.SubscriptionOffer(
      id: offer.kind == .introductory ? nil : offer.id, type: offer.kind, price: offer.price, displayPrice: format(offer.price),
      period: offer.period, periodCount: offer.periodCount, paymentMode: offer.paymentMode)
  }
}
