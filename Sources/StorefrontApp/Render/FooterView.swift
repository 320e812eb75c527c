import InterfaceLanguage
import TerminalUI

/// The bottom line: the key hints of the scopes in force that apply to what is selected, generated from the
/// binding table (clickable), or the filter prompt while a filter is typed.
enum FooterView {
  /// The hints of the scopes in force, without those whose command does not apply now (no Buy on an owned
  /// non-consumable, no refund on a line that is not a transaction): `AppReducer.refusal` decides, as it does for
  /// the keys themselves.
  static func hints(_ state: AppState, glyphs: Glyphs) -> [KeyHint<Command>] {
    KeyBindings.footerHints(in: KeyScope.stack(for: state), glyphs: glyphs, language: state.language).filter { hint in
      hint.action.map { AppReducer.refusal(of: $0, in: state) == nil } ?? true
    }
  }

  /// Draws the footer. - Returns: a hit region per clickable hint.
  static func draw(_ state: AppState, in row: Rect, on screen: inout Screen) -> [HitRegion<ClickTarget>] {
    screen.fill(row)
    let hints = hints(state, glyphs: screen.glyphs)
    var hintArea = row
    if state.activeFilter.isEditing && state.modal == nil {
      let promptEnd = drawPrompt(state, in: row, on: &screen)
      hintArea = Rect(x: promptEnd, y: row.y, width: row.maxX - promptEnd, height: 1)
    }
    let regions = Footer(hints: hints).draw(in: hintArea, on: &screen)
    return regions.map { HitRegion(rect: $0.rect, target: $0.target.map(ClickTarget.command)) }
  }

  /// `/ query█  3 of 9` (`3/9`): the query with a cursor and how many products (or transactions) match. - Returns:
  /// the column after it.
  private static func drawPrompt(_ state: AppState, in row: Rect, on screen: inout Screen) -> Int {
    let maximum = max(10, row.width / 2)
    var x = screen.write(" /", at: row.origin, style: .keyHint, clip: row) + 1
    let filter = state.activeFilter
    let query = TextLayout.truncated(filter.query, toWidth: maximum - 6, ellipsis: screen.glyphs.ellipsis)
    x = screen.write(query, at: Point(x: x, y: row.y), style: .accent, clip: row)
    x = screen.write(" ", at: Point(x: x, y: row.y), style: .selection, clip: row)
    let (shown, total) =
      state.tab == .transactions
      ? (state.history.items.count, state.history.unfilteredCount)
      : (state.listing.shownCount, state.listing.totalCount)
    let count = state.language.say(en: "  \(shown) of \(total)", zhHans: "  \(shown)/\(total)")
    return screen.write(count, at: Point(x: x, y: row.y), style: .dim, clip: row) + 1
  }
}
