public import FoundationEssentials

/// One line of the event log: what the app's code saw, when, as facts (the StoreOperations renderer's
/// `EventLogWords` words it in the interface language; the StoreKit calls it quotes stay code).
public struct StoreLogEntry: Sendable, Hashable {
  /// The kind of entry, for the log's second column.
  public enum Kind: String, Sendable, Hashable {
    /// A `purchase` result.
    case purchase
    /// An element of `Transaction.updates`.
    case update
    /// A `finish()` call.
    case finish
    /// Content delivered or taken back.
    case delivery
    /// `AppStore.sync()` / restore.
    case restore
    /// `products(for:)`.
    case products
    case refund
    case error
  }

  /// A transaction as a `VerificationResult` carried it: verified, or unverified with StoreKit's reason.
  public struct Verification: Sendable, Hashable {
    public var productID: String
    public var transactionID: UInt64
    /// nil when it is `.verified`.
    public var failure: VerificationError?

    public init(productID: String, transactionID: UInt64, failure: VerificationError?) {
      self.productID = productID
      self.transactionID = transactionID
      self.failure = failure
    }

    init(_ result: VerificationResult<Transaction>) {
      let transaction = result.unsafePayloadValue
      let failure: VerificationError? =
        switch result {
        case .verified: nil
        case .unverified(_, let error): error
        }
      self.init(productID: transaction.productID, transactionID: transaction.id, failure: failure)
    }
  }

  /// What happened. An error is kept as it describes itself (StoreKit's case, SQLite's text).
  public enum Event: Sendable, Hashable {
    /// `products(for:)` with `requested` identifiers returned `returned` products.
    case productsLoaded(requested: Int, returned: Int)
    case productsFailed(error: String)
    /// The app did not call `purchase()`: the product is not among those it loaded.
    case purchaseNotCalled(productID: String)
    case purchaseSucceeded(productID: String, Verification)
    case purchasePending(productID: String)
    case purchaseCancelled(productID: String)
    case purchaseFailed(productID: String, error: String)
    /// `AppStore.sync()` succeeded with `entitlements` current entitlements.
    case synced(entitlements: Int)
    case syncFailed(error: String)
    case refundRequested(transactionID: UInt64, status: RefundRequestStatus)
    case refundRequestFailed(transactionID: UInt64, error: String)
    case offerCodeRedeemed(code: String, productID: String)
    case offerCodeFailed(error: String)
    /// The app used `amount` of a consumable, leaving `balance`.
    case consumed(productID: String, amount: Int, balance: Int)
    case consumeFailed(productID: String, error: String)
    case finished(transactionID: UInt64)
    case refreshFailed(error: String)
    /// An element of `Transaction.updates`.
    case update(Verification)
    /// Content given for a transaction: `quantity` added to a consumable's balance, or nil for an unlock.
    case delivered(productID: String, transactionID: UInt64, quantity: Int?)
    case deliveryFailed(transactionID: UInt64, error: String)
    /// `units` of a refunded consumable taken back.
    case tookBack(productID: String, units: Int)
    case revocationFailed(transactionID: UInt64, error: String)
  }

  /// Simulated time of the entry.
  public var date: Date
  public var event: Event

  public init(date: Date, event: Event) {
    self.date = date
    self.event = event
  }

  public var kind: Kind {
    switch event {
    case .productsLoaded: .products
    case .productsFailed, .consumeFailed, .refreshFailed, .deliveryFailed, .revocationFailed: .error
    case .purchaseNotCalled, .purchaseSucceeded, .purchasePending, .purchaseCancelled, .purchaseFailed,
      .offerCodeRedeemed, .offerCodeFailed:
      .purchase
    case .synced, .syncFailed: .restore
    case .refundRequested, .refundRequestFailed: .refund
    case .consumed, .delivered, .tookBack: .delivery
    case .finished: .finish
    case .update: .update
    }
  }
}
