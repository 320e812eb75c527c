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
    let horizontalLine = String(repeating: glyphs.horizontal, count: rect.width - 2)
    write(String(glyphs.topLeft) + horizontalLine + String(glyphs.topRight), at: rect.origin, style: borderStyle)
    write(
      String(glyphs.bottomLeft) + horizontalLine + String(glyphs.bottomRight),
      at: Point(x: rect.x, y: rect.maxY - 1), style: borderStyle)
    for y in (rect.y + 1)..<(rect.maxY - 1) {
      write(String(glyphs.vertical), at: Point(x: rect.x, y: y), style: borderStyle)
      write(String(glyphs.vertical), at: Point(x: rect.maxX - 1, y: y), style: borderStyle)
    }
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
