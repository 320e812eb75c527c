public import StoreCatalog

/// Checks a parsed scenario against its catalog before anything runs: every product, subscription
/// group and offer it names exists and is of the right kind. Pure.
public enum ScenarioChecker {
  /// The problems, one per wrong name, each at the column the name is written.
  public static func check(_ scenario: Scenario, against catalog: Catalog) -> [ScenarioDiagnostic] {
    var diagnostics: [ScenarioDiagnostic] = []
    for step in scenario.steps {
      for name in step.statement.catalogNames {
        guard let problem = problem(with: name, in: catalog) else { continue }
        diagnostics.append(ScenarioDiagnostic(line: step.line, column: column(of: name.word, in: step), problem))
      }
    }
    return diagnostics
  }

  /// What is wrong with one name, or nil when the catalog has it.
  static func problem(with name: CatalogName, in catalog: Catalog) -> ScenarioProblem? {
    let products = catalog.products.map(\.id)
    switch name {
    case .product(let id):
      return catalog.product(id) == nil ? unknownProduct(id, products) : nil
    case .consumable(let id):
      guard let product = catalog.product(id) else { return unknownProduct(id, products) }
      guard product.type == .consumable else {
        let consumables = catalog.products.filter { $0.type == .consumable }.map(\.id)
        return .notAConsumable(id, type: product.type, consumables: consumables)
      }
      return nil
    case .subscriptionProduct(let id):
      guard let product = catalog.product(id) else { return unknownProduct(id, products) }
      return product.subscription == nil ? notASubscription(id, product, catalog) : nil
    case .group(let text):
      if catalog.subscriptionGroups.contains(where: { $0.id == text || $0.name == text }) { return nil }
      if let product = catalog.product(text) {
        return product.subscription == nil ? notASubscription(text, product, catalog) : nil
      }
      let known =
        catalog.subscriptionGroups.map(\.name) + catalog.subscriptionGroups.map(\.id)
        + catalog.products.filter { $0.subscription != nil }.map(\.id)
      return .unknownWord(UnknownWord(.subscriptionGroup, text, expected: known))
    case .offer(let kind, let id, let productID):
      guard let product = catalog.product(productID) else { return nil }
      guard let terms = product.subscription else {
        return .offersNeedASubscription(productID, type: product.type)
      }
      let offers: [String] =
        switch kind {
        case .promotional: terms.promotionalOffers.compactMap(\.id)
        case .winBack: terms.winBackOffers.compactMap(\.id)
        case .offerCode: Array(Set(terms.offerCodes.flatMap { [$0.referenceName, $0.id].compactMap { $0 } })).sorted()
        case .introductory: []
        }
      guard !offers.contains(id) else { return nil }
      guard !offers.isEmpty else {
        return .noOffers(kind, productID: productID)
      }
      return .unknownWord(UnknownWord(.offer(kind, productID: productID), id, expected: offers))
    }
  }

  private static func unknownProduct(_ id: String, _ products: [String]) -> ScenarioProblem {
    .unknownWord(UnknownWord(.product, id, expected: products))
  }

  private static func notASubscription(_ id: String, _ product: CatalogProduct, _ catalog: Catalog) -> ScenarioProblem {
    let subscriptions = catalog.products.filter { $0.subscription != nil }.map(\.id)
    return .notASubscription(id, type: product.type, subscriptions: subscriptions)
  }

  /// The column of `word` in the step's line (the statement's own column when it cannot be found).
  private static func column(of word: String, in step: ScenarioStep) -> Int {
    guard case .success(let tokens) = ScenarioLexer.tokens(of: step.source),
      let token = tokens.dropFirst().first(where: { $0.text == word })
    else { return step.column }
    return step.column + token.column - 1
  }
}
