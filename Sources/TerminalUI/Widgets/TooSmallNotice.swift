/// What to show instead of the interface when the terminal is below the minimum size:
/// `Terminal too small: 50×10, need ≥ 60×16`, centred, wrapped to fit even a 20×5 terminal.
///
/// A dimension that is too small is drawn in the error style and one that is large enough in the success style;
/// the numbers themselves say the same without colour. The words around the numbers are the program's, in its
/// own language (`终端太小：50×10，至少需要 60×16`).
public struct TooSmallNotice: Hashable, Sendable {
  /// The notice's words, each whole, so a language can punctuate them its own way.
  public struct Words: Hashable, Sendable {
    /// Before the sizes, or alone on a line of its own: `Terminal too small:`.
    public var heading: String
    /// The heading where the long one does not fit: `Too small:`.
    public var shortHeading: String
    /// Between the heading and the sizes on one line: a space, or nothing after a full-width colon.
    public var gap: String
    /// Between the size the terminal has and the one it needs: `, `, `，`.
    public var separator: String
    /// The size the program needs: `need ≥ 60×16`.
    public var need: String

    public init(heading: String, shortHeading: String, gap: String, separator: String, need: String) {
      self.heading = heading
      self.shortHeading = shortHeading
      self.gap = gap
      self.separator = separator
      self.need = need
    }
  }

  public var minimum: Size
  public var words: Words

  public init(minimum: Size, words: Words) {
    self.minimum = minimum
    self.words = words
  }

  /// Clears the screen and draws the notice for the screen's own size.
  public func draw(on screen: inout Screen) {
    screen.fill(screen.bounds)
    let size = screen.size
    let glyphs = screen.glyphs
    let widthStyle: Style = size.width >= minimum.width ? .success : .error
    let heightStyle: Style = size.height >= minimum.height ? .success : .error
    let heading: [(String, Style)] = [(words.heading, .title)]
    let actual: [(String, Style)] = [
      ("\(size.width)", widthStyle), ("\(glyphs.times)", .normal), ("\(size.height)", heightStyle),
    ]
    let need: [(String, Style)] = [(words.need, .normal)]
    let separator = words.separator
    let shortSeparator = String(separator.reversed().drop(while: \.isWhitespace).reversed())
    let candidates: [[[(String, Style)]]] = [
      [heading + [(words.gap, .normal)] + actual + [(separator, .normal)] + need],
      [heading, actual + [(separator, .normal)] + need],
      [heading, actual + [(shortSeparator, .normal)], need],
      [[(words.shortHeading, .title)], actual + [(shortSeparator, .normal)], need],
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
