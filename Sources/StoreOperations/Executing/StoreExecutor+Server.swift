import FoundationEssentials
import StoreEngine

/// What the app's server asks of the App Store Server API, carried out straight at the sandbox: the app learns of
/// a re-signed transaction on `Transaction.updates`, the server of a notification at its webhooks.
extension StoreExecutor {
  func runAtServer(_ operation: ServerOperation) async throws -> OperationOutcome {
    switch operation {
    case .extendRenewalDate(let reference, let renewalExtension):
      let originalID = try await originalTransactionID(reference)
      let record = try await serverCall {
        try await sandbox.extendRenewalDate(
          originalID: originalID, days: renewalExtension.days, reason: renewalExtension.reason.rawValue,
          requestID: renewalExtension.requestID)
      }
      return .server(.renewalExtended(record, days: renewalExtension.days))
    case .extendForAllActiveSubscribers(let productID, let storefronts, let renewalExtension):
      let status = try await serverCall {
        try await sandbox.extendRenewalDatesForAll(
          productID: productID, storefronts: storefronts, days: renewalExtension.days,
          reason: renewalExtension.reason.rawValue, requestID: renewalExtension.requestID)
      }
      return .server(.extendedForAllActiveSubscribers(status, days: renewalExtension.days))
    case .setAppAccountToken(let token, let originalID):
      try await serverCall { try await sandbox.setAppAccountToken(token, originalID: originalID) }
      return .server(.appAccountTokenSet(try await resolver.transaction(.id(originalID))))
    case .sendConsumptionInformation(let transactionID, let json):
      let record = try await resolver.transaction(.id(transactionID))
      try await serverCall { try await sandbox.recordConsumptionInformation(transactionID: record.id, json: json) }
      return .server(.consumptionInformationSent(record))
    case .requestTestNotification:
      guard try await serverCall({ try await sandbox.webhooks() }).isEmpty == false else {
        throw OperationFailure.server(.noWebhook)
      }
      return .server(.testNotificationRequested(token: try await serverCall { try await sandbox.requestTestNotification() }))
    case .failNextWebhookAnswers(let count):
      try await serverCall { try await sandbox.failNextWebhookAnswers(count) }
      return .server(.webhookAnswersFailing(count: max(count, 0)))
    case .resendNotification(let reference):
      guard try await serverCall({ try await sandbox.webhooks() }).isEmpty == false else {
        throw OperationFailure.server(.noWebhook)
      }
      guard let uuid = try await notificationUUID(reference),
        let due = try await serverCall({ try await sandbox.resendNotification(uuid: uuid) }),
        let notification = try await serverCall({ try await sandbox.notification(uuid: uuid) })
      else { throw OperationFailure.server(.noSuchNotification(reference)) }
      return .server(.notificationResent(notification, webhooks: due.count))
    }
  }

  /// The original transaction id a reference means: an id as given (the API's path names it, and Apple answers a
  /// renewal's id with "original transaction id not found"), or the original of the transaction a product or `last`
  /// names.
  private func originalTransactionID(_ reference: TransactionReference) async throws -> UInt64 {
    if case .id(let id) = reference { return id }
    return try await resolver.transaction(reference).originalID
  }

  /// The `notificationUUID` a reference means, lowercased as the sandbox stores it; nil when none is stored.
  private func notificationUUID(_ reference: NotificationReference) async throws -> String? {
    switch reference {
    case .uuid(let uuid):
      return uuid.lowercased()
    case .latest(let type):
      let all = try await serverCall { try await sandbox.allNotifications() }
      return all.last { notification in type.map { $0 == notification.kind.type } ?? true }?.uuid
    }
  }

  /// Runs a call to the sandbox's server side, turning its refusals into `OperationFailure.server`.
  @discardableResult
  private func serverCall<T>(_ body: () async throws -> T) async throws -> T {
    try await storeCall {
      do {
        return try await body()
      } catch let refusal as ServerAPIError {
        throw OperationFailure.server(.refused(refusal))
      }
    }
  }
}
