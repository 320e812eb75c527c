import Foundation

@testable import StoreEngine

/// A freshly minted sandbox chain with a signer and a sandbox-rules verifier, plus helpers to build the JWS
/// variants forgery tests need.
struct SandboxChainFixture {
  static let bundleID = "com.example.storefront"
  static let environment = "Sandbox"

  let identity: SigningIdentity
  let signedDate: Date

  init(identity: SigningIdentity? = nil, signedDate: Date = Date()) throws {
    self.identity = try identity ?? SigningIdentity.mint()
    self.signedDate = signedDate
  }

  /// The sandbox's own rules (strict X.509, markers, low-S, validated at signedDate) expecting our bundle and
  /// environment.
  static var sandboxOptions: JWSVerifier.Options {
    JWSVerifier.Options(expectedBundleID: bundleID, expectedEnvironment: environment)
  }

  func verifier(_ options: JWSVerifier.Options = sandboxOptions, revocationLists: [Data] = []) throws -> JWSVerifier {
    try JWSVerifier(trusting: identity, options: options, revocationLists: revocationLists)
  }

  /// A small transaction payload, with any key overridden or (with nil) left out.
  func payload(_ overrides: [String: String?] = [:]) -> Data {
    var fields: [(String, String?)] = [
      ("transactionId", "\"1000000001\""), ("bundleId", "\"\(Self.bundleID)\""),
      ("productId", "\"com.example.storefront.coins\""), ("environment", "\"\(Self.environment)\""),
      ("signedDate", "\(Int64(signedDate.timeIntervalSince1970 * 1000))"),
    ]
    for index in fields.indices { if let override = overrides[fields[index].0] { fields[index].1 = override } }
    let body = fields.compactMap { key, value in value.map { "\"\(key)\":\($0)" } }.joined(separator: ",")
    return Data("{\(body)}".utf8)
  }

  /// The App Store header for `x5c` (the identity's chain by default).
  func header(alg: String = "ES256", x5c: [String]? = nil) -> Data {
    let chain = (x5c ?? identity.x5c).map { "\"\($0)\"" }.joined(separator: ",")
    return Data("{\"alg\":\"\(alg)\",\"x5c\":[\(chain)]}".utf8)
  }

  /// `payload` signed by `key` (the leaf key by default) under `header` (the identity's by default).
  func sign(_ payload: Data? = nil, header: Data? = nil, key: P256PrivateKey? = nil) throws -> String {
    try JWSSigner(key: key ?? identity.leafKey, header: header ?? self.header()).sign(
      payload: payload ?? self.payload())
  }

  // MARK: - Forged chains

  /// The identity with a new leaf made from `request` tweaks, signed by `signingKey` (the intermediate's by default).
  func identity(
    withLeaf tweak: (inout CertificateRequest) -> Void, signedBy signingKey: P256PrivateKey? = nil
  ) throws -> SigningIdentity {
    var request = SigningIdentity.request(
      .leaf, "Forged Leaf", from: identity.leaf.notBefore, lasting: SigningIdentity.Lifetime.leaf)
    tweak(&request)
    let key = try P256PrivateKey.generate()
    let leaf = try CertificateMinter.issue(
      request, subjectKey: key.publicKey(), issuer: identity.intermediate,
      signingKey: signingKey ?? identity.intermediateKey)
    return SigningIdentity(
      root: identity.root, intermediate: identity.intermediate, leaf: leaf, rootKey: identity.rootKey,
      intermediateKey: identity.intermediateKey, leafKey: key)
  }

  /// The identity with a new intermediate lacking Apple's marker, and a new leaf under it.
  func identityWithUnmarkedIntermediate() throws -> SigningIdentity {
    var request = SigningIdentity.request(
      .intermediate, "Unmarked Intermediate", from: identity.intermediate.notBefore,
      lasting: SigningIdentity.Lifetime.intermediate)
    request.includesAppleMarker = false
    let intermediateKey = try P256PrivateKey.generate()
    let intermediate = try CertificateMinter.issue(
      request, subjectKey: intermediateKey.publicKey(), issuer: identity.root, signingKey: identity.rootKey)
    let leafKey = try P256PrivateKey.generate()
    let leaf = try CertificateMinter.issue(
      SigningIdentity.request(.leaf, "Leaf", from: identity.leaf.notBefore, lasting: SigningIdentity.Lifetime.leaf),
      subjectKey: leafKey.publicKey(), issuer: intermediate, signingKey: intermediateKey)
    return SigningIdentity(
      root: identity.root, intermediate: intermediate, leaf: leaf, rootKey: identity.rootKey,
      intermediateKey: intermediateKey, leafKey: leafKey)
  }
}

/// A compact JWS from raw parts.
func compactJWS(header: Data, payload: Data, signature: some Collection<UInt8>) -> String {
  [Base64URL.encode(header), Base64URL.encode(payload), Base64URL.encode(signature)].joined(separator: ".")
}
