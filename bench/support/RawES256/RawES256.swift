import COpenSSL
import Foundation

/// OpenSSL's raw ES256 calls (EVP, one context per call): the ceiling the benchmarks hold Storefront's signing
/// against. It lives with the benchmarks, outside the engine, so the engine carries no code that only benchmarks use.
public struct RawES256: Sendable {
  /// Why an OpenSSL call failed while measuring.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) { self.description = description }
  }

  private let key: Key
  private let publicKey: Key

  /// A fresh P-256 key to sign with, and its public half read back from DER to verify with.
  public init() throws {
    let context = try Self.require(EVP_PKEY_CTX_new_from_name(nil, "EC", nil), "key generation")
    defer { EVP_PKEY_CTX_free(context) }
    try Self.check(EVP_PKEY_keygen_init(context), "key generation")
    try Self.check(EVP_PKEY_CTX_set_group_name(context, "P-256"), "key generation")
    var pointer: OpaquePointer?
    try Self.check(EVP_PKEY_generate(context, &pointer), "key generation")
    let key = Key(pointer: try Self.require(pointer, "key generation"))
    self.key = key
    publicKey = try Self.publicOnly(key)
  }

  /// A DER PKCS#8 private key to sign with, and the key of the DER certificate it belongs to to verify with (as a
  /// verifier reads the leaf certificate of a chain).
  public init(privateKeyPKCS8: [UInt8], certificate: [UInt8]) throws {
    key = Key(pointer: try Self.require(Self.read(privateKeyPKCS8) { d2i_AutoPrivateKey(nil, $0, $1) }, "key import"))
    let x509 = try Self.require(Self.read(certificate) { d2i_X509(nil, $0, $1) }, "certificate import")
    defer { X509_free(x509) }
    publicKey = Key(pointer: try Self.require(X509_get_pubkey(x509), "certificate key"))
  }

  /// What `decode` reads from `der`.
  private static func read<T>(_ der: [UInt8], _ decode: (UnsafeMutablePointer<UnsafePointer<UInt8>?>, Int) -> T?) -> T? {
    der.withUnsafeBufferPointer { buffer in
      var cursor = UnsafePointer(buffer.baseAddress)
      return decode(&cursor, buffer.count)
    }
  }

  /// The public half of `key` on its own, read back from its DER, as a verifier holds a certificate's key.
  private static func publicOnly(_ key: Key) throws -> Key {
    let length = i2d_PUBKEY(key.pointer, nil)
    var der = [UInt8](repeating: 0, count: Int(max(length, 0)))
    let written = der.withUnsafeMutableBufferPointer { buffer in
      var cursor = buffer.baseAddress
      return i2d_PUBKEY(key.pointer, &cursor)
    }
    try check(written == length && length > 0 ? 1 : 0, "public key export")
    let pointer = read(der) { d2i_PUBKEY(nil, $0, $1) }
    return Key(pointer: try require(pointer, "public key import"))
  }

  /// A DER ECDSA signature of `input` (SHA-256 digest).
  public func sign(_ input: [UInt8]) throws -> [UInt8] {
    let context = try Self.require(EVP_MD_CTX_new(), "signing")
    defer { EVP_MD_CTX_free(context) }
    try Self.check(EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key.pointer), "signing")
    var signature = [UInt8](repeating: 0, count: 80)
    var length = signature.count
    try Self.check(EVP_DigestSign(context, &signature, &length, input, input.count), "signing")
    return Array(signature.prefix(length))
  }

  /// Checks a DER signature of `input`; throws when it does not match.
  public func verify(_ signature: [UInt8], of input: [UInt8]) throws {
    let context = try Self.require(EVP_MD_CTX_new(), "verification")
    defer { EVP_MD_CTX_free(context) }
    try Self.check(EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, publicKey.pointer), "verification")
    try Self.check(EVP_DigestVerify(context, signature, signature.count, input, input.count), "verification")
  }

  /// How many times a second `operation` runs, measured for `duration`.
  public static func rate(_ duration: Duration, _ operation: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    var count = 0
    repeat {
      try operation()
      count += 1
    } while clock.now - start < duration
    let elapsed = clock.now - start
    return Double(count) / (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }

  private static func require<T>(_ value: T?, _ what: String) throws -> T {
    guard let value else { throw Failure(description: "OpenSSL failed during benchmark \(what)") }
    return value
  }

  private static func check(_ result: Int32, _ what: String) throws {
    guard result == 1 else { throw Failure(description: "OpenSSL failed during benchmark \(what) (\(result))") }
  }

  /// An `EVP_PKEY`, freed with its last reference. `@unchecked Sendable`: set once, only read by signing and
  /// verification, each of which makes its own `EVP_MD_CTX` (as the engine's own key type does).
  private final class Key: @unchecked Sendable {
    let pointer: OpaquePointer
    init(pointer: OpaquePointer) { self.pointer = pointer }
    deinit { EVP_PKEY_free(pointer) }
  }
}
