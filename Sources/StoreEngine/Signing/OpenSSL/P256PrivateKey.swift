import COpenSSL
import FoundationEssentials

/// A P-256 (prime256v1) private key held by libcrypto: generated, imported from PKCS#8 or SEC1, exported as
/// PKCS#8, and used to make ECDSA-SHA256 signatures (always low-S).
///
/// Thread safety: `@unchecked Sendable` because `pointer` (an `EVP_PKEY`) is set once in `init`, never
/// changed, and freed once in `deinit`. Signing only reads the key: every call creates its own
/// `EVP_MD_CTX` (and with it its own `EVP_PKEY_CTX`), and OpenSSL 3 guards the one mutable part of an
/// `EVP_PKEY` it may touch then (the provider export cache) with the key's own lock — the same way libssl
/// signs every handshake of every thread with one shared `EVP_PKEY`. `SigningConcurrencyTests` signs from
/// many tasks at once with one key.
final class P256PrivateKey: @unchecked Sendable {
  /// The `EVP_PKEY`, owned.
  let pointer: OpaquePointer

  /// Takes ownership of `pointer` if it holds a P-256 key; frees it and throws otherwise.
  private init(owning pointer: OpaquePointer, _ operation: String) throws(OpenSSLError) {
    self.pointer = try P256Curve.adopt(pointer, operation)
  }

  deinit { EVP_PKEY_free(pointer) }

  /// A fresh random key.
  static func generate() throws(OpenSSLError) -> P256PrivateKey {
    let operation = "generate a P-256 key"
    let context = try OpenSSL.require(EVP_PKEY_CTX_new_from_name(nil, "EC", nil), operation)
    defer { EVP_PKEY_CTX_free(context) }
    try OpenSSL.check(EVP_PKEY_keygen_init(context), operation)
    try OpenSSL.check(EVP_PKEY_CTX_set_group_name(context, "P-256"), operation)
    var key: OpaquePointer? = nil
    try OpenSSL.check(EVP_PKEY_generate(context, &key), operation)
    return try P256PrivateKey(owning: OpenSSL.require(key, operation), operation)
  }

  /// Reads a DER private key: PKCS#8 `PrivateKeyInfo` (Apple `.p8`, `.storekit` files) or SEC1 `ECPrivateKey`.
  convenience init(der: [UInt8]) throws(OpenSSLError) {
    let operation = "read a P-256 private key"
    let key = try OpenSSL.decode(der, operation, { d2i_AutoPrivateKey(nil, $0, $1) }, free: EVP_PKEY_free)
    try self.init(owning: key, operation)
  }

  /// Reads a PEM private key (`BEGIN PRIVATE KEY` or `BEGIN EC PRIVATE KEY`).
  convenience init(pem: String) throws(OpenSSLError) {
    let blocks: [PEM.Block]
    do {
      blocks = try PEM.decodeAll(pem)
    } catch {
      throw OpenSSLError(operation: "read a PEM private key", reason: error.description)
    }
    guard let block = blocks.first(where: { $0.label == "PRIVATE KEY" || $0.label == "EC PRIVATE KEY" }) else {
      throw OpenSSLError(operation: "read a PEM private key", reason: "no PRIVATE KEY block")
    }
    try self.init(der: block.der)
  }

  /// The key as DER PKCS#8 `PrivateKeyInfo`.
  func pkcs8() throws(OpenSSLError) -> [UInt8] {
    let operation = "export a private key as PKCS#8"
    let info = try OpenSSL.require(EVP_PKEY2PKCS8(pointer), operation)
    defer { PKCS8_PRIV_KEY_INFO_free(info) }
    return try OpenSSL.encode(operation) { i2d_PKCS8_PRIV_KEY_INFO(info, $0) }
  }

  /// The matching public key.
  func publicKey() throws(OpenSSLError) -> P256PublicKey {
    let spki = try OpenSSL.encode("export a public key") { i2d_PUBKEY(pointer, $0) }
    return try P256PublicKey(spki: spki)
  }

  /// An ECDSA signature over SHA-256 of `message`, normalised to low-S.
  func sign(_ message: some ContiguousBytes) throws(OpenSSLError) -> ECDSASignature {
    let operation = "make an ECDSA P-256 signature"
    let context = try OpenSSL.require(EVP_MD_CTX_new(), operation)
    defer { EVP_MD_CTX_free(context) }
    try OpenSSL.check(EVP_DigestSignInit(context, nil, EVP_sha256(), nil, pointer), operation)
    var der = [UInt8](repeating: 0, count: 80)
    var length = der.count
    let status = message.withUnsafeBytes { raw in
      EVP_DigestSign(context, &der, &length, raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count)
    }
    try OpenSSL.check(status, operation)
    do {
      return try ECDSASignature(der: der.prefix(length)).normalizedToLowS
    } catch {
      throw OpenSSLError(operation: operation, reason: "OpenSSL returned a malformed signature: \(error)")
    }
  }
}

/// Checks that an `EVP_PKEY` is an elliptic-curve key on P-256, the only curve ES256 allows.
enum P256Curve {
  /// Returns `key` when it is a P-256 key; otherwise frees it and throws.
  static func adopt(_ key: OpaquePointer, _ operation: String) throws(OpenSSLError) -> OpaquePointer {
    do {
      try requireP256(key, operation)
    } catch {
      EVP_PKEY_free(key)
      throw error
    }
    return key
  }

  static func requireP256(_ key: OpaquePointer, _ operation: String) throws(OpenSSLError) {
    guard EVP_PKEY_get_base_id(key) == EVP_PKEY_EC else {
      throw OpenSSLError(operation: operation, reason: "the key is not an elliptic-curve key")
    }
    var name = [CChar](repeating: 0, count: 64)
    var length = 0
    guard EVP_PKEY_get_utf8_string_param(key, "group", &name, name.count, &length) == 1 else {
      throw OpenSSL.failure(operation)
    }
    let group = String(decoding: name.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard group == "prime256v1" || group == "P-256" else {
      throw OpenSSLError(operation: operation, reason: "the key is on curve \(group), not P-256")
    }
  }
}
