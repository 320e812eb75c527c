/// A block of wrapped text, such as a product description, scrolled to `offset` lines.
///
/// Line breaks in the text are kept; everything else is sanitised. When the text does not fit, the last visible
/// line ends with an ellipsis.
public struct TextView: Hashable, Sendable {
  public var text: String
  public var style: Style
  /// The first line shown.
  public var offset: Int

  public init(_ text: String, style: Style = .normal, offset: Int = 0) {
    self.text = text
    self.style = style
    self.offset = offset
  }

  /// The lines `text` wraps into at `width` columns.
  public static func lines(of text: String, width: Int) -> [String] {
    TextLayout.wrapped(TerminalText.sanitized(text, keepingLineBreaks: true), toWidth: width)
  }

  /// Draws the text into `rect`.
  /// - Returns: how many lines the whole text takes at this width (to bound scrolling).
  @discardableResult
  public func draw(in rect: Rect, on screen: inout Screen) -> Int {
    screen.fill(rect)
    let lines = Self.lines(of: text, width: rect.width)
    guard rect.height > 0 else { return lines.count }
    let start = min(max(0, offset), max(0, lines.count - rect.height))
    let visible = lines[start..<min(lines.count, start + rect.height)]
    for (row, line) in visible.enumerated() {
      var shown = line
      if row == rect.height - 1 && start + rect.height < lines.count {
        let room = max(0, rect.width - DisplayWidth.of(screen.glyphs.ellipsis))
        shown = TextLayout.prefix(of: line, fitting: room) + screen.glyphs.ellipsis
      }
      screen.write(shown, in: rect.row(row), style: style)
    }
    return lines.count
  }
}
