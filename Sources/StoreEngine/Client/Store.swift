public import FoundationEssentials
public import StoreCatalog

/// The app-facing StoreKit 2 API against a sandbox: one `Store` is one launch of the app on one device.
///
/// It mirrors StoreKit: `products(for:)`, `purchase`, `updates`, `unfinished`, `all`,
/// `currentEntitlements`, `latest(for:)`, `finish`, `sync` and refund requests, each verifying the
/// signed data it hands out. Unfinished transactions are replayed once per launch, to the first
/// `updates` listener; purchases this launch made come back through `purchase`, not `updates`.
public actor Store {
  public nonisolated let sandbox: Sandbox
  /// This launch's device name in the ledger's change log.
  public nonisolated let device: String
  let verifier: TransactionVerifier
  private var cursor: Int64
  private var launchReplay: [TransactionRecord]?
  /// The transactions this launch replays on `updates` because they were unfinished when it started.
  public nonisolated let unfinishedAtLaunch: Set<UInt64>
  private var listeners: [UUID: AsyncStream<VerificationResult<Transaction>>.Continuation] = [:]
  private var watcher: Task<Void, Never>?
  /// Verdicts already reached, by transaction, each with the signed bytes it was reached on (the transaction it
  /// carries): verification is a pure function of those bytes (the chain is checked at their own signing date), so a
  /// snapshot refresh need not verify the same transactions again. Any change to a transaction changes its JWS, and a
  /// verdict stands only for the exact text.
  private let verdicts = BoundedCache<UInt64, VerificationResult<Transaction>>(capacity: 5_000)
  /// The last entitlement list verified, by its basis and the verification error injected then: handed out again
  /// while neither changed (a commit by anyone, or a subscription's state moving with the clock, changes the basis).
  private var entitlements: (basis: EntitlementList.Basis, injected: SimulatedError?, results: [VerificationResult<Transaction>])?

  /// Launches the app against `sandbox`.
  public init(sandbox: Sandbox, device: String = "device-\(UUID().uuidString.prefix(8).lowercased())") async throws {
    self.sandbox = sandbox
    self.device = device
    verifier = try TransactionVerifier(sandbox: sandbox)
    try sandbox.watchOtherProcesses()
    let (unfinished, cursor) = try await sandbox.unfinishedWithCursor()
    self.cursor = cursor
    launchReplay = unfinished
    unfinishedAtLaunch = Set(unfinished.map(\.id))
  }

  /// Stops following the ledger; `updates` streams finish.
  public func close() {
    watcher?.cancel()
    watcher = nil
    for listener in listeners.values { listener.finish() }
    listeners.removeAll()
  }

  // MARK: - Products

  /// The products with these identifiers; unknown identifiers are left out, as StoreKit does.
  public func products(for identifiers: some Collection<String>) async throws -> [Product] {
    let settings = try await reachAppStore(.loadProducts)
    var seen = Set<String>()
    var products: [Product] = []
    // Made to size: grown by doubling, the list of a 5,000-product catalog was copied 13 times, and the last copy
    // held its old and new buffers at once, 4.9 MB of a session's peak (docs/benchmarks.md, mem26).
    products.reserveCapacity(identifiers.count)
    for id in identifiers {
      guard seen.insert(id).inserted, let item = sandbox.catalog.product(id) else { continue }
      products.append(ProductPresenter.product(item, in: sandbox.catalog, settings: settings))
    }
    return products
  }

  // MARK: - Purchasing

  /// Buys `product`. Throws `StoreKitError` or `PurchaseError`.
  ///
  /// When the storefront changed since the product was loaded, the `onStorefrontChange` option decides: the
  /// purchase goes on in the new storefront (the default), or fails with `notAvailableInStorefront` — StoreKit 1's
  /// answer to the same refusal is `storeProductNotAvailable`.
  public func purchase(_ product: Product, options: [PurchaseOption] = []) async throws -> PurchaseResult {
    try await purchaseAtAppStore(product, options: options).result
  }

  /// Buys `product`, and says besides what StoreKit hands the app what the App Store made of it: a new charge, an
  /// upgrade, a change at the next renewal, or what the customer already had. A tester's tool shows that; an app
  /// decides by the result alone. Throws `StoreKitError` or `PurchaseError`.
  public func purchaseAtAppStore(
    _ product: Product, options: [PurchaseOption] = []
  ) async throws -> (result: PurchaseResult, atAppStore: SandboxPurchase) {
    let settings = try await reachAppStore(nil)
    let storefront = Storefront.named(settings.storefront)
    if storefront != product.storefrontPrice.storefront, !options.continuesPurchase(in: storefront) {
      throw StoreKitError.notAvailableInStorefront
    }
    let made = try await sandbox.purchase(product.id, options: options, device: device)
    switch made {
    case .purchased(let record), .upgraded(let record, _), .existing(let record), .renewalChanged(_, let record):
      return (.success(verifyNow(record, injected: settings.simulatedErrors[.verification])), made)
    case .pending:
      return (.pending, made)
    case .cancelled:
      return (.userCancelled, made)
    }
  }

  /// Redeems an offer code the customer typed into the redeem sheet; like StoreKit, the resulting
  /// transaction arrives on `updates`, not here.
  public func redeemOfferCode(_ code: String, for productID: String) async throws {
    _ = try await reachAppStore(.offerCodeRedeem)
    _ = try await sandbox.purchase(productID, options: [.offerCode(code)], device: nil)
  }

  // MARK: - Storefront

  /// The device's App Store storefront (`Storefront.current`): the sandbox's storefront setting.
  public func currentStorefront() async -> Storefront {
    Storefront.named(await sandbox.settings.storefront)
  }

  /// The storefront each time it changes from now on (`Storefront.updates`), whichever process changed it.
  public func storefrontUpdates() async -> AsyncStream<Storefront> {
    let sandbox = sandbox
    let changes = await sandbox.changes()
    let first = Storefront.named(await sandbox.settings.storefront)
    let (stream, continuation) = AsyncStream.makeStream(of: Storefront.self)
    let following = Task {
      var last = first
      for await _ in changes {
        let current = Storefront.named(await sandbox.settings.storefront)
        if current != last { continuation.yield(current) }
        last = current
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in following.cancel() }
    return stream
  }

  // MARK: - Subscriptions

  /// The status of a subscription group (empty when the customer never subscribed to it).
  public func subscriptionStatus(for groupID: String) async throws -> [SubscriptionStatus] {
    let injected = try await reachAppStore(.subscriptionStatus).simulatedErrors[.verification]
    var statuses: [SubscriptionStatus] = []
    for (status, renewal) in try await sandbox.signedSubscriptionStatuses(includingFamilyShared: true)
    where status.groupID == groupID {
      statuses.append(SubscriptionStatus(
        groupID: groupID, state: status.state, transaction: verifyNow(status.transaction, injected: injected),
        renewalInfo: verifier.verifyRenewalInfo(renewal).failing(with: injected)))
    }
    return statuses
  }

  /// Whether the customer may still get a group's introductory offer (never subscribed to the group).
  public func isEligibleForIntroOffer(groupID: String) async throws -> Bool {
    try await sandbox.subscriptionStatus(group: groupID) == nil
  }

  /// Marks a transaction finished: it leaves `unfinished` and the launch replay.
  public func finish(_ transaction: Transaction) async throws {
    try await sandbox.finish(transaction.id, device: device)
  }

  /// Restore purchases: synchronises with the App Store (may throw, like `AppStore.sync()`) and
  /// delivers any change not yet seen.
  public func sync() async throws {
    _ = try await reachAppStore(.appStoreSync)
    await deliverChanges()
  }

  /// Asks for a refund of a transaction in the refund sheet. The App Store answers as the sandbox's
  /// `refundRequestAnswer` says: approved at once (as StoreKit Testing does; the revoked transaction arrives on
  /// `updates`), declined (nothing changes for the app), or the customer cancels the sheet. `success` means only
  /// that the request was received.
  @discardableResult
  public func beginRefundRequest(for transactionID: UInt64) async throws -> RefundRequestStatus {
    let settings = try await reachAppStore(nil)
    if let injected = settings.simulatedErrors[.refundRequest] {
      switch injected {
      case .refundRequest(let error): throw RefundRequestError(rawValue: error.rawValue) ?? .failed
      case .generic(let error): throw StoreKitError(simulated: error)
      default: throw RefundRequestError.failed
      }
    }
    guard let record = try await sandbox.transaction(transactionID) else { throw StoreKitError.notEntitled }
    if settings.refundRequestAnswer == .cancel { return .userCancelled }
    guard !record.isRevoked, try await !sandbox.refundWasDeclined(transactionID) else {
      throw RefundRequestError.duplicateRequest
    }
    if settings.refundRequestAnswer == .decline {
      try await sandbox.declineRefund(transactionID, device: device)
    } else {
      try await sandbox.refund(transactionID, reason: .other, device: device)
    }
    return .success
  }

  // MARK: - Transactions

  /// The transactions delivered to the app as they happen elsewhere: other devices, the App Store
  /// (renewals, approvals, refunds), and at launch every unfinished transaction, once.
  ///
  /// The launch replay carries the same verdict every other path gives while verification is made to fail, so an
  /// unverified transaction stays unfinished and comes back at every launch until it verifies.
  public func updates() async -> AsyncStream<VerificationResult<Transaction>> {
    let injected = await sandbox.settings.simulatedErrors[.verification]
    let (stream, continuation) = AsyncStream.makeStream(of: VerificationResult<Transaction>.self)
    let id = UUID()
    if let replay = launchReplay {
      launchReplay = nil
      for record in replay { continuation.yield(verifyNow(record, injected: injected)) }
    }
    listeners[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { await self?.removeListener(id) }
    }
    if watcher == nil {
      followChanges()
    } else {
      Task { await deliverChanges() }
    }
    return stream
  }

  /// Starts following the ledger's change log, once the first listener is there: with nobody listening nothing is
  /// delivered (changes wait for the first listener), so a launch that never listens is never woken by commits.
  /// Subscribes before the first look, so no commit falls between the two.
  private func followChanges() {
    let sandbox = sandbox
    watcher = Task { [weak self] in
      let changes = await sandbox.changes()
      await self?.deliverChanges()
      for await _ in changes {
        await self?.deliverChanges()
      }
    }
  }

  public func unfinished() async throws -> [VerificationResult<Transaction>] {
    try await verify(await sandbox.unfinishedTransactions())
  }

  /// The transaction history (`Transaction.all`): everything except finished consumables that were not refunded or
  /// revoked — those too when the app sets `SKIncludeConsumableInAppPurchaseHistory`.
  public func all() async throws -> [VerificationResult<Transaction>] {
    let inHistory = Self.history(including: await sandbox.settings.includesConsumableHistory)
    return try await verify(await sandbox.allTransactions().filter(inHistory))
  }

  /// One product's transaction history (`Transaction.all(for:)`), by the same rules as `all()`.
  public func all(for productID: String) async throws -> [VerificationResult<Transaction>] {
    let inHistory = Self.history(including: await sandbox.settings.includesConsumableHistory)
    return try await verify(await sandbox.transactions(forProduct: productID).reversed().filter(inHistory))
  }

  /// What the customer is entitled to now: non-consumables, non-renewing subscriptions and active
  /// auto-renewable subscriptions; never consumables, never refunded or revoked items.
  public func currentEntitlements() async throws -> [VerificationResult<Transaction>] {
    let list = try await sandbox.entitlements()
    return entitled(list, injected: await sandbox.settings.simulatedErrors[.verification])
  }

  /// `list` verified, or the results kept for the same basis and injected error.
  private func entitled(_ list: EntitlementList, injected: SimulatedError?) -> [VerificationResult<Transaction>] {
    if let kept = entitlements, kept.basis == list.basis, kept.injected == injected { return kept.results }
    let results = list.records.map { verifyNow($0, injected: injected) }
    entitlements = list.basis.map { ($0, injected, results) }
    return results
  }

  /// The newest transaction of a product (`Transaction.latest(for:)`), by the history rules of `all()`; nil when the
  /// customer never bought it.
  public func latest(for productID: String) async throws -> VerificationResult<Transaction>? {
    let inHistory = Self.history(including: await sandbox.settings.includesConsumableHistory)
    guard let record = try await sandbox.transactions(forProduct: productID).first(where: inHistory) else { return nil }
    return await verify(record)
  }

  /// The product's most recent transaction (`Product.latestTransaction`), as `latest(for:)`.
  public func latestTransaction(for product: Product) async throws -> VerificationResult<Transaction>? {
    try await latest(for: product.id)
  }

  /// What a refresh of the app's model read of the ledger (`Sandbox.modelReading`), verified as this launch hands it
  /// out, in one turn of the store with the verification error injected when it was read: the entitlements (kept
  /// like `currentEntitlements`'), the unfinished transactions, the newest transaction of every product that has one,
  /// finished consumables included (what a tester wants to see beside each product; apps use `latest(for:)`), and the
  /// history's changed records, in their order.
  func verified(_ read: SandboxReading.Ledger, injected: SimulatedError?) -> VerifiedReading {
    let latest = read.latestPerProduct.map { verifyNow($0, injected: injected) }
    return VerifiedReading(
      entitlements: entitled(read.entitlements, injected: injected),
      unfinished: read.unfinished.map { verifyNow($0, injected: injected) },
      latest: Dictionary(latest.map { ($0.unsafePayloadValue.productID, $0) }, uniquingKeysWith: { _, newer in newer }),
      history: (read.history?.records ?? []).map { verifyNow($0, injected: injected) })
  }

  /// A model reading's transactions, verified (see `verified`).
  struct VerifiedReading {
    var entitlements: [VerificationResult<Transaction>]
    var unfinished: [VerificationResult<Transaction>]
    var latest: [String: VerificationResult<Transaction>]
    /// One verdict for each of the history's records, in their order.
    var history: [VerificationResult<Transaction>]
  }

  /// Whether a transaction is in the history `all()` and `latest(for:)` read: a finished consumable is only when it
  /// was refunded or revoked, or when the app includes consumable history.
  static func history(including consumables: Bool) -> @Sendable (TransactionRecord) -> Bool {
    { record in consumables || record.productType != .consumable || !record.isFinished || record.isRevoked }
  }

  // MARK: - Delivery

  private func removeListener(_ id: UUID) {
    listeners[id] = nil
  }

  /// Reads the change log after the cursor and delivers what other parties changed to every listener.
  /// With no listener, nothing is consumed: changes wait for the first one.
  func deliverChanges() async {
    guard !listeners.isEmpty, let events = try? await sandbox.events(after: cursor), !events.isEmpty else { return }
    cursor = events.last?.sequence ?? cursor
    var delivered = Set<UInt64>()
    for event in events where isUpdate(event) {
      guard let id = event.transactionID, delivered.insert(id).inserted,
        let record = try? await sandbox.transaction(id)
      else { continue }
      let result = await verify(record)
      for listener in listeners.values { listener.yield(result) }
    }
  }

  /// Whether a change-log event reaches this launch on `updates`: a purchase made elsewhere (another
  /// device, the App Store, an approved request), a renewal, or a change to a transaction (refund,
  /// revocation, upgrade) — StoreKit's rule.
  public nonisolated func isUpdate(_ event: LedgerEvent) -> Bool {
    switch event.kind {
    case .purchased: event.device != device
    case .renewed, .updated: true
    default: false
    }
  }

  /// Applies the network conditions and the error injected for `api` before talking to the App Store.
  func reachAppStore(_ api: StoreKitAPI?) async throws -> SandboxSettings {
    let settings = await sandbox.settings
    if settings.latency > 0 { try await Task.sleep(for: .seconds(settings.latency)) }
    if settings.isOffline { throw StoreKitError.networkError("notConnectedToInternet") }
    if let api, case .generic(let error)? = settings.simulatedErrors[api] { throw StoreKitError(simulated: error) }
    return settings
  }

  func verify(_ record: TransactionRecord) async -> VerificationResult<Transaction> {
    await verify([record])[0]
  }

  /// Verifies a record's JWS and that it is this record's: a genuine signature copied from another
  /// transaction (a forged row) vouches for that transaction, not for this one.
  private func verifyNow(
    _ record: TransactionRecord, injected: SimulatedError?
  ) -> VerificationResult<Transaction> {
    let result: VerificationResult<Transaction>
    if let known = verdicts[record.id], known.unsafePayloadValue.signed == record.signed {
      result = known
    } else {
      result = verifier.verify(record.signed)
      verdicts.remember(result, for: record.id)
    }
    let signed = result.unsafePayloadValue
    if case .verified = result, signed.id != record.id || signed.productID != record.productID {
      return .unverified(signed, .invalidSignature)
    }
    return result.failing(with: injected)
  }

  /// Verifies ledger records as this device would receive them.
  public func verify(_ records: [TransactionRecord]) async -> [VerificationResult<Transaction>] {
    let injected = await sandbox.settings.simulatedErrors[.verification]
    return records.map { verifyNow($0, injected: injected) }
  }
}
