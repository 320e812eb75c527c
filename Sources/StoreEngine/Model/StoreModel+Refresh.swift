import Foundation
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

  /// The refresh itself: reads everything, then applies it to the snapshot in one step and publishes it.
  private func readAndPublish() async {
    if let queued = queuedRefresh {
      runningRefresh = queued
      queuedRefresh = nil
    }
    defer { if queuedRefresh == nil { runningRefresh = nil } }
    let sandboxReading = await store.sandbox.modelReading(
      historySince: historyCursor, historyLimit: configuration.historyLimit)
    var ledger: LedgerReading?
    if case .success(let read) = sandboxReading.ledger {
      ledger = await readLedger(read, injected: sandboxReading.settings.simulatedErrors[.verification])
    }
    snapshot.settings = sandboxReading.settings
    snapshot.clock = sandboxReading.clock
    snapshot.commitsByOtherProcesses = sandboxReading.commitsByOtherProcesses
    if let ledger {
      ledger.apply(to: &snapshot)
      if let history = ledger.history { historyCursor = history.cursor }
    } else if case .failure(let error) = sandboxReading.ledger {
      log(.refreshFailed(error: "\(error)"))
    }
    publish()
    if !isLoadingProducts, let loaded = productsLoadedFor, loaded != ProductContext(sandboxReading.settings) {
      await loadProducts()
    }
  }

  /// What a refresh makes of the sandbox's reading, verified by this launch's store in one turn (so with this
  /// device's verdicts and the verification error injected when it was read): the entitlements, unfinished and
  /// newest transactions, and the history's changes. Two turns a refresh, the sandbox's and the store's, where there
  /// were nine.
  private func readLedger(_ read: SandboxReading.Ledger, injected: SimulatedError?) async -> LedgerReading {
    let verified = await store.verified(read, injected: injected)
    var entitlements: [String: Transaction] = [:]
    for case .verified(let transaction) in verified.entitlements { entitlements[transaction.productID] = transaction }
    return LedgerReading(
      entitlements: entitlements, balances: read.balances, unfinished: verified.unfinished,
      latestTransactions: verified.latest, subscriptions: read.subscriptions, purchaseRequests: read.purchaseRequests,
      upcoming: read.upcoming, history: read.history.map { history($0, verdicts: verified.history) })
  }

  /// The newest transactions of the ledger with their verdicts, how many there are in all, and where the ledger
  /// stood. Only what changed since the history the snapshot shows is read and verified again
  /// (`Sandbox.historyChanges`): a purchase's refresh reads one row, not the page — the full app cycle's refresh read
  /// and verified the whole page (500 rows) before, a quarter of its time (`bench/engine`).
  private func history(_ changes: HistoryChanges, verdicts: [VerificationResult<Transaction>]) -> LedgerReading.History {
    let entries = zip(changes.records, verdicts).map { record, result in
      let origin: LedgerTransaction.Origin =
        switch record.device {
        case nil: .appStore
        case store.device: .thisDevice
        case let other?: .otherDevice(other)
        }
      return LedgerTransaction(result: result, isFinished: record.isFinished, origin: origin)
    }
    let transactions = changes.applying(
      entries, to: snapshot.history, limit: configuration.historyLimit, id: \.result.unsafePayloadValue.id)
    return LedgerReading.History(transactions: transactions, total: changes.total, cursor: changes.cursor)
  }
}

/// Everything one refresh read from the ledger, applied to the snapshot all at once.
private struct LedgerReading: Sendable {
  var entitlements: [String: Transaction]
  var balances: [String: Int]
  var unfinished: [VerificationResult<Transaction>]
  var latestTransactions: [String: VerificationResult<Transaction>]
  var subscriptions: [SubscriptionGroupStatus]
  var purchaseRequests: [PurchaseRequestRecord]
  var upcoming: [UpcomingEvent]
  var history: History?

  /// A page of the history, how many transactions there are in all, and where the ledger stood when it was read.
  struct History: Sendable {
    var transactions: [LedgerTransaction]
    var total: Int
    var cursor: HistoryChanges.Cursor
  }

  func apply(to snapshot: inout StoreSnapshot) {
    snapshot.entitlements = entitlements
    snapshot.balances = balances
    snapshot.unfinished = unfinished
    snapshot.latestTransactions = latestTransactions
    snapshot.subscriptions = subscriptions
    snapshot.purchaseRequests = purchaseRequests
    snapshot.upcoming = upcoming
    if let history {
      snapshot.history = history.transactions
      snapshot.historyCount = history.total
    }
  }
}
