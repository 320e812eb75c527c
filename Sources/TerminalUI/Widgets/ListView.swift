/// A scrolling list with section headers, a selection marker and a scrollbar when the entries do not fit.
///
/// The selected row is marked with `▶` (`>` in ASCII) and drawn in the selection style (reverse video in
/// monochrome), or the inactive selection style when the list does not have the focus. The offset is corrected
/// so the selection is always visible; keep the returned offset in state so scrolling stays smooth.
public struct ListView: Hashable, Sendable {
  public var entries: [ListEntry]
  public var selection: Int?
  public var offset: Int
  public var isFocused: Bool
  /// Shown, dimmed, when there are no entries.
  public var emptyText: String

  public init(
    entries: [ListEntry], selection: Int? = nil, offset: Int = 0, isFocused: Bool = true, emptyText: String = ""
  ) {
    self.entries = entries
    self.selection = selection
    self.offset = offset
    self.isFocused = isFocused
    self.emptyText = emptyText
  }

  /// What drawing the list laid out: the offset used and where each visible selectable row is, for hit regions.
  public struct Layout: Hashable, Sendable {
    public var offset: Int
    public var rows: [VisibleRow]
  }

  /// A selectable row on screen: its entry index and its cells.
  public struct VisibleRow: Hashable, Sendable {
    public var index: Int
    public var rect: Rect
  }

  @discardableResult
  public func draw(in rect: Rect, on screen: inout Screen) -> Layout {
    screen.fill(rect)
    guard !rect.isEmpty else { return Layout(offset: 0, rows: []) }
    if entries.isEmpty {
      screen.write(emptyText, in: rect.inset(horizontal: 2, vertical: 0), style: .dim)
      return Layout(offset: 0, rows: [])
    }
    let navigation = ListNavigation(entries)
    let offset = navigation.offset(keeping: selection, visibleRows: rect.height, current: offset)
    let hasScrollbar = entries.count > rect.height
    let content = Rect(x: rect.x, y: rect.y, width: rect.width - (hasScrollbar ? 1 : 0), height: rect.height)
    var rows: [VisibleRow] = []
    for line in 0..<min(rect.height, entries.count - offset) {
      let index = offset + line
      let rowRect = content.row(line)
      switch entries[index] {
      case .header(let title):
        drawHeader(title, in: rowRect, on: &screen)
      case .row(let row):
        drawRow(row, selected: index == selection, in: rowRect, on: &screen)
        rows.append(VisibleRow(index: index, rect: rowRect))
      }
    }
    if hasScrollbar { screen.drawScrollbar(in: rect, total: entries.count, offset: offset) }
    return Layout(offset: offset, rows: rows)
  }

  // MARK: - Parts

  private func drawHeader(_ title: String, in rect: Rect, on screen: inout Screen) {
    let titleRect = screen.write(title, in: rect.inset(horizontal: 1, vertical: 0), style: .title)
    let ruleStart = titleRect.maxX + 1
    if ruleStart < rect.maxX - 1 {
      let rule = String(repeating: screen.glyphs.horizontal, count: rect.maxX - 1 - ruleStart)
      screen.write(rule, at: Point(x: ruleStart, y: rect.y), style: .border)
    }
  }

  private func drawRow(_ row: ListRow, selected: Bool, in rect: Rect, on screen: inout Screen) {
    let selectionStyle: Style = isFocused ? .selection : .inactiveSelection
    if selected { screen.fill(rect, style: selectionStyle) }
    if selected { screen.write(String(screen.glyphs.selectionMarker), at: rect.origin, style: selectionStyle) }
    var text = rect.inset(horizontal: 2, vertical: 0)
    text.width = max(0, rect.maxX - 1 - text.x)
    if !row.detail.isEmpty {
      let detailWidth = min(DisplayWidth.of(row.detail), max(0, text.width - 2))
      let detailRect = Rect(x: text.maxX - detailWidth, y: rect.y, width: detailWidth, height: 1)
      screen.write(row.detail, in: detailRect, style: selected ? selectionStyle : row.detailStyle, alignment: .trailing)
      text.width = max(0, detailRect.x - 1 - text.x)
    }
    let title = row.badge.isEmpty ? row.title : row.badge + " " + row.title
    screen.write(title, in: text, style: selected ? selectionStyle : row.style)
  }

}

extension Screen {
  /// A scrollbar in `rect`'s last column, for `total` lines shown from `offset`, `rect.height` at a time.
  public mutating func drawScrollbar(in rect: Rect, total: Int, offset: Int) {
    let thumb = Scrollbar.thumb(total: total, visible: rect.height, offset: offset, track: rect.height)
    for line in 0..<rect.height {
      let isThumb = thumb.contains(line)
      let glyph = isThumb ? glyphs.scrollThumb : glyphs.scrollTrack
      write(String(glyph), at: Point(x: rect.maxX - 1, y: rect.y + line), style: isThumb ? .accent : .border)
    }
  }
}
