import StoreCatalog
import Testing

/// `trimmingWhitespace()` trims what `trimmingCharacters(in: .whitespacesAndNewlines)` trimmed before the storefront
/// stopped linking swift-corelibs-foundation: a JWS saved with Windows line ends (`\r\n`, one `Character` in Swift) or
/// pasted after a no-break space must verify as it did.
@Suite struct WhitespaceTests {
  @Test(arguments: [
    ("abc\r\n", "abc"), ("\u{A0}abc\u{0C}", "abc"), (" \t\nabc def\r", "abc def"), ("\r\n \u{0B}", ""), ("abc", "abc"),
  ])
  func trimsLeadingAndTrailingWhitespace(text: String, trimmed: String) {
    #expect(text.trimmingWhitespace() == trimmed)
  }
}
