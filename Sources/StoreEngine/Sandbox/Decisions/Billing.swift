import FoundationEssentials
import StoreCatalog

/// How a subscription is charged: by its own price and period, or by one of its billing plans
/// (format 5.0+). A `MONTHLY` plan charges its price every month of the subscription's longer
/// commitment; `BILLED_UPFRONT` charges the plan's price once per period.
struct Billing: Sendable, Hashable {
  var planType: String?
  var price: Decimal
  var period: SubscriptionPeriod

  /// The billing for `product` by the plan `planType` (nil: the product's own price and period); nil when
  /// the product offers no such enabled plan.
  init?(for product: CatalogProduct, planType: String?) {
    guard let terms = product.subscription else { return nil }
    guard let planType else {
      self.init(planType: nil, price: product.price, period: terms.period)
      return
    }
    guard let plan = terms.billingPlans.first(where: { $0.type == planType && $0.isEnabled }) else { return nil }
    self.init(planType: planType, price: plan.price, period: planType == "MONTHLY" ? .monthly : terms.period)
  }

  init(planType: String?, price: Decimal, period: SubscriptionPeriod) {
    self.planType = planType
    self.price = price
    self.period = period
  }

  /// The introductory offer that goes with this plan.
  func introductoryOffer(in terms: SubscriptionTerms) -> SubscriptionOffer? {
    guard let planType else { return terms.introductoryOffer }
    return terms.introductoryOffers.first(where: { $0.billingPlanType == planType })
      ?? terms.introductoryOffers.first(where: { $0.billingPlanType == nil })
  }
}
