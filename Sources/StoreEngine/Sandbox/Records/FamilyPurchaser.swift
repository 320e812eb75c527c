import FoundationEssentials

/// What the purchasers of the shared subscriptions did to their own billing, per shared chain (by original id): the
/// facts behind each family-shared chain's `RenewalRecord`, so the owner's `SubscriptionPlanner` decides what the
/// shared chain does next, as it does for the customer's own.
///
/// Each family member gets "their own unique receipts and transactions" ("Supporting Family Sharing in your app"),
/// but their shared subscription renews with the purchaser's payment: it enters billing retry (and grace) when the
/// purchaser's renewal fails, and ends when the purchaser's billing retry runs out or auto-renew is off.
struct FamilyPurchaser: Sendable, Hashable {
  /// A shared chain in billing retry: when the failed renewal was due, and when its grace period ends (nil without).
  struct BillingRetry: Codable, Sendable, Hashable {
    var since: Date
    var graceUntil: Date?
  }

  /// Chains whose purchaser turned auto-renew off.
  var lapsed: Set<UInt64> = []
  /// Chains whose purchaser's payment fails from the next renewal on, until it recovers.
  var billingFails: Set<UInt64> = []
  /// Chains in billing retry.
  var billingRetry: [UInt64: BillingRetry] = [:]
  /// Chains that ended on their own, with why (the server has been told).
  var expired: [UInt64: ExpirationIntent] = [:]

  init() {}

  /// The chain's renewal record as the App Store keeps it for the family member.
  func renewal(of head: TransactionRecord, groupID: String) -> RenewalRecord {
    let id = head.originalID
    return RenewalRecord(
      groupID: groupID, originalID: id, autoRenew: !head.isRevoked && !lapsed.contains(id),
      autoRenewProductID: head.productID, expirationIntent: expired[id], billingRetrySince: billingRetry[id]?.since,
      gracePeriodExpires: billingRetry[id]?.graceUntil, recentStart: head.originalPurchaseDate)
  }

  /// The sandbox's settings as they apply to the chain: its renewals fail while the purchaser's payment does (the
  /// customer's own `billingRetryOnRenewal` is their own payment); the grace period is the app's, so it is kept.
  func settings(_ settings: SandboxSettings, for originalID: UInt64) -> SandboxSettings {
    var shared = settings
    shared.billingRetryOnRenewal = billingFails.contains(originalID)
    return shared
  }
}

// MARK: - Stored form

extension FamilyPurchaser: Codable {
  private enum CodingKeys: String, CodingKey { case lapsed, billingFails, billingRetry, expired }
  /// The key an earlier version kept the lapsed chains' notified expiries under.
  private enum EarlierKeys: String, CodingKey { case expiryNotified }

  /// Every field is optional in the stored form, so a sandbox written before a field existed still opens; an earlier
  /// version's notified expiries were all of lapsed chains, so they ended with auto-renew off.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    lapsed = try container.decodeIfPresent(Set<UInt64>.self, forKey: .lapsed) ?? []
    billingFails = try container.decodeIfPresent(Set<UInt64>.self, forKey: .billingFails) ?? []
    billingRetry = try container.decodeIfPresent([UInt64: BillingRetry].self, forKey: .billingRetry) ?? [:]
    expired = try container.decodeIfPresent([UInt64: ExpirationIntent].self, forKey: .expired) ?? [:]
    let earlier = try decoder.container(keyedBy: EarlierKeys.self)
    for id in try earlier.decodeIfPresent(Set<UInt64>.self, forKey: .expiryNotified) ?? [] where expired[id] == nil {
      expired[id] = .autoRenewDisabled
    }
  }
}
