import COpenSSL
import FoundationEssentials
import StoreCatalog

extension JWSVerifier {
  /// The instant a chain is validated at, and where it came from (the payload's signedDate), for messages.
  struct ValidationInstant {
    var date: Date
    var source: VerificationFailure.ValidationSource
  }

  /// The header's `x5c` entries, when present, well-formed and as many as the chain requirement allows.
  func certificateChain(_ jws: DecodedJWS) throws(VerificationFailure) -> [String] {
    guard jws.header["x5c"] != nil else {
      throw VerificationFailure(.missingRequiredProperties, .certificateCount, .noCertificateChain)
    }
    guard let chain = jws.certificateChain else {
      throw VerificationFailure(.invalidEncoding, .certificateEncoding, .chainNotStrings)
    }
    guard !chain.isEmpty else {
      throw VerificationFailure(.missingRequiredProperties, .certificateCount, .emptyChain)
    }
    let allowed: Set<Int> =
      switch options.chain {
      case .appStore: [3]
      case .xcodeLocal: [1]
      case .appStoreOrXcodeLocal: [3, 1]
      }
    guard allowed.contains(chain.count) else {
      throw VerificationFailure(
        .invalidCertificateChain, .certificateCount, .chainLength(count: chain.count, accepted: options.chain))
    }
    return chain
  }

  /// The leaf's public key, once the chain is known to lead to a trusted root at `instant` and to carry Apple's
  /// marker extensions (App Store chains).
  func validatedLeafKey(_ chain: [String], at instant: ValidationInstant) throws(VerificationFailure) -> P256PublicKey {
    let seconds = Int64(instant.date.timeIntervalSince1970.rounded(.down))
    let used = Array(chain.prefix(chain.count == 1 ? 1 : 2))
    if let key = chains.leafKey(for: used, at: seconds) { return key }

    let certificates = try decodeCertificates(used)
    let leaf = certificates[0]
    let isAppStoreChain = chain.count == 3
    let validation = trust.validate(
      leaf: leaf, intermediates: Array(certificates.dropFirst()), at: instant.date, strict: options.strictX509)
    switch validation {
    case .invalid(let code, let message, let depth):
      throw pathFailure(code: code, message: message, depth: Int(depth), certificates, instant)
    case .valid(let length, let followsGivenOrder):
      let expected = isAppStoreChain ? 3 : 1
      guard length == expected, followsGivenOrder else {
        throw VerificationFailure(
          .invalidCertificateChain, .certificatePath,
          isAppStoreChain ? .notThroughIntermediate(length: length) : .singleCertificateNotTrusted)
      }
    }
    if isAppStoreChain, options.requiresAppleMarkers {
      try requireMarker(AppleMarkerOID.receiptSigner, on: leaf, .leaf)
      try requireMarker(AppleMarkerOID.intermediate, on: certificates[1], .intermediate)
    }
    let key: P256PublicKey
    do {
      key = try leaf.publicKey()
    } catch {
      throw VerificationFailure(.invalidCertificateChain, .signingKey, .unusableLeafKey(reason: error.reason))
    }
    chains.remember(used, validityEntry(key, certificates))
    return key
  }

  private func decodeCertificates(_ entries: [String]) throws(VerificationFailure) -> [X509Certificate] {
    var certificates: [X509Certificate] = []
    for (index, entry) in entries.enumerated() {
      guard let der = Data(base64Encoded: entry) else {
        throw VerificationFailure(.invalidEncoding, .certificateEncoding, .certificateNotBase64(index: index))
      }
      do {
        certificates.append(try X509Certificate(der: der))
      } catch {
        throw VerificationFailure(
          .invalidEncoding, .certificateEncoding, .certificateNotDER(index: index, reason: error.reason))
      }
    }
    return certificates
  }

  private func pathFailure(
    code: Int32, message: String, depth: Int, _ certificates: [X509Certificate], _ instant: ValidationInstant
  ) -> VerificationFailure {
    let roles: [VerificationFailure.CertificateRole] =
      certificates.count == 1 ? [.certificate] : [.leaf, .intermediate, .root]
    var validity: ClosedRange<Date>?
    if code == X509_V_ERR_CERT_HAS_EXPIRED || code == X509_V_ERR_CERT_NOT_YET_VALID,
      certificates.indices.contains(depth), certificates[depth].notBefore <= certificates[depth].notAfter
    {
      validity = certificates[depth].notBefore...certificates[depth].notAfter
    }
    let error = VerificationFailure.PathError(
      code: code, message: message, role: roles.indices.contains(depth) ? roles[depth] : .depth(depth),
      validatedAt: instant.date, source: instant.source, validity: validity,
      isMissingKeyIdentifier: code == X509_V_ERR_MISSING_AUTHORITY_KEY_IDENTIFIER
        || code == X509_V_ERR_MISSING_SUBJECT_KEY_IDENTIFIER)
    let reason: VerificationError = code == X509_V_ERR_CERT_REVOKED ? .revokedCertificate : .invalidCertificateChain
    return VerificationFailure(reason, .certificatePath, .path(error))
  }

  private func requireMarker(
    _ oid: String, on certificate: X509Certificate, _ role: VerificationFailure.CertificateRole
  ) throws(VerificationFailure) {
    guard certificate.extensionIsCritical(oid: oid) != nil else {
      throw VerificationFailure(.invalidCertificateChain, .appleMarkers, .missingMarker(role, oid: oid))
    }
  }

  /// What to remember about a chain that validated: its key, and the span (exclusive, whole seconds) in which every
  /// certificate involved — the trusted roots included — and every revocation list is in force.
  private func validityEntry(_ key: P256PublicKey, _ certificates: [X509Certificate]) -> ValidatedChainCache.Entry {
    let all = certificates + trust.anchors
    var from = all.map(\.notBefore).max() ?? .distantFuture
    var until = all.map(\.notAfter).min() ?? .distantPast
    if let lists = trust.revocationListsInForce {
      from = max(from, lists.from)
      until = min(until, lists.until)
    }
    return ValidatedChainCache.Entry(
      leafKey: key, validAfter: Int64(from.timeIntervalSince1970.rounded(.up)),
      validBefore: Int64(until.timeIntervalSince1970.rounded(.down)))
  }
}
