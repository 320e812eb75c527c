/// What the app's model reads of the sandbox at each refresh, in one turn of the sandbox: every part describes the
/// same moment of the ledger, and a refresh waits for the sandbox once, not once for each part.
public struct SandboxReading: Sendable {
  public var settings: SandboxSettings
  public var clock: SandboxClock
  public var commitsByOtherProcesses: Int
  /// The ledger's part, or why it could not be read.
  public var ledger: Result<Ledger, any Error>

  /// What the ledger holds for the model: the transactions that entitle, the unfinished ones and each product's
  /// newest (all still to be verified by the app's `Store`), balances, subscriptions, requests, what comes next, and
  /// the history's changes (nil when no history was asked for).
  public struct Ledger: Sendable {
    public var entitlements: EntitlementList
    public var unfinished: [TransactionRecord]
    public var latestPerProduct: [TransactionRecord]
    public var balances: [String: Int]
    public var subscriptions: [SubscriptionGroupStatus]
    public var purchaseRequests: [PurchaseRequestRecord]
    public var upcoming: [UpcomingEvent]
    public var history: HistoryChanges?
  }
}

extension Sandbox {
  /// Everything the model reads at a refresh; the history brought up to date from `since` when `historyLimit` is
  /// over 0 (see `historyChanges`).
  public func modelReading(historySince since: HistoryChanges.Cursor?, historyLimit: Int) -> SandboxReading {
    let ledger = Result<SandboxReading.Ledger, any Error> {
      let subscriptions = try subscriptionStatuses()
      return SandboxReading.Ledger(
        entitlements: try entitlements(subscriptions: subscriptions), unfinished: try unfinishedTransactions(),
        latestPerProduct: try latestTransactionPerProduct(), balances: try balances(), subscriptions: subscriptions,
        purchaseRequests: try purchaseRequests(),
        upcoming: try upcomingEvents(),
        history: historyLimit > 0 ? try historyChanges(since: since, limit: historyLimit) : nil)
    }
    return SandboxReading(
      settings: settings, clock: currentClock, commitsByOtherProcesses: commitsByOtherProcesses, ledger: ledger)
  }
}
