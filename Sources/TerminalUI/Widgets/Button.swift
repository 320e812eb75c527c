/// A push button drawn as `[ Label ]`: reverse video when focused, dimmed when disabled.
public struct Button: Hashable, Sendable {
  /// Whether the button has the focus or can be used at all.
  public enum State: Hashable, Sendable {
    case normal, focused, disabled
  }

  public var label: String
  public var state: State

  public init(_ label: String, state: State = .normal) {
    self.label = label
    self.state = state
  }

  /// The columns the button takes: the label plus `[ ` and ` ]`.
  public var width: Int { DisplayWidth.of(TerminalText.sanitized(label)) + 4 }

  public var style: Style {
    switch state {
    case .normal: .button
    case .focused: .focusedButton
    case .disabled: .disabled
    }
  }

  /// Draws the button with its left edge at `point`, clipped to `clip`.
  /// - Returns: the cells it covers (for a hit region).
  @discardableResult
  public func draw(at point: Point, on screen: inout Screen, clip: Rect? = nil) -> Rect {
    let area = (clip ?? screen.bounds).intersection(Rect(x: point.x, y: point.y, width: width, height: 1))
    screen.write("[ " + label + " ]", in: area, style: style)
    return area
  }

  /// Lays `buttons` out on the first row of `rect`, `spacing` columns apart, aligned as asked.
  /// - Returns: each button's cells, in order.
  @discardableResult
  public static func drawRow(
    _ buttons: [Button], in rect: Rect, alignment: Screen.Alignment = .trailing, spacing: Int = 2,
    on screen: inout Screen
  ) -> [Rect] {
    let total = buttons.map(\.width).reduce(0, +) + spacing * max(0, buttons.count - 1)
    var x =
      switch alignment {
      case .leading: rect.x
      case .center: rect.x + max(0, (rect.width - total) / 2)
      case .trailing: max(rect.x, rect.maxX - total)
      }
    return buttons.map { button in
      defer { x += button.width + spacing }
      return button.draw(at: Point(x: x, y: rect.y), on: &screen, clip: rect)
    }
  }
}
