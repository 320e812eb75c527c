import Foundation
import StoreCatalog

/// Which transactions entitle the customer now — StoreKit's `currentEntitlements` rules, as a pure
/// function of the newest transaction per product and per subscription group.
enum Entitlements {
  /// - non-consumables and non-renewing subscriptions: one transaction per product, the newest of those not revoked
  ///   among the newest the customer bought and the newest the family shares;
  /// - auto-renewable subscriptions: the newest transaction of each chain (the customer's, the family's) while it is
  ///   entitled;
  /// - consumables: never.
  static func current(
    latestPerProductAndOwnership: [TransactionRecord], groups: [SubscriptionGroupStatus]
  ) -> [TransactionRecord] {
    var oneTime: [String: TransactionRecord] = [:]
    for record in latestPerProductAndOwnership
    where (record.productType == .nonConsumable || record.productType == .nonRenewable) && !record.isRevoked {
      if (oneTime[record.productID]?.id ?? 0) < record.id { oneTime[record.productID] = record }
    }
    let subscriptions = groups.filter(\.state.isEntitled).map(\.transaction)
    return (Array(oneTime.values) + subscriptions).sorted { $0.id < $1.id }
  }
}
