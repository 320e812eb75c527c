import FoundationEssentials
import StoreCatalog

/// Which win-back offers a customer may redeem: those configured (and marked Eligible) for the customer's most
/// recent subscription in the group, once that subscription has churned — expired, not in a billing grace period or
/// billing retry (Apple's `RenewalInfo.eligibleWinBackOfferIDs`).
enum WinBackEligibility {
  /// The offer ids the group's renewal info lists in `eligibleWinBackOfferIds`, in catalog order.
  static func offerIDs(
    head: TransactionRecord, renewal: RenewalRecord?, catalog: Catalog, clock: SandboxClock, at date: Date
  ) -> [String] {
    guard SubscriptionPlanner.state(head: head, renewal: renewal, clock: clock, at: date) == .expired,
      let offers = catalog.product(head.productID)?.subscription?.winBackOffers
    else { return [] }
    return offers.filter(\.isEligible).compactMap(\.id)
  }
}
