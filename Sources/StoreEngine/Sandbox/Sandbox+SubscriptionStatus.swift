public import FoundationEssentials

/// Where one subscription group stands for the customer, as the App Store sees it.
public struct SubscriptionGroupStatus: Sendable, Hashable {
  public var groupID: String
  public var state: RenewalState
  /// The group's newest transaction.
  public var transaction: TransactionRecord
  public var renewal: RenewalRecord
  /// The win-back offers the customer may redeem for this group now (`RenewalInfo.eligibleWinBackOfferIDs`):
  /// empty while the subscription is active, in grace or billing retry.
  public var eligibleWinBackOfferIDs: [String] = []

  /// When the current period ends (the next renewal date while auto-renew is on).
  public var expirationDate: Date? { transaction.expirationDate }
}

extension Sandbox {
  /// The status of every subscription group the customer ever subscribed to, at simulated now.
  public func subscriptionStatuses() throws -> [SubscriptionGroupStatus] {
    let date = now
    return try groupsWithRenewals().map { head, renewal in
      SubscriptionGroupStatus(
        groupID: renewal.groupID, state: SubscriptionPlanner.state(head: head, renewal: renewal, clock: clock, at: date),
        transaction: head, renewal: renewal,
        eligibleWinBackOfferIDs: WinBackEligibility.offerIDs(
          head: head, renewal: renewal, catalog: catalog, clock: clock, at: date))
    }
  }

  /// The status of one group, if the customer ever subscribed to it.
  public func subscriptionStatus(group groupID: String) throws -> SubscriptionGroupStatus? {
    try subscriptionStatuses().first(where: { $0.groupID == groupID })
  }
}
