import StoreCatalog

/// Which transactions entitle the customer now — StoreKit's `currentEntitlements` rules, as a pure
/// function of the newest transaction per product and per subscription group.
enum Entitlements {
  /// Non-consumables and non-renewing subscriptions: one transaction per product, the newest of those not revoked
  /// among the newest the customer bought and the newest the family shares — from the newest transaction of each
  /// product for each way of owning it (oldest first), so a function of the ledger alone. (Consumables never
  /// entitle; subscriptions are `entitledSubscriptions`.)
  static func oneTime(_ latestPerProductAndOwnership: [TransactionRecord]) -> [TransactionRecord] {
    var newest: [String: UInt64] = [:]
    for record in latestPerProductAndOwnership
    where (record.productType == .nonConsumable || record.productType == .nonRenewable) && !record.isRevoked {
      newest[record.productID] = max(newest[record.productID] ?? 0, record.id)
    }
    return latestPerProductAndOwnership.filter { newest[$0.productID] == $0.id }
  }

  /// Auto-renewable subscriptions: the newest transaction of each chain (the customer's, the family's) while it is
  /// entitled at the moment asked, oldest first.
  static func entitledSubscriptions(_ groups: [SubscriptionGroupStatus]) -> [TransactionRecord] {
    groups.filter(\.state.isEntitled).map(\.transaction).sorted { $0.id < $1.id }
  }
}

/// The newest transaction of each product for each way of owning it (`product_heads`), oldest first, and of them the
/// one-time purchases that entitle, as of one state of the ledger: `version` is the change count they were read at,
/// nil when they were read inside a write.
struct ProductHeads {
  var version: SQLiteConnection.ChangeCount?
  var records: [TransactionRecord]
  var oneTime: [TransactionRecord]
}

/// The transactions that entitle the customer now, and what tells this list from another: the state of the ledger
/// it was decided from and the subscriptions entitled at the moment it was asked for. Two lists with the same basis
/// hold the same records, so a reader may keep what it made from one (`Store` keeps the verified list); a list
/// decided inside a write has no basis.
public struct EntitlementList: Sendable {
  struct Basis: Equatable {
    var ledger: SQLiteConnection.ChangeCount
    var subscriptions: [UInt64]
  }

  let basis: Basis?
  public let records: [TransactionRecord]
}
