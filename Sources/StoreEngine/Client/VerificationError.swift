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

  /// The case, for debugging; people read `OutcomeWords`.
  public var description: String { "VerificationError.\(rawValue)" }

}
