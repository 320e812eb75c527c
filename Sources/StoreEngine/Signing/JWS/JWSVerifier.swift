public import FoundationEssentials
import StoreCatalog

/// Verifies compact JWS signed data the way Apple's `SignedDataVerifier` does (JWS.md §4), and StoreKit's
/// `VerificationResult` reports it: three base64url parts; header `alg` `ES256` and an `x5c` chain; the chain
/// validated against the configured roots only (`x5c[2]` is ignored) at the payload's `signedDate`; Apple's marker
/// extensions; the ES256 signature by the leaf key; then the expected `bundleId` and `environment`.
///
/// Beyond Apple's checks it refuses duplicated JSON keys and, by default, high-S signatures (see
/// `Options.requiresLowS`). Every failure names its check and says what was wrong (`VerificationFailure`).
///
/// Chains that validated are remembered (up to 64, keyed by their exact `x5c` text, with the span of time they are
/// valid for), so verifying many transactions from one chain costs one ECDSA verification each, plus decoding. Safe
/// to use from many tasks at once.
public struct JWSVerifier: Sendable {
  let trust: TrustStore
  /// What this verifier demands.
  public let options: Options
  /// Chains already validated. Earns its keep on every figure that verifies: `bench/signing` verifies 4,818/s with
  /// it and 474/s with a new verifier each time ("verify (cold)"), so the store's refresh at launch, which verifies
  /// every entitlement's transaction, would take about ten times as long without it.
  let chains = ValidatedChainCache()

  /// A verifier trusting exactly `trustedRoots` (DER certificates), applying `options`, and treating certificates
  /// listed in `revocationLists` (DER CRLs) as revoked.
  public init(trustedRoots: [Data], options: Options = Options(), revocationLists: [Data] = []) throws(OpenSSLError) {
    var roots: [X509Certificate] = []
    for der in trustedRoots { roots.append(try X509Certificate(der: der)) }
    trust = try TrustStore(anchors: roots, revocationLists: revocationLists)
    self.options = options
  }

  /// A verifier trusting `identity`'s root: the sandbox's own verifier.
  public init(trusting identity: SigningIdentity, options: Options = Options(), revocationLists: [Data] = [])
    throws(OpenSSLError)
  {
    try self.init(trustedRoots: [identity.rootCertificateDER], options: options, revocationLists: revocationLists)
  }

  /// Decodes and verifies `compactJWS`. `now` is used only when the options validate the chain at the current time
  /// (pass the sandbox clock).
  public func verify(_ compactJWS: String, now: Date = Date()) -> JWSVerification {
    let decoded: DecodedJWS
    do {
      decoded = try DecodedJWS(compactSerialization: compactJWS)
    } catch {
      return .unverified(nil, error)
    }
    do {
      try verify(decoded, now: now)
      return .verified(decoded)
    } catch {
      return .unverified(decoded, error)
    }
  }

  private func verify(_ jws: DecodedJWS, now: Date) throws(VerificationFailure) {
    if let key = jws.duplicateKeys.first {
      throw VerificationFailure(.invalidEncoding, .duplicateKeys, .duplicateKey(key))
    }
    try checkAlgorithm(jws)
    let chain = try certificateChain(jws)
    let time = try validationTime(jws, now: now)
    let leafKey = try validatedLeafKey(chain, at: time)
    try checkSignature(jws, with: leafKey)
    try checkClaims(jws)
  }

  private func checkAlgorithm(_ jws: DecodedJWS) throws(VerificationFailure) {
    guard let value = jws.header["alg"] else {
      throw VerificationFailure(.missingRequiredProperties, .algorithm, .noAlgorithm)
    }
    guard let algorithm = value.string, algorithm == "ES256" else {
      throw VerificationFailure(.invalidEncoding, .algorithm, .wrongAlgorithm(found: value.formatted()))
    }
  }

  private func checkSignature(_ jws: DecodedJWS, with key: P256PublicKey) throws(VerificationFailure) {
    let signature: ECDSASignature
    do {
      signature = try ECDSASignature(raw: jws.signatureData)
    } catch {
      throw VerificationFailure(.invalidEncoding, .signatureEncoding, .signatureLength(bytes: jws.signatureData.count))
    }
    if options.requiresLowS, signature.isHighS {
      throw VerificationFailure(.invalidSignature, .signatureMalleability, .highS)
    }
    guard key.isValidSignature(signature, for: jws.signedData) else {
      throw VerificationFailure(.invalidSignature, .signature, .signatureMismatch)
    }
  }
}
