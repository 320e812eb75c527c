import CSQLite
import Foundation

/// The sandbox's SQLite file opened behind Storefront's back, as an attacker (or a bug elsewhere) would write
/// to it: plain SQL, no engine code involved.
final class RawLedger {
  private let handle: OpaquePointer

  init(path: String) throws {
    var db: OpaquePointer?
    guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK, let db else {
      throw RawLedgerError(message: "cannot open \(path)")
    }
    handle = db
    sqlite3_busy_timeout(db, 10_000)
  }

  deinit { sqlite3_close_v2(handle) }

  /// Runs one statement with text or integer parameters.
  func execute(_ sql: String, _ values: [Any?] = []) throws {
    let statement = try prepare(sql, values)
    defer { sqlite3_finalize(statement) }
    guard sqlite3_step(statement) == SQLITE_DONE else { throw failure() }
  }

  /// The first column of the first row, as text (blobs read as UTF-8), or nil when there is no row.
  func text(_ sql: String, _ values: [Any?] = []) throws -> String? {
    let statement = try prepare(sql, values)
    defer { sqlite3_finalize(statement) }
    guard sqlite3_step(statement) == SQLITE_ROW else { return nil }
    let count = Int(sqlite3_column_bytes(statement, 0))
    guard let bytes = sqlite3_column_blob(statement, 0) else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// The first column of the first row as raw bytes, or nil when there is no row.
  func data(_ sql: String, _ values: [Any?] = []) throws -> Data? {
    let statement = try prepare(sql, values)
    defer { sqlite3_finalize(statement) }
    guard sqlite3_step(statement) == SQLITE_ROW else { return nil }
    let count = Int(sqlite3_column_bytes(statement, 0))
    return sqlite3_column_blob(statement, 0).map { Data(bytes: $0, count: count) } ?? Data()
  }

  /// The first column of the first row, as an integer (nil when there is no row).
  func integer(_ sql: String, _ values: [Any?] = []) throws -> Int64? {
    let statement = try prepare(sql, values)
    defer { sqlite3_finalize(statement) }
    guard sqlite3_step(statement) == SQLITE_ROW else { return nil }
    return sqlite3_column_int64(statement, 0)
  }

  private func prepare(_ sql: String, _ values: [Any?]) throws -> OpaquePointer {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else { throw failure() }
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      switch value {
      case let number as Int: sqlite3_bind_int64(statement, index, Int64(number))
      case let number as Int64: sqlite3_bind_int64(statement, index, number)
      case let text as String: sqlite3_bind_text(statement, index, text, -1, csqlite_transient())
      default: sqlite3_bind_null(statement, index)
      }
    }
    return statement
  }

  private func failure() -> RawLedgerError {
    RawLedgerError(message: String(cString: sqlite3_errmsg(handle)))
  }
}

/// A failure of plain SQL on a sandbox file.
struct RawLedgerError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
