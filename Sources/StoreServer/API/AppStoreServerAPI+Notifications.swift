import FoundationEssentials
import StoreEngine
import StoreOperations

/// Request a Test Notification, Get Test Notification Status and Get Notification History.
extension AppStoreServerAPI {
  /// How far back Get Notification History reaches (Apple keeps 180 days).
  static let notificationHistoryDays = 180.0

  func requestTestNotification() async throws -> HTTPResponse {
    guard case .testNotificationRequested(let token) = try await run(.requestTestNotification) else {
      throw APIError.generalInternalRetryable
    }
    return try ok(SendTestNotificationResponse(testNotificationToken: token))
  }

  func testNotificationStatus(_ token: String) async throws -> HTTPResponse {
    guard UUID(uuidString: token) != nil else { throw APIError.invalidTestNotificationToken }
    guard let notification = try await sandbox.notification(uuid: token.lowercased()), notification.kind.type == .test else {
      throw APIError.testNotificationNotFound
    }
    return try ok(CheckTestNotificationResponse(
      signedPayload: notification.signedPayload, sendAttempts: Self.sendAttempts(notification)))
  }

  /// The body of Get Notification History.
  private struct HistoryRequest: Decodable {
    var startDate: Int64?
    var endDate: Int64?
    var notificationType: String?
    var notificationSubtype: String?
    var transactionId: String?
    var onlyFailures: Bool?
  }

  func notificationHistory(_ request: HTTPRequest) async throws -> HTTPResponse {
    let sent = try body(HistoryRequest.self, request)
    guard let startMilliseconds = sent.startDate, startMilliseconds >= 0 else { throw APIError.invalidStartDate }
    guard let endMilliseconds = sent.endDate, endMilliseconds >= 0 else { throw APIError.invalidEndDate }
    let start = Date(timeIntervalSince1970: Double(startMilliseconds) / 1000)
    let end = Date(timeIntervalSince1970: Double(endMilliseconds) / 1000)
    guard start < end else { throw APIError.startDateAfterEndDate }
    guard start >= (await sandbox.now).addingTimeInterval(-Self.notificationHistoryDays * 86400) else {
      throw APIError.startDateTooFarInPast
    }
    let type = try sent.notificationType.map { text in
      guard let type = NotificationType(rawValue: text) else { throw APIError.invalidNotificationType }
      return type
    }
    let subtype = try sent.notificationSubtype.map { text in
      guard type != nil, let subtype = NotificationSubtype(rawValue: text) else { throw APIError.invalidNotificationType }
      return subtype
    }
    if type != nil, sent.transactionId != nil { throw APIError.multipleFiltersSupplied }
    if let transaction = sent.transactionId { try requireCustomer(transaction) }
    var after: Int64 = 0
    if let token = request.queryValues("paginationToken").last {
      guard token.hasPrefix("N"), let sequence = Int64(token.dropFirst()), sequence >= 0 else {
        throw APIError.invalidPaginationToken
      }
      after = sequence
    }
    var matches: [ServerNotificationRecord] = []
    var hasMore = false
    scan: while true {
      let batch = try await sandbox.notifications(from: start, to: end, after: after, limit: 200)
      for notification in batch {
        after = notification.sequence
        guard type.map({ $0 == notification.kind.type }) ?? true, subtype.map({ $0 == notification.kind.subtype }) ?? true,
          !(sent.onlyFailures ?? false) || !notification.attempts.contains(where: { $0.result == .success })
        else { continue }
        if matches.count == Self.pageSize {
          hasMore = true
          break scan
        }
        matches.append(notification)
      }
      if batch.count < 200 { break }
    }
    return try ok(NotificationHistoryResponse(
      paginationToken: hasMore ? "N\(matches.last?.sequence ?? 0)" : nil, hasMore: hasMore,
      notificationHistory: matches.map { .init(signedPayload: $0.signedPayload, sendAttempts: Self.sendAttempts($0)) }))
  }

  /// The attempts made so far, as `sendAttempts`.
  static func sendAttempts(_ notification: ServerNotificationRecord) -> [SendAttemptItem] {
    notification.attempts.compactMap { attempt in
      guard let date = attempt.attemptDate, let result = attempt.result else { return nil }
      return SendAttemptItem(attemptDate: Int64((date.timeIntervalSince1970 * 1000).rounded()), sendAttemptResult: result.rawValue)
    }
  }
}
