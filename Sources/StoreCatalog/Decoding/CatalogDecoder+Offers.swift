import FoundationEssentials

/// Reading a subscription's offers (introductory, promotional, offer codes, win-back) and billing plans.
extension CatalogDecoder {
  mutating func decodeOffers(_ fields: FieldReader, into terms: inout SubscriptionTerms) {
    let plural = fields.array("introductoryOffers", &log)
    if !plural.isEmpty {
      terms.introductoryOffers = decodeOfferList(plural, "introductoryOffers", of: fields, kind: .introductory)
    } else if let single = fields.value("introductoryOffer") {
      terms.introductoryOffers = decodeOfferList(CollectionOfOne(single), "introductoryOffer", of: fields, kind: .introductory, isSingle: true)
    }
    terms.promotionalOffers = decodeOfferList(fields.array("adHocOffers", &log), "adHocOffers", of: fields, kind: .promotional)
    terms.offerCodes = decodeOfferList(fields.array("codeOffers", &log), "codeOffers", of: fields, kind: .offerCode)
    terms.winBackOffers = decodeOfferList(fields.array("winbackOffers", &log), "winbackOffers", of: fields, kind: .winBack)
    for (index, node) in fields.array("billingPlans", &log).enumerated() {
      if let plan = decodeBillingPlan(node, at: fields.path("billingPlans").appending(index)) { terms.billingPlans.append(plan) }
    }
  }

  /// The offers listed under `key` (most lists are empty: their path is made only for an offer).
  private mutating func decodeOfferList(
    _ nodes: some Sequence<JSONIndex.Value>, _ key: String, of fields: FieldReader, kind: SubscriptionOffer.Kind,
    isSingle: Bool = false
  ) -> [SubscriptionOffer] {
    nodes.enumerated().compactMap { index, node in
      decodeOffer(node, at: isSingle ? fields.path(key) : fields.path(key).appending(index), kind: kind)
    }
  }

  /// One offer, or nil when it is unusable (reported as a warning: the subscription still loads).
  private mutating func decodeOffer(_ node: JSONIndex.Value, at path: JSONPath, kind: SubscriptionOffer.Kind) -> SubscriptionOffer? {
    guard let fields = log.reader(node, at: path) else {
      log.warning(.invalidOffer, .wrongType(expected: .offerObject, found: node.kind.problemKind, consequence: .offerIgnored), at: path, node.position)
      return nil
    }
    guard let modeText = fields.string("paymentMode", &log) else {
      log.warning(.invalidPaymentMode, .offer(.offerWithoutPaymentMode), at: fields.path("paymentMode"), node.position)
      return nil
    }
    guard let mode = SubscriptionOffer.PaymentMode(fileValue: modeText) else {
      log.warning(.invalidPaymentMode, .offer(.invalidPaymentMode(modeText)), at: fields.path("paymentMode"), fields.position("paymentMode"))
      return nil
    }
    guard let periodText = fields.string("subscriptionPeriod", &log), let period = SubscriptionPeriod(iso8601: periodText) else {
      let problem = OfferProblem.invalidOfferPeriod(fields.value("subscriptionPeriod")?.string)
      log.warning(.invalidPeriod, .offer(problem), at: fields.path("subscriptionPeriod"), fields.position("subscriptionPeriod"))
      return nil
    }
    var offer = SubscriptionOffer(kind: kind, paymentMode: mode, period: period)
    offer.internalID = fields.string("internalID", &log)
    offer.referenceName = fields.string("referenceName", &log)
    offer.billingPlanType = fields.string("billingPlanType", &log)
    offer.periodCount = decodePeriodCount(fields)
    if mode != .freeTrial {
      switch readPrice(fields, "displayPrice") {
      case .success(let price):
        offer.price = price
        checkPlausibility(fields, "displayPrice")
      case .failure(let problem):
        log.warning(.invalidOffer, .offer(.offerPriceInvalid(problem, paymentMode: mode.fileValue)), at: fields.path("displayPrice"), fields.position("displayPrice"))
        return nil
      }
    }
    switch kind {
    case .introductory: break
    case .promotional, .winBack:
      guard let id = fields.string("offerID", &log), !id.isEmpty else {
        log.warning(.invalidOffer, .offer(.offerWithoutID), at: fields.path("offerID"), node.position)
        return nil
      }
      offer.id = id
      if kind == .winBack { offer.isEligible = fields.bool("isEligible", &log) ?? false }
    case .offerCode:
      offer.id = offer.referenceName
      offer.isStackable = fields.bool("isStackable", &log) ?? false
      offer.eligibility = decodeEligibility(fields)
    }
    return offer
  }

  private mutating func decodePeriodCount(_ fields: FieldReader) -> Int {
    guard let count = fields.int("numberOfPeriods", &log) else { return 1 }
    guard count >= 1 else {
      log.warning(.invalidOffer, .offer(.periodCountBelowOne(count)), at: fields.path("numberOfPeriods"), fields.position("numberOfPeriods"))
      return 1
    }
    return count
  }

  private mutating func decodeEligibility(_ fields: FieldReader) -> Set<SubscriptionOffer.CodeEligibility> {
    var result = Set<SubscriptionOffer.CodeEligibility>()
    for (index, node) in fields.array("eligibility", &log).enumerated() {
      if let text = node.string, let value = SubscriptionOffer.CodeEligibility(rawValue: text) {
        result.insert(value)
      } else {
        let found: CatalogProblem.Written = node.string.map { .text($0) } ?? .kind(node.kind.problemKind)
        log.warning(.invalidEligibility, .offer(.unknownEligibility(found)), at: fields.path("eligibility").appending(index), node.position)
      }
    }
    return result
  }

  private mutating func decodeBillingPlan(_ node: JSONIndex.Value, at path: JSONPath) -> BillingPlan? {
    guard let fields = log.reader(node, at: path), let type = fields.string("billingPlanType", &log) else {
      log.warning(.invalidOffer, .offer(.invalidBillingPlan), at: path, node.position)
      return nil
    }
    guard case .success(let price) = readPrice(fields, "displayPrice") else {
      log.warning(.invalidPrice, .offer(.billingPlanWithoutPrice(type: type)), at: fields.path("displayPrice"), fields.position("displayPrice"))
      return nil
    }
    let commitment: Decimal? =
      if fields.has("commitmentDisplayPrice"), case .success(let value) = readPrice(fields, "commitmentDisplayPrice") { value } else { nil }
    return BillingPlan(type: type, price: price, commitmentPrice: commitment, internalID: fields.string("internalID", &log), isEnabled: fields.bool("isEnabled", &log) ?? true)
  }
}
