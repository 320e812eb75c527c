import COpenSSL
import Foundation

extension JWSVerifier {
  /// The instant a chain is validated at, and where it came from ("signedDate"), for messages.
  struct ValidationInstant {
    var date: Date
    var source: String

    /// "signedDate 2023-01-05T22:02:34.000Z"; formatted only when a message needs it.
    var description: String { "\(source) \(iso8601(date))" }
  }

  /// The header's `x5c` entries, when present, well-formed and as many as the chain requirement allows.
  func certificateChain(_ jws: DecodedJWS) throws(VerificationFailure) -> [String] {
    guard jws.header["x5c"] != nil else {
      throw VerificationFailure(
        .missingRequiredProperties, .certificateCount, "the header has no 'x5c' certificate chain")
    }
    guard let chain = jws.certificateChain else {
      throw VerificationFailure(.invalidEncoding, .certificateEncoding, "the header's x5c is not an array of strings")
    }
    guard !chain.isEmpty else {
      throw VerificationFailure(.missingRequiredProperties, .certificateCount, "the header's x5c chain is empty")
    }
    let allowed: [Int: String] =
      switch options.chain {
      case .appStore: [3: "exactly 3 (leaf, intermediate, root)"]
      case .xcodeLocal: [1: "exactly 1 (Xcode's self-signed certificate)"]
      case .appStoreOrXcodeLocal: [3: "", 1: ""]
      }
    guard allowed[chain.count] != nil else {
      let expected =
        allowed.count == 1 ? allowed.values.first ?? "" : "3 (an App Store chain) or 1 (Xcode's certificate)"
      throw VerificationFailure(
        .invalidCertificateChain, .certificateCount,
        "x5c holds \(chain.count) certificate\(chain.count == 1 ? "" : "s"); this verifier accepts \(expected)")
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
          isAppStoreChain
            ? "the leaf reaches a trusted root in \(length) certificates, not through x5c's intermediate; an App "
              + "Store chain is leaf → intermediate → trusted root"
            : "the single x5c certificate is not itself a trusted root certificate")
      }
    }
    if isAppStoreChain, options.requiresAppleMarkers {
      try requireMarker(AppleMarkerOID.receiptSigner, on: leaf, "the leaf lacks Apple's receipt-signing extension")
      try requireMarker(
        AppleMarkerOID.intermediate, on: certificates[1], "the intermediate lacks Apple's WWDR intermediate extension")
    }
    let key: P256PublicKey
    do {
      key = try leaf.publicKey()
    } catch {
      throw VerificationFailure(
        .invalidCertificateChain, .signingKey, "the leaf's key cannot make ES256 signatures: \(error.reason)")
    }
    chains.remember(used, validityEntry(key, certificates))
    return key
  }

  private func decodeCertificates(_ entries: [String]) throws(VerificationFailure) -> [X509Certificate] {
    var certificates: [X509Certificate] = []
    for (index, entry) in entries.enumerated() {
      guard let der = Data(base64Encoded: entry) else {
        throw VerificationFailure(.invalidEncoding, .certificateEncoding, "x5c[\(index)] is not standard base64")
      }
      do {
        certificates.append(try X509Certificate(der: der))
      } catch {
        throw VerificationFailure(
          .invalidEncoding, .certificateEncoding, "x5c[\(index)] is not a DER X.509 certificate: \(error.reason)")
      }
    }
    return certificates
  }

  private func pathFailure(
    code: Int32, message: String, depth: Int, _ certificates: [X509Certificate], _ instant: ValidationInstant
  ) -> VerificationFailure {
    let roles = certificates.count == 1 ? ["certificate"] : ["leaf", "intermediate", "root"]
    let role = roles.indices.contains(depth) ? roles[depth] : "certificate at depth \(depth)"
    var detail = "the \(role) certificate: \(message), validated at \(instant.description)"
    if code == X509_V_ERR_CERT_HAS_EXPIRED || code == X509_V_ERR_CERT_NOT_YET_VALID,
      certificates.indices.contains(depth)
    {
      let certificate = certificates[depth]
      detail += " (it is valid from \(iso8601(certificate.notBefore)) to \(iso8601(certificate.notAfter)))"
    }
    let reason: VerificationError = code == X509_V_ERR_CERT_REVOKED ? .revokedCertificate : .invalidCertificateChain
    return VerificationFailure(reason, .certificatePath, detail)
  }

  private func requireMarker(_ oid: String, on certificate: X509Certificate, _ words: String)
    throws(VerificationFailure)
  {
    guard certificate.extensionIsCritical(oid: oid) != nil else {
      throw VerificationFailure(.invalidCertificateChain, .appleMarkers, "\(words) \(oid)")
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

/// `date` as ISO 8601 in UTC with milliseconds, e.g. `2023-01-05T22:02:34.000Z`.
func iso8601(_ date: Date) -> String {
  date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
}
