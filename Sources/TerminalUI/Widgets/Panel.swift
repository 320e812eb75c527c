/// A bordered pane with a title, drawn differently when it has the keyboard focus: its border is highlighted and
/// its title shown as a badge (reverse video in monochrome), so focus never depends on colour alone.
public struct Panel: Hashable, Sendable {
  public var title: String
  public var isFocused: Bool

  public init(title: String = "", isFocused: Bool = false) {
    self.title = title
    self.isFocused = isFocused
  }

  /// Draws the border and title around `rect` and clears the inside.
  /// - Returns: the inside, where the panel's content goes.
  @discardableResult
  public func draw(in rect: Rect, on screen: inout Screen) -> Rect {
    screen.drawBox(
      rect, title: title, borderStyle: isFocused ? .focusedBorder : .border,
      titleStyle: isFocused ? .focusedTitle : .title)
  }
}
