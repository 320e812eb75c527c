/// Makes text from catalogs safe to print: control characters (escape sequences, carriage returns) and
/// invisible format characters (bidi overrides and isolates, zero-width characters, byte-order marks, tags)
/// are shown as `\u{…}` instead of reaching the terminal.
enum TerminalText {
  /// `text` with line breaks kept (for whole reports).
  static func safe(_ text: String) -> String {
    escaped(text) { $0 == "\n" }
  }

  /// `text` on one line: line breaks are escaped too, so a name cannot start a line of its own.
  static func line(_ text: String) -> String {
    escaped(text) { _ in false }
  }

  /// JSON text with the same characters written as `\uXXXX` escapes: still the same JSON, but nothing in it
  /// acts on a terminal (they can only occur inside strings, where the escape means the same character).
  static func json(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      guard scalar != "\n" && isEscaped(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      for unit in String(scalar).utf16 {
        let hex = String(unit, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return result
  }

  private static func escaped(_ text: String, keeping kept: (Unicode.Scalar) -> Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if !kept(scalar) && isEscaped(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
      || scalar.properties.generalCategory == .format
  }
}
