/// How many terminal columns text occupies, computed in pure Swift so the answer never depends on the process
/// locale (the "C" locale's `wcwidth` returns -1 for every non-ASCII character).
///
/// The rules follow glibc's `wcwidth` in a UTF-8 locale, which is what ncurses uses for its cursor arithmetic:
/// - 0 for control characters (they are never written), nonspacing and enclosing marks, format characters
///   (zero-width joiners, bidi controls…) and Hangul medial vowels and final consonants;
/// - 2 for East Asian Wide and Fullwidth characters (CJK, kana, Hangul syllables, fullwidth forms) and for emoji
///   with emoji presentation;
/// - 1 for everything else, including East Asian Ambiguous characters and regional indicators.
///
/// A grapheme (`Character`) is as wide as its first scalar, exactly as ncurses places a base character and the
/// combining characters that follow it in one cell.
public enum DisplayWidth {
  /// The columns one Unicode scalar takes: 0, 1 or 2.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
    if isZeroWidth(scalar) { return 0 }
    if isWide(scalar) { return 2 }
    return 1
  }

  /// The columns one grapheme takes: the width of its first scalar.
  public static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    return of(first)
  }

  /// The columns a string takes when written on one line.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  // MARK: - Classification

  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark:
      return true
    case .format:
      return value != 0xAD && !prependedConcatenationMarks.contains(value)
    default:
      return false
    }
  }

  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x1100 { return false }
    if (0x1F1E6...0x1F1FF).contains(value) { return false }  // regional indicators: 1 column each, as in glibc
    if scalar.properties.isEmojiPresentation { return true }
    return WideRanges.contains(value)
  }

  /// Format characters that glibc gives one column because they are drawn (Arabic number signs and the like).
  private static let prependedConcatenationMarks: Set<UInt32> = [
    0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD,
  ]
}
