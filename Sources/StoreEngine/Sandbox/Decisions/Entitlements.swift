import Foundation
import StoreCatalog

/// Which transactions entitle the customer now — StoreKit's `currentEntitlements` rules, as a pure
/// function of the newest transaction per product and per subscription group.
enum Entitlements {
  /// - non-consumables and non-renewing subscriptions: the newest transaction unless revoked;
  /// - auto-renewable subscriptions: the newest transaction of each group while the group is entitled;
  /// - consumables: never.
  static func current(latestPerProduct: [TransactionRecord], groups: [SubscriptionGroupStatus]) -> [TransactionRecord] {
    let oneTime = latestPerProduct.filter { record in
      (record.productType == .nonConsumable || record.productType == .nonRenewable) && !record.isRevoked
    }
    let subscriptions = groups.filter(\.state.isEntitled).map(\.transaction)
    return (oneTime + subscriptions).sorted { $0.id < $1.id }
  }
}
