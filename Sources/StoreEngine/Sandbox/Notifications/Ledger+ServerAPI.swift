public import FoundationEssentials

/// The App Store server's own records in the ledger: API keys, renewal-date extensions, consumption information.
extension Ledger {
  /// Removes what the server recorded about the account's history (a sandbox reset); keys and webhooks stay.
  func eraseServerHistory() throws {
    try connection.execute(
      """
      DELETE FROM notification_attempts; DELETE FROM server_notifications; DELETE FROM transaction_orders;
      DELETE FROM renewal_extensions; DELETE FROM mass_extensions; DELETE FROM consumption_information;
      """)
  }

  // MARK: - API keys

  func apiKeys() throws -> [APIKeyRecord] {
    try connection.query("SELECT key_id, issuer_id, public_key, added_at FROM api_keys ORDER BY added_at, key_id").map { row in
      APIKeyRecord(
        keyID: row.text("key_id") ?? "", issuerID: row.text("issuer_id") ?? "", publicKey: row.blob("public_key") ?? Data(),
        addedAt: Date(milliseconds: row.int("added_at") ?? 0))
    }
  }

  func addAPIKey(_ key: APIKeyRecord) throws {
    try connection.query(
      "INSERT INTO api_keys(key_id, issuer_id, public_key, added_at) VALUES(?, ?, ?, ?)",
      [.text(key.keyID), .text(key.issuerID), .blob(key.publicKey), .integer(key.addedAt.millisecondsInteger)])
  }

  func removeAPIKey(_ keyID: String) throws -> Bool {
    try connection.query("DELETE FROM api_keys WHERE key_id = ?", [.text(keyID)])
    return connection.changes > 0
  }

  // MARK: - Renewal-date extensions

  /// How many times the subscription was extended since `date`.
  func extensionCount(originalID: UInt64, since date: Date) throws -> Int {
    Int(try connection.query(
      "SELECT count(*) AS n FROM renewal_extensions WHERE original_id = ? AND at >= ?",
      [.integer(Int64(originalID)), .integer(date.millisecondsInteger)]
    ).first?.int("n") ?? 0)
  }

  func recordExtension(originalID: UInt64, requestID: String, days: Int, reason: Int, at date: Date) throws {
    try connection.query(
      "INSERT INTO renewal_extensions(original_id, request_id, days, reason, at) VALUES(?, ?, ?, ?, ?)",
      [.integer(Int64(originalID)), .text(requestID), .integer(Int64(days)), .integer(Int64(reason)), .integer(date.millisecondsInteger)])
  }

  func recordMassExtension(_ status: MassExtensionStatus) throws {
    try connection.query(
      "INSERT OR REPLACE INTO mass_extensions(product_id, request_id, requested_at, succeeded, failed) VALUES(?, ?, ?, ?, ?)",
      [
        .text(status.productID), .text(status.requestID), .integer(status.completeDate.millisecondsInteger),
        .integer(Int64(status.succeeded)), .integer(Int64(status.failed)),
      ])
  }

  func massExtension(productID: String, requestID: String) throws -> MassExtensionStatus? {
    try connection.query(
      "SELECT requested_at, succeeded, failed FROM mass_extensions WHERE product_id = ? AND request_id = ?",
      [.text(productID), .text(requestID)]
    ).first.map { row in
      MassExtensionStatus(
        productID: productID, requestID: requestID, completeDate: Date(milliseconds: row.int("requested_at") ?? 0),
        succeeded: Int(row.int("succeeded") ?? 0), failed: Int(row.int("failed") ?? 0))
    }
  }

  // MARK: - Consumption information

  func recordConsumption(transactionID: UInt64, body: String, at date: Date) throws {
    try connection.query(
      "INSERT OR REPLACE INTO consumption_information(transaction_id, body, received_at) VALUES(?, ?, ?)",
      [.integer(Int64(transactionID)), .text(body), .integer(date.millisecondsInteger)])
  }

  func consumption(transactionID: UInt64) throws -> String? {
    try connection.query("SELECT body FROM consumption_information WHERE transaction_id = ?", [.integer(Int64(transactionID))])
      .first?.text("body")
  }
}

/// An App Store Server API key registered in the sandbox: the public half of a P-256 key whose private half signs the
/// backend's JWTs.
public struct APIKeyRecord: Sendable, Hashable {
  /// The JWT header's `kid`.
  public var keyID: String
  /// The JWT's `iss`.
  public var issuerID: String
  /// DER SubjectPublicKeyInfo.
  public var publicKey: Data
  public var addedAt: Date

  public init(keyID: String, issuerID: String, publicKey: Data, addedAt: Date) {
    self.keyID = keyID
    self.issuerID = issuerID
    self.publicKey = publicKey
    self.addedAt = addedAt
  }
}

/// How an Extend for All Active Subscribers request ended.
public struct MassExtensionStatus: Sendable, Hashable {
  public var productID: String
  public var requestID: String
  public var completeDate: Date
  public var succeeded: Int
  public var failed: Int
}

/// Apple-style order ids: ten upper-case letters and digits, one per purchase or renewal (the id on the customer's
/// receipt email, which Look Up Order ID takes).
enum OrderID {
  private static let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")

  static func make() -> String {
    "M" + String((0..<9).map { _ in alphabet.randomElement()! })
  }
}
