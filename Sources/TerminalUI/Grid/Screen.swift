/// A frame of terminal output as a grid of cells: what widgets draw into, what the backends show, and what
/// snapshot tests read as text.
///
/// Writing is safe by construction: text is sanitised, clipped to a rectangle, never splits a wide character (a
/// wide character that does not fit is replaced by a space), and keeps the continuation-cell invariant — a
/// continuation always follows a 2-column cell — however text overlaps. With `Glyphs.ascii` every non-ASCII
/// grapheme is shown as `?` in each of its columns, so a non-UTF-8 terminal never receives bytes it cannot show.
public struct Screen: Hashable, Sendable {
  public let size: Size
  /// The glyph set widgets draw chrome with on this screen.
  public let glyphs: Glyphs
  /// The cells, row after row.
  public private(set) var cells: [Cell]

  public init(size: Size, glyphs: Glyphs = .unicode) {
    self.size = size
    self.glyphs = glyphs
    self.cells = Array(repeating: .blank, count: size.width * size.height)
  }

  /// The whole screen as a rectangle at the origin.
  public var bounds: Rect { Rect(origin: Point(x: 0, y: 0), size: size) }

  /// The cell at column `x`, row `y`; a blank cell outside the screen.
  public subscript(x: Int, y: Int) -> Cell {
    guard bounds.contains(Point(x: x, y: y)) else { return .blank }
    return cells[y * size.width + x]
  }

  // MARK: - Writing

  /// Writes one line of text starting at `point`, clipped to `clip` (the whole screen by default).
  /// - Returns: the column just after the text, as if nothing had been clipped.
  @discardableResult
  public mutating func write(_ text: String, at point: Point, style: Style = .normal, clip: Rect? = nil) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    var column = point.x
    guard point.y >= area.minY && point.y < area.maxY else { return column + DisplayWidth.of(text) }
    for character in TerminalText.sanitized(text) {
      let width = DisplayWidth.of(character)
      guard width > 0 else { continue }
      let visibleStart = max(column, area.minX)
      let visibleEnd = min(column + width, area.maxX)
      if visibleStart == column && visibleEnd == column + width {
        if glyphs.isUnicode || character.isASCII {
          place(Cell(character, width: UInt8(width), style: style), x: column, y: point.y)
        } else {
          for offset in 0..<width { place(Cell("?", style: style), x: column + offset, y: point.y) }
        }
      } else {
        for x in visibleStart..<max(visibleStart, visibleEnd) { place(Cell(" ", style: style), x: x, y: point.y) }
      }
      column += width
    }
    return column
  }

  /// Writes text on the first row of `rect`, cut with an ellipsis when it is too long, aligned in the row.
  /// - Returns: the cells the text covers.
  @discardableResult
  public mutating func write(
    _ text: String, in rect: Rect, style: Style = .normal, alignment: Alignment = .leading
  ) -> Rect {
    guard !rect.isEmpty else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
    let line = TextLayout.truncated(TerminalText.sanitized(text), toWidth: rect.width, ellipsis: glyphs.ellipsis)
    let width = DisplayWidth.of(line)
    let x =
      switch alignment {
      case .leading: rect.x
      case .center: rect.x + (rect.width - width) / 2
      case .trailing: rect.maxX - width
      }
    write(line, at: Point(x: x, y: rect.y), style: style, clip: rect)
    return Rect(x: x, y: rect.y, width: width, height: 1)
  }

  /// Fills `rect` with `character` (a 1-column character) in `style`.
  public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .normal) {
    let area = rect.intersection(bounds)
    let cell = Cell(DisplayWidth.of(character) == 1 ? character : " ", style: style)
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { place(cell, x: x, y: y) }
    }
  }

  /// Changes the style of every cell in `rect`, keeping the characters (how a modal dims what lies behind it).
  public mutating func restyle(_ rect: Rect, to style: Style) {
    let area = rect.intersection(bounds)
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { cells[y * size.width + x].style = style }
    }
  }

  /// Where text sits in the row it is written in.
  public enum Alignment: Hashable, Sendable {
    case leading, center, trailing
  }

  // MARK: - Cell placement

  /// Puts `cell` at (x, y), repairing any wide character it cuts in half. The caller keeps (x, y) and, for a wide
  /// cell, (x + 1, y) on the screen.
  private mutating func place(_ cell: Cell, x: Int, y: Int) {
    let row = y * size.width
    if cells[row + x].isContinuation && x > 0 {
      cells[row + x - 1].character = " "
      cells[row + x - 1].width = 1
    }
    let spanEnd = x + Int(cell.width)
    if spanEnd < size.width && cells[row + spanEnd].isContinuation {
      cells[row + spanEnd].width = 1
    }
    cells[row + x] = cell
    if cell.width == 2 { cells[row + x + 1] = .continuation(style: cell.style) }
  }
}
