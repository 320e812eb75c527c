/// What to show instead of the interface when the terminal is below the minimum size:
/// `Terminal too small: 50×10, need ≥ 60×16`, centred, wrapped to fit even a 20×5 terminal.
///
/// A dimension that is too small is drawn in the error style and one that is large enough in the success style;
/// the numbers themselves say the same without colour.
public struct TooSmallNotice: Hashable, Sendable {
  public var minimum: Size

  public init(minimum: Size) {
    self.minimum = minimum
  }

  /// Clears the screen and draws the notice for the screen's own size.
  public func draw(on screen: inout Screen) {
    screen.fill(screen.bounds)
    let size = screen.size
    let glyphs = screen.glyphs
    let widthStyle: Style = size.width >= minimum.width ? .success : .error
    let heightStyle: Style = size.height >= minimum.height ? .success : .error
    let heading: [(String, Style)] = [("Terminal too small:", .title)]
    let actual: [(String, Style)] = [
      ("\(size.width)", widthStyle), ("\(glyphs.times)", .normal), ("\(size.height)", heightStyle),
    ]
    let need: [(String, Style)] = [("need \(glyphs.atLeast) \(minimum.width)\(glyphs.times)\(minimum.height)", .normal)]
    let candidates: [[[(String, Style)]]] = [
      [heading + [(" ", .normal)] + actual + [(", ", .normal)] + need],
      [heading, actual + [(", ", .normal)] + need],
      [heading, actual + [(",", .normal)], need],
      [[("Too small:", .title)], actual + [(",", .normal)], need],
    ]
    let lines = candidates.first { lines in lines.allSatisfy { width(of: $0) <= size.width } } ?? candidates[3]
    let top = max(0, (size.height - lines.count) / 2)
    for (row, segments) in lines.enumerated() where top + row < size.height {
      var x = max(0, (size.width - width(of: segments)) / 2)
      for (text, style) in segments {
        x = screen.write(text, at: Point(x: x, y: top + row), style: style)
      }
    }
  }

  private func width(of segments: [(String, Style)]) -> Int {
    segments.map { DisplayWidth.of($0.0) }.reduce(0, +)
  }
}
