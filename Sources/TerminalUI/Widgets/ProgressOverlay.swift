/// A modal "busy" box centred over a dimmed screen: a spinner and what is happening ("Purchasing…"), with an
/// optional hint ("Esc cancels").
///
/// The spinner frame comes from `tick`, which the app advances on timer ticks it asks for only while the overlay
/// shows (`Terminal.setTickInterval`).
public struct ProgressOverlay: Hashable, Sendable {
  public var message: String
  public var hint: String
  public var tick: Int

  public init(message: String, hint: String = "", tick: Int = 0) {
    self.message = message
    self.hint = hint
    self.tick = tick
  }

  /// Dims the screen and draws the box in its middle.
  /// - Returns: the box's cells.
  @discardableResult
  public func draw(on screen: inout Screen) -> Rect {
    screen.dimAll()
    let maximumWidth = max(0, min(screen.size.width - 2, 64))
    let textWidth = max(0, maximumWidth - 6)
    let lines = Array(TextView.lines(of: message, width: textWidth).prefix(3))
    let contentWidth = max(lines.map { DisplayWidth.of($0) }.max() ?? 0, DisplayWidth.of(hint))
    let height = lines.count + (hint.isEmpty ? 0 : 2) + 4
    let box = screen.bounds.centered(width: max(24, contentWidth + 6), height: height)
    let inside = screen.drawBox(box)
    let spinner = String(screen.glyphs.spinnerFrame(tick))
    for (row, line) in lines.enumerated() {
      let y = inside.y + 1 + row
      if row == 0 { screen.write(spinner, at: Point(x: inside.x + 1, y: y), style: .accent, clip: inside) }
      screen.write(line, in: Rect(x: inside.x + 3, y: y, width: inside.width - 4, height: 1).intersection(inside))
    }
    if !hint.isEmpty {
      let hintRow = Rect(x: inside.x + 3, y: inside.y + lines.count + 2, width: inside.width - 4, height: 1)
      screen.write(hint, in: hintRow.intersection(inside), style: .dim)
    }
    return box
  }
}
