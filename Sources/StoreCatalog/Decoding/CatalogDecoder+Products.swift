import FoundationEssentials

/// Reading one product: its identity, type, price, localizations and (for subscriptions) its terms.
extension CatalogDecoder {
  /// Where a product was listed, which decides the type it must (or may) have.
  enum ProductSection {
    /// `products` (any non-subscription type) or `nonRenewingSubscriptions`.
    case list(ProductType?)
    /// A top-level `subscriptions` list (hand-made files).
    case strayList
    /// A subscription group's `subscriptions`.
    case group(id: String)
  }

  /// The product `node` describes, or nil when it cannot be loaded (reported by exactly one error
  /// that names it as skipped).
  mutating func decodeProduct(_ node: JSONIndex.Value, at path: JSONPath, section: ProductSection) -> CatalogProduct? {
    guard let fields = log.reader(node, at: path) else {
      log.error(.wrongValueType, .wrongType(expected: .productObject, found: node.kind.problemKind, consequence: .productNotLoaded), at: path, node.position, skipping: path.description)
      return nil
    }
    guard let productID = fields.string("productID", &log), !productID.isEmpty else {
      let problem = ProductProblem.productWithoutID(referenceName: fields.string("referenceName", &log))
      log.error(.missingValue, .product(problem), at: fields.path("productID"), fields.position, skipping: path.description)
      return nil
    }
    var failure = ProductFailure(productID: productID)
    if let first = productOrigins[productID]?.path {
      failure.fail(&log, .duplicateProductID, .product(.duplicateProductID(productID, firstAt: first)), at: fields.path("productID"), fields.position("productID"))
    }
    let type = decodeType(fields, section: section, failure: &failure)
    let price = decodePrice(fields, "displayPrice", failure: &failure)
    var product = CatalogProduct(
      id: productID, type: type ?? .consumable, referenceName: fields.string("referenceName", &log), price: price ?? 0,
      isFamilyShareable: fields.bool("familyShareable", &log) ?? false, internalID: decodeInternalID(fields),
      localizations: decodeProductLocalizations(fields))
    if type == .autoRenewable {
      product.subscription = decodeTerms(fields, section: section, failure: &failure)
    }
    guard !failure.failed else { return nil }
    productOrigins[productID] = (path, fields.position("productID"))
    return product
  }

  // MARK: - Type

  private mutating func decodeType(_ fields: FieldReader, section: ProductSection, failure: inout ProductFailure) -> ProductType? {
    // Where problems point; made only for a problem (a catalog's products have none).
    var path: JSONPath { fields.path("type") }
    var position: SourcePosition? { fields.position("type") }
    let type: ProductType
    if let text = fields.string("type", &log) {
      if let exact = ProductType(fileValue: text) {
        type = exact
      } else if let repaired = ProductType(looseName: text) {
        log.warning(.productTypeRepaired, .product(.typeRepaired(written: text, as: repaired)), at: path, position)
        type = repaired
      } else {
        failure.fail(&log, .unknownProductType, .product(.unknownProductType(text)), at: path, position)
        return nil
      }
    } else {
      switch section {
      case .group, .strayList: return .autoRenewable
      case .list(.some(let expected)): return expected
      case .list(nil):
        guard fields.has("recurringSubscriptionPeriod") else {
          failure.fail(&log, .missingValue, .product(.productWithoutType), at: path, fields.position)
          return nil
        }
        log.warning(.productTypeRepaired, .product(.typeInferredFromPeriod), at: path, fields.position)
        return .autoRenewable
      }
    }
    if case .group = section, type != .autoRenewable {
      failure.fail(&log, .unknownProductType, .product(.notAutoRenewableInGroup(type)), at: path, position)
      return nil
    }
    if case .list(.nonRenewable) = section, type != .nonRenewable, type != .autoRenewable {
      log.warning(.productTypeRepaired, .product(.wrongSection(type)), at: path, position)
    }
    return type
  }

  // MARK: - Price, internal ID, localizations

  /// A required price member, read exactly; a problem fails the product.
  mutating func decodePrice(_ fields: FieldReader, _ key: String, failure: inout ProductFailure) -> Decimal? {
    switch readPrice(fields, key) {
    case .success(let price):
      checkPlausibility(fields, key)
      return price
    case .failure(let problem):
      failure.fail(&log, .invalidPrice, .product(.invalidPrice(problem)), at: fields.path(key), fields.position(key))
      return nil
    }
  }

  /// Warns about a price that looks typed in another currency than the storefront's.
  mutating func checkPlausibility(_ fields: FieldReader, _ key: String) {
    guard let text = fields.value(key).flatMap({ $0.string ?? $0.numberText }), let amount = Double(text),
      let reason = currency.implausibility(ofAbout: amount)
    else { return }
    let problem = ProductProblem.implausiblePrice(text, storefront: storefront.countryCode, currency: storefront.currencyCode, reason)
    log.warning(.implausiblePrice, .product(problem), at: fields.path(key), fields.position(key))
  }

  /// A price member as text (or, reported, as a JSON number).
  mutating func readPrice(_ fields: FieldReader, _ key: String) -> Result<Decimal, CatalogProblem.PriceIssue> {
    guard let node = fields.value(key) else { return .failure(.missing(key: key)) }
    if let text = node.string {
      return PriceText.parse(text).mapError { .text($0) }
    }
    if let number = node.numberText {
      log.warning(.wrongValueType, .product(.priceWrittenAsNumber(number)), at: fields.path(key), node.position)
      return PriceText.parse(number).mapError { .text($0) }
    }
    return .failure(.notAString(node.kind.problemKind))
  }

  private mutating func decodeInternalID(_ fields: FieldReader) -> String? {
    if let id = fields.string("internalID", &log) { return id }
    guard let id = fields.string("identifier", &log) else { return nil }
    log.warning(.internalIDRepaired, .product(.identifierRead), at: fields.path("identifier"), fields.position("identifier"))
    return id
  }

  private mutating func decodeProductLocalizations(_ fields: FieldReader) -> [LocalizedText] {
    if fields.has("localizations") { return decodeLocalizations(fields, acceptsName: false) }
    let name = fields.string("displayName", &log), description = fields.string("description", &log)
    guard name != nil || description != nil else { return [] }
    log.warning(.inlineLocalization, .product(.inlineLocalization), at: fields.path, fields.position)
    return [LocalizedText(locale: "en_US", displayName: name ?? "", description: description ?? "")]
  }

  /// `localizations` entries; with `acceptsName`, a `name` stands for a missing `displayName` (as in
  /// some hand-made subscription groups).
  mutating func decodeLocalizations(_ fields: FieldReader, acceptsName: Bool) -> [LocalizedText] {
    var result: [LocalizedText] = []
    for (index, node) in fields.array("localizations", &log).enumerated() {
      var path: JSONPath { fields.path("localizations").appending(index) }
      guard let entry = log.reader(node, at: path) else {
        log.warning(.invalidLocalization, .wrongType(expected: .localizationObject, found: node.kind.problemKind, consequence: .ignored), at: path, node.position)
        continue
      }
      guard let locale = entry.string("locale", &log), !locale.isEmpty else {
        log.warning(.invalidLocalization, .product(.localizationWithoutLocale), at: path, node.position)
        continue
      }
      let name = entry.string("displayName", &log) ?? (acceptsName ? entry.string("name", &log) : nil) ?? ""
      result.append(LocalizedText(locale: locale, displayName: name, description: entry.string("description", &log) ?? ""))
    }
    return result
  }
}

/// Tracks whether a product has failed, so exactly one of its errors names it as skipped.
struct ProductFailure {
  let productID: String
  private(set) var failed = false

  init(productID: String) { self.productID = productID }

  mutating func fail(_ log: inout DiagnosticLog, _ code: DiagnosticCode, _ problem: CatalogProblem, at path: JSONPath, _ position: SourcePosition?) {
    log.error(code, problem, at: path, position, skipping: failed ? nil : productID)
    failed = true
  }
}
