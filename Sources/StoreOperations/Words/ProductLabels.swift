public import InterfaceLanguage
public import StoreCatalog
public import StoreEngine

/// The catalog's product names, descriptions and subscription group names in the interface language, for the
/// storefront and the command line's human output to name products in when nobody chose a locale (issue 17): a
/// Chinese-speaking tester reads 高级版 where the catalog has a `zh_Hans` localization, not the catalog's own `en_US`
/// name. `--json` output keeps the sandbox's locale.
///
/// Display only. What an app's `Product` says is decided by the storefront's locale, as StoreKit's is —
/// "the storefront of the device determines the language of the display name, not the preferred language set on
/// the device" (Apple, `Product.displayName`), and in testing `SKTestSession.locale` "determines the localization
/// metadata the test environment uses". So the sandbox's locale, the `Product` values, the event log, scenarios
/// and JSON keep the settings' locale; only what people read — the storefront's list, details and sheets and the
/// command line's lines — relabels.
public struct ProductLabels: Hashable, Sendable {
  /// The catalog localization the labels come from (`zh_Hans`).
  public let locale: String
  private let names: [String: String]
  private let descriptions: [String: String]
  private let groupNames: [String: String]

  /// The labels in `language`; nil when the catalog has no localization in it, or its own locale is in it already.
  public init?(catalog: Catalog, language: Language) {
    let catalogLocale = catalog.settings.locale
    guard Language(argument: catalogLocale) != language else { return nil }
    let localizations = catalog.products.flatMap(\.localizations) + catalog.subscriptionGroups.flatMap(\.localizations)
    guard let locale = localizations.lazy.map(\.locale).first(where: { Language(argument: $0) == language }) else {
      return nil
    }
    self.locale = locale
    var names: [String: String] = [:]
    var descriptions: [String: String] = [:]
    for product in catalog.products {
      names[product.id] = product.displayName(for: locale)
      descriptions[product.id] = product.displayDescription(for: locale)
    }
    self.names = names
    self.descriptions = descriptions
    groupNames = Dictionary(
      catalog.subscriptionGroups.map { ($0.id, $0.displayName(for: locale)) }, uniquingKeysWith: { first, _ in first })
  }

  /// Whether the storefront shows these labels for a sandbox with `settings`: only while nobody chose a locale, so
  /// a locale chosen at run time (the QA panel's picker, `set locale`, `storefront locale` in another shell) takes
  /// over at once.
  public func apply(to settings: SandboxSettings) -> Bool {
    !settings.isLocaleChosen
  }

  /// `product` as the storefront shows it: its name, description and group name relabelled; its price, offers and
  /// everything else as the app sees them.
  public func label(_ product: Product) -> Product {
    Product(
      id: product.id, type: product.type, displayName: names[product.id] ?? product.displayName,
      description: descriptions[product.id] ?? product.description, price: product.price,
      displayPrice: product.displayPrice, isFamilyShareable: product.isFamilyShareable,
      subscription: product.subscription.map { info in
        Product.SubscriptionInfo(
          subscriptionGroupID: info.subscriptionGroupID, groupLevel: info.groupLevel,
          groupDisplayName: groupNames[info.subscriptionGroupID] ?? info.groupDisplayName,
          subscriptionPeriod: info.subscriptionPeriod, introductoryOffer: info.introductoryOffer,
          promotionalOffers: info.promotionalOffers, winBackOffers: info.winBackOffers)
      },
      storefrontPrice: product.storefrontPrice)
  }
}
