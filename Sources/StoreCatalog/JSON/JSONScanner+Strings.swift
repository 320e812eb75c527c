/// String scanning: escapes, control characters and UTF-8 validation.
extension JSONScanner {
  /// Checks a string starting at its opening quote and leaves `offset` after the closing quote. Returns how it is
  /// written; with escapes, it leaves the string decoded in `scratch`.
  @discardableResult
  mutating func scanString() throws(JSONParseError) -> JSONIndex.StringForm {
    offset += 1
    let start = offset
    var form = JSONIndex.StringForm.ascii
    // Fast path: plain ASCII and valid UTF-8 up to the closing quote, without escapes.
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return form
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error(.controlCharacter(byte)) }
      if byte < 0x80 {
        offset += 1
      } else {
        try skipMultiByteCharacter()
        form = .unicode
      }
    }
    guard offset < bytes.count else { throw error(.unterminatedString) }
    var decoded: [UInt8] = []
    swap(&decoded, &scratch)
    defer { swap(&decoded, &scratch) }
    decoded.removeAll(keepingCapacity: true)
    decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
    try scanEscapedRest(into: &decoded)
    return .escaped
  }

  /// The string starting at its opening quote, decoded; leaves `offset` after the closing quote.
  mutating func parseString() throws(JSONParseError) -> String {
    let start = offset + 1
    if try scanString() == .escaped { return String(decoding: scratch, as: UTF8.self) }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(offset - 1)]), as: UTF8.self)
  }

  /// The slow path: the rest of a string that has escapes, decoded into `decoded`.
  private mutating func scanEscapedRest(into decoded: inout [UInt8]) throws(JSONParseError) {
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return
      case UInt8(ascii: "\\"):
        try appendEscape(to: &decoded)
      case 0..<0x20:
        throw error(.controlCharacter(byte))
      case 0x80...:
        let characterStart = offset
        try skipMultiByteCharacter()
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[characterStart..<offset]))
      default:
        decoded.append(byte)
        offset += 1
      }
    }
    throw error(.unterminatedString)
  }

  private mutating func appendEscape(to decoded: inout [UInt8]) throws(JSONParseError) {
    guard offset + 1 < bytes.count else { throw error(.endAfterBackslash) }
    let escaped = bytes[offset + 1]
    let simple: UInt8? =
      switch escaped {
      case UInt8(ascii: "\""): UInt8(ascii: "\"")
      case UInt8(ascii: "\\"): UInt8(ascii: "\\")
      case UInt8(ascii: "/"): UInt8(ascii: "/")
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      decoded.append(simple)
      offset += 2
      return
    }
    guard escaped == UInt8(ascii: "u") else {
      throw error(.invalidEscape(describeEscape(escaped)))
    }
    var code = try hexQuad(at: offset + 2)
    offset += 6
    if code >= 0xD800, code < 0xDC00 {
      guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
        throw error(.loneHighSurrogate(code))
      }
      let low = try hexQuad(at: offset + 2)
      guard low >= 0xDC00, low < 0xE000 else {
        throw error(.unpairedHighSurrogate(code, found: low))
      }
      offset += 6
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    } else if code >= 0xDC00, code < 0xE000 {
      throw error(.loneLowSurrogate(code))
    }
    decoded.append(contentsOf: Array(String(Character(Unicode.Scalar(code)!)).utf8))
  }

  private func hexQuad(at index: Int) throws(JSONParseError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error(.shortUnicodeEscape) }
    var value: UInt32 = 0
    for byte in bytes[index..<(index + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error(.invalidUnicodeEscape)
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  // MARK: - UTF-8

  /// Checks the multi-byte UTF-8 character at `offset` and moves past it.
  private mutating func skipMultiByteCharacter() throws(JSONParseError) {
    guard let (_, length) = decodeScalar(at: offset) else {
      throw error(.invalidUTF8(byteOffset: offset, byte: bytes[offset]))
    }
    offset += length
    continuationBytesOnLine += length - 1
  }

  /// The scalar a valid UTF-8 sequence at `index` encodes, and its length; nil for invalid,
  /// overlong, surrogate or truncated sequences.
  func decodeScalar(at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
    case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
    case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for next in bytes[(index + 1)..<(index + length)] {
      guard next & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(next & 0x3F)
    }
    let minimum: UInt32 = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80
    guard value >= minimum, value <= 0x10FFFF, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }

  // MARK: - Errors

  private func describeEscape(_ byte: UInt8) -> String {
    byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : hex(byte)
  }
}

/// `0xFF`: a byte in hex, for messages.
func hex(_ byte: UInt8) -> String {
  let digits = Array("0123456789ABCDEF")
  return "0x\(digits[Int(byte >> 4)])\(digits[Int(byte & 0x0F)])"
}

/// `00E9`: four hex digits, for messages about code points.
func hex4(_ value: UInt32) -> String {
  let text = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - text.count)) + text
}
