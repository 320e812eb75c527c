/// A short-lived message in a small box at the bottom-right corner of an area (above the footer, say) that does
/// not take the focus. The app removes it after a while, on a timer it schedules itself.
public struct Toast: Hashable, Sendable {
  /// What the message reports; sets its symbol and style so meaning never rests on colour.
  public enum Kind: Hashable, Sendable {
    case information, success, warning, error
  }

  public var message: String
  public var kind: Kind

  public init(_ message: String, kind: Kind = .information) {
    self.message = message
    self.kind = kind
  }

  /// Draws the toast in the bottom-right corner of `area`.
  /// - Returns: the box's cells.
  @discardableResult
  public func draw(in area: Rect, on screen: inout Screen) -> Rect {
    let text = "\(symbol(screen.glyphs)) \(TerminalText.sanitized(message))"
    let width = min(area.width, DisplayWidth.of(text) + 4)
    guard width >= 5, area.height >= 3 else { return Rect(x: area.maxX, y: area.maxY, width: 0, height: 0) }
    let box = Rect(x: area.maxX - width, y: area.maxY - 3, width: width, height: 3)
    let inside = screen.drawBox(box, borderStyle: style)
    screen.write(text, in: inside.inset(horizontal: 1, vertical: 0), style: style)
    return box
  }

  private func symbol(_ glyphs: Glyphs) -> Character {
    switch kind {
    case .information: glyphs.information
    case .success: glyphs.success
    case .warning: glyphs.warning
    case .error: glyphs.failure
    }
  }

  private var style: Style {
    switch kind {
    case .information: .accent
    case .success: .success
    case .warning: .warning
    case .error: .error
    }
  }
}
