/// What a page of the history needs to be brought up to date (`Sandbox.historyChanges(since:limit:)`): a model
/// keeps the page it showed and re-reads only what changed, so a purchase costs a refresh one row, not the page.
public struct HistoryChanges: Sendable {
  /// Where the ledger stood when this was read; the next read starts from it.
  public struct Cursor: Sendable, Hashable {
    var sequence: Int64
    var dataVersion: Int64
  }

  /// The change log's kinds that change transactions and nothing else.
  static let transactionKinds: Set<LedgerEvent.Kind> = [.purchased, .renewed, .updated, .finished]

  /// The whole page, newest first, when `isWholePage`; else the transactions changed since the cursor read from.
  public var records: [TransactionRecord]
  public var isWholePage: Bool
  /// How many transactions the ledger holds in all.
  public var total: Int
  public var cursor: Cursor

  /// `page` (newest first, at most `limit`) brought up to date with `entries`, one for each of `records` in their
  /// order: each changed transaction takes its place, new ones come in at the top, and the page keeps its `limit`
  /// newest.
  public func applying<Entry>(_ entries: [Entry], to page: [Entry], limit: Int, id: (Entry) -> UInt64) -> [Entry] {
    guard !isWholePage else { return entries }
    guard !entries.isEmpty else { return page }
    var byID = Dictionary(page.map { (id($0), $0) }, uniquingKeysWith: { first, _ in first })
    let oldest = page.last.map(id) ?? 0
    for entry in entries where id(entry) >= oldest || page.count < limit {
      byID[id(entry)] = entry
    }
    return byID.keys.sorted(by: >).prefix(limit).compactMap { byID[$0] }
  }
}
