import TerminalUI

extension Glyphs {
  /// `text` as this glyph set can show it. With Unicode glyphs it is unchanged; in ASCII (`LANG=C`) typographic
  /// punctuation the app and the store use in their own words (`…`, `·`, `→`, `—`, `×`) is spelled in ASCII,
  /// so only text that has no ASCII spelling (a product name in Chinese) shows as `?`.
  func plain(_ text: String) -> String {
    guard !isUnicode, text.unicodeScalars.contains(where: { !$0.isASCII }) else { return text }
    var spelled = ""
    for character in text { spelled += Self.asciiSpellings[character] ?? String(character) }
    return spelled
  }

  private static let asciiSpellings: [Character: String] = [
    "…": "...", "·": "-", "—": "-", "–": "-", "→": "->", "←": "<-", "↑": "^", "↓": "v", "×": "x", "“": "\"",
    "”": "\"", "‘": "'", "’": "'", "✓": "v", "✗": "x", "•": "*", "≥": ">=", "⏎": "Enter",
  ]
}
