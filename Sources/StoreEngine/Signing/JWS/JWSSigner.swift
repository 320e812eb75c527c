public import FoundationEssentials

/// Signs payloads as compact JWS the way the App Store does: header `{"alg":"ES256","x5c":[leaf, intermediate,
/// root]}`, base64url without padding, and a raw 64-byte ES256 signature (r‖s) by the leaf key, always low-S.
///
/// The caller supplies the payload bytes (JSON keyed exactly like Apple's `JWSTransactionDecodedPayload` /
/// `JWSRenewalInfoDecodedPayload`); they are signed as given. The encoded header and the parsed key are made
/// once, so each signature costs one ECDSA signing plus base64. Safe to use from many tasks at once.
public struct JWSSigner: Sendable {
  private let key: P256PrivateKey
  /// `BASE64URL(header).`, the start of every JWS this signer makes.
  private let encodedHeader: [UInt8]

  /// A signer for `identity`'s leaf key and chain.
  public init(identity: SigningIdentity) {
    let chain = identity.x5c.map { "\"\($0)\"" }.joined(separator: ",")
    self.init(key: identity.leafKey, header: Data("{\"alg\":\"ES256\",\"x5c\":[\(chain)]}".utf8))
  }

  /// A signer with any key and any header bytes (tests forge JWS with it).
  init(key: P256PrivateKey, header: Data) {
    self.key = key
    var start: [UInt8] = []
    Base64URL.append(header, to: &start)
    start.append(UInt8(ascii: "."))
    encodedHeader = start
  }

  /// `payload` signed: `BASE64URL(header).BASE64URL(payload).BASE64URL(signature)`.
  /// The whole text is built in one buffer: the signing input, then the signature appended to it.
  public func sign(payload: Data) throws(OpenSSLError) -> String {
    var jws = encodedHeader
    jws.reserveCapacity(encodedHeader.count + (payload.count * 4 + 2) / 3 + 88)
    Base64URL.append(payload, to: &jws)
    let signature = try key.sign(jws)
    jws.append(UInt8(ascii: "."))
    Base64URL.append(signature.raw, to: &jws)
    return String(decoding: jws, as: UTF8.self)
  }
}
