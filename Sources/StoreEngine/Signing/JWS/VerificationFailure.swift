/// Why signed data failed verification: StoreKit's reason, which check failed, and what exactly was wrong with the
/// values involved (the leaf expired, validated at signedDate 2023-01-05T22:02:34Z), worded by the renderer.
///
/// How checks map to StoreKit's `VerificationError` reasons:
///
/// | check | reason |
/// |---|---|
/// | `format` (not three base64url parts, JSON syntax), `duplicateKeys`, `algorithm` present but not `ES256`, `certificateEncoding`, `signatureEncoding`, malformed `signedDate` | `.invalidEncoding` |
/// | `algorithm` or `x5c` or (when validating at it) `signedDate` missing; expected `bundleId`/`environment` missing | `.missingRequiredProperties` |
/// | `certificateCount`, `certificatePath` (untrusted root, expired, not issued by its issuer…), `appleMarkers`, `signingKey` | `.invalidCertificateChain` |
/// | `certificatePath` failing on a revoked certificate | `.revokedCertificate` |
/// | `signature` (ECDSA mismatch), `signatureMalleability` (high-S) | `.invalidSignature` |
/// | `appIdentifier`, `environment` mismatch | `.invalidDeviceVerification` |
///
/// The last row is a decision: Apple's server library has distinct `INVALID_APP_IDENTIFIER` and
/// `INVALID_ENVIRONMENT` results, StoreKit has no such reason. Data that is authentic but was issued for another app
/// or environment is, like a device verification mismatch, "not valid for this installation", so it gets that
/// reason; code that must tell the cases apart (a backend) switches on `check`.
public struct VerificationFailure: Error, Sendable, Hashable {
  /// The step of verification that failed.
  public enum Check: String, Sendable, Hashable, CaseIterable {
    /// The compact serialization: three base64url parts, JSON header and payload objects.
    case format
    /// A JSON object in the header or payload names the same key twice.
    case duplicateKeys
    /// The header's `alg`: present and `ES256`.
    case algorithm
    /// The header's `x5c`: present, and as many certificates as the chain requirement asks.
    case certificateCount
    /// Each `x5c` entry: standard base64 of one DER certificate.
    case certificateEncoding
    /// The payload's signing date (`signedDate`, or `receiptCreationDate` for app transactions).
    case signedDate
    /// RFC 5280 path validation to a trusted root at the validation time.
    case certificatePath
    /// Apple's marker extensions on the leaf and intermediate.
    case appleMarkers
    /// The leaf's public key: an elliptic-curve P-256 key, as ES256 needs.
    case signingKey
    /// The signature part: exactly 64 bytes (r‖s).
    case signatureEncoding
    /// The ECDSA signature over `header.payload` with the leaf key.
    case signature
    /// The signature's s value: in the lower half of the group order.
    case signatureMalleability
    /// The payload's `bundleId` against the expected one.
    case appIdentifier
    /// The payload's `environment` against the expected one.
    case environment
  }

  /// StoreKit's reason, for `VerificationResult.unverified`.
  public var reason: VerificationError
  /// Which check failed.
  public var check: Check
  /// What was wrong, with the values involved.
  public var problem: Problem

  public init(_ reason: VerificationError, _ check: Check, _ problem: Problem) {
    self.reason = reason
    self.check = check
    self.problem = problem
  }
}

/// The outcome of verifying a compact JWS: verified, or not and why. Like StoreKit's `VerificationResult`, an
/// unverified outcome still carries the decoded parts when they could be decoded, so the payload can be shown —
/// never trusted, granted or finished.
public enum JWSVerification: Sendable, Hashable {
  case verified(DecodedJWS)
  /// The decoded parts (nil when the text is not even a decodable JWS) and why verification failed.
  case unverified(DecodedJWS?, VerificationFailure)

  /// The decoded parts, verified or not.
  public var decoded: DecodedJWS? {
    switch self {
    case .verified(let decoded): decoded
    case .unverified(let decoded, _): decoded
    }
  }

  /// Why verification failed; nil when verified.
  public var failure: VerificationFailure? {
    guard case .unverified(_, let failure) = self else { return nil }
    return failure
  }

  /// Whether the data verified.
  public var isVerified: Bool { failure == nil }
}
