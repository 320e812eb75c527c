import StoreEngine
import TerminalUI

/// The transactions view: moving through its lines, and the detail view of one.
extension AppReducer {
  /// Asks for the transaction's signed data to be taken apart when the detail view shows a transaction whose JWS
  /// is not the one last asked about (it was just opened, or refunded and re-signed).
  static func inspectIfChanged(_ item: HistoryItem, _ state: inout AppState) -> [Effect] {
    guard let ledger = item.transaction, var detail = state.historyDetail else { return [] }
    let jws = ledger.transaction.jwsRepresentation
    guard detail.requestedJWS != jws else { return [] }
    detail.requestedJWS = jws
    state.transactions.detail = detail
    return [.inspectTransaction(ledger.transaction.id)]
  }

  // MARK: - Moving

  static func moveInHistory(_ command: Command, _ state: inout AppState) {
    let layout = AppLayout(state: state)
    if var detail = state.historyDetail {
      let total = historyDetailLineCount(state)
      let shown = clamp(detail.offset, total: total, visible: layout.historyDetailRows)
      detail.offset = scrolled(shown, command, page: layout.historyDetailRows, total: total)
      state.transactions.detail = detail
      return
    }
    let history = state.history
    // Home goes to the newest line, as before the app transaction's line was read; ↑ from there reaches it.
    if command == .top, let newest = history.items.first { return selectInHistory(newest.id, &state) }
    let lines = state.pickableHistoryIDs
    let current = state.selectedHistoryID.flatMap(lines.firstIndex(of:)) ?? 0
    let navigation = ListNavigation(selectable: lines.map { _ in true })
    guard let next = moved(current, command, in: navigation, visibleRows: historyRows(state)) else { return }
    selectInHistory(lines[next], &state)
  }

  /// The person picks a line: the list stays scrolled where it is shown, moved just enough to show the pick.
  static func selectInHistory(_ id: HistoryItem.ID, _ state: inout AppState) {
    state.transactions.offset = historyOffset(state)  // where the list is shown now
    state.transactions.selected = id
    state.transactions.offset = historyOffset(state)
  }

  /// The list's first line shown: where the person left it, moved just enough to show the selected line and kept
  /// within the list at the screen's size. (The detail view clamps its own offset as it draws.)
  static func historyOffset(_ state: AppState) -> Int {
    let listing = state.history
    return ListNavigation(selectable: listing.items.map { _ in true }).offset(
      keeping: state.selectedHistoryID.flatMap(listing.index(of:)),
      visibleRows: historyRows(state), current: state.transactions.offset)
  }

  /// Rows of the list under its column titles, less the app transaction's line above them once it was read.
  static func historyRows(_ state: AppState) -> Int {
    max(0, AppLayout(state: state).historyRows - (state.transactions.appTransaction == nil ? 0 : 1))
  }

  // MARK: - The detail view

  static func openHistoryDetail(_ state: inout AppState) -> [Effect] {
    if state.selectedHistoryID == .appTransaction {
      state.transactions.detail = TransactionDetail(item: .appTransaction)
      state.transactions.filter.isEditing = false
      return []
    }
    guard let item = state.selectedHistoryItem else { return [] }
    state.transactions.detail = TransactionDetail(item: item.id)
    state.transactions.filter.isEditing = false
    return inspectIfChanged(item, &state)
  }

  /// Whether the detail view, or else the selection, is the app transaction's line.
  static func isOnAppTransaction(_ state: AppState) -> Bool {
    (state.historyDetail?.item ?? state.selectedHistoryID) == .appTransaction
  }

  /// The line the detail view shows, or the selected one.
  static func targetItem(_ state: AppState) -> HistoryItem? {
    if let detail = state.historyDetail { return state.history.item(detail.item) }
    return state.selectedHistoryItem
  }

  static func historyDetailLineCount(_ state: AppState) -> Int {
    guard let detail = state.historyDetail else { return 0 }
    return TransactionDetailContent.lines(detail, in: state, width: AppLayout(state: state).body.width)?.lines.count ?? 0
  }
}
