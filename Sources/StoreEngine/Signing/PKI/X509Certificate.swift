import COpenSSL
public import FoundationEssentials
import Glibc

/// An X.509 certificate held by libcrypto: parsed from DER or PEM, with the facts Storefront shows
/// (names, validity, serial, fingerprint) and the ones verification needs (extensions, public key).
///
/// Thread safety: `@unchecked Sendable` because `pointer` (an `X509`) is set once in `init`, never changed
/// through this type, and freed once in `deinit`. OpenSSL 3 lets many threads read one `X509` at once (it
/// caches decoded extensions under the certificate's own lock), which is how `X509_STORE`s are shared by
/// libssl.
public final class X509Certificate: @unchecked Sendable, Hashable, CustomStringConvertible {
  /// The `X509`, owned.
  let pointer: OpaquePointer
  /// The certificate's DER encoding, exactly as read or minted.
  public let der: Data
  /// The first instant the certificate is valid.
  public let notBefore: Date
  /// The instant the certificate expires.
  public let notAfter: Date

  /// Takes ownership of `pointer`.
  init(owning pointer: OpaquePointer) throws(OpenSSLError) {
    self.pointer = pointer
    do {
      der = Data(try OpenSSL.encode("encode a certificate") { i2d_X509(pointer, $0) })
      notBefore = try Self.date(X509_get0_notBefore(pointer))
      notAfter = try Self.date(X509_get0_notAfter(pointer))
    } catch {
      X509_free(pointer)
      throw error
    }
  }

  deinit { X509_free(pointer) }

  /// Reads a DER certificate; fails on anything but exactly one certificate.
  public convenience init(der: Data) throws(OpenSSLError) {
    let certificate = try OpenSSL.decode(
      Array(der), "read an X.509 certificate", { d2i_X509(nil, $0, $1) }, free: X509_free)
    try self.init(owning: certificate)
  }

  /// Every certificate in PEM `text` (`BEGIN CERTIFICATE` blocks), in order.
  public static func certificates(pem text: String) throws(OpenSSLError) -> [X509Certificate] {
    let blocks: [PEM.Block]
    do {
      blocks = try PEM.decodeAll(text).filter { $0.label == "CERTIFICATE" }
    } catch {
      throw OpenSSLError(operation: "read PEM certificates", reason: error.description)
    }
    guard !blocks.isEmpty else {
      throw OpenSSLError(operation: "read PEM certificates", reason: "no CERTIFICATE block")
    }
    var certificates: [X509Certificate] = []
    for block in blocks { certificates.append(try X509Certificate(der: Data(block.der))) }
    return certificates
  }

  /// The certificate as PEM (`-----BEGIN CERTIFICATE-----`).
  public var pem: String { PEM.encode(der, label: "CERTIFICATE") }

  /// The subject, e.g. `CN=Storefront Sandbox Root CA, O=Storefront`.
  public var subject: String { Self.describe(X509_get_subject_name(pointer)) }

  /// The issuer's name, in the same form as `subject`.
  public var issuer: String { Self.describe(X509_get_issuer_name(pointer)) }

  /// The serial number in upper-case hexadecimal.
  public var serialNumber: String {
    guard let number = ASN1_INTEGER_to_BN(X509_get0_serialNumber(pointer), nil) else {
      OpenSSL.clearErrors()
      return "?"
    }
    defer { BN_free(number) }
    guard let hex = BN_bn2hex(number) else { return "?" }
    defer { copenssl_free(hex) }
    return String(cString: hex)
  }

  public var description: String { subject }

  public static func == (lhs: X509Certificate, rhs: X509Certificate) -> Bool { lhs.der == rhs.der }

  public func hash(into hasher: inout Hasher) { hasher.combine(der) }

  // MARK: - What verification reads

  /// Whether the certificate carries the extension `oid` (dotted form), and whether it is marked critical;
  /// nil when absent.
  func extensionIsCritical(oid: String) -> Bool? {
    guard let object = OBJ_txt2obj(oid, 1) else {
      OpenSSL.clearErrors()
      return nil
    }
    defer { ASN1_OBJECT_free(object) }
    let index = X509_get_ext_by_OBJ(pointer, object, -1)
    guard index >= 0, let found = X509_get_ext(pointer, index) else { return nil }
    return X509_EXTENSION_get_critical(found) != 0
  }

  /// The subject public key, when it is a P-256 key.
  func publicKey() throws(OpenSSLError) -> P256PublicKey {
    let operation = "read the certificate's P-256 public key"
    return try P256PublicKey(owning: OpenSSL.require(X509_get_pubkey(pointer), operation), operation)
  }

  // MARK: - Conversions

  /// An ASN.1 UTCTime or GeneralizedTime as a `Date`.
  static func date(_ time: UnsafePointer<ASN1_TIME>?) throws(OpenSSLError) -> Date {
    var parts = tm()
    guard let time, ASN1_TIME_to_tm(time, &parts) == 1 else { throw OpenSSL.failure("read a certificate date") }
    return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
  }

  private static func describe(_ name: OpaquePointer?) -> String {
    guard let name else { return "" }
    var parts: [String] = []
    for index in 0..<X509_NAME_entry_count(name) {
      guard let entry = X509_NAME_get_entry(name, index) else { continue }
      let nid = OBJ_obj2nid(X509_NAME_ENTRY_get_object(entry))
      let key = OBJ_nid2sn(nid).map { String(cString: $0) } ?? "?"
      var utf8: UnsafeMutablePointer<UInt8>? = nil
      let length = ASN1_STRING_to_UTF8(&utf8, X509_NAME_ENTRY_get_data(entry))
      defer { copenssl_free(utf8) }
      let value = utf8.map {
        String(decoding: UnsafeBufferPointer(start: $0, count: Int(max(length, 0))), as: UTF8.self)
      }
      parts.append("\(key)=\(value ?? "?")")
    }
    return parts.joined(separator: ", ")
  }
}
