/// A P-256 ECDSA signature as the two 32-byte integers r and s, convertible between JWS's raw form
/// (r‖s, 64 bytes) and the DER `ECDSA-Sig-Value` OpenSSL and promotional offers use.
///
/// ECDSA signatures are malleable: (r, s) and (r, n − s) both verify. A signature is "low-S" when
/// s ≤ n/2; Storefront's signer always emits low-S so a verifier can refuse the other twin.
struct ECDSASignature: Hashable, Sendable {
  /// r, big-endian, left-padded to 32 bytes.
  let r: [UInt8]
  /// s, big-endian, left-padded to 32 bytes.
  let s: [UInt8]

  /// Why bytes are not a P-256 ECDSA signature.
  enum EncodingError: Error, Equatable {
    case wrongRawLength(Int)
    case malformedDER(String)
  }

  /// Reads JWS's raw form: exactly 64 bytes, r then s.
  init(raw: some Collection<UInt8>) throws(EncodingError) {
    let bytes = Array(raw)
    guard bytes.count == 64 else { throw .wrongRawLength(bytes.count) }
    r = Array(bytes[0..<32])
    s = Array(bytes[32..<64])
  }

  /// Reads a DER `SEQUENCE { r INTEGER, s INTEGER }` with minimal encodings and nothing after it.
  init(der: some Collection<UInt8>) throws(EncodingError) {
    var reader = DERReader(bytes: Array(der))
    let body = try reader.element(tag: 0x30)
    guard reader.isAtEnd else { throw .malformedDER("bytes after the signature") }
    var fields = DERReader(bytes: body)
    r = try Self.scalar(fields.element(tag: 0x02))
    s = try Self.scalar(fields.element(tag: 0x02))
    guard fields.isAtEnd else { throw .malformedDER("extra fields in the signature") }
  }

  private init(r: [UInt8], s: [UInt8]) {
    self.r = r
    self.s = s
  }

  /// r‖s, 64 bytes: JWS's ES256 signature.
  var raw: [UInt8] { r + s }

  /// The DER `ECDSA-Sig-Value` encoding.
  var der: [UInt8] {
    let body = Self.integer(r) + Self.integer(s)
    return [0x30, UInt8(body.count)] + body
  }

  /// Whether s is in the upper half of the group order (the malleable twin of a low-S signature).
  var isHighS: Bool { Self.compare(s, Self.halfOrder) > 0 }

  /// The equivalent signature with s replaced by n − s when s is high; unchanged otherwise.
  var normalizedToLowS: ECDSASignature {
    isHighS ? ECDSASignature(r: r, s: Self.subtract(Self.order, s)) : self
  }

  // MARK: - P-256 group order arithmetic on 32-byte big-endian numbers

  /// n, the order of the P-256 group.
  static let order: [UInt8] = [
    0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xBC, 0xE6, 0xFA, 0xAD, 0xA7, 0x17, 0x9E, 0x84, 0xF3, 0xB9, 0xCA, 0xC2, 0xFC, 0x63, 0x25, 0x51,
  ]

  /// ⌊n / 2⌋.
  static let halfOrder: [UInt8] = [
    0x7F, 0xFF, 0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xDE, 0x73, 0x7D, 0x56, 0xD3, 0x8B, 0xCF, 0x42, 0x79, 0xDC, 0xE5, 0x61, 0x7E, 0x31, 0x92, 0xA8,
  ]

  private static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
    for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
    return 0
  }

  /// a − b for a ≥ b, both 32 bytes.
  static func subtract(_ a: [UInt8], _ b: [UInt8]) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: 32)
    var borrow = 0
    for index in stride(from: 31, through: 0, by: -1) {
      var digit = Int(a[index]) - Int(b[index]) - borrow
      borrow = digit < 0 ? 1 : 0
      if digit < 0 { digit += 256 }
      result[index] = UInt8(digit)
    }
    return result
  }

  // MARK: - DER integers

  /// A DER INTEGER holding the unsigned 32-byte big-endian `value`.
  private static func integer(_ value: [UInt8]) -> [UInt8] {
    var content = Array(value.drop(while: { $0 == 0 }))
    if content.isEmpty || content[0] & 0x80 != 0 { content.insert(0, at: 0) }
    return [0x02, UInt8(content.count)] + content
  }

  /// The 32-byte unsigned value of a minimally encoded, non-negative DER INTEGER that fits in 32 bytes.
  private static func scalar(_ content: [UInt8]) throws(EncodingError) -> [UInt8] {
    guard let first = content.first else { throw .malformedDER("an empty integer") }
    guard first & 0x80 == 0 else { throw .malformedDER("a negative integer") }
    if content.count > 1, first == 0, content[1] & 0x80 == 0 {
      throw .malformedDER("an integer with a needless leading zero")
    }
    let magnitude = Array(content.drop(while: { $0 == 0 }))
    guard magnitude.count <= 32 else { throw .malformedDER("an integer longer than 32 bytes") }
    return [UInt8](repeating: 0, count: 32 - magnitude.count) + magnitude
  }
}

/// Reads DER tag-length-value elements with short or long lengths, bounds-checked.
private struct DERReader {
  let bytes: [UInt8]
  var position = 0

  var isAtEnd: Bool { position == bytes.count }

  mutating func element(tag: UInt8) throws(ECDSASignature.EncodingError) -> [UInt8] {
    guard position < bytes.count, bytes[position] == tag else {
      throw .malformedDER("expected DER tag \(tag)")
    }
    position += 1
    guard position < bytes.count else { throw .malformedDER("a truncated length") }
    var length = Int(bytes[position])
    position += 1
    if length & 0x80 != 0 {
      let count = length & 0x7F
      guard count == 1, position < bytes.count, bytes[position] >= 0x80 else {
        throw .malformedDER("a length that is not minimally encoded")
      }
      length = Int(bytes[position])
      position += 1
    }
    guard length <= bytes.count - position else { throw .malformedDER("a truncated value") }
    defer { position += length }
    return Array(bytes[position..<position + length])
  }
}
