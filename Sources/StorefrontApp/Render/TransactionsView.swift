import InterfaceLanguage
import TerminalUI

/// The transactions view's list: the app transaction's line first (once the app read it), then every transaction,
/// request and refused purchase, newest first, in columns, with the selection, a scrollbar and the filter in the
/// title.
enum TransactionsView {
  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame<ClickTarget>) {
    let focused = state.modal == nil
    let inside = PaneFrame(title: state.glyphs.plain(title(state)), isFocused: focused).draw(
      in: rect, on: &frame.screen)
    let history = state.history
    let items = history.items
    let top = state.transactions.appTransaction == nil ? 0 : 1
    guard inside.height > 1 + top else { return }
    if let reading = state.transactions.appTransaction {
      drawAppTransaction(reading, in: inside.row(0), state: state, focused: focused, into: &frame)
    }
    let rows = Rect(x: inside.x, y: inside.y + 1 + top, width: inside.width, height: inside.height - 1 - top)
    let hasScrollbar = items.count > rows.height
    let text = Rect(x: rows.x + 2, y: rows.y, width: max(0, rows.width - 2 - (hasScrollbar ? 1 : 0)), height: 1)
    let columns = HistoryColumns(width: text.width, language: state.language)
    for column in columns.columns {
      frame.screen.write(column.title, in: cell(column, in: text, row: inside.y + top), style: .title)
    }
    guard !items.isEmpty else {
      frame.screen.write(emptyText(state), in: rows.row(0).inset(horizontal: 2, vertical: 0), style: .dim)
      return
    }
    let offset = AppReducer.historyOffset(state)
    let selection = state.selectedHistoryID.flatMap(history.index(of:))
    for line in 0..<min(rows.height, items.count - offset) {
      let index = offset + line
      let row = Rect(x: rows.x, y: rows.y + line, width: rows.width - (hasScrollbar ? 1 : 0), height: 1)
      let selected = index == selection
      let selectionStyle: Style = focused ? .selection : .inactiveSelection
      if selected {
        frame.screen.fill(row, style: selectionStyle)
        frame.screen.write(String(frame.screen.glyphs.selectionMarker), at: row.origin, style: selectionStyle)
      }
      let cells = columns.cells(items[index], calendar: state.calendar, glyphs: frame.screen.glyphs)
      for (column, content) in zip(columns.columns, cells) {
        let style = selected ? selectionStyle : content.style
        frame.screen.write(state.glyphs.plain(content.text), in: cell(column, in: text, row: row.y), style: style)
      }
      frame.regions.add(row, .historyItem(items[index].id))
    }
    if hasScrollbar { frame.screen.drawScrollbar(in: rows, total: items.count, offset: offset) }
  }

  /// The app transaction's line: selectable like the others, Enter opens its details.
  private static func drawAppTransaction(
    _ reading: AppTransactionReading, in row: Rect, state: AppState, focused: Bool, into frame: inout Frame<ClickTarget>
  ) {
    let text = row.inset(horizontal: 2, vertical: 0)
    var line = AppTransactionContent.line(reading, in: state, width: text.width)
    if state.selectedHistoryID == .appTransaction {
      let style: Style = focused ? .selection : .inactiveSelection
      frame.screen.fill(row, style: style)
      frame.screen.write(String(frame.screen.glyphs.selectionMarker), at: row.origin, style: style)
      line.segments = line.segments.map { Segment($0.text, style) }
      line.trailing = line.trailing.map { Segment($0.text, style) }
    }
    line.draw(in: text, on: &frame.screen)
    frame.regions.add(row, .historyItem(.appTransaction))
  }

  private static func cell(_ column: HistoryColumns.Column, in text: Rect, row: Int) -> Rect {
    let x = text.x + column.x
    return Rect(x: x, y: row, width: max(0, min(column.width, text.maxX - x)), height: 1)
  }

  /// "Transactions (12)", `Transactions (3 of 12) · "gem"`, "Transactions · the newest 500 of 100000".
  static func title(_ state: AppState) -> String {
    let listing = state.history
    let language = state.language
    var title = language.say(en: "Transactions", zhHans: "交易")
    if state.transactions.filter.isActive {
      let query = state.transactions.filter.query
      title += language.say(
        en: " (\(listing.items.count) of \(listing.unfilteredCount)) · \"\(query)\"",
        zhHans: "（\(listing.unfilteredCount)笔中的\(listing.items.count)笔）·“\(query)”")
    } else {
      title += " (\(listing.items.count))"
    }
    if listing.isCapped {
      title += language.say(
        en: " · the newest \(listing.listedTransactions) of \(listing.ledgerCount)",
        zhHans: " · \(listing.ledgerCount)笔中最新的\(listing.listedTransactions)笔")
    }
    return title
  }

  private static func emptyText(_ state: AppState) -> String {
    let language = state.language
    if state.transactions.filter.isActive {
      let query = state.transactions.filter.query
      return language.say(en: "Nothing matches \"\(query)\"", zhHans: "没有与“\(query)”匹配的项目")
    }
    if state.snapshot == nil { return language.say(en: "The store is not open yet.", zhHans: "商店尚未打开。") }
    return language.say(
      en: "No transactions yet. Buy in the storefront (1) or from the QA panel (3).",
      zhHans: "还没有交易。可在店面（1）或 QA 面板（3）中购买。")
  }
}
