import CSQLite
import Foundation
import RawES256
import StoreCatalog
import StoreEngine

/// Measures the store engine against its ceiling, all in one run:
/// - the ceiling: OpenSSL's ES256 sign+verify rate combined with SQLite's durable-commit rate;
/// - sequential end-to-end purchases per second (plan, sign, durable commit, verify, publish);
/// - the full app cycle per second (purchase, deliver, finish, publish a snapshot), beside its own ceiling (two
///   durable commits and one sign+verify), and that ceiling again with commits made after other work, as a cycle
///   makes them;
/// - `currentEntitlements` on a 100,000-transaction ledger.
let seconds = CommandLine.arguments.dropFirst().first.flatMap(Double.init) ?? 3
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storefront-bench-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

/// Runs `body` for `duration` seconds and returns how many times a second it ran. `body` is `@Sendable`, so it runs
/// off the main actor: a hop to the main thread's queue around every purchase is the harness's cost, not the engine's.
func rate(for duration: Double, _ body: @Sendable () async throws -> Void) async rethrows -> Double {
  let start = Date()
  var count = 0
  while Date().timeIntervalSince(start) < duration {
    try await body()
    count += 1
  }
  return Double(count) / Date().timeIntervalSince(start)
}

/// Durable commits per second: one ~1.5 KB row per `BEGIN IMMEDIATE … COMMIT`, WAL, synchronous=FULL. With
/// `workBetween`, that many seconds of CPU work come before each commit and only the commits are timed: a disk's
/// flush can cost several times more after other work than back to back (docs/benchmarks.md, "stop 27").
func durableCommitRate(workBetween: TimeInterval = 0) throws -> Double {
  var db: OpaquePointer?
  sqlite3_open(directory.appendingPathComponent("commits-\(workBetween).sqlite").path, &db)
  defer { sqlite3_close(db) }
  sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; CREATE TABLE t(id INTEGER PRIMARY KEY, jws TEXT)", nil, nil, nil)
  let row = String(repeating: "x", count: 1_500)
  let start = Date()
  var committing: TimeInterval = 0
  var count = 0
  while Date().timeIntervalSince(start) < seconds {
    let worked = Date()
    while Date().timeIntervalSince(worked) < workBetween {}
    let commit = Date()
    sqlite3_exec(db, "BEGIN IMMEDIATE; INSERT INTO t(jws) VALUES('\(row)'); COMMIT", nil, nil, nil)
    committing += Date().timeIntervalSince(commit)
    count += 1
  }
  return Double(count) / committing
}

let commits = try durableCommitRate()
let commitsAfterWork = try durableCommitRate(workBetween: 0.000_3)
/// OpenSSL's raw ES256 sign-then-verify rate over a transaction-sized input (about 900 bytes): the signing part of
/// a purchase's ceiling.
let signingInput = [UInt8](repeating: UInt8(ascii: "e"), count: 900)
let rawES256 = try RawES256()
let signVerify = try RawES256.rate(.seconds(seconds)) {
  try rawES256.verify(try rawES256.sign(signingInput), of: signingInput)
}
let ceiling = 1 / (1 / commits + 1 / signVerify)
/// The full app cycle's own ceiling: the purchase's durable commit, the app's (delivery and finish, one commit), and
/// one sign+verify.
let cycleCeiling = 1 / (2 / commits + 1 / signVerify)

// MARK: - Purchases

let product = CatalogProduct(
  id: "bench.pass", type: .nonRenewable, price: 4.99,
  localizations: [LocalizedText(locale: "en_US", displayName: "Pass", description: "")])
let coins = CatalogProduct(
  id: "bench.coins", type: .consumable, price: 0.99,
  localizations: [LocalizedText(locale: "en_US", displayName: "Coins", description: "")])
let catalog = Catalog(identifier: "BENCH", products: [product, coins])
let sandbox = try Sandbox(path: directory.appendingPathComponent("purchases.sqlite").path, catalog: catalog)
let store = try await Store(sandbox: sandbox, device: "bench")
let pass = try await store.products(for: ["bench.pass"])[0]
/// `ENGINE_BENCH_CYCLE_ONLY=1`: only the full app cycle, on one line (to profile it alone).
let cycleOnly = ProcessInfo.processInfo.environment["ENGINE_BENCH_CYCLE_ONLY"] != nil
let appStoreSide = cycleOnly ? 0 : try await rate(for: seconds) { [sandbox] in
  guard case .purchased = try await sandbox.purchase("bench.pass", device: "bench") else { fatalError("no charge") }
}
let purchases = cycleOnly ? 0 : try await rate(for: seconds) { [store, pass] in
  guard case .success(.verified) = try await store.purchase(pass) else { fatalError("the purchase did not verify") }
}
if ProcessInfo.processInfo.environment["ENGINE_BENCH_PURCHASES_ONLY"] != nil {
  print("App Store side \(Int(appStoreSide))/s, purchases \(Int(purchases))/s, ceiling \(Int(ceiling))/s")
  try? FileManager.default.removeItem(at: directory)  // exit() skips the top-level defer
  exit(0)
}
// The app cycle runs on a sandbox of its own: the purchases above leave thousands of unfinished transactions,
// which every refresh of the model would list and verify.
let cycleSandbox = try Sandbox(path: directory.appendingPathComponent("cycle.sqlite").path, catalog: catalog)
let model = await StoreModel(store: try await Store(sandbox: cycleSandbox, device: "bench"), configuration: .init(productIDs: ["bench.coins"]))
await model.loadProducts()
let cycles = await rate(for: seconds) { [model] in
  guard case .purchased = await model.purchase("bench.coins").outcome else { fatalError("the purchase failed") }
}
await model.stop()
if cycleOnly {
  print("full app cycle \(Int(cycles))/s, its ceiling \(Int(cycleCeiling))/s")
  try? FileManager.default.removeItem(at: directory)  // exit() skips the top-level defer
  exit(0)
}

// MARK: - A 100,000-transaction ledger

let bigCatalog = Catalog(
  identifier: "BIG",
  products: (0..<2_000).map { index in
    CatalogProduct(
      id: "big.\(index)", type: index % 2 == 0 ? .consumable : .nonConsumable, price: 0.99,
      localizations: [LocalizedText(locale: "en_US", displayName: "Item \(index)", description: "")])
  })
let bigPath = directory.appendingPathComponent("big.sqlite").path
let big = try Sandbox(path: bigPath, catalog: bigCatalog)
for item in bigCatalog.products {
  _ = try await big.purchase(item.id, device: "seed")
}
var db: OpaquePointer?
sqlite3_open(bigPath, &db)
sqlite3_exec(db, "UPDATE transactions SET finished = 1", nil, nil, nil)
let copies = """
  INSERT INTO transactions(original_id, product_id, product_type, group_id, purchase_date, original_purchase_date,
    expiration_date, quantity, price_milli, currency, storefront, storefront_id, reason, web_order_line_item_id,
    offer_type, offer_id, offer_payment_mode, offer_period, app_account_token, ownership, is_upgraded, revocation_date,
    revocation_reason, signed_date, jws, finished, device)
  SELECT original_id, product_id, product_type, group_id, purchase_date, original_purchase_date, expiration_date,
    quantity, price_milli, currency, storefront, storefront_id, reason, web_order_line_item_id, offer_type, offer_id,
    offer_payment_mode, offer_period, app_account_token, ownership, is_upgraded, revocation_date, revocation_reason,
    signed_date, jws, 1, device FROM transactions WHERE product_type = 'consumable' LIMIT 1000
  """
sqlite3_exec(db, "BEGIN", nil, nil, nil)
for _ in 0..<98 { sqlite3_exec(db, copies, nil, nil, nil) }
sqlite3_exec(db, "COMMIT", nil, nil, nil)
sqlite3_close(db)
let bigStore = try await Store(sandbox: big, device: "bench")
let total = try await big.allTransactions().count
// The first call verifies each entitlement (a launch verifies a transaction once); the figure is the calls after it,
// with the ledger open: reading what entitles the customer now.
// CPU time is printed beside wall time: on a machine shared with other work, wall time is mostly waiting for a core.
func processCPUTime() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
let firstStart = (Date(), processCPUTime())
var entitled = try await bigStore.currentEntitlements().filter(\.isVerified).count
let firstEntitlementTime = (Date().timeIntervalSince(firstStart.0), processCPUTime() - firstStart.1)
let entitlementStart = (Date(), processCPUTime())
let runs = 20
for _ in 0..<runs { entitled = try await bigStore.currentEntitlements().filter(\.isVerified).count }
let entitlementTime = Date().timeIntervalSince(entitlementStart.0) / Double(runs)
let entitlementCPU = (processCPUTime() - entitlementStart.1) / Double(runs)

func format(_ value: Double) -> String { String(format: "%.0f", value) }
print("Store engine, \(ProcessInfo.processInfo.activeProcessorCount) CPU(s), \(Int(seconds)) s per measurement")
print("  SQLite durable commits (WAL, synchronous=FULL)      \(format(commits))/s")
print("  OpenSSL ES256 sign+verify                            \(format(signVerify))/s")
print("  ceiling (one commit + one sign+verify per purchase)  \(format(ceiling))/s")
print("  App Store side only (plan, sign, durable commit)    \(format(appStoreSide))/s")
print("  purchases end to end (Store.purchase, verified)      \(format(purchases))/s  = \(String(format: "%.2f", purchases / ceiling))× ceiling (target ≥ 0.50)")
print("  full app cycle (purchase, deliver, finish, publish)  \(format(cycles))/s  = \(String(format: "%.2f", cycles / ceiling))× ceiling")
print("  full app cycle ceiling (two commits + one sign+verify) \(format(cycleCeiling))/s; the cycle = \(String(format: "%.2f", cycles / cycleCeiling))× it (target ≥ 0.50)")
let ceilingAfterWork = 1 / (1 / commitsAfterWork + 1 / signVerify)
let cycleCeilingAfterWork = 1 / (2 / commitsAfterWork + 1 / signVerify)
print("  SQLite durable commits, each after 0.3 ms of other work \(format(commitsAfterWork))/s")
print("    with them: purchase ceiling \(format(ceilingAfterWork))/s, purchases = \(String(format: "%.2f", purchases / ceilingAfterWork))× it; cycle ceiling \(format(cycleCeilingAfterWork))/s, the cycle = \(String(format: "%.2f", cycles / cycleCeilingAfterWork))× it")
print("  currentEntitlements on \(total) transactions: \(entitled) entitlements in \(String(format: "%.1f", entitlementTime * 1000)) ms")
print("    CPU \(String(format: "%.1f", entitlementCPU * 1000)) ms a call; the first call after opening, verifying each one: \(String(format: "%.1f", firstEntitlementTime.0 * 1000)) ms, CPU \(String(format: "%.1f", firstEntitlementTime.1 * 1000)) ms")

// MARK: - Speed devices, with and without them in this run (docs/benchmarks.md, "the 20% audit")

/// Microseconds a call of `body` takes, over `count` calls.
func microseconds(_ count: Int, _ body: () -> Void) -> Double {
  let start = Date()
  for _ in 0..<count { body() }
  return Date().timeIntervalSince(start) / Double(count) * 1e6
}
sqlite3_open(bigPath, &db)
let lookup = "SELECT * FROM transactions WHERE id = ?"
func step(_ statement: OpaquePointer?) {
  sqlite3_bind_int64(statement, 1, 500)
  while sqlite3_step(statement) == SQLITE_ROW {}
  sqlite3_reset(statement)
}
var kept: OpaquePointer?
sqlite3_prepare_v3(db, lookup, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &kept, nil)
let keptStatement = microseconds(20_000) { step(kept) }
let preparedEachTime = microseconds(20_000) {
  var statement: OpaquePointer?
  sqlite3_prepare_v3(db, lookup, -1, 0, &statement, nil)
  step(statement)
  sqlite3_finalize(statement)
}
sqlite3_finalize(kept)
sqlite3_close(db)
print("  audit: a ledger lookup by id, its statement kept \(String(format: "%.1f", keptStatement)) µs, prepared each time \(String(format: "%.1f", preparedEachTime)) µs")
let milliunits = (0..<100_000).map { Int64($0 % 50_000) }
var zeros = 0
let fromDigits = microseconds(1) {
  for value in milliunits where Decimal(sign: .plus, exponent: -3, significand: Decimal(value.magnitude)).isZero { zeros += 1 }
} / Double(milliunits.count)
let byDivision = microseconds(1) {
  for value in milliunits where (Decimal(value) / 1000).isZero { zeros += 1 }
} / Double(milliunits.count)
print("  audit: a stored price read back, built from its digits \(String(format: "%.2f", fromDigits)) µs, by a Decimal division \(String(format: "%.2f", byDivision)) µs (\(zeros / 2) zero prices)")
