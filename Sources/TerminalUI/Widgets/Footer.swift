/// One key hint in the footer: the key as shown (`↑↓`, `q`), what it does, how important it is, and the
/// action a click on it performs.
public struct KeyHint<Action: Sendable>: Sendable {
  public var keys: String
  public var label: String
  /// 1 is the most important; when the footer is too narrow, hints with the largest numbers go first.
  public var priority: Int
  public var action: Action?

  public init(keys: String, label: String, priority: Int, action: Action? = nil) {
    self.keys = keys
    self.label = label
    self.priority = priority
    self.action = action
  }

  /// The columns this hint takes: keys, a space, the label.
  public var width: Int {
    DisplayWidth.of(TerminalText.sanitized(keys)) + 1 + DisplayWidth.of(TerminalText.sanitized(label))
  }
}

/// The bottom line of key hints (`↑↓ select  ⏎ open  ? help  q quit`). At narrow widths the least important hints
/// are dropped, keeping the order of the rest; a lone hint that still does not fit is cut with an ellipsis.
public struct Footer<Action: Sendable>: Sendable {
  public var hints: [KeyHint<Action>]
  /// Columns between hints.
  public static var spacing: Int { 2 }

  public init(hints: [KeyHint<Action>]) {
    self.hints = hints
  }

  /// The hints that fit in `width` columns after a one-column margin, in their original order.
  public func fittingHints(width: Int) -> [KeyHint<Action>] {
    var kept = Array(hints.indices)
    func total() -> Int { kept.map { hints[$0].width }.reduce(0, +) + Self.spacing * max(0, kept.count - 1) + 1 }
    while kept.count > 1 && total() > width {
      let leastImportant = kept.enumerated().max { a, b in
        (hints[a.element].priority, a.offset) < (hints[b.element].priority, b.offset)
      }
      kept.remove(at: leastImportant?.offset ?? kept.count - 1)
    }
    return kept.map { hints[$0] }
  }

  /// Draws the hints on the first row of `rect`.
  /// - Returns: a hit region per drawn hint that has an action.
  @discardableResult
  public func draw(in rect: Rect, on screen: inout Screen) -> [HitRegion<Action>] {
    let row = rect.row(0).intersection(rect)
    screen.fill(row)
    var regions: [HitRegion<Action>] = []
    var x = row.x + 1
    for hint in fittingHints(width: row.width) {
      let start = x
      let keysEnd = screen.write(hint.keys, at: Point(x: x, y: row.y), style: .keyHint, clip: row)
      let labelRoom = Rect(x: keysEnd + 1, y: row.y, width: row.maxX - keysEnd - 1, height: 1)
      let label = screen.write(hint.label, in: labelRoom.intersection(row))
      x = max(keysEnd, label.maxX) + Self.spacing
      if let action = hint.action {
        regions.append(
          HitRegion(rect: Rect(x: start, y: row.y, width: x - Self.spacing - start, height: 1), target: action))
      }
    }
    return regions
  }
}
