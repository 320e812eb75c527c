/// Parses UTF-8 bytes into `JSONNode`s, fast and without ever crashing: strict RFC 8259 JSON, with
/// positions on every value, a nesting limit, and errors that say where and what was expected.
public enum JSONParser {
  /// How deep arrays and objects may nest before the parser gives up (deep input fails fast
  /// instead of exhausting the stack).
  public static let defaultMaximumDepth = 512

  /// Parses a whole document: one value, optionally surrounded by whitespace.
  public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(JSONParseError)
    -> JSONNode
  {
    let result: Result<JSONNode, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONParseError) {
        return .success(try parse(buffer, maximumDepth: maximumDepth))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Parses a whole document from bytes in memory (a mapped file, a buffer).
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = defaultMaximumDepth)
    throws(JSONParseError) -> JSONNode
  {
    var scanner = JSONScanner(bytes, maximumDepth: maximumDepth)
    return try scanner.parseDocument()
  }

  /// Parses a document from a string's UTF-8.
  public static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONParseError)
    -> JSONNode
  {
    try parse(Array(text.utf8), maximumDepth: maximumDepth)
  }
}

/// The parser's state while it walks a buffer: where it is, and the line bookkeeping that turns a
/// byte offset into a line and column.
struct JSONScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  var offset = 0
  var depth = 0
  /// 1-based number of the line `offset` is on.
  var line = 1
  /// The offset where the current line starts.
  var lineStart = 0
  /// Bytes on the current line, before `offset`, that continue a multi-byte character (so columns
  /// count characters).
  var continuationBytesOnLine = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  mutating func parseDocument() throws(JSONParseError) -> JSONNode {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3; lineStart = 3 }
    skipWhitespace()
    guard offset < bytes.count else {
      throw error(bytes.isEmpty ? .emptyFile : .onlyWhitespace)
    }
    let root = try parseValue()
    try expectEnd()
    return root
  }

  /// Checks that nothing but whitespace follows the document's value.
  mutating func expectEnd() throws(JSONParseError) {
    skipWhitespace()
    guard offset == bytes.count else {
      throw error(.textAfterValue(found(at: offset)))
    }
  }

  // MARK: - Values

  mutating func parseValue() throws(JSONParseError) -> JSONNode {
    let position = packedPosition
    switch bytes[offset] {
    case UInt8(ascii: "{"): return JSONNode(.object(try parseObject()), packed: position)
    case UInt8(ascii: "["): return JSONNode(.array(try parseArray()), packed: position)
    case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), packed: position)
    case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), packed: position)
    case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), packed: position)
    case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, packed: position)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(.number(try parseNumber()), packed: position)
    default:
      throw error(.expectedValue(found(at: offset)))
    }
  }

  mutating func parseObject() throws(JSONParseError) -> JSONObject {
    try enterContainer()
    offset += 1
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      depth -= 1
      return JSONObject()
    }
    var members: [JSONObject.Member] = []
    while true {
      guard offset < bytes.count else { throw error(.expectedKeyOrBrace) }
      guard bytes[offset] == UInt8(ascii: "\"") else {
        throw error(.keyNotQuoted(found(at: offset)))
      }
      let keyPosition = packedPosition
      let key = try parseString()
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
        throw error(.expectedColon(key: key, atEnd: offset >= bytes.count))
      }
      offset += 1
      skipWhitespace()
      guard offset < bytes.count else { throw error(.expectedMemberValue(key: key)) }
      let value = try parseValue()
      members.append(JSONObject.Member(key: key, packedKeyPosition: keyPosition, value: value))
      if try closes(.object) {
        return JSONObject(members)
      }
    }
  }

  mutating func parseArray() throws(JSONParseError) -> [JSONNode] {
    try enterContainer()
    offset += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      depth -= 1
      return elements
    }
    while true {
      guard offset < bytes.count else { throw error(.expectedElementOrBracket) }
      elements.append(try parseValue())
      if try closes(.array) { return elements }
    }
  }

  /// After an element of a container: consumes `,` (false: another element follows) or the closing
  /// bracket (true: the container ends); anything else is an error that names what was expected.
  private mutating func closes(_ container: JSONSyntaxProblem.Container) throws(JSONParseError) -> Bool {
    let bracket = UInt8(ascii: container == .object ? "}" : "]")
    skipWhitespace()
    guard offset < bytes.count else {
      throw error(.expectedSeparator(container, found: .endOfInput))
    }
    switch bytes[offset] {
    case UInt8(ascii: ","):
      offset += 1
      skipWhitespace()
      if offset < bytes.count, bytes[offset] == bracket {
        throw error(.trailingComma(container))
      }
      return false
    case bracket:
      offset += 1
      depth -= 1
      return true
    default:
      throw error(.expectedSeparator(container, found: found(at: offset)))
    }
  }

  mutating func enterContainer() throws(JSONParseError) {
    depth += 1
    if depth > maximumDepth {
      throw error(.nestedTooDeep(maximum: maximumDepth))
    }
  }

  mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
    let count = word.utf8CodeUnitCount
    let matches = offset + count <= bytes.count
      && (0..<count).allSatisfy { bytes[offset + $0] == word.utf8Start[$0] }
    guard matches else {
      throw error(.misspelledLiteral(found(at: offset), literal: "\(word)"))
    }
    offset += count
  }

  // MARK: - Numbers

  mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
    let start = offset
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    guard offset < bytes.count, isDigit(bytes[offset]) else { throw error(.digitAfterMinus) }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count, isDigit(bytes[offset]) { throw error(.leadingZero) }
    } else {
      skipDigits()
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else { throw error(.digitAfterDecimalPoint) }
      skipDigits()
    }
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      offset += 1
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      guard offset < bytes.count, isDigit(bytes[offset]) else { throw error(.digitInExponent) }
      skipDigits()
    }
    return JSONNumber(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self))
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  private mutating func skipDigits() {
    while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
  }

  // MARK: - Whitespace and positions

  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "):
        // Indentation comes in long runs of spaces: skip them eight at a time.
        offset += 1
        while offset + 8 <= bytes.count,
          UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
        {
          offset += 8
        }
      case UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        offset += 1
      case UInt8(ascii: "\n"):
        offset += 1
        line += 1
        lineStart = offset
        continuationBytesOnLine = 0
      default:
        return
      }
    }
  }

  var packedPosition: PackedPosition {
    PackedPosition(line: line, column: offset - lineStart - continuationBytesOnLine + 1)
  }

  var currentPosition: SourcePosition {
    SourcePosition(line: line, column: offset - lineStart - continuationBytesOnLine + 1)
  }

  func error(_ problem: JSONSyntaxProblem) -> JSONParseError {
    JSONParseError(problem, position: currentPosition, byteOffset: offset)
  }

  /// What the byte at `index` is: a character, a byte that is none, or the end of input.
  func found(at index: Int) -> JSONSyntaxProblem.Found {
    guard index < bytes.count else { return .endOfInput }
    let byte = bytes[index]
    if byte >= 0x21, byte < 0x7F { return .character(Character(Unicode.Scalar(byte))) }
    if byte >= 0x80, let (scalar, _) = decodeScalar(at: index) { return .character(Character(scalar)) }
    return .byte(byte)
  }
}
