public import FoundationEssentials

/// A transaction as the App Store's ledger holds it, with the verdict this device gives its signed data: one line
/// of a tester's transaction manager (Xcode's, or the interactive storefront's transactions view).
///
/// An immutable object, not a struct: each refresh that adds a row to a snapshot's history copies the 500-row page the
/// last snapshot shares, and copying then freeing 500 decoded transactions was a tenth of `bench/engine`'s app cycle.
public final class LedgerTransaction: Sendable, Hashable {
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
  public let result: VerificationResult<Transaction>
  /// Whether the app has called `finish()` on it.
  public let isFinished: Bool
  public let origin: Origin

  public init(result: VerificationResult<Transaction>, isFinished: Bool, origin: Origin) {
    self.result = result
    self.isFinished = isFinished
    self.origin = origin
  }

  /// The decoded transaction, verified or not.
  public var transaction: Transaction { result.unsafePayloadValue }

  public static func == (lhs: LedgerTransaction, rhs: LedgerTransaction) -> Bool {
    lhs === rhs || (lhs.result, lhs.isFinished, lhs.origin) == (rhs.result, rhs.isFinished, rhs.origin)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(result) }
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
