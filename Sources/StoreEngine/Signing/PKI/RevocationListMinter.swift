import COpenSSL
import FoundationEssentials

/// Mints X.509 v2 certificate revocation lists (CRLs) with OpenSSL, so the sandbox can revoke its own signing
/// certificates and verifiers report `.revokedCertificate` as StoreKit does.
enum RevocationListMinter {
  /// A DER CRL in the name of `issuer`, signed by `issuerKey`, listing `revoked` (certificates `issuer` issued) as
  /// revoked at `revokedAt`. It is in force from `validFrom` to `validUntil`, which should span every instant a
  /// verifier might validate the chain at (data is checked at its signing date, often long before the revocation).
  static func issue(
    revoking revoked: [X509Certificate], issuer: X509Certificate, issuerKey: P256PrivateKey, revokedAt: Date,
    validFrom: Date, validUntil: Date
  ) throws(OpenSSLError) -> Data {
    let operation = "mint a certificate revocation list"
    let list = try OpenSSL.require(X509_CRL_new(), operation)
    defer { X509_CRL_free(list) }
    try OpenSSL.check(X509_CRL_set_version(list, 1), operation)
    try OpenSSL.check(X509_CRL_set_issuer_name(list, X509_get_subject_name(issuer.pointer)), operation)
    try withTime(validFrom, operation) { time throws(OpenSSLError) in
      try OpenSSL.check(X509_CRL_set1_lastUpdate(list, time), operation)
    }
    try withTime(validUntil, operation) { time throws(OpenSSLError) in
      try OpenSSL.check(X509_CRL_set1_nextUpdate(list, time), operation)
    }
    for certificate in revoked {
      let entry = try OpenSSL.require(X509_REVOKED_new(), operation)
      do throws(OpenSSLError) {
        try OpenSSL.check(X509_REVOKED_set_serialNumber(entry, X509_get_serialNumber(certificate.pointer)), operation)
        try withTime(revokedAt, operation) { time throws(OpenSSLError) in
          try OpenSSL.check(X509_REVOKED_set_revocationDate(entry, time), operation)
        }
        try OpenSSL.check(X509_CRL_add0_revoked(list, entry), operation)
      } catch {
        X509_REVOKED_free(entry)
        throw error
      }
    }
    var context = X509V3_CTX()
    X509V3_set_ctx(&context, issuer.pointer, nil, nil, list, 0)
    let identifier = try OpenSSL.require(
      X509V3_EXT_conf_nid(nil, &context, NID_authority_key_identifier, "keyid:always"), operation)
    defer { X509_EXTENSION_free(identifier) }
    try OpenSSL.check(X509_CRL_add_ext(list, identifier, -1), operation)
    guard let number = ASN1_INTEGER_new() else { throw OpenSSL.failure(operation) }
    defer { ASN1_INTEGER_free(number) }
    try OpenSSL.check(ASN1_INTEGER_set_int64(number, Int64(revokedAt.timeIntervalSince1970)), operation)
    try OpenSSL.check(X509_CRL_add1_ext_i2d(list, NID_crl_number, number, 0, 0), operation)
    try OpenSSL.check(X509_CRL_sort(list), operation)
    guard X509_CRL_sign(list, issuerKey.pointer, EVP_sha256()) > 0 else { throw OpenSSL.failure(operation) }
    return Data(try OpenSSL.encode(operation) { i2d_X509_CRL(list, $0) })
  }

  private static func withTime(
    _ date: Date, _ operation: String, _ body: (UnsafeMutablePointer<ASN1_TIME>) throws(OpenSSLError) -> Void
  ) throws(OpenSSLError) {
    guard let time = ASN1_TIME_set(nil, time_t(date.timeIntervalSince1970.rounded(.down))) else {
      throw OpenSSL.failure(operation)
    }
    defer { ASN1_TIME_free(time) }
    try body(time)
  }
}
