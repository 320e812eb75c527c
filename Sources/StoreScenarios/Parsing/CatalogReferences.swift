import StoreOperations

/// A name in a statement that must exist in the catalog, with what kind of thing it must be.
enum CatalogName: Sendable, Hashable {
  /// Any product.
  case product(String)
  /// A consumable product.
  case consumable(String)
  /// An auto-renewable subscription product.
  case subscriptionProduct(String)
  /// A subscription group: its id, its reference name or one of its products.
  case group(String)
  /// A promotional offer, win-back offer or offer code of a subscription product.
  case offer(OfferKind, id: String, productID: String)

  /// The word as it appears in the statement.
  var word: String {
    switch self {
    case .product(let name), .consumable(let name), .subscriptionProduct(let name), .group(let name): name
    case .offer(_, let id, _): id
    }
  }
}

extension Statement {
  /// Every catalog name the statement uses, in the order it is written.
  var catalogNames: [CatalogName] {
    switch self {
    case .operation(let operation): operation.catalogNames
    case .restart: []
    case .expectation(let expectation): expectation.catalogNames
    }
  }
}

extension StoreOperation {
  var catalogNames: [CatalogName] {
    switch self {
    case .buy(let product, let options):
      var names: [CatalogName] = [.product(product)]
      if let offer = options.promotionalOffer { names.append(.offer(.promotional, id: offer, productID: product)) }
      if let offer = options.winBackOffer { names.append(.offer(.winBack, id: offer, productID: product)) }
      if let code = options.offerCode { names.append(.offer(.offerCode, id: code, productID: product)) }
      return names
    case .cancel(let product): return [.product(product)]
    case .redeem(let code, let product): return [.offer(.offerCode, id: code, productID: product), .product(product)]
    case .consume(let product, _): return [.consumable(product)]
    case .finish(let reference), .requestRefund(let reference), .refund(let reference, _), .revoke(let reference),
      .reverseRefund(let reference), .delete(let reference):
      return reference.catalogNames
    case .approve(let reference), .decline(let reference), .resolve(let reference), .expire(let reference):
      if case .newest(let product) = reference { return [.product(product)] }
      return []
    case .subscription(_, let group), .priceIncrease(_, let group): return [.group(group.name)]
    case .server(let request): return ServerStatementWords.catalogNames(request)
    case .family(_, let product): return [.product(product)]
    case .set, .fault, .readAppTransaction, .manageSubscriptions, .restore, .loadProducts, .advance, .pauseClock,
      .resumeClock, .reset:
      return []
    }
  }
}

extension TransactionReference {
  var catalogNames: [CatalogName] {
    if case .newest(let product) = self { return [.product(product)] }
    return []
  }
}

extension ScenarioExpectation {
  var catalogNames: [CatalogName] {
    switch self {
    case .entitled(let product, _), .price(let product, _): return [.product(product)]
    case .entitlements(let products): return products.sorted().map(CatalogName.product)
    case .balance(let product, _): return [.consumable(product)]
    case .subscription(let group, let facets):
      return [.group(group.name)]
        + facets.compactMap { facet in
          switch facet {
          case .renewsTo(let product), .product(let product): .subscriptionProduct(product)
          default: nil
          }
        }
    case .introEligible(let group, _): return [.group(group.name)]
    case .updates(_, let products): return products.map(CatalogName.product)
    case .transaction(let reference, let facets):
      return reference.catalogNames
        + facets.compactMap { facet in
          if case .product(let product) = facet { return .product(product) }
          return nil
        }
    case .transactionCount(_, let product): return product.map { [.product($0)] } ?? []
    case .request(let reference, _):
      if case .newest(let product) = reference { return [.product(product)] }
      return []
    case .result, .unfinished, .pendingRequests, .products, .log, .message, .now: return []
    }
  }
}
