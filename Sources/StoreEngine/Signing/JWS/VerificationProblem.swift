public import FoundationEssentials
public import StoreCatalog

extension VerificationFailure {
  /// What exactly was wrong, with the values involved, for the renderer to say (StoreOperations
  /// `VerificationWords`): the engine decides, the renderer words it in the interface language.
  public enum Problem: Sendable, Hashable {
    // MARK: - The compact serialization
    /// The text is longer than `DecodedJWS.maximumLength`.
    case tooLong(bytes: Int)
    /// Not three dot-separated parts.
    case notThreeParts(found: Int)
    /// A part is not base64url.
    case notBase64URL(Part)
    /// The header or payload is not JSON.
    case notJSON(Part, JSONParseError)
    /// The header or payload is JSON but not an object.
    case notAnObject(Part)
    /// A JSON object names the key at this path twice.
    case duplicateKey(String)

    // MARK: - The header
    /// The header has no `alg`.
    case noAlgorithm
    /// The header's `alg` is not `ES256` (the JSON text found).
    case wrongAlgorithm(found: String)
    /// The header has no `x5c`.
    case noCertificateChain
    /// The header's `x5c` is not an array of strings.
    case chainNotStrings
    /// The header's `x5c` is empty.
    case emptyChain
    /// `x5c` holds a number of certificates the verifier's chain requirement does not accept.
    case chainLength(count: Int, accepted: JWSVerifier.Options.ChainRequirement)
    /// An `x5c` entry is not standard base64.
    case certificateNotBase64(index: Int)
    /// An `x5c` entry is not a DER X.509 certificate (OpenSSL's reason).
    case certificateNotDER(index: Int, reason: String)

    // MARK: - The chain
    /// RFC 5280 path validation failed at a certificate of the chain.
    case path(PathError)
    /// The leaf reaches a trusted root in `length` certificates, not through `x5c`'s intermediate.
    case notThroughIntermediate(length: Int)
    /// The single `x5c` certificate is not itself a trusted root.
    case singleCertificateNotTrusted
    /// A certificate lacks one of Apple's marker extensions.
    case missingMarker(CertificateRole, oid: String)
    /// The leaf's key cannot make ES256 signatures (OpenSSL's reason).
    case unusableLeafKey(reason: String)

    // MARK: - The signature
    /// The signature part is not 64 bytes.
    case signatureLength(bytes: Int)
    /// The signature's s is in the upper half of the P-256 order.
    case highS
    /// The signature does not match the header and payload under the leaf's key.
    case signatureMismatch

    // MARK: - The payload
    /// The payload has no signing date to validate the certificates at.
    case noSignedDate
    /// The payload's signing date (`key`) is not milliseconds since 1970 (the JSON text found, nil when absent).
    case signedDateNotMilliseconds(key: String, found: String?)
    /// The payload lacks the claim the verifier expects.
    case missingClaim(key: String, expected: String)
    /// The payload's claim at `path` is `found` (JSON text), not the expected value.
    case claimMismatch(path: String, found: String, expected: String)
  }

  /// A part of a compact JWS.
  public enum Part: String, Sendable, Hashable {
    case header, payload, signature
  }

  /// A certificate's place in the chain.
  public enum CertificateRole: Sendable, Hashable {
    /// The only certificate of a one-certificate chain (Xcode's).
    case certificate
    case leaf, intermediate, root
    /// A certificate OpenSSL found deeper than the chain's three.
    case depth(Int)
  }

  /// Where the chain was validated in time: at the payload's signing date, at a requested time, or now.
  public enum ValidationSource: Sendable, Hashable {
    /// The payload's `signedDate` (or `receiptCreationDate`).
    case payload(key: String)
    case requestedTime
    case currentTime
  }

  /// OpenSSL's path validation error at one certificate, with the instant it was validated at.
  public struct PathError: Sendable, Hashable {
    /// OpenSSL's `X509_V_ERR_*` code.
    public var code: Int32
    /// OpenSSL's own text for the code (`certificate has expired`): the library's words, shown as they are.
    public var message: String
    public var role: CertificateRole
    public var validatedAt: Date
    public var source: ValidationSource
    /// The certificate's validity, when it expired or is not valid yet.
    public var validity: ClosedRange<Date>?
    /// Whether the certificate lacks an authority or subject key identifier, which only `X509_V_FLAG_X509_STRICT`
    /// requires (Apple's published test chain has none).
    public var isMissingKeyIdentifier: Bool

    public init(
      code: Int32, message: String, role: CertificateRole, validatedAt: Date, source: ValidationSource,
      validity: ClosedRange<Date>?, isMissingKeyIdentifier: Bool
    ) {
      self.code = code
      self.message = message
      self.role = role
      self.validatedAt = validatedAt
      self.source = source
      self.validity = validity
      self.isMissingKeyIdentifier = isMissingKeyIdentifier
    }
  }
}
