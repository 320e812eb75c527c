import TerminalUI

/// A run of text in one style. The text is sanitised when the segment is made, so widths computed from it are
/// the widths the screen will show.
struct Segment: Hashable, Sendable {
  var text: String
  var style: Style

  init(_ text: String, _ style: Style = .normal) {
    self.text = TerminalText.sanitized(text)
    self.style = style
  }

  var width: Int { DisplayWidth.of(text) }
}

/// One line of mixed styles, with optional segments aligned to the right edge (a price beside a name). What the
/// detail pane, the event log, the diagnostics view and the sheets are made of.
struct StyledLine: Hashable, Sendable {
  var segments: [Segment]
  var trailing: [Segment] = []

  static let blank = StyledLine(segments: [])

  init(segments: [Segment], trailing: [Segment] = []) {
    self.segments = segments
    self.trailing = trailing
  }

  init(_ text: String, _ style: Style = .normal) {
    self.init(segments: [Segment(text, style)])
  }

  /// The columns the line needs to show without cutting anything.
  var width: Int {
    let leading = segments.map(\.width).reduce(0, +)
    let right = trailing.map(\.width).reduce(0, +)
    return right == 0 ? leading : leading + 1 + right
  }

  /// Draws the line on the first row of `rect`; the leading part is cut with an ellipsis where the trailing part
  /// (or the edge) begins.
  func draw(in rect: Rect, on screen: inout Screen) {
    guard !rect.isEmpty else { return }
    let glyphs = screen.glyphs
    var room = rect.width
    let trailingTexts = trailing.map { glyphs.plain($0.text) }
    let trailingWidth = trailingTexts.map { DisplayWidth.of($0) }.reduce(0, +)
    if trailingWidth > 0 && trailingWidth < rect.width {
      var x = rect.maxX - trailingWidth
      for (segment, text) in zip(trailing, trailingTexts) {
        x = screen.write(text, at: Point(x: x, y: rect.y), style: segment.style, clip: rect)
      }
      room = rect.width - trailingWidth - 1
    }
    var x = rect.x
    for segment in segments where x < rect.x + room {
      let cell = Rect(x: x, y: rect.y, width: rect.x + room - x, height: 1)
      x = screen.write(glyphs.plain(segment.text), in: cell, style: segment.style).maxX
    }
  }

  // MARK: - Building

  /// `text` wrapped to `width` columns, each line in `style`, with `indent` spaces before every line.
  static func wrapped(_ text: String, width: Int, style: Style = .normal, indent: Int = 0) -> [StyledLine] {
    let pad = String(repeating: " ", count: max(0, indent))
    return TextLayout.wrapped(TerminalText.sanitized(text, keepingLineBreaks: true), toWidth: max(1, width - indent))
      .map { StyledLine(segments: [Segment(pad + $0, style)]) }
  }

  /// A labelled fact: the label in a column of `labelWidth`, the value wrapped beside it with a hanging indent.
  static func fact(
    _ label: String, _ value: String, style: Style = .normal, labelWidth: Int, width: Int
  ) -> [StyledLine] {
    let valueWidth = max(1, width - labelWidth)
    let lines = TextLayout.wrapped(TerminalText.sanitized(value, keepingLineBreaks: true), toWidth: valueWidth)
    let labelText = TextLayout.truncated(label, toWidth: max(0, labelWidth - 1))
    let labelCell = labelText + String(repeating: " ", count: max(0, labelWidth - DisplayWidth.of(labelText)))
    let indent = String(repeating: " ", count: labelWidth)
    return lines.enumerated().map { index, line in
      StyledLine(segments: [Segment(index == 0 ? labelCell : indent, .dim), Segment(line, style)])
    }
  }
}
