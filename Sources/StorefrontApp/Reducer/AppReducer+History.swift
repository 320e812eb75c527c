import StoreEngine
import TerminalUI

/// The transactions view: rebuilding its lines, moving through them, and the detail view of one.
extension AppReducer {
  /// Rebuilds the lines after a snapshot or the filter changed: while the view is shown the selection stays when
  /// it is still listed; while it is not, the selection follows the newest line, so the view opens on what just
  /// happened. A detail view of a line that is gone closes; a transaction that changed is looked at again.
  static func refreshHistory(_ state: inout AppState) -> [Effect] {
    guard let snapshot = state.snapshot else {
      state.transactions.listing = HistoryListing()
      return []
    }
    let names = Dictionary(
      snapshot.loadedProducts.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
    let now = snapshot.clock.now(real: state.realNow)
    state.transactions.listing = HistoryListing(
      snapshot: snapshot, names: names, query: state.transactions.filter.query, now: now)
    let listing = state.transactions.listing
    if state.tab != .transactions || state.transactions.selected.flatMap(listing.index(of:)) == nil {
      state.transactions.selected = listing.items.first?.id
    }
    guard let detail = state.transactions.detail else { return [] }
    guard let item = listing.item(detail.item) else {
      state.transactions.detail = nil
      return []
    }
    return inspectIfChanged(item, &state)
  }

  /// Asks for the transaction's signed data to be taken apart when the detail view shows a transaction whose JWS
  /// is not the one last asked about (it was just opened, or refunded and re-signed).
  static func inspectIfChanged(_ item: HistoryItem, _ state: inout AppState) -> [Effect] {
    guard let ledger = item.transaction, var detail = state.transactions.detail else { return [] }
    let jws = ledger.transaction.jwsRepresentation
    guard detail.requestedJWS != jws else { return [] }
    detail.requestedJWS = jws
    state.transactions.detail = detail
    return [.inspectTransaction(ledger.transaction.id)]
  }

  // MARK: - Moving

  static func moveInHistory(_ command: Command, _ state: inout AppState) {
    let layout = AppLayout(state: state)
    if var detail = state.transactions.detail {
      let total = historyDetailLineCount(state)
      let shown = clamp(detail.offset, total: total, visible: layout.historyDetailRows)
      detail.offset = scrolled(shown, command, page: layout.historyDetailRows, total: total)
      state.transactions.detail = detail
      return
    }
    let items = state.transactions.listing.items
    let current = state.transactions.selected.flatMap(state.transactions.listing.index(of:)) ?? 0
    let navigation = ListNavigation(selectable: items.map { _ in true })
    guard let next = moved(current, command, in: navigation, visibleRows: layout.historyRows) else { return }
    selectInHistory(items[next].id, &state)
  }

  /// The person picks a line: the list stays scrolled where it is shown, moved just enough to show the pick.
  static func selectInHistory(_ id: HistoryItem.ID, _ state: inout AppState) {
    state.transactions.selected = id
    state.transactions.offset = historyOffset(state)
  }

  /// The list's first line shown: where the person left it, moved just enough to show the selected line and kept
  /// within the list at the screen's size. (The detail view clamps its own offset as it draws.)
  static func historyOffset(_ state: AppState) -> Int {
    let listing = state.transactions.listing
    return ListNavigation(selectable: listing.items.map { _ in true }).offset(
      keeping: state.transactions.selected.flatMap(listing.index(of:)),
      visibleRows: AppLayout(state: state).historyRows, current: state.transactions.offset)
  }

  // MARK: - The detail view

  static func openHistoryDetail(_ state: inout AppState) -> [Effect] {
    guard let item = state.transactions.selectedItem else { return [] }
    state.transactions.detail = TransactionDetail(item: item.id)
    state.transactions.filter.isEditing = false
    return inspectIfChanged(item, &state)
  }

  /// The line the detail view shows, or the selected one.
  static func targetItem(_ state: AppState) -> HistoryItem? {
    if let detail = state.transactions.detail { return state.transactions.listing.item(detail.item) }
    return state.transactions.selectedItem
  }

  static func historyDetailLineCount(_ state: AppState) -> Int {
    guard let detail = state.transactions.detail, let item = state.transactions.listing.item(detail.item) else {
      return 0
    }
    return TransactionDetailContent.lines(item, detail: detail, in: state, width: AppLayout(state: state).body.width)
      .count
  }
}
