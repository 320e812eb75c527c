/// A recursive-descent parser for RFC 8259 JSON over bytes, bounds-checked, nesting-limited, recording duplicate keys.
struct StrictJSONParser {
  /// Deeper documents are refused rather than risking the stack; signed payloads nest three levels at most.
  static let maximumDepth = 64

  private let bytes: [UInt8]
  private var position = 0
  private var path: [String] = []
  private(set) var duplicateKeys: [String] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func parseDocument() throws(StrictJSON.SyntaxError) -> StrictJSON.Value {
    let value = try parseValue(depth: 0)
    skipWhitespace()
    guard position == bytes.count else { throw error("unexpected data after the JSON value") }
    return value
  }

  // MARK: - Values

  private mutating func parseValue(depth: Int) throws(StrictJSON.SyntaxError) -> StrictJSON.Value {
    guard depth < Self.maximumDepth else { throw error("JSON nested deeper than \(Self.maximumDepth) levels") }
    skipWhitespace()
    guard let byte = peek() else { throw error("unexpected end of JSON") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("unexpected character '\(Unicode.Scalar(byte))'")
    }
  }

  private mutating func parseObject(depth: Int) throws(StrictJSON.SyntaxError) -> StrictJSON.Value {
    position += 1
    var members: [StrictJSON.Member] = []
    var seen = Set<String>()
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else { throw error("expected a quoted object key") }
      let key = try parseString()
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "expected ':' after an object key")
      path.append(key)
      let value = try parseValue(depth: depth + 1)
      path.removeLast()
      if !seen.insert(key).inserted { duplicateKeys.append((path + [key]).joined(separator: ".")) }
      members.append(StrictJSON.Member(key: key, value: value))
      skipWhitespace()
      if peek() == UInt8(ascii: ",") {
        position += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "expected ',' or '}' in an object")
      return .object(members)
    }
  }

  private mutating func parseArray(depth: Int) throws(StrictJSON.SyntaxError) -> StrictJSON.Value {
    position += 1
    var elements: [StrictJSON.Value] = []
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      path.append("\(elements.count)")
      elements.append(try parseValue(depth: depth + 1))
      path.removeLast()
      skipWhitespace()
      if peek() == UInt8(ascii: ",") {
        position += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "expected ',' or ']' in an array")
      return .array(elements)
    }
  }

  // MARK: - Strings

  private mutating func parseString() throws(StrictJSON.SyntaxError) -> String {
    position += 1
    var result = ""
    var runStart = position
    while true {
      guard let byte = peek() else { throw error("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        try appendRun(from: runStart, to: &result)
        position += 1
        return result
      case UInt8(ascii: "\\"):
        try appendRun(from: runStart, to: &result)
        position += 1
        result.unicodeScalars.append(try parseEscape())
        runStart = position
      case 0..<0x20:
        throw error("a control character inside a string")
      default:
        position += 1
      }
    }
  }

  /// Appends the unescaped bytes from `start` to the cursor, refusing invalid UTF-8.
  private func appendRun(from start: Int, to result: inout String) throws(StrictJSON.SyntaxError) {
    guard start < position else { return }
    guard let text = String(validating: bytes[start..<position], as: UTF8.self) else {
      throw error("a string that is not valid UTF-8")
    }
    result += text
  }

  private mutating func parseEscape() throws(StrictJSON.SyntaxError) -> Unicode.Scalar {
    guard let byte = peek() else { throw error("unterminated escape") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): return try parseUnicodeEscape()
    default: throw error("an unknown escape '\\\(Unicode.Scalar(byte))'")
    }
  }

  private mutating func parseUnicodeEscape() throws(StrictJSON.SyntaxError) -> Unicode.Scalar {
    let first = try hexQuad()
    if (0xDC00...0xDFFF).contains(first) { throw error("a lone low surrogate escape") }
    guard (0xD800...0xDBFF).contains(first) else {
      guard let scalar = Unicode.Scalar(first) else { throw error("an invalid \\u escape") }
      return scalar
    }
    guard peek() == UInt8(ascii: "\\"), peek(offset: 1) == UInt8(ascii: "u") else {
      throw error("a high surrogate escape without its low surrogate")
    }
    position += 2
    let second = try hexQuad()
    guard (0xDC00...0xDFFF).contains(second),
      let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
    else { throw error("a high surrogate escape followed by something other than a low surrogate") }
    return scalar
  }

  private mutating func hexQuad() throws(StrictJSON.SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexValue(byte) else { throw error("a \\u escape without 4 hex digits") }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  // MARK: - Numbers and words

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, returned as its literal text.
  private mutating func parseNumber() throws(StrictJSON.SyntaxError) -> String {
    let start = position
    if peek() == UInt8(ascii: "-") { position += 1 }
    if peek() == UInt8(ascii: "0") {
      position += 1
    } else {
      guard skipDigits() > 0 else { throw error("a number without digits") }
    }
    if peek() == UInt8(ascii: ".") {
      position += 1
      guard skipDigits() > 0 else { throw error("a number with no digits after '.'") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard skipDigits() > 0 else { throw error("a number with no digits in its exponent") }
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private mutating func skipDigits() -> Int {
    let start = position
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
    return position - start
  }

  private mutating func expectWord(_ word: String) throws(StrictJSON.SyntaxError) {
    for expected in word.utf8 {
      guard peek() == expected else { throw error("expected '\(word)'") }
      position += 1
    }
  }

  // MARK: - Cursor

  private func peek(offset: Int = 0) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  private mutating func skipWhitespace() {
    while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
  }

  private mutating func expect(_ byte: UInt8, _ message: String) throws(StrictJSON.SyntaxError) {
    guard peek() == byte else { throw error(message) }
    position += 1
  }

  private func error(_ message: String) -> StrictJSON.SyntaxError {
    StrictJSON.SyntaxError(message: message, offset: position)
  }
}
