/// What a page of the history needs to be brought up to date (`Sandbox.historyChanges(since:limit:)`): a model
/// keeps the page it showed and re-reads only what changed, so a purchase costs a refresh one row, not the page.
public struct HistoryChanges: Sendable {
  /// Where the ledger stood when this was read; the next read starts from it.
  public struct Cursor: Sendable, Hashable {
    var sequence: Int64
    var dataVersion: Int64
    /// How many transactions the ledger held then.
    var total: Int
  }

  /// The change log's kinds that change transactions and nothing else.
  static let transactionKinds: Set<LedgerEvent.Kind> = [.purchased, .renewed, .updated, .finished]

  /// The whole page, newest first, when `isWholePage`; else the transactions changed since the cursor read from.
  public var records: [TransactionRecord]
  public var isWholePage: Bool
  public var cursor: Cursor
  /// How many transactions the ledger holds in all.
  public var total: Int { cursor.total }

  /// `page` (newest first, at most `limit`) brought up to date with `entries`, one for each of `records` in their
  /// order: each changed transaction takes its place, new ones come in at the top, and the page keeps its `limit`
  /// newest. Each entry finds its place by a binary search of the page: rebuilding the page in a dictionary and
  /// sorting it again was a fifth of `bench/engine`'s full app cycle, to add one row.
  public func applying<Entry>(_ entries: [Entry], to page: [Entry], limit: Int, id: (Entry) -> UInt64) -> [Entry] {
    guard !isWholePage else { return entries }
    var page = page
    for entry in entries {
      let key = id(entry)
      var low = 0
      var high = page.count
      while low < high {
        let middle = (low + high) / 2
        if id(page[middle]) > key { low = middle + 1 } else { high = middle }
      }
      if low < page.count, id(page[low]) == key {
        page[low] = entry
      } else if low < limit {
        page.insert(entry, at: low)
      }
    }
    if page.count > limit { page.removeLast(page.count - limit) }
    return page
  }
}
