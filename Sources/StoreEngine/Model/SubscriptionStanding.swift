public import FoundationEssentials

/// Where a subscription group stands as the app sees it: the App Store's renewal state, and whether the app may
/// grant it — an entitled state whose transaction failed verification is not granted. The one value every view
/// names a subscription's state by.
public enum SubscriptionStanding: Sendable, Hashable {
  /// Active, verified and entitled.
  case subscribed
  /// A renewal failed, but the grace period keeps the customer entitled until `until`.
  case inGracePeriod(until: Date?)
  /// A renewal failed and the App Store keeps retrying since `since`: not entitled.
  case inBillingRetry(since: Date?)
  /// Lapsed at `at`, for `reason` (nil when no reason is recorded).
  case expired(ExpirationIntent?, at: Date?)
  /// The App Store took access back (refunded or revoked).
  case revoked
  /// The App Store counts it active, but the app's copy of its transaction failed verification: never granted.
  case notGranted(VerificationError)

  /// Whether the app grants the subscription's content.
  public var isGranted: Bool {
    switch self {
    case .subscribed, .inGracePeriod: true
    case .inBillingRetry, .expired, .revoked, .notGranted: false
    }
  }
}

extension StoreSnapshot {
  /// Where a group stands for the app; nil when the customer never subscribed to it.
  public func standing(ofGroup groupID: String) -> SubscriptionStanding? {
    guard let status = subscriptionStatus(ofGroup: groupID) else { return nil }
    let head = status.transaction
    if status.state.isEntitled, let verdict = latestTransactions[head.productID],
      verdict.unsafePayloadValue.id == head.id, let error = verdict.verificationError
    {
      return .notGranted(error)
    }
    switch status.state {
    case .subscribed: return .subscribed
    case .inGracePeriod: return .inGracePeriod(until: status.renewal.gracePeriodExpires)
    case .inBillingRetryPeriod: return .inBillingRetry(since: status.renewal.billingRetrySince)
    case .expired: return .expired(status.renewal.expirationIntent, at: head.expirationDate)
    case .revoked: return .revoked
    }
  }

  /// Where a subscription product stands: its group's standing when it is the group's current product, nil when
  /// the group is on another product or was never subscribed to.
  public func standing(of product: Product) -> SubscriptionStanding? {
    guard let groupID = product.subscription?.subscriptionGroupID,
      subscriptionStatus(ofGroup: groupID)?.transaction.productID == product.id
    else { return nil }
    return standing(ofGroup: groupID)
  }
}
