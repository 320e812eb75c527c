import InterfaceLanguage
import StoreCatalog

/// The JSON report of `catalog show --json`. Its fields are documented in docs/catalogs.md; keys are
/// sorted and the layout is Xcode's, and its values are English in every interface language, so the output is stable.
extension CatalogView {
  func report(diagnostics: [Diagnostic], valid: Bool) -> JSONNode {
    object([
      "file": string(file),
      "formatVersion": catalog.formatVersion.map(string) ?? JSONNode(.null),
      "locale": string(locale),
      "storefront": object([
        "countryCode": string(storefront.countryCode), "id": string(storefront.id), "name": string(storefront.name),
        "currency": string(storefront.currencyCode),
      ]),
      "valid": JSONNode(.bool(valid)),
      "products": JSONNode(.array(catalog.products.map(product))),
      "subscriptionGroups": JSONNode(.array(catalog.subscriptionGroups.map { group in
        object([
          "id": string(group.id), "name": string(group.name), "displayName": string(group.displayName(for: locale)),
          "productIDs": JSONNode(.array(group.productIDs.map(string))),
        ])
      })),
      "diagnostics": JSONNode(.array(diagnostics.map(diagnostic))),
    ])
  }

  private func product(_ product: CatalogProduct) -> JSONNode {
    let terms = product.subscription
    let offers = terms.map { $0.introductoryOffers + $0.promotionalOffers + $0.offerCodes + $0.winBackOffers } ?? []
    return object([
      "id": string(product.id),
      "type": string(product.type.rawValue),
      "referenceName": product.referenceName.map(string) ?? JSONNode(.null),
      "displayName": string(product.displayName(for: locale)),
      "description": string(product.displayDescription(for: locale)),
      "price": string(PriceText.format(product.price)),
      "displayPrice": string(formatted(product.price)),
      "familyShareable": JSONNode(.bool(product.isFamilyShareable)),
      "group": terms.map { string($0.groupID) } ?? JSONNode(.null),
      "level": terms.map { JSONNode(.number(JSONNumber($0.level))) } ?? JSONNode(.null),
      "period": terms.map { string($0.period.iso8601) } ?? JSONNode(.null),
      "offers": JSONNode(.array(offers.map(offer))),
    ])
  }

  private func offer(_ offer: SubscriptionOffer) -> JSONNode {
    object([
      "kind": string(kindName(offer.kind, in: .en)),
      "id": offer.id.map(string) ?? JSONNode(.null),
      "paymentMode": string(offer.paymentMode.fileValue),
      "period": string(offer.period.iso8601),
      "periodCount": JSONNode(.number(JSONNumber(offer.periodCount))),
      "price": string(PriceText.format(offer.price)),
      "displayPrice": string(formatted(offer.price)),
      "summary": string(describe(offer, in: .en)),
    ])
  }

  private func diagnostic(_ diagnostic: Diagnostic) -> JSONNode {
    object([
      "severity": string(diagnostic.severity.rawValue), "code": string(diagnostic.code.rawValue),
      "path": string(diagnostic.path.description), "message": string(diagnostic.message),
      "line": diagnostic.position.map { JSONNode(.number(JSONNumber($0.line))) } ?? JSONNode(.null),
      "column": diagnostic.position.map { JSONNode(.number(JSONNumber($0.column))) } ?? JSONNode(.null),
    ])
  }

  private func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }

  private func object(_ pairs: KeyValuePairs<String, JSONNode>) -> JSONNode {
    JSONNode(.object(JSONObject(pairs.map { JSONObject.Member(key: $0.key, value: $0.value) })))
  }
}
