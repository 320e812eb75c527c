public import FoundationEssentials

/// A sandbox's signing PKI: a P-256 root → intermediate → leaf chain minted with OpenSSL and shaped like Apple's
/// App Store chain (marker extensions, key identifiers, basic constraints and key usage), with the three private
/// keys. The leaf signs transactions (`JWSSigner`); the root is what a verifier, or a backend, trusts
/// (`rootCertificatePEM` is what `storefront cert export` writes).
///
/// Persist it with `archived()` and `init(archive:)`. It passes `X509_V_FLAG_X509_STRICT`.
public struct SigningIdentity: Sendable {
  /// The self-signed root: what verifiers trust.
  public let root: X509Certificate
  /// The intermediate the root issued; it issues leaves.
  public let intermediate: X509Certificate
  /// The certificate of the key that signs transactions.
  public let leaf: X509Certificate
  let rootKey: P256PrivateKey
  let intermediateKey: P256PrivateKey
  let leafKey: P256PrivateKey

  /// How long each certificate is valid from its start date, like Apple's chain: root ~20 years, intermediate
  /// ~10, leaf ~2.
  public enum Lifetime {
    /// The root's lifetime: about 20 years.
    public static let root: TimeInterval = 20 * year
    /// The intermediate's lifetime: about 10 years.
    public static let intermediate: TimeInterval = 10 * year
    /// The leaf's lifetime: about 2 years, like Apple's receipt-signing certificates.
    public static let leaf: TimeInterval = 2 * year
    static let year: TimeInterval = 365.2425 * 86_400
  }

  /// How far before "now" a freshly minted chain starts to be valid by default, so a sandbox clock set a little
  /// earlier than the wall clock still signs valid data. Pass `validFrom` to reach further back.
  public static let defaultBackdating: TimeInterval = 86_400

  /// The words every certificate's organisation says, so nobody mistakes the chain for Apple's.
  static let organization = "Storefront local App Store simulation (not Apple)"

  /// Mints a new chain with fresh keys and random serial numbers, valid from `validFrom` (backdate it to cover
  /// the earliest date the sandbox clock may sign at).
  public static func mint(validFrom: Date = Date().addingTimeInterval(-defaultBackdating)) throws(OpenSSLError)
    -> SigningIdentity
  {
    let rootKey = try P256PrivateKey.generate()
    let root = try CertificateMinter.issue(
      request(.root, "Storefront Sandbox Root CA", from: validFrom, lasting: Lifetime.root),
      subjectKey: rootKey.publicKey(), issuer: nil, signingKey: rootKey)
    let intermediateKey = try P256PrivateKey.generate()
    let intermediate = try CertificateMinter.issue(
      request(.intermediate, "Storefront Sandbox Intermediate CA", from: validFrom, lasting: Lifetime.intermediate),
      subjectKey: intermediateKey.publicKey(), issuer: root, signingKey: rootKey)
    let leafKey = try P256PrivateKey.generate()
    let leaf = try mintLeaf(key: leafKey, intermediate: intermediate, intermediateKey: intermediateKey, from: validFrom)
    return SigningIdentity(
      root: root, intermediate: intermediate, leaf: leaf, rootKey: rootKey, intermediateKey: intermediateKey,
      leafKey: leafKey)
  }

  /// The same root and intermediate with a new leaf key and certificate valid from `validFrom` — to replace a
  /// leaf that expired or was revoked.
  public func issuingNewLeaf(validFrom: Date) throws(OpenSSLError) -> SigningIdentity {
    let key = try P256PrivateKey.generate()
    let newLeaf = try Self.mintLeaf(
      key: key, intermediate: intermediate, intermediateKey: intermediateKey, from: validFrom)
    return SigningIdentity(
      root: root, intermediate: intermediate, leaf: newLeaf, rootKey: rootKey, intermediateKey: intermediateKey,
      leafKey: key)
  }

  /// A DER revocation list, signed by the intermediate, revoking `leaves` (leaf certificates this identity issued)
  /// as of `revokedAt`. It is in force for the intermediate's whole life, so data signed by a revoked leaf fails
  /// as `.revokedCertificate` whatever its signing date. Give it to `JWSVerifier(revocationLists:)`.
  public func leafRevocationList(revoking leaves: [X509Certificate], revokedAt: Date) throws(OpenSSLError) -> Data {
    try RevocationListMinter.issue(
      revoking: leaves, issuer: intermediate, issuerKey: intermediateKey, revokedAt: revokedAt,
      validFrom: intermediate.notBefore, validUntil: intermediate.notAfter)
  }

  /// The root certificate as PEM: what a backend trusts to verify this sandbox's transactions.
  public var rootCertificatePEM: String { root.pem }

  /// The root certificate as DER (for `JWSVerifier(trustedRoots:)`).
  public var rootCertificateDER: Data { root.der }

  /// The JWS `x5c` header value: standard base64 (with padding) DER of leaf, intermediate, root, in that order.
  public var x5c: [String] { [leaf, intermediate, root].map { $0.der.base64EncodedString() } }

  // MARK: - Minting helpers

  static func request(
    _ role: CertificateRequest.Role, _ commonName: String, from start: Date, lasting lifetime: TimeInterval
  ) -> CertificateRequest {
    CertificateRequest(
      role: role, subject: [("CN", commonName), ("O", organization)], notBefore: start,
      notAfter: start.addingTimeInterval(lifetime))
  }

  private static func mintLeaf(
    key: P256PrivateKey, intermediate: X509Certificate, intermediateKey: P256PrivateKey, from start: Date
  ) throws(OpenSSLError) -> X509Certificate {
    try CertificateMinter.issue(
      request(.leaf, "Storefront Sandbox Receipt Signing", from: start, lasting: Lifetime.leaf),
      subjectKey: key.publicKey(), issuer: intermediate, signingKey: intermediateKey)
  }
}
