public import FoundationEssentials

/// The public half of an ES256 (ECDSA P-256, SHA-256) key, for checking JWTs signed by someone else — the App Store
/// Server API's bearer tokens. A thin public face over `P256PublicKey`.
public struct ES256PublicKey: Sendable {
  private let key: P256PublicKey

  /// Reads a DER SubjectPublicKeyInfo; throws unless it is a P-256 key.
  public init(spki: Data) throws(OpenSSLError) {
    key = try P256PublicKey(spki: Array(spki))
  }

  /// Reads a `BEGIN PUBLIC KEY` PEM.
  public init(pem: String) throws(OpenSSLError) {
    let blocks: [PEM.Block]
    do { blocks = try PEM.decodeAll(pem) } catch {
      throw OpenSSLError(operation: "read a PEM public key", reason: error.description)
    }
    guard let block = blocks.first(where: { $0.label == "PUBLIC KEY" }) else {
      throw OpenSSLError(operation: "read a PEM public key", reason: "no PUBLIC KEY block")
    }
    key = try P256PublicKey(spki: block.der)
  }

  /// The key as DER SubjectPublicKeyInfo.
  public func spki() throws(OpenSSLError) -> Data { Data(try key.spki()) }

  /// Whether `signature` — JWS's raw form, r‖s, 64 bytes — signs `message` with this key. Both S halves verify, as
  /// with any ES256 JWT library: clients such as PyJWT do not normalise to low-S.
  public func isValidJWSSignature(_ signature: some Collection<UInt8>, for message: some ContiguousBytes) -> Bool {
    guard let parsed = try? ECDSASignature(raw: signature) else { return false }
    return key.isValidSignature(parsed, for: message)
  }
}

/// An ES256 private key, for making App Store Server API keys (`storefront server key new`) and, in tests, signing
/// bearer tokens the way Apple's libraries do. A thin public face over `P256PrivateKey`.
public struct ES256PrivateKey: Sendable {
  private let key: P256PrivateKey

  private init(key: P256PrivateKey) { self.key = key }

  /// A fresh random key.
  public static func generate() throws(OpenSSLError) -> ES256PrivateKey {
    ES256PrivateKey(key: try P256PrivateKey.generate())
  }

  /// Reads a PEM private key (PKCS#8, like Apple's `.p8`, or SEC1).
  public init(pem: String) throws(OpenSSLError) {
    key = try P256PrivateKey(pem: pem)
  }

  /// The key as PKCS#8 PEM (`BEGIN PRIVATE KEY`), the form of Apple's `.p8` files.
  public func pkcs8PEM() throws(OpenSSLError) -> String {
    PEM.encode(try key.pkcs8(), label: "PRIVATE KEY")
  }

  /// The public half.
  public func publicKey() throws(OpenSSLError) -> ES256PublicKey {
    try ES256PublicKey(spki: Data(try key.publicKey().spki()))
  }

  /// JWS's raw ES256 signature (r‖s, 64 bytes, low-S) over `message`.
  public func jwsSignature(for message: some ContiguousBytes) throws(OpenSSLError) -> [UInt8] {
    try key.sign(message).raw
  }
}
