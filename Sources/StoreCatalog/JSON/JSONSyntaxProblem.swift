/// Why some bytes are not JSON, as a value: what the parser expected and what it found instead. It is worded
/// (in every interface language) by `words`, never by the parser.
public enum JSONSyntaxProblem: Sendable, Hashable {
  /// What stood where something else was expected.
  public enum Found: Sendable, Hashable {
    case endOfInput
    /// A printable character (ASCII or not).
    case character(Character)
    /// A byte that is no printable character.
    case byte(UInt8)
  }

  /// The kind of container whose separator or closing bracket was expected.
  public enum Container: Sendable, Hashable {
    case object
    case array

    /// The bracket that closes it.
    public var closingBracket: Character { self == .object ? "}" : "]" }
  }

  case emptyFile
  case onlyWhitespace
  case textAfterValue(Found)
  case expectedValue(Found)
  case expectedKeyOrBrace
  case keyNotQuoted(Found)
  case expectedColon(key: String, atEnd: Bool)
  case expectedMemberValue(key: String)
  case expectedElementOrBracket
  /// After an element, neither `,` nor the closing bracket: `found` is `.endOfInput` when the input stops.
  case expectedSeparator(Container, found: Found)
  case trailingComma(Container)
  case nestedTooDeep(maximum: Int)
  case misspelledLiteral(Found, literal: String)
  case digitAfterMinus
  case leadingZero
  case digitAfterDecimalPoint
  case digitInExponent
  case endAfterBackslash
  case invalidEscape(String)
  case loneHighSurrogate(UInt32)
  case unpairedHighSurrogate(UInt32, found: UInt32)
  case loneLowSurrogate(UInt32)
  case shortUnicodeEscape
  case invalidUnicodeEscape
  case invalidUTF8(byteOffset: Int, byte: UInt8)
  case controlCharacter(UInt8)
  case unterminatedString
  /// The document is larger than the parser reads (`limit` bytes; a catalog file is refused long before).
  case tooLarge(limit: Int)
}
