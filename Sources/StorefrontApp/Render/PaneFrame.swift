import TerminalUI

/// The border and title of a pane, drawn as `Panel` draws them (the focused pane's border highlighted, its title a
/// badge) but with `Screen.fill` for the lines, so a border costs one width lookup per line instead of one
/// sanitised write per cell. Panes are redrawn on every keystroke; this keeps a cursor move well under a
/// millisecond.
struct PaneFrame {
  var title: String
  var isFocused: Bool

  /// Draws the frame around `rect` and clears the inside. - Returns: the inside.
  @discardableResult
  func draw(in rect: Rect, on screen: inout Screen) -> Rect {
    guard rect.width >= 2 && rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
    let glyphs = screen.glyphs
    let border: Style = isFocused ? .focusedBorder : .border
    let inside = rect.inset(by: 1)
    screen.fill(inside)
    for (x, y, corner) in [
      (rect.x, rect.y, glyphs.topLeft), (rect.maxX - 1, rect.y, glyphs.topRight),
      (rect.x, rect.maxY - 1, glyphs.bottomLeft), (rect.maxX - 1, rect.maxY - 1, glyphs.bottomRight),
    ] {
      screen.fill(Rect(x: x, y: y, width: 1, height: 1), with: corner, style: border)
    }
    for y in [rect.y, rect.maxY - 1] {
      screen.fill(Rect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), with: glyphs.horizontal, style: border)
    }
    for x in [rect.x, rect.maxX - 1] {
      screen.fill(Rect(x: x, y: rect.y + 1, width: 1, height: rect.height - 2), with: glyphs.vertical, style: border)
    }
    if !title.isEmpty && rect.width >= 5 {
      let titleRow = Rect(x: rect.x + 1, y: rect.y, width: rect.width - 3, height: 1)
      screen.write(" " + title + " ", in: titleRow, style: isFocused ? .focusedTitle : .title)
    }
    return inside
  }
}
