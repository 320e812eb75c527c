import CSQLite
import FoundationEssentials
import Glibc

/// A failure reported by SQLite, with its result code and message.
struct SQLiteError: Error, CustomStringConvertible {
  var code: Int32
  var message: String

  var description: String { "\(message) (SQLite error \(code))" }

  /// SQLITE_BUSY / SQLITE_LOCKED: another connection holds the lock.
  var isBusy: Bool { code & 0xff == SQLITE_BUSY || code & 0xff == SQLITE_LOCKED }
  /// SQLITE_NOTADB / SQLITE_CORRUPT: the file is not a healthy SQLite database.
  var isCorrupt: Bool { code & 0xff == SQLITE_NOTADB || code & 0xff == SQLITE_CORRUPT }

  /// A use of a connection after it was closed.
  static let closed = SQLiteError(code: SQLITE_MISUSE, message: "the ledger is closed")
}

/// One connection to a SQLite database file.
///
/// Not thread-safe and not Sendable: exactly one owner (the sandbox's ledger, inside an actor) uses it.
final class SQLiteConnection {
  /// Nil once closed: every use after `close()` throws instead of touching a closed connection.
  private var handle: OpaquePointer?
  private var statements: [String: OpaquePointer] = [:]

  /// Opens (creating when asked) the database at `path`.
  init(path: String, create: Bool) throws {
    var db: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | (create ? SQLITE_OPEN_CREATE : 0)
    let rc = sqlite3_open_v2(path, &db, flags, nil)
    guard rc == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      if let db { sqlite3_close_v2(db) }
      throw SQLiteError(code: rc, message: message)
    }
    handle = db
    sqlite3_extended_result_codes(db, 1)
    sqlite3_busy_timeout(db, 10_000)
  }

  deinit { close() }

  /// Moves everything in the WAL into the database file and closes the connection. The last connection to a
  /// database that closes deletes its `-wal` and `-shm` files (sqlite.org/wal.html), so a clean exit leaves
  /// only the database beside it.
  func close() {
    guard let handle else { return }
    _ = try? execute("PRAGMA wal_checkpoint(TRUNCATE)")
    for statement in statements.values { sqlite3_finalize(statement) }
    statements.removeAll()
    sqlite3_close_v2(handle)
    self.handle = nil
  }

  /// Runs SQL that returns no rows (may hold several statements).
  func execute(_ sql: String) throws {
    guard let handle else { throw SQLiteError.closed }
    var error: UnsafeMutablePointer<CChar>?
    let rc = sqlite3_exec(handle, sql, nil, nil, &error)
    if rc != SQLITE_OK {
      let message = error.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
      sqlite3_free(error)
      throw SQLiteError(code: rc, message: message)
    }
  }

  /// Runs one statement with bound values, returning its rows.
  @discardableResult
  func query(_ sql: String, _ values: [SQLiteValue] = []) throws -> [SQLiteRow] {
    try query(sql, values) { $0 }
  }

  /// Each result row made into a value as it is read, so that what a value does not keep of its row is freed before the
  /// next row is read: a transaction record keeps its signed text as a `CompactJWS`, and the whole texts of a
  /// thousand rows read first would all be alive at once (4 MB more at the peak: docs/benchmarks.md, mem26).
  func query<Value>(_ sql: String, _ values: [SQLiteValue] = [], each row: (SQLiteRow) throws -> Value) throws -> [Value] {
    let statement = try prepared(sql)
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
    }
    for (index, value) in values.enumerated() {
      try check(bind(value, to: statement, at: Int32(index + 1)))
    }
    var rows: [Value] = []
    var columns: SQLiteRow.Columns?
    while true {
      let rc = sqlite3_step(statement)
      if rc == SQLITE_DONE { break }
      guard rc == SQLITE_ROW else { throw error(rc) }
      let names = columns ?? SQLiteRow.Columns(statement: statement)
      columns = names
      rows.append(try row(SQLiteRow(statement: statement, columns: names)))
    }
    return rows
  }

  /// The first column of the first row of a statement without parameters, as an integer (0 when none).
  func integer(_ sql: String) throws -> Int64 {
    let statement = try prepared(sql)
    defer { sqlite3_reset(statement) }
    let rc = sqlite3_step(statement)
    guard rc == SQLITE_ROW || rc == SQLITE_DONE else { throw error(rc) }
    return rc == SQLITE_ROW ? sqlite3_column_int64(statement, 0) : 0
  }

  /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back when it throws. The three statements are
  /// prepared once, like every other.
  ///
  /// IMMEDIATE takes the write lock up front, so two processes serialise instead of failing with
  /// "database is locked" half-way through; the busy timeout waits for the other writer. Inside a transaction
  /// already begun, `body` simply runs as part of it (the outer one commits or rolls back everything).
  func transaction<T>(_ body: () throws -> T) throws -> T {
    if isInTransaction { return try body() }
    try retryingWhileBusy { try query("BEGIN IMMEDIATE") }
    transactionsBegun += 1
    do {
      let result = try body()
      try retryingWhileBusy { try query("COMMIT") }
      return result
    } catch {
      _ = try? query("ROLLBACK")
      throw error
    }
  }

  /// Whether a transaction is open (inside `transaction`).
  var isInTransaction: Bool { handle.map { sqlite3_get_autocommit($0) == 0 } ?? false }

  /// How many transactions this connection began: tells one write from the next.
  private(set) var transactionsBegun = 0

  /// The rowid of the last INSERT on this connection.
  var lastInsertedRowID: Int64 { handle.map(sqlite3_last_insert_rowid) ?? 0 }

  /// What tells one state of the database from the next: the rows this connection changed so far, and SQLite's
  /// counter of other connections' commits (`PRAGMA data_version`). It differs after any change by anyone.
  struct ChangeCount: Equatable {
    var own: Int64
    var others: Int64
  }

  func changeCount() throws -> ChangeCount {
    guard let handle else { throw SQLiteError.closed }
    return ChangeCount(own: sqlite3_total_changes64(handle), others: try integer("PRAGMA data_version"))
  }

  /// Number of rows changed by the last statement.
  var changes: Int { handle.map { Int(sqlite3_changes($0)) } ?? 0 }

  private func retryingWhileBusy(_ body: () throws -> Void) throws {
    var attempts = 0
    while true {
      do { return try body() } catch let error as SQLiteError where error.isBusy && attempts < 50 {
        attempts += 1
        usleep(20_000)
      }
    }
  }

  private func prepared(_ sql: String) throws -> OpaquePointer {
    if let cached = statements[sql] { return cached }
    guard let handle else { throw SQLiteError.closed }
    var statement: OpaquePointer?
    let rc = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard rc == SQLITE_OK, let statement else { throw error(rc) }
    statements[sql] = statement
    return statement
  }

  private func bind(_ value: SQLiteValue, to statement: OpaquePointer, at index: Int32) -> Int32 {
    switch value {
    case .null: sqlite3_bind_null(statement, index)
    case .integer(let number): sqlite3_bind_int64(statement, index, number)
    case .real(let number): sqlite3_bind_double(statement, index, number)
    case .text(let text): sqlite3_bind_text(statement, index, text, -1, csqlite_transient())
    case .blob(let data):
      data.withUnsafeBytes { bytes in
        sqlite3_bind_blob(statement, index, bytes.baseAddress, Int32(bytes.count), csqlite_transient())
      }
    }
  }

  private func check(_ rc: Int32) throws {
    guard rc == SQLITE_OK else { throw error(rc) }
  }

  private func error(_ rc: Int32) -> SQLiteError {
    SQLiteError(code: rc, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "the ledger is closed")
  }
}

/// A value bound into or read out of SQLite.
enum SQLiteValue: Sendable, Hashable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)

  init(_ text: String?) { self = text.map { .text($0) } ?? .null }
  init(_ number: Int64?) { self = number.map { .integer($0) } ?? .null }
  init(_ number: Int?) { self = number.map { .integer(Int64($0)) } ?? .null }
  init(_ flag: Bool) { self = .integer(flag ? 1 : 0) }
}

/// One result row, copied out of the statement so it outlives the next step.
struct SQLiteRow {
  /// The column names of a result, mapped to their positions once per query.
  struct Columns {
    let positions: [String: Int]

    init(statement: OpaquePointer) {
      var positions: [String: Int] = [:]
      for index in 0..<sqlite3_column_count(statement) {
        positions[String(cString: sqlite3_column_name(statement, index))] = Int(index)
      }
      self.positions = positions
    }
  }

  private let columns: Columns
  private var values: [SQLiteValue] = []

  init(statement: OpaquePointer, columns: Columns) {
    self.columns = columns
    let count = sqlite3_column_count(statement)
    values.reserveCapacity(Int(count))
    for index in 0..<count {
      switch sqlite3_column_type(statement, index) {
      case SQLITE_INTEGER: values.append(.integer(sqlite3_column_int64(statement, index)))
      case SQLITE_FLOAT: values.append(.real(sqlite3_column_double(statement, index)))
      case SQLITE_TEXT: values.append(.text(String(cString: sqlite3_column_text(statement, index))))
      case SQLITE_BLOB:
        let count = Int(sqlite3_column_bytes(statement, index))
        let bytes = sqlite3_column_blob(statement, index)
        values.append(.blob(bytes.map { Data(bytes: $0, count: count) } ?? Data()))
      default: values.append(.null)
      }
    }
  }

  private func value(_ name: String) -> SQLiteValue? {
    columns.positions[name].map { values[$0] }
  }

  func int(_ name: String) -> Int64? {
    if case .integer(let value) = value(name) { return value }
    return nil
  }

  func text(_ name: String) -> String? {
    if case .text(let value) = value(name) { return value }
    return nil
  }

  func blob(_ name: String) -> Data? {
    switch value(name) {
    case .blob(let value): value
    case .text(let value): Data(value.utf8)
    default: nil
    }
  }

  func bool(_ name: String) -> Bool { (int(name) ?? 0) != 0 }
}
