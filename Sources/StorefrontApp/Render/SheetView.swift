import TerminalUI

/// A sheet in front of a dimmed screen: a titled box of styled lines and two buttons, Cancel first.
struct SheetView {
  var title: String
  var lines: [StyledLine]
  var confirmLabel: String
  /// The cancelling button's label, in the interface language.
  var cancelLabel: String
  var focused: SheetButton

  /// The widest a sheet gets, and the narrowest.
  static let maximumWidth = 64
  static let minimumWidth = 44

  /// The width of the text inside a sheet on a screen `screenWidth` wide.
  static func textWidth(screenWidth: Int) -> Int {
    max(1, min(maximumWidth, screenWidth - 4) - 4)
  }

  /// Draws the sheet. - Returns: where each button went.
  func draw(on screen: inout Screen) -> [(button: SheetButton, rect: Rect)] {
    screen.dimAll()
    let buttons = [
      (SheetButton.cancel, Button(cancelLabel, state: focused == .cancel ? .focused : .normal)),
      (SheetButton.confirm, Button(screen.glyphs.plain(confirmLabel), state: focused == .confirm ? .focused : .normal)),
    ]
    let buttonsWidth = buttons.map(\.1.width).reduce(0, +) + 2
    let contentWidth = max(lines.map(\.width).max() ?? 0, buttonsWidth, DisplayWidth.of(title) + 2)
    let width = min(min(Self.maximumWidth, screen.size.width - 4), max(Self.minimumWidth, contentWidth + 4))
    let shown = Array(lines.prefix(max(0, screen.size.height - 6)))
    let box = screen.bounds.centered(width: width, height: shown.count + 5)
    let inside = screen.drawBox(box, title: screen.glyphs.plain(title), borderStyle: .focusedBorder)
    let text = inside.inset(horizontal: 1, vertical: 0)
    for (row, line) in shown.enumerated() { line.draw(in: text.row(row + 1), on: &screen) }
    let row = Rect(x: text.x, y: inside.maxY - 1, width: text.width, height: 1)
    let rects = Button.drawRow(buttons.map(\.1), in: row, on: &screen)
    return zip(buttons.map(\.0), rects).map { ($0, $1) }
  }
}
