/// Why a signed transaction or renewal info failed verification, as StoreKit's
/// `VerificationResult.VerificationError` names the reasons.
public enum VerificationError: String, Error, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  /// The chain could be parsed but a certificate in it is revoked.
  case revokedCertificate
  /// The chain could be parsed but does not lead to the trusted root at the signing date (expired,
  /// untrusted, not signed by its issuer, or missing Apple's marker extensions).
  case invalidCertificateChain
  /// The device verification hash does not match this device.
  case invalidDeviceVerification
  /// The JWS, its header, payload or certificates are not validly encoded.
  case invalidEncoding
  /// The chain is valid but the leaf key did not make this signature.
  case invalidSignature
  /// The header or a certificate lacks a property verification needs (`alg`, `x5c`, `signedDate`…).
  case missingRequiredProperties

  public var description: String {
    switch self {
    case .revokedCertificate: "a certificate in the chain is revoked"
    case .invalidCertificateChain: "the certificate chain is not valid for this data"
    case .invalidDeviceVerification: "the device verification does not match this device"
    case .invalidEncoding: "the signed data is not validly encoded"
    case .invalidSignature: "the signature does not match the signing certificate"
    case .missingRequiredProperties: "the signed data lacks required properties"
    }
  }
}
