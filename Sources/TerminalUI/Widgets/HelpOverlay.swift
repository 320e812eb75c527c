/// A group of key bindings in the help overlay ("Navigation", "Purchases"…).
public struct HelpSection: Hashable, Sendable {
  public var title: String
  public var entries: [HelpEntry]

  public init(title: String, entries: [HelpEntry]) {
    self.title = title
    self.entries = entries
  }
}

/// One line of help: the keys (`↓ j`) and what they do.
public struct HelpEntry: Hashable, Sendable {
  public var keys: String
  public var label: String

  public init(keys: String, label: String) {
    self.keys = keys
    self.label = label
  }
}

/// The help overlay: every binding of the current context, grouped by section, in a centred box over a dimmed
/// screen, scrolled to `offset` lines when it does not fit. Generate the sections from the key-binding table.
public struct HelpOverlay: Hashable, Sendable {
  public var title: String
  public var sections: [HelpSection]
  /// The first line shown.
  public var offset: Int
  /// Shown in the bottom edge, such as "Esc close".
  public var hint: String

  public init(title: String, sections: [HelpSection], offset: Int = 0, hint: String = "") {
    self.title = title
    self.sections = sections
    self.offset = offset
    self.hint = hint
  }

  /// Draws the help over the dimmed screen; returns its box.
  @discardableResult
  public func draw(on screen: inout Screen) -> Rect {
    screen.dimAll()
    let keysWidth = min(
      16, sections.flatMap(\.entries).map { DisplayWidth.of(TerminalText.sanitized($0.keys)) }.max() ?? 0)
    let lines = self.lines
    let contentWidth =
      lines.map { line in
        // Entries are indented one column under their section title.
        line.isTitle ? DisplayWidth.of(line.text) : 1 + keysWidth + 2 + DisplayWidth.of(line.text)
      }.max() ?? 0
    let width = min(screen.size.width - 2, max(30, contentWidth + 4, DisplayWidth.of(title) + 6))
    let box = screen.bounds.centered(width: width, height: min(screen.size.height - 2, lines.count + 2))
    let inside = screen.drawBox(box, title: title, borderStyle: .focusedBorder)
    let start = min(max(0, offset), max(0, lines.count - inside.height))
    for (row, line) in lines.dropFirst(start).prefix(inside.height).enumerated() {
      let rowRect = Rect(x: inside.x + 1, y: inside.y + row, width: inside.width - 2, height: 1)
      if line.isTitle {
        screen.write(line.text, in: rowRect, style: .title)
      } else {
        screen.write(line.keys, in: Rect(x: rowRect.x + 1, y: rowRect.y, width: keysWidth, height: 1), style: .keyHint)
        let labelX = rowRect.x + 1 + keysWidth + 2
        screen.write(line.text, in: Rect(x: labelX, y: rowRect.y, width: rowRect.maxX - labelX, height: 1))
      }
    }
    if !hint.isEmpty && box.width >= 6 {
      let bottom = Rect(x: box.x + 2, y: box.maxY - 1, width: box.width - 4, height: 1)
      screen.write(" " + hint + " ", in: bottom, style: .dim, alignment: .trailing)
    }
    return box
  }

  /// The overlay's lines: a title line per section, its entries, a blank line between sections.
  private var lines: [(isTitle: Bool, keys: String, text: String)] {
    var lines: [(isTitle: Bool, keys: String, text: String)] = []
    for (index, section) in sections.enumerated() {
      if index > 0 { lines.append((true, "", "")) }
      lines.append((true, "", section.title))
      lines += section.entries.map { (false, $0.keys, $0.label) }
    }
    return lines
  }
}
