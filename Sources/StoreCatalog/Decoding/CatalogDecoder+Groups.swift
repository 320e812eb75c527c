/// Reading subscription groups and the terms of the subscriptions in them.
extension CatalogDecoder {
  mutating func decodeGroup(_ node: JSONIndex.Value, at path: JSONPath, into catalog: inout Catalog) {
    guard let fields = log.reader(node, at: path) else {
      log.warning(.wrongValueType, .wrongType(expected: .subscriptionGroupObject, found: node.kind.problemKind, consequence: .ignored), at: path, node.position)
      return
    }
    let name = fields.string("name", &log)
    var id = fields.string("id", &log) ?? ""
    if id.isEmpty {
      id = name ?? "group\(path.components.last.map { "\($0)" } ?? "")"
      log.warning(.missingValue, .product(.groupWithoutID(usedID: id)), at: fields.path("id"), fields.position)
    }
    var group = SubscriptionGroup(id: id, name: name ?? id, localizations: decodeLocalizations(fields, acceptsName: true))
    let subscriptions = fields.array("subscriptions", &log)
    let subscriptionsPath = fields.path("subscriptions")
    for (index, element) in subscriptions.enumerated() {
      guard let product = decodeProduct(element, at: subscriptionsPath.appending(index), section: .group(id: id))
      else { continue }
      group.productIDs.append(product.id)
      catalog.products.append(product)
    }
    if subscriptions.isEmpty {
      log.warning(.emptyGroup, .product(.emptyGroup(name: group.name)), at: path, node.position)
    }
    if !groupIDs.insert(id).inserted {
      log.warning(.duplicateKey, .product(.duplicateGroupID(id)), at: fields.path("id"), fields.position("id"))
    }
    catalog.subscriptionGroups.append(group)
  }

  /// The terms of an auto-renewable subscription: group, level, period and offers. Without a period
  /// or level it cannot be sold, and fails.
  mutating func decodeTerms(_ fields: FieldReader, section: ProductSection, failure: inout ProductFailure) -> SubscriptionTerms? {
    let stated = fields.string("subscriptionGroupID", &log)
    var groupID = stated ?? ""
    if case .group(let listedIn) = section {
      if let stated, stated != listedIn {
        log.warning(.groupMismatch, .product(.groupMismatch(stated: stated, listedIn: listedIn)), at: fields.path("subscriptionGroupID"), fields.position("subscriptionGroupID"))
      }
      groupID = listedIn
    }
    let period = decodePeriod(fields, "recurringSubscriptionPeriod", failure: &failure)
    let level = decodeLevel(fields, failure: &failure)
    guard let period, let level else { return nil }
    var terms = SubscriptionTerms(groupID: groupID, level: level, period: period)
    decodeOffers(fields, into: &terms)
    checkOfferIDs(terms, fields)
    return terms
  }

  private mutating func decodePeriod(_ fields: FieldReader, _ key: String, failure: inout ProductFailure) -> SubscriptionPeriod? {
    guard let text = fields.string(key, &log) else {
      failure.fail(&log, .invalidPeriod, .product(.missingPeriod(key: key)), at: fields.path(key), fields.position)
      return nil
    }
    guard let period = SubscriptionPeriod(iso8601: text) else {
      failure.fail(&log, .invalidPeriod, .product(.unknownPeriod(text)), at: fields.path(key), fields.position(key))
      return nil
    }
    return period
  }

  private mutating func decodeLevel(_ fields: FieldReader, failure: inout ProductFailure) -> Int? {
    guard let level = fields.int("groupNumber", &log) else {
      failure.fail(&log, .invalidLevel, .product(.missingLevel), at: fields.path("groupNumber"), fields.position)
      return nil
    }
    guard level >= 1 else {
      failure.fail(&log, .invalidLevel, .product(.levelBelowOne(level)), at: fields.path("groupNumber"), fields.position("groupNumber"))
      return nil
    }
    return level
  }

  /// An app redeems a promotional or win-back offer by product and offer ID, so one subscription must
  /// not use an ID twice. (Xcode lets the subscriptions of a group share an ID, and real files do.)
  private mutating func checkOfferIDs(_ terms: SubscriptionTerms, _ fields: FieldReader) {
    guard terms.promotionalOffers.count + terms.winBackOffers.count > 1 else { return }
    var seen = Set<String>()
    for offer in terms.promotionalOffers + terms.winBackOffers {
      guard let id = offer.id, !seen.insert(id).inserted else { continue }
      let key = terms.promotionalOffers.contains(where: { $0.id == id }) ? "adHocOffers" : "winbackOffers"
      log.error(.duplicateOfferID, .product(.duplicateOfferID(id)), at: fields.path(key), fields.position(key))
    }
  }
}
