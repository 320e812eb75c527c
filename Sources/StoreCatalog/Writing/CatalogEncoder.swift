import FoundationEssentials

/// Turns a `Catalog` into the JSON document Xcode would write for it: format 4.0 keys, plus the
/// 5.0 keys (`billingPlans`, `introductoryOffers`) when the catalog has billing plans.
enum CatalogEncoder {
  static func document(_ catalog: Catalog) -> JSONNode {
    let usesBillingPlans = catalog.products.contains { product in
      guard let terms = product.subscription else { return false }
      return !terms.billingPlans.isEmpty || terms.introductoryOffers.contains { $0.billingPlanType != nil }
    }
    var top = JSONObject()
    if let policies = catalog.appPolicies { top["appPolicies"] = node(policies) }
    if let identifier = catalog.identifier { top["identifier"] = string(identifier) }
    top["nonRenewingSubscriptions"] = array(catalog.products.filter { $0.type == .nonRenewable }.map { product($0, planned: false) })
    top["products"] = array(catalog.products.filter { $0.type == .consumable || $0.type == .nonConsumable }.map { product($0, planned: false) })
    top["settings"] = SettingsEncoder.node(catalog.settings)
    let products = Dictionary(catalog.products.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    top["subscriptionGroups"] = array(catalog.subscriptionGroups.map { group($0, products: products, planned: usesBillingPlans) })
    if let key = catalog.offerSigningKey {
      top["subscriptionOffersKeyPair"] = object(["id": string(key.id), "privateKey": string(key.privateKeyBase64)])
    }
    let version = (catalog.formatVersion ?? (usesBillingPlans ? "5.0" : "4.0")).split(separator: ".")
    top["version"] = object([
      "major": number(Int(version.first ?? "4") ?? 4), "minor": number(Int(version.dropFirst().first ?? "0") ?? 0),
    ])
    return JSONNode(.object(top))
  }

  // MARK: - Products and groups

  private static func product(_ product: CatalogProduct, planned: Bool) -> JSONNode {
    var fields = JSONObject()
    fields["displayPrice"] = string(PriceText.format(product.price))
    fields["familyShareable"] = JSONNode(.bool(product.isFamilyShareable))
    if let internalID = product.internalID { fields["internalID"] = string(internalID) }
    fields["localizations"] = array(product.localizations.map(localization))
    fields["productID"] = string(product.id)
    fields["referenceName"] = product.referenceName.map(string) ?? JSONNode(.null)
    fields["type"] = string(product.type.fileValue)
    if let terms = product.subscription { addTerms(terms, to: &fields, planned: planned) }
    return JSONNode(.object(fields))
  }

  private static func addTerms(_ terms: SubscriptionTerms, to fields: inout JSONObject, planned: Bool) {
    fields["adHocOffers"] = array(terms.promotionalOffers.map(offer))
    fields["codeOffers"] = array(terms.offerCodes.map(offer))
    fields["groupNumber"] = number(terms.level)
    fields["introductoryOffer"] = terms.introductoryOffer.map(offer) ?? JSONNode(.null)
    fields["recurringSubscriptionPeriod"] = string(terms.period.iso8601)
    fields["subscriptionGroupID"] = string(terms.groupID)
    fields["winbackOffers"] = array(terms.winBackOffers.map(offer))
    if planned {
      fields["billingPlans"] = array(terms.billingPlans.map(billingPlan))
      fields["introductoryOffers"] = array(terms.introductoryOffers.map(offer))
    }
  }

  private static func group(_ group: SubscriptionGroup, products: [String: CatalogProduct], planned: Bool) -> JSONNode {
    let members = group.productIDs.compactMap { products[$0] }
    return object([
      "id": string(group.id), "localizations": array(group.localizations.map(localization)), "name": string(group.name),
      "subscriptions": array(members.map { product($0, planned: planned) }),
    ])
  }

  private static func localization(_ text: LocalizedText) -> JSONNode {
    object(["description": string(text.description), "displayName": string(text.displayName), "locale": string(text.locale)])
  }

  // MARK: - Offers

  private static func offer(_ offer: SubscriptionOffer) -> JSONNode {
    var fields = JSONObject()
    if let plan = offer.billingPlanType { fields["billingPlanType"] = string(plan) }
    if offer.paymentMode != .freeTrial { fields["displayPrice"] = string(PriceText.format(offer.price)) }
    if let internalID = offer.internalID { fields["internalID"] = string(internalID) }
    fields["numberOfPeriods"] = number(offer.periodCount)
    fields["paymentMode"] = string(offer.paymentMode.fileValue)
    fields["subscriptionPeriod"] = string(offer.period.iso8601)
    switch offer.kind {
    case .introductory: break
    case .promotional, .winBack:
      if let id = offer.id { fields["offerID"] = string(id) }
      if let name = offer.referenceName { fields["referenceName"] = string(name) }
      if offer.kind == .winBack { fields["isEligible"] = JSONNode(.bool(offer.isEligible)) }
    case .offerCode:
      if let name = offer.referenceName { fields["referenceName"] = string(name) }
      let order = SubscriptionOffer.CodeEligibility.allCases.filter(offer.eligibility.contains)
      fields["eligibility"] = array(order.map { string($0.rawValue) })
      fields["isStackable"] = JSONNode(.bool(offer.isStackable))
    }
    return JSONNode(.object(fields))
  }

  private static func billingPlan(_ plan: BillingPlan) -> JSONNode {
    var fields = JSONObject()
    fields["billingPlanType"] = string(plan.type)
    if let commitment = plan.commitmentPrice { fields["commitmentDisplayPrice"] = string(PriceText.format(commitment)) }
    fields["displayPrice"] = string(PriceText.format(plan.price))
    if let internalID = plan.internalID { fields["internalID"] = string(internalID) }
    fields["isEnabled"] = JSONNode(.bool(plan.isEnabled))
    return JSONNode(.object(fields))
  }

  private static func node(_ policies: AppPolicies) -> JSONNode {
    object([
      "eula": string(policies.eula),
      "policies": array(policies.policies.map { policy in
        object(["locale": string(policy.locale), "policyText": string(policy.policyText), "policyURL": string(policy.policyURL)])
      }),
    ])
  }

  // MARK: - Building blocks

  static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
  static func number(_ value: Int) -> JSONNode { JSONNode(.number(JSONNumber(value))) }
  static func array(_ elements: [JSONNode]) -> JSONNode { JSONNode(.array(elements)) }
  static func object(_ members: KeyValuePairs<String, JSONNode>) -> JSONNode {
    JSONNode(.object(JSONObject(members.map { JSONObject.Member(key: $0.key, value: $0.value) })))
  }
}
