/// A modal dialog centred over a dimmed screen: a title, a wrapped message and a row of buttons, one of which
/// has the focus (start it on the default button; Enter activates the focused one).
///
/// The kind puts a symbol before the title (`✓`, `!`, `✗`) so success, warnings and errors read the same without
/// colour.
public struct Dialog: Hashable, Sendable {
  /// What the dialog reports, which sets the title's symbol and style.
  public enum Kind: Hashable, Sendable {
    case plain, success, warning, error
  }

  public var title: String
  public var message: String
  public var buttons: [String]
  public var focusedButton: Int
  public var kind: Kind

  public init(title: String, message: String, buttons: [String], focusedButton: Int = 0, kind: Kind = .plain) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.focusedButton = focusedButton
    self.kind = kind
  }

  /// Where the dialog and its buttons ended up.
  public struct Layout: Hashable, Sendable {
    public var rect: Rect
    /// One rectangle per button, in order (for hit regions).
    public var buttons: [Rect]
  }

  @discardableResult
  public func draw(on screen: inout Screen) -> Layout {
    screen.dimAll()
    let buttonViews = buttons.enumerated().map { index, label in
      Button(label, state: index == focusedButton ? .focused : .normal)
    }
    let buttonsWidth = buttonViews.map(\.width).reduce(0, +) + 2 * max(0, buttons.count - 1)
    let titleText = symbol(screen.glyphs).map { "\($0) \(title)" } ?? title
    let maximumWidth = min(screen.size.width - 2, 64)
    let messageWidth = min(DisplayWidth.of(TerminalText.sanitized(message)), 56)
    let width = min(maximumWidth, max(40, DisplayWidth.of(titleText) + 6, buttonsWidth + 4, messageWidth + 4))
    var lines = TextView.lines(of: message, width: max(1, width - 4))
    let maximumLines = max(1, screen.size.height - 7)
    if lines.count > maximumLines {
      lines = Array(lines.prefix(maximumLines))
      lines[lines.count - 1] =
        TextLayout.prefix(of: lines[lines.count - 1], fitting: width - 5) + screen.glyphs.ellipsis
    }
    let box = screen.bounds.centered(width: width, height: lines.count + 5)
    let inside = screen.drawBox(box, title: titleText, titleStyle: titleStyle)
    for (row, line) in lines.enumerated() {
      screen.write(line, in: Rect(x: inside.x + 1, y: inside.y + 1 + row, width: inside.width - 2, height: 1))
    }
    let buttonRow = Rect(x: inside.x + 1, y: inside.maxY - 1, width: inside.width - 2, height: 1)
    let buttonRects = Button.drawRow(buttonViews, in: buttonRow.intersection(inside), on: &screen)
    return Layout(rect: box, buttons: buttonRects)
  }

  private func symbol(_ glyphs: Glyphs) -> Character? {
    switch kind {
    case .plain: nil
    case .success: glyphs.success
    case .warning: glyphs.warning
    case .error: glyphs.failure
    }
  }

  private var titleStyle: Style {
    switch kind {
    case .plain: .title
    case .success: .success
    case .warning: .warning
    case .error: .error
    }
  }
}
