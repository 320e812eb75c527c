import StoreCatalog
import StoreEngine
import StoreOperations

/// Offer codes as the App Store side of the storefront knows them: the catalog's codes for each subscription, their
/// terms in the storefront's currency, who may redeem them, and the redeem sheet
/// (`AppStore.presentOfferCodeRedeemSheet(in:)`) that offers them. An app's `Product` carries no offer codes; a
/// customer types one into Apple's sheet, and the transaction arrives on `Transaction.updates` with `offerType`
/// `.code`.
enum OfferCodes {
  /// The catalog's offer codes, by subscription product identifier.
  static func byProduct(in catalog: Catalog) -> [String: [SubscriptionOffer]] {
    var codes: [String: [SubscriptionOffer]] = [:]
    for product in catalog.products {
      guard let offers = product.subscription?.offerCodes, !offers.isEmpty else { continue }
      codes[product.id] = offers
    }
    return codes
  }

  /// What the customer types into the redeem sheet for a code: its reference name (the engine also takes its id).
  static func code(_ offer: SubscriptionOffer) -> String {
    offer.referenceName ?? offer.id ?? "?"
  }

  /// A code's terms as the app would see them, in the snapshot's storefront and locale.
  static func terms(_ offer: SubscriptionOffer, in state: AppState) -> Product.SubscriptionOffer {
    let storefront = state.storefront
    let amount = StorefrontPrice(catalogAmount: offer.price, storefront: storefront).amount
    return Product.SubscriptionOffer(
      id: code(offer), type: .offerCode, price: amount,
      displayPrice: PriceFormatter.format(amount, storefront: storefront, locale: state.snapshot?.settings.locale),
      period: offer.period, periodCount: offer.periodCount, paymentMode: offer.paymentMode)
  }

  /// A code in the details, with who may redeem it and whether this customer may now.
  static func fact(_ offer: SubscriptionOffer, for product: Product, in state: AppState) -> (text: String, eligible: Bool) {
    let eligible = isEligible(offer, for: product, in: state)
    let text = OfferWords.code(
      code(offer), terms: terms(offer, in: state), eligibility: offer.eligibility, eligible: eligible,
      language: state.language)
    return (text, eligible)
  }

  static func isEligible(_ offer: SubscriptionOffer, for product: Product, in state: AppState) -> Bool {
    guard let group = product.subscription?.subscriptionGroupID else { return false }
    return OfferEligibility.allowsOfferCode(offer.eligibility, OfferEligibility.standing(inGroup: group, in: state.snapshot))
  }

  /// The redeem sheet for `product`: its codes to pick from, typing narrows them.
  static func redeemSheet(for product: Product, in state: AppState) -> Picker {
    let options = (state.offerCodes[product.id] ?? []).map { offer in
      let note = OfferWords.codeNote(
        terms(offer, in: state), eligible: isEligible(offer, for: product, in: state), language: state.language)
      return Picker.Option(value: code(offer), label: code(offer), detail: note)
    }
    return Picker(
      purpose: .redeemOfferCode(productID: product.id),
      title: OfferWords.redeemTitle(product.displayName, language: state.language), options: options)
  }
}
