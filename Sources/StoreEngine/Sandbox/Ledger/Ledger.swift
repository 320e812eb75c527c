import FoundationEssentials

/// The simulated App Store's durable record of one account: transactions, the change log other
/// devices follow, sandbox settings, and the app's own delivery records — one SQLite file in WAL mode.
///
/// Every write commits with `synchronous=FULL` before it returns, so whatever a caller reports after a
/// write survives a crash at any later instant. Owned by one `Sandbox` actor; not thread-safe.
final class Ledger {
  let path: String
  let connection: SQLiteConnection
  /// The product heads last read outside a write (see `productHeads`).
  var heads: ProductHeads?

  /// Opens the sandbox at `path`, creating it (0600, in a 0700 directory) when it does not exist.
  ///
  /// Refuses files that are not Storefront sandboxes, are corrupt, or come from a newer release,
  /// with a `SandboxError` that says which — never a silent reset.
  init(path: String) throws {
    self.path = path
    let existed = try SandboxLocation.prepare(path)
    do {
      connection = try SQLiteConnection(path: path, create: !existed)
      try Self.configure(connection)
      try Self.migrate(connection, path: path)
    } catch let error as SQLiteError where error.isCorrupt {
      throw SandboxError.corrupt(path: path, detail: error.description)
    } catch let error as SQLiteError where error.isBusy {
      throw SandboxError.locked(path: path)
    } catch let error as SQLiteError {
      throw SandboxError.unreadable(path: path, detail: error.description)
    }
  }

  private static func configure(_ connection: SQLiteConnection) throws {
    try connection.execute("PRAGMA journal_mode=WAL")
    try connection.execute("PRAGMA synchronous=FULL")
    try connection.execute("PRAGMA foreign_keys=ON")
  }

  private static func migrate(_ connection: SQLiteConnection, path: String) throws {
    let applicationID = Int32(truncatingIfNeeded: try connection.query("PRAGMA application_id").first?.int("application_id") ?? 0)
    let version = Int32(truncatingIfNeeded: try connection.query("PRAGMA user_version").first?.int("user_version") ?? 0)
    let tables = try connection.query("SELECT count(*) AS n FROM sqlite_master").first?.int("n") ?? 0
    if applicationID != LedgerSchema.applicationID, tables > 0 || applicationID != 0 {
      throw SandboxError.foreign(path: path)
    }
    if version > LedgerSchema.currentVersion {
      throw SandboxError.newerVersion(path: path, found: Int(version), supported: Int(LedgerSchema.currentVersion))
    }
    guard version < LedgerSchema.currentVersion else { return }
    try connection.transaction {
      for step in Int(version)..<LedgerSchema.migrations.count {
        try connection.execute(LedgerSchema.migrations[step])
      }
      try connection.execute("PRAGMA application_id=\(LedgerSchema.applicationID)")
      try connection.execute("PRAGMA user_version=\(LedgerSchema.currentVersion)")
    }
  }

  /// Runs `body` as one atomic, durable write.
  func write<T>(_ body: () throws -> T) throws -> T {
    try connection.transaction(body)
  }

  /// The write in progress (a number that differs from every earlier write's), or nil outside a write.
  var currentWrite: Int? { connection.isInTransaction ? connection.transactionsBegun : nil }

  /// A counter SQLite bumps whenever another connection commits: cheap change detection.
  func dataVersion() throws -> Int64 {
    try connection.integer("PRAGMA data_version")
  }

  /// Checkpoints and closes the file (see `SQLiteConnection.close()`); every later use throws.
  func close() {
    connection.close()
  }

  // MARK: - Meta

  func meta(_ key: String) throws -> Data? {
    try connection.query("SELECT value FROM meta WHERE key = ?", [.text(key)]).first?.blob("value")
  }

  func setMeta(_ key: String, _ value: Data?) throws {
    if let value {
      try connection.query("INSERT INTO meta(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", [.text(key), .blob(value)])
    } else {
      try connection.query("DELETE FROM meta WHERE key = ?", [.text(key)])
    }
  }

  func metaValue<T: Decodable>(_ type: T.Type, _ key: String) throws -> T? {
    guard let data = try meta(key) else { return nil }
    return try JSONDecoder().decode(type, from: data)
  }

  func setMetaValue<T: Encodable>(_ key: String, _ value: T?) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    try setMeta(key, try value.map { try encoder.encode($0) })
  }
}
