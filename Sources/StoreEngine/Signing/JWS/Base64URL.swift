import Foundation

/// Base64url without padding (RFC 7515 §2), the alphabet of compact JWS: `-` and `_` instead of `+` and `/`.
enum Base64URL {
  /// `bytes` in base64url, no `=` padding.
  static func encode(_ bytes: some Collection<UInt8>) -> String {
    var text = Data(bytes).base64EncodedString()
    while text.last == "=" { text.removeLast() }
    return String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
      switch scalar {
      case "+": "-"
      case "/": "_"
      default: scalar
      }
    }))
  }

  /// The bytes `text` encodes, or nil unless it is unpadded base64url: only `A–Z a–z 0–9 - _`, and a length
  /// that whole bytes can have (not 1 more than a multiple of 4).
  static func decode(_ text: Substring) -> Data? {
    var standard = [UInt8]()
    standard.reserveCapacity(text.utf8.count + 3)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        standard.append(byte)
      case UInt8(ascii: "-"): standard.append(UInt8(ascii: "+"))
      case UInt8(ascii: "_"): standard.append(UInt8(ascii: "/"))
      default: return nil
      }
    }
    guard standard.count % 4 != 1 else { return nil }
    while standard.count % 4 != 0 { standard.append(UInt8(ascii: "=")) }
    return Data(base64Encoded: Data(standard))
  }
}
