import CNcursesw
import Glibc
import Testing

@testable import TerminalUI

@Suite struct DisplayWidthTests {
  @Test(
    arguments: [
      ("A", 1), ("é", 1), ("中", 2), ("한", 2), ("ｶ", 1), ("Ａ", 2), ("🙂", 2), ("👍🏽", 2), ("⚠", 1), ("e\u{301}", 1),
      ("\u{301}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{202E}", 0), ("\u{1B}", 0), ("\u{9B}", 0), ("\t", 0),
      ("🇫🇷", 1), ("─", 1), ("▶", 1), ("⠋", 1), ("…", 1), ("\u{AD}", 1), ("\u{1100}\u{1161}", 2),
    ] as [(String, Int)])
  func characterWidth(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test func stringWidthSumsGraphemes() {
    #expect(DisplayWidth.of("商品一覧 Pro") == 12)
    #expect(DisplayWidth.of("Café 🙂") == 7)
    #expect(DisplayWidth.of("") == 0)
  }

  /// Scalars whose category changed after the Unicode version glibc 2.36 was built from; the standard library's
  /// newer data wins. U+1171E AHOM CONSONANT SIGN MEDIAL RA became a spacing mark (1 column) in Unicode 15.
  static let newerInUnicode: Set<UInt32> = [0x1171E]

  /// Every scalar glibc knows (wcwidth ≥ 0 in C.UTF-8) must get the same width from the pure table, so the grid
  /// and ncurses agree about where each column is.
  @Test func agreesWithGlibcWcwidthInUTF8Locale() throws {
    let previous = String(cString: setlocale(LC_CTYPE, nil))
    defer { setlocale(LC_CTYPE, previous) }
    try #require(setlocale(LC_CTYPE, "C.UTF-8") != nil, "C.UTF-8 locale is missing")
    var mismatches: [String] = []
    var compared = 0
    for value in UInt32(0x20)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected = Int(wcwidth(wchar_t(bitPattern: value)))
      guard expected >= 0, scalar.properties.generalCategory != .unassigned else { continue }
      guard !Self.newerInUnicode.contains(value) else { continue }
      compared += 1
      let actual = DisplayWidth.of(scalar)
      if actual != expected {
        mismatches.append("U+\(String(value, radix: 16, uppercase: true)) \(actual)≠\(expected)")
      }
    }
    #expect(compared > 100_000)
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(40).joined(separator: ", "))")
  }
}
