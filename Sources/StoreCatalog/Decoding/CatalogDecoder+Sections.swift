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

  mutating func decodeProducts(_ top: FieldReader, into catalog: inout Catalog) {
    let groups = top.array("subscriptionGroups", &log)  // a section of the wrong type is reported first
    var strays: [StraySubscription] = []
    decodeSection("products", of: top, expecting: nil, into: &catalog, strays: &strays)
    decodeSection("nonRenewingSubscriptions", of: top, expecting: .nonRenewable, into: &catalog, strays: &strays)
    if let node = top.object["nonRenewableSubscriptions"] {
      log.warning(.misspelledKey, .misspelledNonRenewingSection, at: top.path("nonRenewableSubscriptions"), node.position)
      decodeSection("nonRenewableSubscriptions", of: top, expecting: .nonRenewable, into: &catalog, strays: &strays)
    }
    let groupsPath = top.path("subscriptionGroups")
    for (index, node) in groups.enumerated() {
      decodeGroup(node, at: groupsPath.appending(index), into: &catalog)
    }
    if let node = top.object["subscriptions"] {
      log.warning(.misspelledKey, .topLevelSubscriptions, at: top.path("subscriptions"), node.position)
      decodeSection("subscriptions", of: top, expecting: .autoRenewable, into: &catalog, strays: &strays)
    }
    place(strays, into: &catalog)
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
        log.error(.subscriptionMoved, .product(.strayWithoutGroup(productID: product.id, groupCount: originalGroupCount)), at: stray.path, stray.position, skipping: product.id)
        productOrigins[product.id] = nil
        continue
      }
      let group = catalog.subscriptionGroups[groupIndex]
      product.subscription?.groupID = group.id
      catalog.subscriptionGroups[groupIndex].productIDs.append(product.id)
      catalog.products.append(product)
      log.warning(.subscriptionMoved, .product(.strayMoved(productID: product.id, groupName: group.name, groupID: group.id)), at: stray.path, stray.position)
    }
  }
}
