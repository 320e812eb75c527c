/// Makes text from catalogs safe to print: control characters (escape sequences, carriage returns) and
/// invisible format characters (bidi overrides and isolates, zero-width characters, byte-order marks, tags)
/// are shown as `\u{…}` instead of reaching the terminal.
enum TerminalText {
  /// `text` with line breaks kept (for whole reports).
  static func safe(_ text: String) -> String {
    escaped(text, keepingLineBreaks: true) { "\\u{\(String($0.value, radix: 16))}" }
  }

  /// `text` on one line: line breaks are escaped too, so a name cannot start a line of its own.
  static func line(_ text: String) -> String {
    escaped(text, keepingLineBreaks: false) { "\\u{\(String($0.value, radix: 16))}" }
  }

  /// JSON text with the same characters written as `\uXXXX` escapes: still the same JSON, but nothing in it
  /// acts on a terminal (they can only occur inside strings, where the escape means the same character).
  static func json(_ text: String) -> String {
    escaped(text, keepingLineBreaks: true) { scalar in
      String(scalar).utf16.map { unit in
        let hex = String(unit, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }.joined()
    }
  }

  /// `text` with every scalar `isEscaped` replaced by `escape(scalar)`; the runs between are copied whole.
  private static func escaped(
    _ text: String, keepingLineBreaks: Bool, as escape: (Unicode.Scalar) -> String
  ) -> String {
    let scalars = text.unicodeScalars
    var result = ""
    var runStart = scalars.startIndex
    var index = runStart
    while index != scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      if isEscaped(scalar) && !(keepingLineBreaks && scalar == "\n") {
        result += Substring(scalars[runStart..<index])
        result += escape(scalar)
        runStart = next
      }
      index = next
    }
    if runStart == scalars.startIndex { return text }
    result += Substring(scalars[runStart...])
    return result
  }

  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 }
    return value <= 0x9F || value == 0x2028 || value == 0x2029 || scalar.properties.generalCategory == .format
  }
}
