import FoundationEssentials
import StoreCatalog

/// The app-side store manager done right: what a well-written app does with StoreKit, publishing its
/// state as immutable snapshots for any number of views.
///
/// It starts listening to `updates` before it loads products (so unfinished transactions replay at
/// launch), verifies everything, never grants or finishes unverified data, delivers each transaction
/// exactly once (consumables add to a balance kept in the sandbox file), finishes after delivery, and
/// ends every flow in a state: the loading overlay always clears.
public actor StoreModel {
  /// What the app asks of the store.
  public struct Configuration: Sendable {
    /// The product identifiers the app asks for; nil asks for every product in the catalog.
    public var productIDs: [String]?
    /// Whether delivered transactions are finished (scripts can leave them unfinished).
    public var finishTransactions: Bool
    /// How many of the newest transactions each snapshot's `history` lists (0 lists none).
    public var historyLimit: Int

    public init(productIDs: [String]? = nil, finishTransactions: Bool = true, historyLimit: Int = 500) {
      self.productIDs = productIDs
      self.finishTransactions = finishTransactions
      self.historyLimit = historyLimit
    }
  }

  public nonisolated let store: Store
  public nonisolated let configuration: Configuration
  var snapshot: StoreSnapshot
  private let snapshotFeed: LatestValueBroadcaster<StoreSnapshot>
  private let transactionFeed = LosslessBroadcaster<TransactionEvent>()
  private var tasks: [Task<Void, Never>] = []
  /// The refresh that runs, and the one that waits to run after it (see `refresh`).
  var runningRefresh: Task<Void, Never>?
  var queuedRefresh: Task<Void, Never>?
  /// Where the ledger stood when the history the snapshot shows was read: the next refresh reads only what changed
  /// since (see `readHistory`).
  var historyCursor: HistoryChanges.Cursor?
  /// The storefront and locale the products were last loaded for, and whether a load is under way (see
  /// `loadProducts`).
  var productsLoadedFor: ProductContext?
  var isLoadingProducts = false
  /// The transactions of the launch replay already handled (a later change to one is not a replay).
  var replayed: Set<UInt64> = []
  static let logLimit = 200
  static let failedPurchaseLimit = 50

  public init(store: Store, configuration: Configuration = Configuration()) async {
    self.store = store
    self.configuration = configuration
    let initial = StoreSnapshot(settings: await store.sandbox.settings, clock: await store.sandbox.currentClock)
    snapshot = initial
    snapshotFeed = LatestValueBroadcaster(initial)
  }

  /// Starts the model: the updates listener first, then products and entitlements.
  public func start() async {
    let updates = await store.updates()
    let changes = await store.sandbox.changes()
    tasks.append(Task { [weak self] in
      for await update in updates { await self?.receive(update: update) }
    })
    tasks.append(Task { [weak self] in
      for await _ in changes { await self?.refresh() }
    })
    await store.sandbox.startScheduler()
    await loadProducts()
    await refresh()
  }

  /// Stops listening; streams finish.
  public func stop() async {
    for task in tasks { task.cancel() }
    tasks.removeAll()
    await store.sandbox.stopScheduler()
    await store.close()
    snapshotFeed.finish()
    transactionFeed.finish()
  }

  // MARK: - Observing

  /// Snapshots: the current one at once, then every later one (a slow reader may skip to the latest).
  public nonisolated func snapshots() -> AsyncStream<StoreSnapshot> {
    snapshotFeed.subscribe()
  }

  /// The latest snapshot.
  public nonisolated var currentSnapshot: StoreSnapshot { snapshotFeed.latest }

  /// Every transaction the app saw, in order, never dropped.
  public nonisolated func transactionEvents() -> AsyncStream<TransactionEvent> {
    transactionFeed.subscribe()
  }

  // MARK: - Products

  /// Loads (or reloads, for Retry) the products the app asks for, in the storefront and locale in force.
  ///
  /// A storefront or locale change reloads them on its own (see `refresh`), as an app listening to
  /// `Storefront.updates` does: the list, the details and the price charged always agree. When the settings change
  /// while a load is under way, it loads again.
  @discardableResult
  public func loadProducts() async -> ModelResult<ProductsState> {
    isLoadingProducts = true
    defer { isLoadingProducts = false }
    await withActivity(.loadingProducts) {
      let ids = configuration.productIDs ?? store.sandbox.catalog.products.map(\.id)
      repeat {
        let settings = await store.sandbox.settings
        productsLoadedFor = ProductContext(settings)
        do {
          let products = try await store.products(for: ids)
          if products.isEmpty {
            snapshot.products = .empty(ids.isEmpty ? .catalogEmpty : .unknownIdentifiers(ids))
          } else {
            snapshot.products = .loaded(products)
          }
          log(.productsLoaded(requested: ids.count, returned: products.count))
        } catch {
          snapshot.products = .failed(StoreFailure(error, api: .loadProducts, settings: await store.sandbox.settings))
          log(.productsFailed(error: "\(error)"))
        }
      } while ProductContext(await store.sandbox.settings) != productsLoadedFor
    }
    return ModelResult(snapshot.products, snapshot: snapshot)
  }

  // MARK: - Shared machinery

  /// Runs `body` with `activity` shown, always clearing it afterwards.
  func withActivity<T>(_ activity: Activity, _ body: () async -> T) async -> T {
    snapshot.activities.append(activity)
    publish()
    let result = await body()
    if let index = snapshot.activities.firstIndex(of: activity) { snapshot.activities.remove(at: index) }
    publish()
    return result
  }

  func log(_ event: StoreLogEntry.Event) {
    snapshot.log.append(StoreLogEntry(date: snapshot.clock.now(real: Date()), event: event))
    if snapshot.log.count > Self.logLimit { snapshot.log.removeFirst(snapshot.log.count - Self.logLimit) }
  }

  func publish() {
    snapshot.revision += 1
    snapshotFeed.publish(snapshot)
  }

  func emit(_ event: TransactionEvent) {
    transactionFeed.publish(event)
  }
}

/// What the products an app shows depend on besides the catalog: the storefront (prices and currency) and the
/// locale (names and descriptions).
struct ProductContext: Hashable {
  var storefront: String
  var locale: String

  init(_ settings: SandboxSettings) {
    storefront = settings.storefront
    locale = settings.locale
  }
}
