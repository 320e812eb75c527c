/// Everything a view shows about the store at one moment: immutable, published by `StoreModel`.
public struct StoreSnapshot: Sendable, Hashable {
  /// Increases with every snapshot the model publishes.
  public var revision = 0
  public var products: ProductsState = .loading
  /// Verified entitlements by product identifier (what the customer owns and may use).
  public var entitlements: [String: Transaction] = [:]
  /// Consumable balances the app keeps, by product identifier.
  public var balances: [String: Int] = [:]
  /// The newest transaction of each product, with its verification verdict.
  public var latestTransactions: [String: VerificationResult<Transaction>] = [:]
  /// Transactions the app has not finished (unverified ones stay here: they are never finished).
  public var unfinished: [VerificationResult<Transaction>] = []
  /// Purchases the app is waiting on, by product identifier.
  public var purchases: [String: PurchaseState] = [:]
  /// Work in flight, oldest first: a view shows the first as its loading overlay.
  public var activities: [Activity] = []
  public var settings: SandboxSettings
  public var clock: SandboxClock
  /// What the app's code saw, newest last (bounded).
  public var log: [StoreLogEntry] = []
  /// Each subscription group the customer ever subscribed to, as the App Store sees it.
  public var subscriptions: [SubscriptionGroupStatus] = []
  /// Purchase requests (Ask to Buy, interrupted purchases), newest first: what the App Store knows,
  /// including what the app is never told (a declined request).
  public var purchaseRequests: [PurchaseRequestRecord] = []
  /// What will happen on its own next, soonest first.
  public var upcoming: [UpcomingEvent] = []
  /// The account's newest transactions as the App Store records them, newest first, each with this device's
  /// verdict: at most `StoreModel.Configuration.historyLimit` of them, so a refresh stays cheap with any ledger.
  public var history: [LedgerTransaction] = []
  /// How many transactions the App Store holds in all (`history` may list fewer).
  public var historyCount = 0
  /// Purchases the App Store refused this launch, oldest first (bounded): the failed attempts a transaction
  /// manager lists beside the transactions.
  public var failedPurchases: [FailedPurchase] = []
  /// How many commits of other processes to the ledger this launch has seen (`Sandbox.commitsByOtherProcesses`):
  /// moves when another process wrote something a snapshot may not hold, such as a notification's delivery attempt.
  public var commitsByOtherProcesses = 0

  public init(settings: SandboxSettings, clock: SandboxClock) {
    self.settings = settings
    self.clock = clock
  }

  /// The loaded products, or none.
  public var loadedProducts: [Product] {
    if case .loaded(let products) = products { return products }
    return []
  }

  /// The status of the group a subscription product belongs to.
  public func subscriptionStatus(ofGroup groupID: String) -> SubscriptionGroupStatus? {
    subscriptions.first(where: { $0.groupID == groupID })
  }
}

/// Where product loading stands.
public enum ProductsState: Sendable, Hashable {
  case loading
  case loaded([Product])
  /// Loading worked and found nothing; the reason says why.
  case empty(EmptyReason)
  /// Loading failed (`products(for:)` threw); `Retry` may help once the cause is gone.
  case failed(StoreFailure)

  /// Why a product list came back empty.
  public enum EmptyReason: Sendable, Hashable {
    /// The catalog has no products at all.
    case catalogEmpty
    /// None of the identifiers the app asked for exist in the catalog.
    case unknownIdentifiers([String])
  }
}

/// Where one product's purchase stands from the app's point of view.
public enum PurchaseState: Sendable, Hashable {
  case purchasing
  /// `purchase` returned `.pending`: waiting for a parent (Ask to Buy) or the customer.
  case pending
}

/// Work the model is doing that a view shows as a loading overlay.
public enum Activity: Sendable, Hashable {
  case loadingProducts
  case purchasing(productID: String, name: String)
  case restoring
  case requestingRefund(transactionID: UInt64)
}
