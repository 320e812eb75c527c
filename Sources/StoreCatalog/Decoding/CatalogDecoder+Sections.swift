/// Reading the sections that hold products, and putting stray subscriptions into their groups.
extension CatalogDecoder {
  /// A subscription found outside `subscriptionGroups`, waiting for its group.
  struct StraySubscription {
    var product: CatalogProduct
    var path: JSONPath
    var position: SourcePosition?
    /// The group its `subscriptionGroupID` names, if it names one.
    var statedGroupID: String?
  }

  /// The subscription groups read on their own, to be merged into the rest.
  struct GroupsPart: Sendable {
    var decoder: CatalogDecoder
    var catalog: Catalog
  }

  /// How many products each side needs before the groups are read on a second thread.
  static let concurrencyThreshold = 500

  mutating func decodeProducts(_ top: FieldReader, into catalog: inout Catalog) {
    let groupNodes = top.array("subscriptionGroups", &log)
    let groupsPath = top.path("subscriptionGroups")
    let readGroups: @Sendable () -> GroupsPart = { [file = log.file, storefront] in
      var decoder = CatalogDecoder(file: file)
      decoder.storefront = storefront
      var part = Catalog()
      for (index, node) in groupNodes.enumerated() {
        decoder.decodeGroup(node, at: groupsPath.appending(index), into: &part)
      }
      return GroupsPart(decoder: decoder, catalog: part)
    }
    let listed = (top.value("products")?.array?.count ?? 0) + (top.value("nonRenewingSubscriptions")?.array?.count ?? 0)
    let subscriptions = groupNodes.reduce(0) { $0 + ($1["subscriptions"]?.array?.count ?? 0) }
    let background = min(listed, subscriptions) >= Self.concurrencyThreshold ? BackgroundWork(readGroups) : nil
    productOrigins.reserveCapacity(listed + subscriptions)
    catalog.products.reserveCapacity(listed + subscriptions)

    var strays: [StraySubscription] = []
    decodeSection("products", of: top, expecting: nil, into: &catalog, strays: &strays)
    decodeSection("nonRenewingSubscriptions", of: top, expecting: .nonRenewable, into: &catalog, strays: &strays)
    if let node = top.object["nonRenewableSubscriptions"] {
      log.warning(.misspelledKey, "\"nonRenewableSubscriptions\" is read as \"nonRenewingSubscriptions\", the key Xcode writes", at: top.path("nonRenewableSubscriptions"), node.position)
      decodeSection("nonRenewableSubscriptions", of: top, expecting: .nonRenewable, into: &catalog, strays: &strays)
    }
    merge(background?.wait() ?? readGroups(), into: &catalog)
    if let node = top.object["subscriptions"] {
      log.warning(.misspelledKey, "top-level \"subscriptions\" is not a key Xcode writes; each subscription is put into the subscription group it names", at: top.path("subscriptions"), node.position)
      decodeSection("subscriptions", of: top, expecting: .autoRenewable, into: &catalog, strays: &strays)
    }
    place(strays, into: &catalog)
  }

  /// Adds the groups read on their own, dropping (with an error each) subscriptions whose product ID
  /// a product list already used.
  private mutating func merge(_ part: GroupsPart, into catalog: inout Catalog) {
    log.append(contentsOf: part.decoder.log.diagnostics)
    groupIDs.formUnion(part.decoder.groupIDs)
    var groups = part.catalog.subscriptionGroups
    let duplicates = part.catalog.products.filter { productOrigins[$0.id] != nil }
    for product in duplicates {
      let origin = part.decoder.productOrigins[product.id]
      let path = (origin?.path ?? .root).appending("productID")
      let first = productOrigins[product.id]?.path ?? .root
      log.error(.duplicateProductID, Self.duplicateMessage(product.id, first: first), at: path, origin?.idPosition, skipping: product.id)
      if let group = groups.firstIndex(where: { $0.id == product.subscription?.groupID }) {
        groups[group].productIDs.removeAll(where: { $0 == product.id })
      }
    }
    if duplicates.isEmpty {
      catalog.products += part.catalog.products
    } else {
      let dropped = Set(duplicates.map(\.id))
      catalog.products += part.catalog.products.filter { !dropped.contains($0.id) }
    }
    productOrigins.merge(part.decoder.productOrigins) { first, _ in first }
    catalog.subscriptionGroups += groups
  }

  /// Reads one top-level array of products. Subscriptions in it wait in `strays` for their group.
  private mutating func decodeSection(
    _ key: String, of top: FieldReader, expecting expected: ProductType?, into catalog: inout Catalog,
    strays: inout [StraySubscription]
  ) {
    let sectionPath = top.path(key)
    for (index, node) in top.array(key, &log).enumerated() {
      let path = sectionPath.appending(index)
      guard let product = decodeProduct(node, at: path, section: expected == .autoRenewable ? .strayList : .list(expected))
      else { continue }
      if product.type == .autoRenewable {
        strays.append(StraySubscription(product: product, path: path, position: node.position, statedGroupID: product.subscription?.groupID))
      } else {
        catalog.products.append(product)
      }
    }
  }

  /// Puts subscriptions found outside `subscriptionGroups` into the group they name, creating it when
  /// the file lacks it; without a group id they go to the only group, or to a new one when there is
  /// none. With several groups and no id the choice is ambiguous, and the subscription is not loaded.
  private mutating func place(_ strays: [StraySubscription], into catalog: inout Catalog) {
    let originalGroupCount = catalog.subscriptionGroups.count
    for stray in strays {
      var product = stray.product
      let groupIndex: Int
      if let stated = stray.statedGroupID, !stated.isEmpty {
        if let existing = catalog.subscriptionGroups.firstIndex(where: { $0.id == stated }) {
          groupIndex = existing
        } else {
          catalog.subscriptionGroups.append(SubscriptionGroup(id: stated, name: stated))
          groupIndex = catalog.subscriptionGroups.count - 1
        }
      } else if originalGroupCount == 1 {
        groupIndex = 0
      } else if originalGroupCount == 0 {
        if catalog.subscriptionGroups.isEmpty {
          catalog.subscriptionGroups.append(SubscriptionGroup(id: "subscriptions", name: "Subscriptions"))
        }
        groupIndex = catalog.subscriptionGroups.count - 1
      } else {
        log.error(.subscriptionMoved, "auto-renewable subscription \"\(product.id)\" is listed outside subscriptionGroups and names no subscriptionGroupID, and the file has \(originalGroupCount) groups; add it to one group's subscriptions", at: stray.path, stray.position, skipping: product.id)
        productOrigins[product.id] = nil
        continue
      }
      let group = catalog.subscriptionGroups[groupIndex]
      product.subscription?.groupID = group.id
      catalog.subscriptionGroups[groupIndex].productIDs.append(product.id)
      catalog.products.append(product)
      log.warning(.subscriptionMoved, "auto-renewable subscription \"\(product.id)\" is listed outside subscriptionGroups; it is loaded into group \"\(group.name)\" (\(group.id))", at: stray.path, stray.position)
    }
  }
}
