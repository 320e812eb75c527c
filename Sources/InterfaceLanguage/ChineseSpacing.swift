/// Where Simplified Chinese text puts a space: between a Han character and a letter, a digit, a symbol or an ASCII
/// quote or bracket beside it (`为 Pro 版退款`, `3 天`, `产品 'pro'`, `移除广告 (#1)`), as Apple's Chinese
/// documentation writes them, and nowhere else — not between two Han characters, not beside Chinese punctuation
/// (`（`, `）`, `、`, `：`, `，`, `“`, `…`, `·`), and not beside the ASCII marks that join what they stand between
/// (`$4.99/月`, `文件.storekit`).
///
/// The rule applies at the seams where a phrase's template meets the values put into it (`ChineseText`) and inside
/// the durations `Language` formats; the text on either side of a seam is left as it is.
public enum ChineseSpacing {
  /// `left` and `right` joined, with one space between them when the characters that meet ask for it.
  public static func join(_ left: String, _ right: String) -> String {
    guard let last = left.last, let first = right.first, spaced(last, first) else { return left + right }
    return left + " " + right
  }

  /// Whether a space goes between `left` and `right`: one is a Han character (or kana or hangul) and the other a
  /// letter, digit, symbol, ASCII quote or bracket. A joining mark ends a word (`$4.99/月`) but may begin one
  /// (`沙盒 /tmp/s.sqlite`, `文件 .storekit`).
  static func spaced(_ left: Character, _ right: Character) -> Bool {
    switch (kind(left, joins: true), kind(right, joins: false)) {
    case (.han, .western), (.western, .han): true
    default: false
    }
  }

  private enum Kind { case han, western, neutral }

  /// ASCII marks that join what stands on either side of them.
  private static let joining: Set<Character> = ["/", "\\", ".", ",", ":", ";", "!", "?"]

  private static func kind(_ character: Character, joins: Bool) -> Kind {
    guard let scalar = character.unicodeScalars.first else { return .neutral }
    switch scalar.value {
    case 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
      0x20000...0x3FFFF:
      return .han
    case 0x3000...0x303F, 0xFF00...0xFFEF:
      return .neutral
    default:
      if character.isWhitespace || (joins && joining.contains(character)) { return .neutral }
      if !character.isASCII && character.isPunctuation { return .neutral }
      return .western
    }
  }
}
