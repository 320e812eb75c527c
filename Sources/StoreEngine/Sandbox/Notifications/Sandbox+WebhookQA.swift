import FoundationEssentials

/// A tester's controls over notification delivery, for checking how a backend copes: the webhook's next answers
/// counted as failures (so Apple's retries follow, with the same `notificationUUID`), and one notification sent again.
///
/// Both live in the ledger, so they hold whichever process delivers ("Responding to App Store Server
/// Notifications": anything but 200–206 is retried; "Get Notification History" lists each attempt).
extension Sandbox {
  /// The meta key of how many webhook answers are still to be counted as failures.
  static let forcedWebhookFailuresKey = "webhook_forced_failures"

  /// Counts the webhooks' next `count` answers as failures, whatever they are (0 stops it). Each counted answer is
  /// recorded as `UNSUCCESSFUL_HTTP_RESPONSE_CODE` with the status the webhook really gave, and retried on Apple's
  /// schedule.
  public func failNextWebhookAnswers(_ count: Int) throws {
    try commit { try ledger.setMetaValue(Self.forcedWebhookFailuresKey, count > 0 ? count : nil) }
  }

  /// How many of the webhooks' next answers will still be counted as failures.
  public func webhookAnswersToFail() throws -> Int {
    try ledger.metaValue(Int.self, Self.forcedWebhookFailuresKey) ?? 0
  }

  /// Inside the write that records an attempt: whether this answer is one the tester asked to count as a failure
  /// (using one up).
  func takeForcedWebhookFailure() throws -> Bool {
    let left = try ledger.metaValue(Int.self, Self.forcedWebhookFailuresKey) ?? 0
    guard left > 0 else { return false }
    try ledger.setMetaValue(Self.forcedWebhookFailuresKey, left > 1 ? left - 1 : nil)
    return true
  }

  /// Sends the notification `uuid` again to every webhook, now: a new attempt of the same notification, with the
  /// same `notificationUUID` and signed payload, listed in Get Notification History beside the earlier ones. A
  /// retry already scheduled for a webhook is made now instead; one being made right now is left to finish.
  /// Returns the attempts now due, or nil when no notification has that UUID.
  public func resendNotification(uuid: String) throws -> [NotificationAttempt]? {
    let date = now
    return try commit {
      guard let notification = try ledger.notification(uuid: uuid.lowercased()) else { return nil }
      var due: [NotificationAttempt] = []
      for url in try ledger.webhooks() {
        let toURL = notification.attempts.filter { $0.url == url }
        if let open = toURL.first(where: { $0.state != .done }) {
          if open.state == .pending { try ledger.moveAttempt(open.id, dueAt: date) }
          if let moved = try ledger.attempt(open.id) { due.append(moved) }
        } else {
          let number = (toURL.map(\.number).max() ?? 0) + 1
          if let made = try ledger.insertAttempt(notification: notification.sequence, url: url, number: number, due: date) {
            due.append(made)
          }
        }
      }
      return due
    }
  }
}
