import StoreCatalog

extension StoreModel {
  /// Re-reads what the sandbox knows (settings, clock, entitlements, balances, unfinished, latest, subscriptions,
  /// requests, what comes next, history) and publishes it; when the storefront or the locale changed (here, in the
  /// QA panel, or from another process), the products load again for them
  /// (https://developer.apple.com/documentation/storekit/storefront/updates).
  ///
  /// One refresh runs at a time. A call made while one runs waits for the next, which starts when the running one
  /// ends and serves every call made meanwhile: it reads the ledger after each of those calls began, so it shows
  /// what they changed, and the snapshot never goes back to an older ledger. A purchase in the app changes the
  /// ledger twice (the App Store's commit, the app's finish) and refreshes once more itself; those three calls share
  /// two readings, not three that overlap (`bench/engine`, the full app cycle).
  public func refresh() async {
    if let queued = queuedRefresh { return await queued.value }
    let running = runningRefresh
    let refresh = Task {
      await running?.value
      await readAndPublish()
    }
    if running == nil { runningRefresh = refresh } else { queuedRefresh = refresh }
    await refresh.value
  }

  /// The refresh itself: reads the sandbox in one turn and has this launch's store verify what it read in one more
  /// (so with this device's verdicts and the verification error injected when it was read) — two turns, where there
  /// were nine — then changes the snapshot in one step, with nothing suspending in between, and publishes it.
  private func readAndPublish() async {
    if let queued = queuedRefresh {
      runningRefresh = queued
      queuedRefresh = nil
    }
    defer { if queuedRefresh == nil { runningRefresh = nil } }
    let reading = await store.sandbox.modelReading(historySince: historyCursor, historyLimit: configuration.historyLimit)
    var verified: Store.VerifiedReading?
    if case .success(let read) = reading.ledger {
      verified = await store.verified(read, injected: reading.settings.simulatedErrors[.verification])
    }
    snapshot.settings = reading.settings
    snapshot.clock = reading.clock
    snapshot.commitsByOtherProcesses = reading.commitsByOtherProcesses
    switch reading.ledger {
    case .success(let read):
      guard let verified else { break }
      snapshot.entitlements = [:]
      for case .verified(let transaction) in verified.entitlements { snapshot.entitlements[transaction.productID] = transaction }
      snapshot.balances = read.balances
      snapshot.unfinished = verified.unfinished
      snapshot.latestTransactions = verified.latest
      snapshot.subscriptions = read.subscriptions
      snapshot.purchaseRequests = read.purchaseRequests
      snapshot.upcoming = read.upcoming
      if let changes = read.history { showHistory(changes, verdicts: verified.history) }
    case .failure(let error): log(.refreshFailed(error: "\(error)"))
    }
    publish()
    if !isLoadingProducts, let loaded = productsLoadedFor, loaded != ProductContext(reading.settings) {
      await loadProducts()
    }
  }

  /// Brings the history the snapshot shows up to date: its newest transactions with their verdicts, how many there
  /// are in all, and where the ledger stood. Only what changed since the history the snapshot shows is read and
  /// verified again (`Sandbox.historyChanges`): a purchase's refresh reads one row, not the page — the full app
  /// cycle's refresh read and verified the whole page (500 rows) before, a quarter of its time (`bench/engine`).
  private func showHistory(_ changes: HistoryChanges, verdicts: [VerificationResult<Transaction>]) {
    let entries = zip(changes.records, verdicts).map { record, result in
      let origin: LedgerTransaction.Origin =
        switch record.device {
        case nil: .appStore
        case store.device: .thisDevice
        case let other?: .otherDevice(other)
        }
      return LedgerTransaction(result: result, isFinished: record.isFinished, origin: origin)
    }
    snapshot.history = changes.applying(
      entries, to: snapshot.history, limit: configuration.historyLimit, id: \.result.unsafePayloadValue.id)
    snapshot.historyCount = changes.total
    historyCursor = changes.cursor
  }
}
