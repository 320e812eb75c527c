/// A transaction the app saw, where it came from, why it came, and what the app did with it — with the snapshot
/// that shows the result. The model's `transactionEvents()` stream is lossless, so a view learns from it what
/// arrived on `Transaction.updates` without comparing snapshots.
public struct TransactionEvent: Sendable, Hashable {
  public enum Source: String, Sendable, Hashable {
    /// Returned by `purchase`.
    case purchase
    /// Delivered by `Transaction.updates`.
    case updates
  }

  /// Why the transaction reached the app.
  public enum Reason: Sendable, Hashable {
    /// The app's own purchase returned it.
    case purchase
    /// It was unfinished when the app launched, so `updates` replayed it.
    case launchReplay
    /// The App Store renewed a subscription.
    case renewal
    /// A parent approved an Ask to Buy request.
    case approval
    /// The customer resolved what interrupted a purchase.
    case resolution
    /// The same account bought it on another device.
    case anotherDevice
    /// It was bought outside the app, in the App Store (a promoted purchase, an offer code redeemed in the sheet).
    case appStore
    /// The App Store refunded or revoked it.
    case revocation
    /// A higher level of the subscription replaced it.
    case upgrade
    /// The App Store changed it otherwise (a subscription expired early, say).
    case change
  }

  /// What the app did with the transaction.
  public enum Handling: Sendable, Hashable {
    /// Delivered (`newly` false when it had been delivered before) and finished if the app finishes.
    case delivered(newly: Bool)
    /// A refund or revocation: the app took back this many units of a consumable (0 for other products).
    case tookBack(units: Int)
    /// It failed verification: not granted, not finished.
    case ignored(VerificationError)
  }

  public var source: Source
  public var reason: Reason
  public var result: VerificationResult<Transaction>
  public var handling: Handling
  /// The model's snapshot once the app handled it.
  public var snapshot: StoreSnapshot

  public init(
    source: Source, reason: Reason, result: VerificationResult<Transaction>, handling: Handling, snapshot: StoreSnapshot
  ) {
    self.source = source
    self.reason = reason
    self.result = result
    self.handling = handling
    self.snapshot = snapshot
  }

  public var transaction: Transaction { result.unsafePayloadValue }
}
