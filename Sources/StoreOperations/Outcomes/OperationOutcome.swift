public import FoundationEssentials
public import StoreCatalog
public import StoreEngine

/// What running one operation came to, with the app's snapshot that already shows it: the one result the
/// storefront, the command line and scenarios all get from the executor, and tell in the same words
/// (`OutcomeWords`).
public struct OperationResult: Sendable, Hashable {
  public var operation: StoreOperation
  public var outcome: OperationOutcome
  /// The app's snapshot once the outcome was read back from the ledger; nil when no app runs.
  public var snapshot: StoreSnapshot?

  public init(operation: StoreOperation, outcome: OperationOutcome, snapshot: StoreSnapshot? = nil) {
    self.operation = operation
    self.outcome = outcome
    self.snapshot = snapshot
  }

  /// Whether the operation did what it was asked (a purchase that failed or a refused action did not).
  public var succeeded: Bool { outcome.succeeded }
}

/// What an operation came to, as a value: one case per kind of answer.
public enum OperationOutcome: Sendable, Hashable {
  // MARK: - In the app

  case productsLoaded(ProductsState)
  /// A purchase in the app (or the confirmation sheet's Cancel).
  case purchase(PurchaseOutcome)
  case restore(RestoreOutcome)
  case refundRequest(RefundRequestOutcome)
  case redeem(RedeemOutcome)
  case consume(ConsumeOutcome)
  case finish(FinishOutcome)
  /// What `AppTransaction.shared` gave the app.
  case appTransaction(AppTransactionOutcome)
  /// Whether the manage-subscriptions sheet opened.
  case manageSubscriptions(ManageSubscriptionsOutcome)

  // MARK: - At the App Store

  /// A purchase made on another device or in the App Store; what it made reaches the app on updates.
  case boughtElsewhere(productID: String, place: PurchaseRequest.Place, SandboxPurchase)
  /// A transaction refunded (`reason` given) or revoked, as re-signed.
  case revoked(TransactionRecord, refund: Bool)
  /// A refund reversed: the transaction as re-signed, entitled again.
  case refundReversed(TransactionRecord)
  /// A step of a price increase in the subscription group `groupID`.
  case priceIncreaseChanged(PriceIncreaseStep, groupID: String)
  /// The family shares a product: the customer's `familyShared` transaction (the one already shared, when it was).
  case familyShared(TransactionRecord)
  /// The family stopped sharing a product: the customer's shared transactions of it, revoked.
  case familySharingStopped(productID: String, [TransactionRecord])
  /// The purchaser of a shared subscription turned auto-renew off: the shared subscription's newest transaction.
  case familyPurchaserStoppedRenewing(TransactionRecord)
  /// The purchaser of a shared product was refunded: the customer's shared transactions of it, revoked.
  case familyPurchaserRefunded(productID: String, [TransactionRecord])
  /// The purchaser's payment of a shared subscription fails from its next renewal on: its newest transaction.
  case familyPurchaserBillingFailed(TransactionRecord)
  /// The purchaser's payment of a shared subscription goes through again.
  case familyPurchaserBillingRecovered(FamilyBillingRecovery)
  /// A transaction (and, for a subscription's original, its renewals) left the history.
  case deleted(TransactionRecord)
  /// A request approved (Ask to Buy) or resolved (interrupted purchase), and what the App Store then did.
  case approved(PurchaseRequestRecord, SandboxPurchase)
  case declined(PurchaseRequestRecord)
  /// The clock moved to a request's expiry.
  case requestExpired(PurchaseRequestRecord, at: Date)
  /// A subscription control; `renewal` is the transaction a renewal made.
  case subscriptionChanged(SubscriptionAction, groupID: String, renewal: TransactionRecord?)
  case settingChanged(SettingChange)
  case faultChanged(StoreKitAPI, SimulatedError?)
  case clockPaused(at: Date)
  case clockResumed(at: Date)
  /// The clock moved (forward, to an event, or not at all when nothing was scheduled: `moved` false).
  case clockAdvanced(to: Date, moved: Bool)
  /// The account is empty; the clock reads `clock`.
  case reset(clock: Date)

  /// What a request of the app's server did.
  case server(ServerOutcome)

  /// The operation could not be carried out at all.
  case failed(OperationFailure)

  /// Whether the operation did what it was asked.
  public var succeeded: Bool {
    switch self {
    case .productsLoaded(.failed), .restore(.failed), .refundRequest(.failed), .redeem(.failed), .consume(.failed),
      .finish(.failed), .appTransaction(.failed), .appTransaction(.unverified), .manageSubscriptions(.failed), .failed:
      false
    case .purchase(let outcome):
      switch outcome {
      case .failed, .unverified, .productNotLoaded, .ignored: false
      default: true
      }
    default:
      true
    }
  }

  /// The failure, when the operation failed (a purchase's, a restore's…), for `expect result failed NAME`.
  public var failure: StoreFailure? {
    switch self {
    case .productsLoaded(.failed(let failure)), .purchase(.failed(let failure)), .restore(.failed(let failure)),
      .refundRequest(.failed(let failure)), .redeem(.failed(let failure)), .consume(.failed(let failure)),
      .finish(.failed(let failure)), .appTransaction(.failed(let failure)), .manageSubscriptions(.failed(let failure)),
      .failed(.store(let failure)),
      .purchase(.productNotLoaded(_, .failed(let failure))):
      failure
    default:
      nil
    }
  }
}

/// What `AppStore.showManageSubscriptions(in:)` came to: the sheet opened (what the customer changes there reaches
/// the app on `Transaction.updates`), or it threw.
public enum ManageSubscriptionsOutcome: Sendable, Hashable {
  case shown
  case failed(StoreFailure)
}

/// What reading `AppTransaction.shared` gave the app: the app transaction, verified or not, or the error it threw.
public enum AppTransactionOutcome: Sendable, Hashable {
  case verified(AppTransaction)
  case unverified(AppTransaction, VerificationError)
  case failed(StoreFailure)

  /// The app transaction the App Store signed, verified or not; nil when the call threw.
  public var appTransaction: AppTransaction? {
    switch self {
    case .verified(let app), .unverified(let app, _): app
    case .failed: nil
    }
  }

  /// Why the app transaction did not verify; nil when it verified or the call threw.
  public var verificationError: VerificationError? {
    if case .unverified(_, let error) = self { return error }
    return nil
  }
}

/// Why an operation could not be carried out: what it named does not exist, the App Store refused, or the clock was
/// asked to go back. Words come from `OutcomeWords`.
public enum OperationFailure: Error, Sendable, Hashable {
  /// The App Store (or the app's store) refused, with its error.
  case store(StoreFailure)
  /// `last` was used before any operation produced or touched a transaction.
  case noLastTransaction
  /// The transaction `last` means no longer exists.
  case lastTransactionGone(UInt64)
  /// A product has no transaction yet.
  case noTransaction(productID: String)
  /// No purchase request matches the reference.
  case noRequest(RequestReference)
  /// The request is of the other kind (approving an interrupted purchase, resolving an Ask to Buy request).
  case wrongRequestKind(PurchaseRequestRecord)
  /// The request never expires (only Ask to Buy requests do).
  case requestNeverExpires(PurchaseRequestRecord)
  /// The clock reads `now`, after the instant asked for.
  case clockCannotGoBack(now: Date, asked: Date)
  /// Not one of Xcode's time rates.
  case notATimeRate(Int)
  /// A customer's operation, with no app running to carry it out.
  case appNotRunning
  /// The store is only watched here (a scenario is playing); only the scenario acts on it.
  case readOnly
  /// The App Store's server side refused a request of the app's server.
  case server(ServerRefusal)
}
