public import FoundationEssentials

/// The change log: every change to the account, in commit order, so other devices (processes) can
/// follow it and deliver what changed through their `updates` streams.
extension Ledger {
  func appendEvent(_ kind: LedgerEvent.Kind, transactionID: UInt64?, device: String?, at date: Date) throws {
    try connection.query(
      "INSERT INTO events(kind, transaction_id, device, at) VALUES(?, ?, ?, ?)",
      [.text(kind.rawValue), transactionID.map { .integer(Int64($0)) } ?? .null, SQLiteValue(device), .integer(date.millisecondsInteger)])
  }

  /// Events committed after `sequence`, oldest first.
  func events(after sequence: Int64) throws -> [LedgerEvent] {
    try connection.query("SELECT seq, kind, transaction_id, device, at FROM events WHERE seq > ? ORDER BY seq", [.integer(sequence)])
      .compactMap { row in
        guard let seq = row.int("seq"), let kind = row.text("kind").flatMap(LedgerEvent.Kind.init(rawValue:)) else { return nil }
        return LedgerEvent(
          sequence: seq, kind: kind, transactionID: row.int("transaction_id").map { UInt64($0) }, device: row.text("device"),
          date: Date(milliseconds: row.int("at") ?? 0))
      }
  }

  /// Whether the change log records an event of `kind` for a transaction.
  func hasEvent(_ kind: LedgerEvent.Kind, transactionID: UInt64) throws -> Bool {
    try connection.query(
      "SELECT 1 AS found FROM events WHERE kind = ? AND transaction_id = ? LIMIT 1",
      [.text(kind.rawValue), .integer(Int64(transactionID))]
    ).first != nil
  }

  /// The sequence number of the newest event (0 when there is none).
  func lastEventSequence() throws -> Int64 {
    try connection.query("SELECT max(seq) AS m FROM events").first?.int("m") ?? 0
  }
}

/// One entry of the ledger's change log.
public struct LedgerEvent: Sendable, Hashable {
  /// What changed.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A new transaction from a purchase (in the app, on another device, or outside the app).
    case purchased
    /// A new transaction from an automatic renewal.
    case renewed
    /// An existing transaction changed: refunded, revoked, upgraded away from.
    case updated
    case finished
    case deleted
    /// Ask to Buy: a request waits for a parent; approved or declined ones follow as other kinds.
    case askToBuyRequested
    case askToBuyDeclined
    case askToBuyExpired
    /// Subscription renewal preferences changed (auto-renew, billing retry, downgrade).
    case renewalChanged
    /// The App Store declined a refund request for a transaction (which stays as it was).
    case refundDeclined
    /// Sandbox settings or the clock changed.
    case settingsChanged
    /// The whole sandbox was reset.
    case reset
  }

  public var sequence: Int64
  public var kind: Kind
  public var transactionID: UInt64?
  /// The device that caused the change; nil when the App Store did it on its own.
  public var device: String?
  public var date: Date
}
