import Synchronization

/// Read-only connections to one sandbox's ledger, for the App Store Server API's lookups: each read runs on the
/// caller's own thread, on a connection of its own, beside the `Sandbox` actor and its one connection instead of
/// queueing behind it. SQLite's WAL mode lets any number of readers run beside the one writer, and a read sees every
/// transaction committed before it started, by this process or another.
///
/// A connection is taken for one read and given back after it; new ones are opened when every one is busy, so there
/// are at most as many as reads ever ran at once (the HTTP server's threads). Each refuses to write
/// (`PRAGMA query_only`): writes go through the sandbox, and through the store-operations layer above it.
public final class LedgerReader: Sendable {
  public nonisolated let path: String
  private let pool = Mutex(ReaderPool())

  /// Readers of the ledger at `path` (an existing sandbox); connections are opened on first use.
  public init(path: String) {
    self.path = path
  }

  /// Whether the account has a transaction with this id.
  public func hasTransaction(_ id: UInt64) throws -> Bool {
    try reading { try $0.hasTransaction(id) }
  }

  /// A transaction's signed form (JWS), if the account has it.
  public func signedTransaction(_ id: UInt64) throws -> String? {
    try reading { try $0.signedTransaction(id) }
  }

  /// A page of at most `limit` signed transactions matching `query` (Get Transaction History).
  public func signedTransactions(matching query: TransactionQuery, limit: Int) throws -> SignedTransactionPage {
    try reading { try $0.signedTransactions(matching: query, limit: limit) }
  }

  /// Closes every connection; reads after this throw. Call it before the sandbox closes, so that the sandbox's
  /// connection is the last and takes the `-wal` and `-shm` files away with it.
  public func close() {
    let idle = pool.withLock { pool in
      pool.isClosed = true
      defer { pool.idle = [] }
      return pool.idle
    }
    for connection in idle { connection.ledger.close() }
  }

  /// Runs `body` on a connection no other thread is using.
  private func reading<T>(_ body: (Ledger) throws -> T) throws -> T {
    let taken = try pool.withLock { pool -> ReaderConnection? in
      guard !pool.isClosed else { throw SQLiteError.closed }
      return pool.idle.popLast()
    }
    let connection = try taken ?? ReaderConnection(path: path)
    defer {
      let closed = pool.withLock { pool in
        if !pool.isClosed { pool.idle.append(connection) }
        return pool.isClosed
      }
      if closed { connection.ledger.close() }
    }
    return try body(connection.ledger)
  }
}

/// The connections not in use, and whether the reader was closed.
private struct ReaderPool {
  var idle: [ReaderConnection] = []
  var isClosed = false
}

/// One read-only connection to the ledger.
///
/// Unchecked `Sendable`: a connection is only ever used by the one thread that took it out of the pool (under the
/// pool's mutex) until it puts it back (under the mutex again), so no two threads use it at once; SQLite connections
/// are opened in multi-thread mode, which allows a connection to move between threads that way.
private final class ReaderConnection: @unchecked Sendable {
  let ledger: Ledger

  init(path: String) throws {
    ledger = try Ledger(path: path)
    try ledger.connection.execute("PRAGMA query_only=ON")
  }
}
