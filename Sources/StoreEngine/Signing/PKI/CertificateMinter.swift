import COpenSSL
import FoundationEssentials

/// Mints X.509 v3 certificates with OpenSSL, for Storefront's own sandbox PKI.
enum CertificateMinter {
  /// A certificate for `subjectKey` described by `request`, signed (ECDSA-SHA256) by `signingKey` in the name of
  /// `issuer`; self-signed when `issuer` is nil.
  static func issue(
    _ request: CertificateRequest, subjectKey: P256PublicKey, issuer: X509Certificate?, signingKey: P256PrivateKey
  ) throws(OpenSSLError) -> X509Certificate {
    let operation = "mint a certificate"
    let certificate = try OpenSSL.require(X509_new(), operation)
    do throws(OpenSSLError) {
      try fill(certificate, request, subjectKey: subjectKey, issuer: issuer, operation)
      guard X509_sign(certificate, signingKey.pointer, EVP_sha256()) > 0 else { throw OpenSSL.failure(operation) }
    } catch {
      X509_free(certificate)
      throw error
    }
    return try X509Certificate(owning: certificate)
  }

  private static func fill(
    _ certificate: OpaquePointer, _ request: CertificateRequest, subjectKey: P256PublicKey,
    issuer: X509Certificate?, _ operation: String
  ) throws(OpenSSLError) {
    try OpenSSL.check(X509_set_version(certificate, 2), operation)
    try setRandomSerial(X509_get_serialNumber(certificate), operation)
    try setTime(X509_getm_notBefore(certificate), request.notBefore, operation)
    try setTime(X509_getm_notAfter(certificate), request.notAfter, operation)
    try OpenSSL.check(X509_set_pubkey(certificate, subjectKey.pointer), operation)
    let subject = try OpenSSL.require(X509_get_subject_name(certificate), operation)
    for (field, value) in request.subject {
      let bytes = Array(value.utf8)
      try OpenSSL.check(
        X509_NAME_add_entry_by_txt(subject, field, MBSTRING_UTF8, bytes, Int32(bytes.count), -1, 0), operation)
    }
    let issuerPointer = issuer?.pointer ?? certificate
    try OpenSSL.check(X509_set_issuer_name(certificate, X509_get_subject_name(issuerPointer)), operation)

    var context = X509V3_CTX()
    X509V3_set_ctx(&context, issuerPointer, certificate, nil, nil, 0)
    let isCA = request.role != .leaf
    try addExtension(certificate, &context, NID_basic_constraints, isCA ? "critical,CA:TRUE" : "critical,CA:FALSE")
    try addExtension(
      certificate, &context, NID_key_usage, isCA ? "critical,keyCertSign,cRLSign" : "critical,digitalSignature")
    try addExtension(certificate, &context, NID_subject_key_identifier, "hash")
    if issuer != nil {
      try addExtension(certificate, &context, NID_authority_key_identifier, "keyid:always")
    }
    if request.includesAppleMarker, let oid = request.role.appleMarkerOID {
      try addMarker(certificate, oid: oid)
    }
  }

  private static func addExtension(
    _ certificate: OpaquePointer, _ context: inout X509V3_CTX, _ nid: Int32, _ value: String
  ) throws(OpenSSLError) {
    let operation = "add a certificate extension (\(value))"
    let created = try OpenSSL.require(X509V3_EXT_conf_nid(nil, &context, nid, value), operation)
    defer { X509_EXTENSION_free(created) }
    try OpenSSL.check(X509_add_ext(certificate, created, -1), operation)
  }

  /// Adds Apple's marker extension `oid`: non-critical, value DER NULL (`05 00`) as in Apple's production chain.
  private static func addMarker(_ certificate: OpaquePointer, oid: String) throws(OpenSSLError) {
    let operation = "add Apple's marker extension \(oid)"
    let object = try OpenSSL.require(OBJ_txt2obj(oid, 1), operation)
    defer { ASN1_OBJECT_free(object) }
    guard let value = ASN1_OCTET_STRING_new() else { throw OpenSSL.failure(operation) }
    defer { ASN1_OCTET_STRING_free(value) }
    let derNull: [UInt8] = [0x05, 0x00]
    try OpenSSL.check(ASN1_OCTET_STRING_set(value, derNull, Int32(derNull.count)), operation)
    let created = try OpenSSL.require(X509_EXTENSION_create_by_OBJ(nil, object, 0, value), operation)
    defer { X509_EXTENSION_free(created) }
    try OpenSSL.check(X509_add_ext(certificate, created, -1), operation)
  }

  /// A random positive 127-bit serial number, as CAs are asked to use (unpredictable, at most 20 bytes).
  static func setRandomSerial(_ serial: UnsafeMutablePointer<ASN1_INTEGER>?, _ operation: String) throws(OpenSSLError) {
    var bytes = [UInt8](repeating: 0, count: 16)
    try OpenSSL.check(RAND_bytes(&bytes, Int32(bytes.count)), operation)
    bytes[0] = (bytes[0] & 0x7F) | 0x40
    let number = try OpenSSL.require(BN_bin2bn(bytes, Int32(bytes.count), nil), operation)
    defer { BN_free(number) }
    guard BN_to_ASN1_INTEGER(number, serial) != nil else { throw OpenSSL.failure(operation) }
  }

  /// Sets an ASN.1 time to `date`, whole seconds (UTCTime before 2050, GeneralizedTime after, per RFC 5280).
  static func setTime(_ time: UnsafeMutablePointer<ASN1_TIME>?, _ date: Date, _ operation: String) throws(OpenSSLError)
  {
    guard ASN1_TIME_set(time, time_t(date.timeIntervalSince1970.rounded(.down))) != nil else {
      throw OpenSSL.failure(operation)
    }
  }
}
