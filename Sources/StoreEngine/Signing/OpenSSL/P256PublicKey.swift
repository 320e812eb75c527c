import COpenSSL
import FoundationEssentials

/// A P-256 public key held by libcrypto: read from a SubjectPublicKeyInfo or a certificate, and used to check
/// ECDSA-SHA256 signatures.
///
/// Thread safety: `@unchecked Sendable` for the same reason as `P256PrivateKey`: the `EVP_PKEY` is set once,
/// only read (each verification has its own `EVP_MD_CTX`), and freed once in `deinit`.
final class P256PublicKey: @unchecked Sendable {
  /// The `EVP_PKEY`, owned.
  let pointer: OpaquePointer

  /// Takes ownership of `pointer` if it holds a P-256 key; frees it and throws otherwise.
  init(owning pointer: OpaquePointer, _ operation: String) throws(OpenSSLError) {
    self.pointer = try P256Curve.adopt(pointer, operation)
  }

  deinit { EVP_PKEY_free(pointer) }

  /// Reads a DER SubjectPublicKeyInfo.
  convenience init(spki: [UInt8]) throws(OpenSSLError) {
    let operation = "read a P-256 public key"
    let key = try OpenSSL.decode(spki, operation, { d2i_PUBKEY(nil, $0, $1) }, free: EVP_PKEY_free)
    try self.init(owning: key, operation)
  }

  /// The key as DER SubjectPublicKeyInfo.
  func spki() throws(OpenSSLError) -> [UInt8] {
    try OpenSSL.encode("export a public key") { i2d_PUBKEY(pointer, $0) }
  }

  /// Whether `signature` is an ECDSA P-256 signature by this key over SHA-256 of `message`.
  func isValidSignature(_ signature: ECDSASignature, for message: some ContiguousBytes) -> Bool {
    isValidSignature(der: signature.der, for: message)
  }

  /// Whether the DER `ECDSA-Sig-Value` is a signature by this key over SHA-256 of `message`. OpenSSL refuses
  /// DER that is not in its one canonical form.
  func isValidSignature(der: [UInt8], for message: some ContiguousBytes) -> Bool {
    guard let context = EVP_MD_CTX_new() else {
      OpenSSL.clearErrors()
      return false
    }
    defer { EVP_MD_CTX_free(context) }
    let valid = message.withUnsafeBytes { raw in
      EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, pointer) == 1
        && EVP_DigestVerify(context, der, der.count, raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count)
          == 1
    }
    if !valid { OpenSSL.clearErrors() }
    return valid
  }
}
