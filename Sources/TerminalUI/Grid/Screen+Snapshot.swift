extension Screen {
  /// The characters on the screen, one line per row, trailing spaces trimmed: what a person would read.
  public var text: String {
    (0..<size.height).map(line).joined(separator: "\n")
  }

  /// One letter per cell naming its style (see `Style.maskLetter`), one line per row, so a snapshot shows where
  /// selection, errors or focus are even where the text alone would not.
  public var styleMask: String {
    (0..<size.height).map { y in
      String(cells[(y * size.width)..<((y + 1) * size.width)].map(\.style.maskLetter))
    }.joined(separator: "\n")
  }

  /// The text of row `y`, trailing spaces trimmed.
  public func line(_ y: Int) -> String {
    guard y >= 0 && y < size.height else { return "" }
    var text = ""
    for cell in cells[(y * size.width)..<((y + 1) * size.width)] where !cell.isContinuation {
      text.append(cell.character)
    }
    while text.last == " " { text.removeLast() }
    return text
  }
}
