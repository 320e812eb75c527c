import Testing

@testable import TerminalUI

@Suite struct TerminalTextTests {
  @Test(
    arguments: [
      ("plain", "plain"),
      ("red \u{1B}[31mtext\u{1B}[0m", "red text"),
      ("clear\u{1B}[2J\u{1B}[H!", "clear!"),
      ("title \u{1B}]0;pwned\u{07}after", "title after"),
      ("link \u{1B}]8;;http://x\u{1B}\\here\u{1B}]8;;\u{1B}\\", "link here"),
      ("dcs \u{1B}P1$r\u{1B}\\ok", "dcs ok"),
      ("c1 csi \u{9B}31mred", "c1 csi red"),
      ("charset \u{1B}(Bdone", "charset done"),
      ("keypad \u{1B}=x", "keypad x"),
      ("bell\u{07} bs\u{08} del\u{7F} nul\u{0}", "bell bs del nul"),
      ("a\tb", "a b"),
      ("line\nbreak\r\nx\ry", "line break x y"),
      ("bidi \u{202E}evil\u{202C} \u{2066}iso\u{2069}", "bidi evil iso"),
      ("marks \u{200E}\u{200F}\u{061C}", "marks "),
      ("zwj 👨\u{200D}👩\u{200D}👧", "zwj 👨👩👧"),
      ("vs ⚠\u{FE0F} ok", "vs ⚠ ok"),
      ("bom \u{FEFF}zw\u{200B}sp", "bom zwsp"),
      ("soft\u{AD}hyphen", "softhyphen"),
      ("tags 🏴\u{E0067}\u{E0062}\u{E007F}", "tags 🏴"),
      ("unterminated \u{1B}]0;title forever", "unterminated "),
      ("esc then é \u{1B}é", "esc then é é"),
      ("café 中文 e\u{301}", "café 中文 e\u{301}"),
    ] as [(String, String)])
  func singleLine(input: String, expected: String) {
    #expect(TerminalText.sanitized(input) == expected)
  }

  @Test func keepsLineBreaksAndExpandsTabsWhenAsked() {
    #expect(TerminalText.sanitized("a\r\nb\rc\u{2028}d", keepingLineBreaks: true) == "a\nb\nc\nd")
    #expect(TerminalText.sanitized("a\tb\nab\tc\n中\td", keepingLineBreaks: true) == "a   b\nab  c\n中  d")
  }

  @Test func resultNeverContainsControlOrFormatCharacters() {
    var hostile = ""
    for value in UInt32(0)...0x2FF { hostile.unicodeScalars.append(Unicode.Scalar(value)!) }
    hostile += "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200D}\u{FE0F}"
    let clean = TerminalText.sanitized(hostile + "tail")
    for scalar in clean.unicodeScalars {
      #expect(scalar.value >= 0x20 && !(0x7F..<0xA0).contains(scalar.value), "U+\(String(scalar.value, radix: 16))")
      #expect(scalar.properties.generalCategory != .format)
    }
  }

  @Test func handlesTenThousandCharacterStrings() {
    let long = String(repeating: "Pro\u{1B}[1m 商品 \u{202E}x ", count: 1_000)
    let clean = TerminalText.sanitized(long)
    #expect(clean == String(repeating: "Pro 商品 x ", count: 1_000))
    let attack = String(repeating: "\u{1B}[", count: 5_000)
    #expect(TerminalText.sanitized(attack + "m visible").isEmpty == false)
  }
}
