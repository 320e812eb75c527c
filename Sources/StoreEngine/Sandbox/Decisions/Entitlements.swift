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
    var newest: [String: UInt64] = [:]
    for record in latestPerProductAndOwnership
    where (record.productType == .nonConsumable || record.productType == .nonRenewable) && !record.isRevoked {
      newest[record.productID] = max(newest[record.productID] ?? 0, record.id)
    }
    let oneTime = latestPerProductAndOwnership.filter { newest[$0.productID] == $0.id }
    let subscriptions = groups.filter(\.state.isEntitled).map(\.transaction).sorted { $0.id < $1.id }
    return merged(oneTime, subscriptions)
  }

  /// Two lists ordered by transaction id, as one (the heads arrive in order: sorting a thousand of them again is
  /// most of the work).
  private static func merged(_ first: [TransactionRecord], _ second: [TransactionRecord]) -> [TransactionRecord] {
    guard !second.isEmpty else { return first }
    var result: [TransactionRecord] = []
    result.reserveCapacity(first.count + second.count)
    var rest = second[...]
    for record in first {
      while let next = rest.first, next.id < record.id { result.append(rest.removeFirst()) }
      result.append(record)
    }
    return result + rest
  }
}
