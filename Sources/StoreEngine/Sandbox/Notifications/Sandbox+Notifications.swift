public import FoundationEssentials
import StoreCatalog

/// App Store Server Notifications V2: recorded in the same write as the change they report, signed with the
/// sandbox's chain, and delivered to the sandbox's webhooks by whoever claims each attempt.
extension Sandbox {
  // MARK: - Recording (inside the write that made the change)

  /// Stores the notification `kind` about `record` (nil for `TEST`), signed as of simulated `date`, with a first
  /// delivery attempt due at once for every webhook. Call inside the write that made the change, so the change and
  /// its notification commit together or not at all. Returns the notification's UUID.
  ///
  /// A summary notification (`RENEWAL_EXTENSION` / `SUMMARY`) carries `summary` instead of `data`.
  /// `data` gains a consumption request's `consumptionRequestReason`.
  ///
  /// The payload is written by `PayloadWriter`, as signed transactions are: through `JSONSerialization` it took a
  /// quarter of a purchase's CPU time (`perf record` on `bench/engine`'s App Store side), escaping the signed
  /// transaction it carries one character at a time.
  @discardableResult
  func notify(
    _ kind: NotificationKind, about record: TransactionRecord?, at date: Date, summary: PayloadWriter? = nil,
    consumptionRequestReason: String? = nil
  ) throws -> String {
    let uuid = UUID().uuidString.lowercased()
    var payload = PayloadWriter()
    payload.set("notificationType", kind.type.rawValue)
    payload.set("subtype", kind.subtype?.rawValue)
    payload.set("notificationUUID", uuid)
    payload.set("version", "2.0")
    payload.set("signedDate", date.millisecondsInteger)
    if var summary {
      summary.set("bundleId", signer.context.bundleID)
      summary.set("environment", signer.context.environment)
      payload.set("summary", summary)
    } else {
      var data = PayloadWriter()
      data.set("bundleId", signer.context.bundleID)
      data.set("bundleVersion", "1")
      data.set("environment", signer.context.environment)
      if let record {
        data.set("signedTransactionInfo", record.jws)
        if record.productType == .autoRenewable, let status = try groupStatus(of: record, at: date) {
          data.set("signedRenewalInfo", try signedRenewalInfo(for: status, at: date))
          data.set("status", status.state.serverStatus)
        }
      }
      data.set("consumptionRequestReason", consumptionRequestReason)
      payload.set("data", data)
    }
    let json = payload.data
    try ledger.insertNotification(
      uuid: uuid, kind: kind, transactionID: record?.id, originalID: record?.originalID, signedDate: date,
      signedPayload: try sign(json, at: date), webhooks: try ledger.webhooks())
    return uuid
  }

  /// The status of `record`'s subscription group at `date`, from the ledger as it stands inside the current write; for
  /// a family-shared transaction, the status of the chain the family shares.
  private func groupStatus(of record: TransactionRecord, at date: Date) throws -> SubscriptionGroupStatus? {
    if record.ownership == .familyShared {
      return try familySharedStatuses(at: date).first { $0.transaction.originalID == record.originalID }
    }
    guard let groupID = record.groupID, let head = try ledger.latest(inGroup: groupID) else { return nil }
    let renewal = try ledger.renewal(group: groupID)
      ?? RenewalRecord(groupID: groupID, originalID: head.originalID, autoRenewProductID: head.productID, recentStart: head.purchaseDate)
    let state = SubscriptionPlanner.state(head: head, renewal: renewal, clock: clock, at: date)
    return SubscriptionGroupStatus(groupID: groupID, state: state, transaction: head, renewal: renewal)
  }

  // MARK: - Events the ledger has no step for

  /// `GRACE_PERIOD_EXPIRED` ("App Store Server Notifications V2", notificationType: "the billing grace period has
  /// ended without renewing the subscription"): recorded once per grace period, signed at the moment it ended, for
  /// every group — the customer's own, and each chain the family shares — still in billing retry whose grace period
  /// ended by `date`. Settling time calls it before each step (so it precedes an expiry at the end of billing retry)
  /// and once after them.
  func notifyGracePeriodsEnded(by date: Date) throws {
    for (head, renewal) in try chainsInBillingRetry() {
      guard let end = try unnotifiedGracePeriodEnd(renewal, of: head, by: date) else { continue }
      try notify(NotificationKind(.gracePeriodExpired), about: head, at: end)
    }
  }

  /// Whether a grace period ended by `date` still waits for its notification (settling's quick check).
  func hasUnnotifiedGracePeriodEnd(by date: Date) throws -> Bool {
    try chainsInBillingRetry().contains { head, renewal in try unnotifiedGracePeriodEnd(renewal, of: head, by: date) != nil }
  }

  private func chainsInBillingRetry() throws -> [(TransactionRecord, RenewalRecord)] {
    try (groupsWithRenewals() + familySharedChains().filter { !$0.0.isRevoked }).filter { $0.1.isInBillingRetry }
  }

  private func unnotifiedGracePeriodEnd(_ renewal: RenewalRecord, of head: TransactionRecord, by date: Date) throws -> Date? {
    guard renewal.billingRetrySince != nil, let end = renewal.gracePeriodExpires, end <= date,
      try !ledger.hasNotification(.gracePeriodExpired, originalID: head.originalID, signedAt: end)
    else { return nil }
    return end
  }

  /// `CONSUMPTION_REQUEST` before a refund the customer asked for: Apple sends it when "a customer initiated a
  /// refund request for a consumable In-App Purchase or auto-renewable subscription" (notificationType; "Send
  /// Consumption Information"), with the customer's `consumptionRequestReason`, and asks the backend for consumption
  /// information. In testing the request is answered at once, so `REFUND` or `REFUND_DECLINED` follows in the same
  /// commit. Call inside the answer's write with the transaction as it was before the refund.
  func notifyRefundRequested(about record: TransactionRecord, reason: RevocationReason, at date: Date) throws {
    guard record.productType == .consumable || record.productType == .autoRenewable else { return }
    let customerReason = reason == .developerIssue ? "FULFILLMENT_ISSUE" : "OTHER"
    try notify(
      NotificationKind(.consumptionRequest), about: record, at: date, consumptionRequestReason: customerReason)
  }

  // MARK: - Test notifications

  /// Request a Test Notification: a `TEST` notification is stored and sent to every webhook. Returns its UUID, which
  /// is the test notification token.
  public func requestTestNotification() throws -> String {
    let date = now
    return try commit { try notify(NotificationKind(.test), about: nil, at: date) }
  }

  /// A stored notification by UUID, with its attempts.
  public func notification(uuid: String) throws -> ServerNotificationRecord? {
    try ledger.notification(uuid: uuid)
  }

  /// Notifications signed in [start, end), oldest first, after sequence `after`, at most `limit`.
  public func notifications(from start: Date, to end: Date, after sequence: Int64 = 0, limit: Int) throws -> [ServerNotificationRecord] {
    try ledger.notifications(from: start, to: end, after: sequence, limit: limit)
  }

  /// Every stored notification, oldest first.
  public func allNotifications() throws -> [ServerNotificationRecord] {
    try ledger.allNotifications()
  }

  // MARK: - Delivery

  /// Claims up to `limit` attempts due by simulated now for `claimant`, for `lease` real seconds. Under the write lock,
  /// so two processes never claim the same attempt; an attempt whose claimant died is claimed again once the lease
  /// lapses (delivery is at least once).
  public func claimDueNotificationAttempts(claimant: String, lease: TimeInterval, limit: Int = 16) throws -> [ClaimedAttempt] {
    let date = now
    let real = realNow()
    return try ledger.write {
      try ledger.claimDueAttempts(at: date, real: real, claimant: claimant, until: real.addingTimeInterval(lease), limit: limit)
    }
  }

  /// Records how a claimed attempt went; a failed one is followed by the next attempt on Apple's retry schedule
  /// (same notification, so the same `notificationUUID`). An answer the tester asked to fail
  /// (`failNextWebhookAnswers`) is recorded as `UNSUCCESSFUL_HTTP_RESPONSE_CODE`, with the webhook's own status; an
  /// attempt the webhook never answered (refused, unreachable, timed out) keeps its own result and leaves the count.
  /// Returns the result recorded, or nil when the claim had lapsed and another process took the attempt over (its
  /// outcome is then theirs to record).
  @discardableResult
  public func completeNotificationAttempt(
    _ claimed: ClaimedAttempt, claimant: String, result answered: SendAttemptResult, httpStatus: Int?
  ) throws -> SendAttemptResult? {
    let date = now
    let attempt = claimed.attempt
    return try commit {
      guard try ledger.claimHolds(attempt.id, claimant: claimant) else { return nil }
      let result = try httpStatus != nil && takeForcedWebhookFailure() ? .unsuccessfulHTTPResponseCode : answered
      guard try ledger.completeAttempt(attempt.id, claimant: claimant, at: date, result: result, httpStatus: httpStatus) else {
        return nil
      }
      if result != .success, let due = NotificationRetrySchedule.nextDueDate(after: attempt.number, attemptedAt: date) {
        try ledger.insertAttempt(notification: attempt.notificationSequence, url: attempt.url, number: attempt.number + 1, due: due)
      }
      return result
    }
  }

  /// When the next open delivery attempt is due (simulated time), if any.
  public func nextNotificationAttemptDue() throws -> Date? {
    try ledger.nextAttemptDue()
  }

  /// Real seconds until simulated `date` on the sandbox clock (nil while the clock is paused).
  public func realDelay(until date: Date) -> TimeInterval? {
    clock.realDelay(until: date, real: realNow())
  }

  // MARK: - Webhooks

  /// The webhook URLs notifications are sent to.
  public func webhooks() throws -> [String] {
    try ledger.webhooks()
  }

  /// Adds a webhook (idempotent); notifications recorded from now on are sent to it. Returns whether it was new.
  @discardableResult
  public func addWebhook(_ url: String) throws -> Bool {
    let date = now
    return try commit { try ledger.addWebhook(url, at: date) }
  }

  /// Removes a webhook; attempts already due to it are still made. Returns whether it was there.
  @discardableResult
  public func removeWebhook(_ url: String) throws -> Bool {
    try commit { try ledger.removeWebhook(url) }
  }
}
