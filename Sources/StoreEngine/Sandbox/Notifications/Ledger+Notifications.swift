import FoundationEssentials

/// Reading and writing stored notifications and their delivery attempts.
extension Ledger {
  // MARK: - Notifications

  /// Stores a notification and its first attempt to each webhook (call inside the write that made the change).
  @discardableResult
  func insertNotification(
    uuid: String, kind: NotificationKind, transactionID: UInt64?, originalID: UInt64?, signedDate: Date,
    signedPayload: String, webhooks: [String]
  ) throws -> Int64 {
    try connection.query(
      """
      INSERT INTO server_notifications(uuid, type, subtype, transaction_id, original_id, signed_date, signed_payload)
      VALUES(?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(uuid), .text(kind.type.rawValue), SQLiteValue(kind.subtype?.rawValue),
        transactionID.map { .integer(Int64($0)) } ?? .null, originalID.map { .integer(Int64($0)) } ?? .null,
        .integer(signedDate.millisecondsInteger), .text(signedPayload),
      ])
    let sequence = connection.lastInsertedRowID
    for url in webhooks {
      try insertAttempt(notification: sequence, url: url, number: 1, due: signedDate)
    }
    return sequence
  }

  @discardableResult
  func insertAttempt(notification: Int64, url: String, number: Int, due: Date) throws -> NotificationAttempt? {
    try connection.query(
      "INSERT INTO notification_attempts(notification_seq, url, number, due_at, state) VALUES(?, ?, ?, ?, 'pending')",
      [.integer(notification), .text(url), .integer(Int64(number)), .integer(due.millisecondsInteger)])
    return try attempt(connection.lastInsertedRowID)
  }

  /// Makes a pending attempt due at `date` instead (a resend).
  func moveAttempt(_ id: Int64, dueAt date: Date) throws {
    try connection.query(
      "UPDATE notification_attempts SET due_at = ? WHERE id = ? AND state = 'pending'", [.integer(date.millisecondsInteger), .integer(id)])
  }

  private static let notificationColumns =
    "seq, uuid, type, subtype, transaction_id, original_id, signed_date, signed_payload"

  /// Notifications signed in [start, end), oldest first, after `sequence`, at most `limit`.
  func notifications(from start: Date, to end: Date, after sequence: Int64, limit: Int) throws -> [ServerNotificationRecord] {
    try connection.query(
      """
      SELECT \(Self.notificationColumns) FROM server_notifications
      WHERE signed_date >= ? AND signed_date < ? AND seq > ? ORDER BY seq LIMIT ?
      """,
      [.integer(start.millisecondsInteger), .integer(end.millisecondsInteger), .integer(sequence), .integer(Int64(limit))]
    ).map(notification(from:))
  }

  func notification(uuid: String) throws -> ServerNotificationRecord? {
    try connection.query("SELECT \(Self.notificationColumns) FROM server_notifications WHERE uuid = ?", [.text(uuid)])
      .first.map(notification(from:))
  }

  /// Whether a notification of `type` about the subscription `originalID`, signed at `date`, is stored.
  func hasNotification(_ type: NotificationType, originalID: UInt64, signedAt date: Date) throws -> Bool {
    try !connection.query(
      "SELECT 1 FROM server_notifications WHERE type = ? AND original_id = ? AND signed_date = ? LIMIT 1",
      [.text(type.rawValue), .integer(Int64(originalID)), .integer(date.millisecondsInteger)]
    ).isEmpty
  }

  /// The type of the newest notification of `types` about transaction `id`, or nil when none is stored.
  func latestNotificationType(_ types: [NotificationType], transactionID id: UInt64) throws -> NotificationType? {
    let marks = Array(repeating: "?", count: types.count).joined(separator: ", ")
    return try connection.query(
      "SELECT type FROM server_notifications WHERE transaction_id = ? AND type IN (\(marks)) ORDER BY seq DESC LIMIT 1",
      [.integer(Int64(id))] + types.map { .text($0.rawValue) }
    ).first?.text("type").flatMap(NotificationType.init(rawValue:))
  }

  /// Every notification, oldest first.
  func allNotifications() throws -> [ServerNotificationRecord] {
    try connection.query("SELECT \(Self.notificationColumns) FROM server_notifications ORDER BY seq").map(notification(from:))
  }

  private func notification(from row: SQLiteRow) -> ServerNotificationRecord {
    let sequence = row.int("seq") ?? 0
    return ServerNotificationRecord(
      sequence: sequence, uuid: row.text("uuid") ?? "",
      kind: NotificationKind(
        row.text("type").flatMap(NotificationType.init(rawValue:)) ?? .test,
        row.text("subtype").flatMap(NotificationSubtype.init(rawValue:))),
      transactionID: row.int("transaction_id").map { UInt64($0) }, originalTransactionID: row.int("original_id").map { UInt64($0) },
      signedDate: Date(milliseconds: row.int("signed_date") ?? 0), signedPayload: row.text("signed_payload") ?? "",
      attempts: (try? attempts(ofNotification: sequence)) ?? [])
  }

  // MARK: - Attempts

  private static let attemptColumns = "id, notification_seq, url, number, due_at, state, attempted_at, result, http_status"

  func attempts(ofNotification sequence: Int64) throws -> [NotificationAttempt] {
    try connection.query(
      "SELECT \(Self.attemptColumns) FROM notification_attempts WHERE notification_seq = ? ORDER BY number, id",
      [.integer(sequence)]
    ).map(attempt(from:))
  }

  /// Claims up to `limit` attempts due by simulated `date` that nobody holds (or whose holder's claim lapsed at real
  /// time `real`) for `claimant` until `until`. Call inside a write: the lock makes the claim exclusive.
  func claimDueAttempts(at date: Date, real: Date, claimant: String, until: Date, limit: Int) throws -> [ClaimedAttempt] {
    let rows = try connection.query(
      """
      SELECT a.id AS id, n.uuid AS uuid, n.signed_payload AS signed_payload FROM notification_attempts a
      JOIN server_notifications n ON n.seq = a.notification_seq
      WHERE a.state != 'done' AND a.due_at <= ? AND (a.state = 'pending' OR a.claim_expires < ?)
      ORDER BY a.due_at, a.id LIMIT ?
      """,
      [.integer(date.millisecondsInteger), .integer(real.millisecondsInteger), .integer(Int64(limit))])
    var claimed: [ClaimedAttempt] = []
    for row in rows {
      guard let id = row.int("id") else { continue }
      try connection.query(
        "UPDATE notification_attempts SET state = 'claimed', claimed_by = ?, claim_expires = ? WHERE id = ?",
        [.text(claimant), .integer(until.millisecondsInteger), .integer(id)])
      guard let attempt = try attempt(id) else { continue }
      claimed.append(ClaimedAttempt(
        attempt: attempt, notificationUUID: row.text("uuid") ?? "", signedPayload: row.text("signed_payload") ?? ""))
    }
    return claimed
  }

  func attempt(_ id: Int64) throws -> NotificationAttempt? {
    try connection.query("SELECT \(Self.attemptColumns) FROM notification_attempts WHERE id = ?", [.integer(id)])
      .first.map(attempt(from:))
  }

  /// Whether `claimant` still holds the attempt.
  func claimHolds(_ id: Int64, claimant: String) throws -> Bool {
    try !connection.query(
      "SELECT 1 FROM notification_attempts WHERE id = ? AND state = 'claimed' AND claimed_by = ?", [.integer(id), .text(claimant)]
    ).isEmpty
  }

  /// Records an attempt's outcome when `claimant` still holds it; returns whether it did.
  func completeAttempt(_ id: Int64, claimant: String, at date: Date, result: SendAttemptResult, httpStatus: Int?) throws -> Bool {
    try connection.query(
      """
      UPDATE notification_attempts SET state = 'done', attempted_at = ?, result = ?, http_status = ?, claim_expires = NULL
      WHERE id = ? AND state = 'claimed' AND claimed_by = ?
      """,
      [.integer(date.millisecondsInteger), .text(result.rawValue), SQLiteValue(httpStatus), .integer(id), .text(claimant)])
    return connection.changes > 0
  }

  /// The earliest simulated moment an open attempt is due, if any.
  func nextAttemptDue() throws -> Date? {
    try connection.query("SELECT min(due_at) AS m FROM notification_attempts WHERE state != 'done'").first?.int("m")
      .map { Date(milliseconds: $0) }
  }

  private func attempt(from row: SQLiteRow) -> NotificationAttempt {
    NotificationAttempt(
      id: row.int("id") ?? 0, notificationSequence: row.int("notification_seq") ?? 0, url: row.text("url") ?? "",
      number: Int(row.int("number") ?? 1), dueDate: Date(milliseconds: row.int("due_at") ?? 0),
      state: row.text("state").flatMap(NotificationAttempt.State.init(rawValue:)) ?? .pending,
      attemptDate: row.int("attempted_at").map { Date(milliseconds: $0) },
      result: row.text("result").flatMap(SendAttemptResult.init(rawValue:)), httpStatus: row.int("http_status").map { Int($0) })
  }

  // MARK: - Webhooks

  func webhooks() throws -> [String] {
    try connection.query("SELECT url FROM webhooks ORDER BY added_at, url").compactMap { $0.text("url") }
  }

  func addWebhook(_ url: String, at date: Date) throws -> Bool {
    try connection.query("INSERT OR IGNORE INTO webhooks(url, added_at) VALUES(?, ?)", [.text(url), .integer(date.millisecondsInteger)])
    return connection.changes > 0
  }

  func removeWebhook(_ url: String) throws -> Bool {
    try connection.query("DELETE FROM webhooks WHERE url = ?", [.text(url)])
    return connection.changes > 0
  }
}
