extension Screen {
  /// Draws a one-cell border around `rect` in the screen's glyphs, with an optional title in the top edge
  /// (`┌ Title ───┐`), and clears the inside.
  /// - Returns: the inside of the border.
  @discardableResult
  public mutating func drawBox(
    _ rect: Rect, title: String = "", borderStyle: Style = .border, titleStyle: Style = .title
  ) -> Rect {
    guard rect.width >= 2 && rect.height >= 2 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
    let inside = rect.inset(by: 1)
    fill(inside)
    // Box glyphs are the toolkit's own single-width characters: filled in directly, never sanitised per cell.
    let top = rect.y, bottom = rect.maxY - 1, left = rect.x, right = rect.maxX - 1
    fill(Rect(x: left + 1, y: top, width: rect.width - 2, height: 1), with: glyphs.horizontal, style: borderStyle)
    fill(Rect(x: left + 1, y: bottom, width: rect.width - 2, height: 1), with: glyphs.horizontal, style: borderStyle)
    fill(Rect(x: left, y: top + 1, width: 1, height: rect.height - 2), with: glyphs.vertical, style: borderStyle)
    fill(Rect(x: right, y: top + 1, width: 1, height: rect.height - 2), with: glyphs.vertical, style: borderStyle)
    fill(Rect(x: left, y: top, width: 1, height: 1), with: glyphs.topLeft, style: borderStyle)
    fill(Rect(x: right, y: top, width: 1, height: 1), with: glyphs.topRight, style: borderStyle)
    fill(Rect(x: left, y: bottom, width: 1, height: 1), with: glyphs.bottomLeft, style: borderStyle)
    fill(Rect(x: right, y: bottom, width: 1, height: 1), with: glyphs.bottomRight, style: borderStyle)
    if !title.isEmpty && rect.width >= 5 {
      write(" " + title + " ", in: Rect(x: rect.x + 1, y: rect.y, width: rect.width - 3, height: 1), style: titleStyle)
    }
    return inside
  }

  /// Dims everything on the screen: what a modal does to what lies behind it.
  public mutating func dimAll() {
    restyle(bounds, to: .dim)
  }
}
