public import FoundationEssentials

/// Base64url without padding (RFC 7515 §2), the alphabet of compact JWS and JWT: `-` and `_` instead of `+` and `/`.
/// Table-driven over bytes: every purchase signs and verifies through it.
public enum Base64URL {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  /// Each byte's 6-bit value in the base64url alphabet, or 0xFF for bytes outside it.
  private static let values: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
    return table
  }()

  /// `bytes` in base64url, no `=` padding.
  public static func encode(_ bytes: some Collection<UInt8>) -> String {
    var output = [UInt8]()
    append(bytes, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the base64url text of `bytes` to `output` (building a JWS in one buffer).
  static func append(_ bytes: some Collection<UInt8>, to output: inout [UInt8]) {
    let input = Array(bytes)
    let alphabet = Self.alphabet
    output.reserveCapacity(output.count + (input.count * 4 + 2) / 3)
    var index = 0
    while index + 3 <= input.count {
      let group = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
      output.append(alphabet[Int(group >> 18 & 63)])
      output.append(alphabet[Int(group >> 12 & 63)])
      output.append(alphabet[Int(group >> 6 & 63)])
      output.append(alphabet[Int(group & 63)])
      index += 3
    }
    let rest = input.count - index
    if rest > 0 {
      let group = UInt32(input[index]) << 16 | (rest == 2 ? UInt32(input[index + 1]) << 8 : 0)
      output.append(alphabet[Int(group >> 18 & 63)])
      output.append(alphabet[Int(group >> 12 & 63)])
      if rest == 2 { output.append(alphabet[Int(group >> 6 & 63)]) }
    }
  }

  /// The bytes `text` encodes, or nil unless it is unpadded base64url: only `A–Z a–z 0–9 - _`, a length whole bytes
  /// can have (not 1 more than a multiple of 4), and no stray bits in the last character.
  public static func decode(_ text: some Collection<UInt8>) -> Data? {
    let input = Array(text)
    guard input.count % 4 != 1 else { return nil }
    let values = Self.values
    var valid = true
    let output = [UInt8](unsafeUninitializedCapacity: input.count * 3 / 4) { buffer, count in
      var group: UInt32 = 0
      var pending = 0
      for byte in input {
        let value = values[Int(byte)]
        guard value != 0xFF else {
          valid = false
          return
        }
        group = group << 6 | UInt32(value)
        pending += 1
        if pending == 4 {
          buffer[count] = UInt8(truncatingIfNeeded: group >> 16)
          buffer[count + 1] = UInt8(truncatingIfNeeded: group >> 8)
          buffer[count + 2] = UInt8(truncatingIfNeeded: group)
          count += 3
          group = 0
          pending = 0
        }
      }
      switch pending {
      case 2:
        valid = group & 0x0F == 0
        buffer[count] = UInt8(truncatingIfNeeded: group >> 4)
        count += 1
      case 3:
        valid = group & 0x03 == 0
        buffer[count] = UInt8(truncatingIfNeeded: group >> 10)
        buffer[count + 1] = UInt8(truncatingIfNeeded: group >> 2)
        count += 2
      default:
        break
      }
    }
    return valid ? Data(output) : nil
  }
}
