/// Checks a JSON document strictly (RFC 8259, a nesting limit, errors that say where and what was expected) and
/// indexes it as it goes: an entry per value and per key, appended to one array (`JSONIndex`). Its state is where it
/// is, and the line bookkeeping that turns a byte offset into a line and column.
struct JSONScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  /// Whether entries say where they were written (not for a document written out from a tree, whose positions
  /// would be of text nobody wrote).
  let recordsPositions: Bool
  /// The index so far.
  var entries: [JSONIndex.Entry] = []
  /// Where a string with escapes is decoded while it is checked (kept, so its capacity is reused).
  var scratch: [UInt8] = []
  var offset = 0
  var depth = 0
  /// 1-based number of the line `offset` is on.
  var line = 1
  /// The offset where the current line starts.
  var lineStart = 0
  /// Bytes on the current line, before `offset`, that continue a multi-byte character (so columns
  /// count characters).
  var continuationBytesOnLine = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, recordsPositions: Bool = true) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    self.recordsPositions = recordsPositions
  }

  /// Checks and indexes a whole document: one value, optionally surrounded by whitespace.
  mutating func indexDocument() throws(JSONParseError) {
    guard bytes.count < JSONIndex.maximumSize else { throw error(.tooLarge(limit: JSONIndex.maximumSize)) }
    // Room for a catalog's entries (one per ~20 bytes) at once; pages never written cost no memory.
    entries.reserveCapacity(bytes.count / 8 + 1)
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3; lineStart = 3 }
    skipWhitespace()
    guard offset < bytes.count else {
      throw error(bytes.isEmpty ? .emptyFile : .onlyWhitespace)
    }
    try indexValue()
    try expectEnd()
  }

  /// Checks that nothing but whitespace follows the document's value.
  mutating func expectEnd() throws(JSONParseError) {
    skipWhitespace()
    guard offset == bytes.count else {
      throw error(.textAfterValue(found(at: offset)))
    }
  }

  // MARK: - Values

  mutating func indexValue() throws(JSONParseError) {
    let start = offset
    let position = packedPosition
    switch bytes[offset] {
    case UInt8(ascii: "{"): try indexObject(at: position)
    case UInt8(ascii: "["): try indexArray(at: position)
    case UInt8(ascii: "\""):
      let form = try scanString()
      append(start, offset - 1, position, form: form)
    case UInt8(ascii: "t"): try expectWord("true"); append(start, offset, position)
    case UInt8(ascii: "f"): try expectWord("false"); append(start, offset, position)
    case UInt8(ascii: "n"): try expectWord("null"); append(start, offset, position)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try scanNumber()
      append(start, offset, position)
    default:
      throw error(.expectedValue(found(at: offset)))
    }
  }

  private mutating func append(_ start: Int, _ end: Int, _ position: PackedPosition, form: JSONIndex.StringForm = .ascii) {
    entries.append(JSONIndex.Entry(start: start, end: end, form: form, position: position))
  }

  /// Enters the container whose opening bracket is at `offset`: appends its entry (finished by `close(_:)` once its
  /// members are indexed) and moves past the bracket. - Returns: the entry, or nil for an empty container, which
  /// is then closed and left.
  private mutating func enter(_ container: JSONSyntaxProblem.Container, at position: PackedPosition)
    throws(JSONParseError) -> Int?
  {
    depth += 1
    if depth > maximumDepth {
      throw error(.nestedTooDeep(maximum: maximumDepth))
    }
    append(offset, 0, position)
    let entry = entries.count - 1
    offset += 1
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: container == .object ? "}" : "]") else { return entry }
    offset += 1
    depth -= 1
    close(entry)
    return nil
  }

  /// Finishes a container's entry: its members end here.
  private mutating func close(_ container: Int) {
    entries[container].end = UInt32(entries.count)
  }

  mutating func indexObject(at position: PackedPosition) throws(JSONParseError) {
    guard let container = try enter(.object, at: position) else { return }
    defer { close(container) }
    while true {
      guard offset < bytes.count else { throw error(.expectedKeyOrBrace) }
      guard bytes[offset] == UInt8(ascii: "\"") else {
        throw error(.keyNotQuoted(found(at: offset)))
      }
      let keyStart = offset
      let keyPosition = packedPosition
      let form = try scanString()
      append(keyStart, offset - 1, keyPosition, form: form)
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
        throw error(.expectedColon(key: key(at: keyStart), atEnd: offset >= bytes.count))
      }
      offset += 1
      skipWhitespace()
      guard offset < bytes.count else { throw error(.expectedMemberValue(key: key(at: keyStart))) }
      try indexValue()
      if try closes(.object) { return }
    }
  }

  /// The key whose opening quote is at `start` (already checked), for a message.
  private func key(at start: Int) -> String {
    var scanner = JSONScanner(bytes, maximumDepth: maximumDepth)
    scanner.offset = start
    return (try? scanner.parseString()) ?? ""
  }

  mutating func indexArray(at position: PackedPosition) throws(JSONParseError) {
    guard let container = try enter(.array, at: position) else { return }
    defer { close(container) }
    while true {
      guard offset < bytes.count else { throw error(.expectedElementOrBracket) }
      try indexValue()
      if try closes(.array) { return }
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

  mutating func scanNumber() throws(JSONParseError) {
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
    recordsPositions ? PackedPosition(line: line, column: offset - lineStart - continuationBytesOnLine + 1) : PackedPosition(nil)
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
