/// Makes text from catalogs safe to print: control characters (escape sequences, carriage returns)
/// are shown as `\u{…}` instead of reaching the terminal.
enum TerminalText {
  static func safe(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 && scalar != "\n" || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
