public import FoundationEssentials

/// StoreKit's device verification: the hash that ties signed data to one device and app vendor.
/// `deviceVerification` = SHA-384 of the lower-case `deviceVerificationNonce` UUID string followed by the lower-case
/// `AppStore.deviceVerificationID` UUID string (ASCII); the payload carries it base64-encoded.
public enum DeviceVerification {
  /// The 48-byte hash for `nonce` on the device whose verification ID is `deviceVerificationID`.
  public static func hash(nonce: UUID, deviceVerificationID: UUID) -> Data {
    var text: [UInt8] = []
    text.reserveCapacity(72)
    appendLowercased(nonce, to: &text)
    appendLowercased(deviceVerificationID, to: &text)
    return Data(Digest.sha384(text))
  }

  /// Appends `uuid` as `uuidString.lowercased()` would spell it (8-4-4-4-12 lower-case hex digits), without the
  /// three intermediate strings.
  private static func appendLowercased(_ uuid: UUID, to text: inout [UInt8]) {
    let digits = Array("0123456789abcdef".utf8)
    withUnsafeBytes(of: uuid.uuid) { bytes in
      for (index, byte) in bytes.enumerated() {
        if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0x0F)])
      }
    }
  }

  /// The hash as the payload's `deviceVerification` string (standard base64).
  public static func payloadValue(nonce: UUID, deviceVerificationID: UUID) -> String {
    hash(nonce: nonce, deviceVerificationID: deviceVerificationID).base64EncodedString()
  }

  /// Whether a payload's `deviceVerification` (base64) matches `nonce` on this device; false for anything that is
  /// not base64 of the right hash.
  public static func matches(_ payloadValue: String, nonce: UUID, deviceVerificationID: UUID) -> Bool {
    Data(base64Encoded: payloadValue) == hash(nonce: nonce, deviceVerificationID: deviceVerificationID)
  }
}
