public import Foundation

/// A transaction as the App Store's ledger holds it, with the verdict this device gives its signed data: one line
/// of a tester's transaction manager (Xcode's, or the interactive storefront's transactions view).
public struct LedgerTransaction: Sendable, Hashable {
  /// Where a transaction was made.
  public enum Origin: Sendable, Hashable {
    /// This launch of the app bought it.
    case thisDevice
    /// Another device of the account (another app launch, another process) bought it.
    case otherDevice(String)
    /// The App Store made it on its own: a renewal, an approved request, a purchase outside the app.
    case appStore
  }

  /// The signed transaction, decoded, with this device's verdict (an injected verification error included).
  public var result: VerificationResult<Transaction>
  /// Whether the app has called `finish()` on it.
  public var isFinished: Bool
  public var origin: Origin

  public init(result: VerificationResult<Transaction>, isFinished: Bool, origin: Origin) {
    self.result = result
    self.isFinished = isFinished
    self.origin = origin
  }

  /// The decoded transaction, verified or not.
  public var transaction: Transaction { result.unsafePayloadValue }
}

/// A purchase the App Store refused: what `purchase` threw, and when.
public struct FailedPurchase: Sendable, Hashable {
  public var productID: String
  /// Simulated time of the attempt.
  public var date: Date
  /// The error `purchase` threw, and its cause.
  public var reason: StoreFailure

  public init(productID: String, date: Date, reason: StoreFailure) {
    self.productID = productID
    self.date = date
    self.reason = reason
  }
}
