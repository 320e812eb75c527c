import Foundation
import StoreCatalog

/// Turns catalog products into the `Product` values an app sees in one storefront and locale.
enum ProductPresenter {
  static func product(_ item: CatalogProduct, in catalog: Catalog, settings: SandboxSettings) -> Product {
    let text = item.localizations.first(where: { $0.locale == settings.locale }) ?? item.localizations.first
    let subscription = item.subscription.map { terms in
      Product.SubscriptionInfo(
        subscriptionGroupID: terms.groupID, groupLevel: terms.level,
        groupDisplayName: catalog.group(terms.groupID)?.localizations.first?.displayName ?? catalog.group(terms.groupID)?.name ?? terms.groupID,
        subscriptionPeriod: terms.period, introductoryOffer: terms.introductoryOffer.map(offer),
        promotionalOffers: terms.promotionalOffers.map(offer), winBackOffers: terms.winBackOffers.map(offer))
    }
    return Product(
      id: item.id, type: item.type, displayName: text?.displayName ?? item.referenceName ?? item.id,
      description: text?.description ?? "", price: item.price, displayPrice: "\(item.price)",
      isFamilyShareable: item.isFamilyShareable, subscription: subscription)
  }

  static func offer(_ offer: SubscriptionOffer) -> Product.SubscriptionOffer {
    Product.SubscriptionOffer(
      id: offer.kind == .introductory ? nil : offer.id, type: offer.kind, price: offer.price, displayPrice: "\(offer.price)",
      period: offer.period, periodCount: offer.periodCount, paymentMode: offer.paymentMode)
  }
}
