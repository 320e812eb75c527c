public import Foundation

/// StoreKit's device verification: the hash that ties signed data to one device and app vendor.
/// `deviceVerification` = SHA-384 of the lower-case `deviceVerificationNonce` UUID string followed by the lower-case
/// `AppStore.deviceVerificationID` UUID string (ASCII); the payload carries it base64-encoded.
public enum DeviceVerification {
  /// The 48-byte hash for `nonce` on the device whose verification ID is `deviceVerificationID`.
  public static func hash(nonce: UUID, deviceVerificationID: UUID) -> Data {
    Data(Digest.sha384(Array((nonce.uuidString.lowercased() + deviceVerificationID.uuidString.lowercased()).utf8)))
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
