/// Where a subscription group stands for the customer (`Product.SubscriptionInfo.RenewalState`).
public enum RenewalState: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Active and entitled.
  case subscribed
  /// Lapsed: not entitled.
  case expired
  /// A renewal failed and the App Store keeps retrying: not entitled.
  case inBillingRetryPeriod
  /// A renewal failed but the grace period keeps the customer entitled.
  case inGracePeriod
  /// The App Store revoked access: not entitled.
  case revoked

  /// Whether this state gives access to the subscription's content.
  public var isEntitled: Bool { self == .subscribed || self == .inGracePeriod }

  /// The server-side `status` number (App Store Server API): 1 active … 5 revoked.
  public var serverStatus: Int {
    switch self {
    case .subscribed: 1
    case .expired: 2
    case .inBillingRetryPeriod: 3
    case .inGracePeriod: 4
    case .revoked: 5
    }
  }

  /// The case, for debugging; people read `SubscriptionWords`.
  public var description: String { rawValue }

}
