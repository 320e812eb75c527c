import FoundationEssentials

/// Reading the account's transactions, and the changes that happen to them after purchase.
extension Sandbox {
  // MARK: - Reading

  public func transaction(_ id: UInt64) throws -> TransactionRecord? {
    try ledger.transaction(id)
  }

  /// Every transaction, oldest first.
  public func allTransactions() throws -> [TransactionRecord] {
    try ledger.allTransactions()
  }

  /// What a page of the history — the newest `limit` transactions — needs to be brought up to date from `since`:
  /// the transactions the change log names since then, as they are now. Or the whole page, newest first: the first
  /// time (`since` nil), after a reset, a deletion or a settings change (an injected verification fault changes
  /// every verdict), when more changed than the page holds, or when another process wrote to the ledger (its
  /// changes may not all be in the log: a file edited by hand).
  ///
  /// How many transactions there are is counted with the whole page; after it, the log's new transactions (each
  /// purchase and renewal inserts one) are added: counting a 100,000-transaction ledger took a millisecond a refresh.
  public func historyChanges(since: HistoryChanges.Cursor?, limit: Int) throws -> HistoryChanges {
    let sequence = try ledger.lastEventSequence()
    let dataVersion = try ledger.dataVersion()
    if let since, since.dataVersion == dataVersion {
      let events = try ledger.events(after: since.sequence)
      let changed = Set(events.compactMap(\.transactionID))
      if events.allSatisfy({ HistoryChanges.transactionKinds.contains($0.kind) }), changed.count <= limit {
        let total = since.total + events.count { $0.kind == .purchased || $0.kind == .renewed }
        return HistoryChanges(
          records: try ledger.transactions(ids: changed), isWholePage: false,
          cursor: HistoryChanges.Cursor(sequence: sequence, dataVersion: dataVersion, total: total))
      }
    }
    return HistoryChanges(
      records: try ledger.newestTransactions(limit: limit), isWholePage: true,
      cursor: HistoryChanges.Cursor(sequence: sequence, dataVersion: dataVersion, total: try ledger.transactionCount()))
  }

  public func unfinishedTransactions() throws -> [TransactionRecord] {
    try ledger.unfinishedTransactions()
  }

  /// The newest transaction of each product.
  public func latestTransactionPerProduct() throws -> [TransactionRecord] {
    try ledger.latestPerProduct()
  }

  /// This product's transactions, newest first.
  public func transactions(forProduct productID: String) throws -> [TransactionRecord] {
    try ledger.transactions(forProduct: productID)
  }

  /// The change log after `sequence`, and the newest sequence number.
  public func events(after sequence: Int64) throws -> [LedgerEvent] {
    try ledger.events(after: sequence)
  }

  public func lastEventSequence() throws -> Int64 {
    try ledger.lastEventSequence()
  }

  /// The unfinished transactions and the change-log position they were read at, in one consistent read,
  /// so a new listener neither misses nor repeats a change.
  public func unfinishedWithCursor() throws -> (transactions: [TransactionRecord], cursor: Int64) {
    try ledger.write { (try ledger.unfinishedTransactions(), try ledger.lastEventSequence()) }
  }

  // MARK: - Changing

  /// Marks a transaction finished (idempotent). Returns whether it was unfinished.
  @discardableResult
  public func finish(_ id: UInt64, device: String?) throws -> Bool {
    let date = now
    return try commit { try markFinished(id, device: device, at: date) }
  }

  /// Marks a transaction finished and logs the change, inside a write; returns whether it was unfinished.
  func markFinished(_ id: UInt64, device: String?, at date: Date) throws -> Bool {
    guard try ledger.markFinished(id) else { return false }
    try ledger.appendEvent(.finished, transactionID: id, device: device, at: date)
    return true
  }

  /// Refunds a transaction, as the App Store does when a refund request is approved (in testing,
  /// refunds are approved at once). Throws when there is no such transaction or it is already revoked.
  @discardableResult
  public func refund(_ id: UInt64, reason: RevocationReason = .other, device: String? = nil) throws -> TransactionRecord {
    try revoke(id, reason: reason, device: device, notifying: NotificationKind(.refund))
  }

  /// The App Store declines a refund request: the transaction stays as it is and nothing reaches the app; the change
  /// log records the answer (a server hears `REFUND_DECLINED`).
  public func declineRefund(_ id: UInt64, device: String?) throws {
    let date = now
    try commit {
      guard let record = try ledger.transaction(id) else { throw SandboxActionError.noSuchTransaction(id) }
      try ledger.appendEvent(.refundDeclined, transactionID: id, device: device, at: date)
      try notifyRefundRequested(about: record, reason: .other, at: date)
      try notify(NotificationKind(.refundDeclined), about: record, at: date)
    }
  }

  /// The App Store reverses a refund it granted (the customer disputed it): the transaction is entitled again — no
  /// `revocationDate` or `revocationReason` — re-signed and delivered to every device's `updates`, and the server hears
  /// `REFUND_REVERSED` ("App Store Server Notifications V2", notificationType: an app that revoked content for the
  /// refund reinstates it). Only a refund can be reversed: a purchase of the customer's own whose latest revocation
  /// was a `REFUND` — not a `REVOKE` (a tester's revocation, or a family share the purchaser's refund or stop took
  /// away). A subscription keeps its renewal date.
  @discardableResult
  public func reverseRefund(_ id: UInt64, device: String? = nil) throws -> TransactionRecord {
    let date = now
    return try commit {
      guard var record = try ledger.transaction(id) else { throw SandboxActionError.noSuchTransaction(id) }
      guard record.isRevoked, record.ownership == .purchased,
        try ledger.latestNotificationType([.refund, .revoke, .refundReversed], transactionID: id) == .refund
      else { throw SandboxActionError.notRefunded(id) }
      record.revocationDate = nil
      record.revocationReason = nil
      record = try signed(record, at: date)
      try ledger.update(record)
      try ledger.appendEvent(.updated, transactionID: id, device: device, at: date)
      try notify(NotificationKind(.refundReversed), about: record, at: date)
      return record
    }
  }

  /// Whether the App Store already declined a refund request for this transaction.
  public func refundWasDeclined(_ id: UInt64) throws -> Bool {
    try ledger.hasEvent(.refundDeclined, transactionID: id)
  }

  /// Revokes a transaction (refund or loss of Family Sharing access): it leaves entitlements, and an
  /// updated, re-signed transaction reaches every device's `updates`; the server notification is `kind`
  /// (`REVOKE` unless a refund says `REFUND`; nil for none, when another revocation's notification covers it).
  @discardableResult
  public func revoke(
    _ id: UInt64, reason: RevocationReason, device: String?, notifying kind: NotificationKind? = NotificationKind(.revoke)
  ) throws -> TransactionRecord {
    let date = now
    return try commit {
      guard var record = try ledger.transaction(id) else { throw SandboxActionError.noSuchTransaction(id) }
      guard !record.isRevoked else { throw SandboxActionError.alreadyRevoked(id) }
      if kind?.type == .refund { try notifyRefundRequested(about: record, reason: reason, at: date) }
      record.revocationDate = date
      record.revocationReason = reason
      record = try signed(record, at: date)
      try ledger.update(record)
      try ledger.appendEvent(.updated, transactionID: id, device: device, at: date)
      if let kind { try notify(kind, about: record, at: date) }
      return record
    }
  }

  /// Deletes a transaction from the history, as Xcode's Transaction Manager does. Deleting the original
  /// transaction of a subscription deletes its renewals too. No update is delivered.
  public func deleteTransaction(_ id: UInt64) throws {
    let date = now
    try commit {
      guard let record = try ledger.transaction(id) else { throw SandboxActionError.noSuchTransaction(id) }
      let doomed = record.id == record.originalID ? try ledger.chain(originalID: id).map(\.id) : [id]
      for victim in doomed {
        try ledger.deleteTransaction(victim)
        try ledger.appendEvent(.deleted, transactionID: victim, device: nil, at: date)
      }
    }
  }
}

/// A sandbox action that cannot be carried out, as a value (`OutcomeWords` says it in words).
public enum SandboxActionError: Error, Sendable, Hashable, CustomStringConvertible {
  case noSuchTransaction(UInt64)
  case alreadyRevoked(UInt64)
  case unknownProduct(String)
  case noSuchRequest(UInt64)
  case requestNotPending(UInt64, PurchaseRequestRecord.State)
  case noSuchSubscription(String)
  case noOfferKey
  /// Only family-shareable non-consumables and auto-renewable subscriptions can be shared.
  case notFamilyShareable(String)
  /// The family shares nothing of this product with the customer.
  case notFamilyShared(String)
  /// The shared subscription ended on its own (the purchaser's billing retry ran out, or auto-renew was off): what the
  /// purchaser does to their billing no longer reaches it.
  case familyShareEnded(String)
  /// The purchaser's billing of the shared subscription is not failing, so there is nothing to recover.
  case familyBillingNotFailing(String)
  /// Only a refund of the customer's own purchase can be reversed; this transaction is not refunded.
  case notRefunded(UInt64)
  /// The subscription has no price increase waiting for the customer's answer.
  case noPriceIncreasePending(String)

  /// The case, for debugging; people read `OutcomeWords`.
  public var description: String {
    switch self {
    case .noSuchTransaction(let id): "SandboxActionError.noSuchTransaction(\(id))"
    case .alreadyRevoked(let id): "SandboxActionError.alreadyRevoked(\(id))"
    case .unknownProduct(let id): "SandboxActionError.unknownProduct(\(id))"
    case .noSuchRequest(let id): "SandboxActionError.noSuchRequest(\(id))"
    case .requestNotPending(let id, let state): "SandboxActionError.requestNotPending(\(id), \(state.rawValue))"
    case .noSuchSubscription(let name): "SandboxActionError.noSuchSubscription(\(name))"
    case .noOfferKey: "SandboxActionError.noOfferKey"
    case .notFamilyShareable(let id): "SandboxActionError.notFamilyShareable(\(id))"
    case .notFamilyShared(let id): "SandboxActionError.notFamilyShared(\(id))"
    case .familyShareEnded(let id): "SandboxActionError.familyShareEnded(\(id))"
    case .familyBillingNotFailing(let id): "SandboxActionError.familyBillingNotFailing(\(id))"
    case .notRefunded(let id): "SandboxActionError.notRefunded(\(id))"
    case .noPriceIncreasePending(let name): "SandboxActionError.noPriceIncreasePending(\(name))"
    }
  }

}

extension Sandbox {
  /// The transactions that entitle the customer now (see `Entitlements`).
  public func entitlementRecords() throws -> [TransactionRecord] {
    try entitlements().records
  }

  /// The entitlement list with its basis: the one-time purchases as the ledger keeps them until the next commit by
  /// anyone, and the subscriptions entitled at simulated now (from `subscriptions`, the customer's own groups' status,
  /// when the caller has read them already). With no subscription entitled, the one-time purchases are the list as the
  /// ledger keeps them: copying and sorting a thousand records on every call doubled `currentEntitlements`' CPU time
  /// (`bench/engine`, 100,000 transactions: 0.9–1.0 against 0.5–0.7 ms a call; docs/benchmarks.md, engine24).
  public func entitlements(subscriptions: [SubscriptionGroupStatus]? = nil) throws -> EntitlementList {
    let heads = try ledger.productHeads()
    let entitled = Entitlements.entitledSubscriptions(try (subscriptions ?? subscriptionStatuses()) + familySharedStatuses())
    return EntitlementList(
      basis: heads.version.map { EntitlementList.Basis(ledger: $0, subscriptions: entitled.map(\.id)) },
      records: entitled.isEmpty ? heads.oneTime : (heads.oneTime + entitled).sorted { $0.id < $1.id })
  }
}
