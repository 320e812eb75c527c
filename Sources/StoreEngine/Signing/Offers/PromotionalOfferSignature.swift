public import FoundationEssentials
public import StoreCatalog

/// The fields Apple's promotional-offer signature covers, and making and checking that signature with a `.storekit`
/// file's `subscriptionOffersKeyPair` (`OfferSigningKey`).
///
/// The signature is ECDSA P-256 over SHA-256 of the UTF-8 text `appBundleID ⁣ keyIdentifier ⁣ productIdentifier ⁣
/// offerIdentifier ⁣ appAccountToken ⁣ nonce ⁣ timestamp`, joined by U+2063 INVISIBLE SEPARATOR, with the
/// account token and nonce lower-cased and the timestamp in milliseconds; it travels as base64 of the DER signature.
/// Checking it explains what is wrong field by field where that can be told (PAINPOINTS.md item 8).
public struct PromotionalOfferSignature: Sendable, Hashable {
  /// The app's bundle identifier.
  public var appBundleID: String
  /// The key identifier (`subscriptionOffersKeyPair.id`, e.g. `C815358F`).
  public var keyIdentifier: String
  /// The subscription's product identifier.
  public var productIdentifier: String
  /// The promotional offer's identifier in the catalog.
  public var offerIdentifier: String
  /// The app account token (StoreKit 1's `applicationUsername`); empty when the purchase has none.
  public var appAccountToken: String
  /// The one-time value the server chose for this signature.
  public var nonce: UUID
  /// Milliseconds since 1970 when the server made the signature.
  public var timestamp: Int64

  /// How old a signature may be before the App Store refuses it.
  public static let maximumAge: TimeInterval = 24 * 3_600
  /// How far in the future a timestamp may be (clock skew between the server and the store).
  public static let allowedClockSkew: TimeInterval = 5 * 60

  public init(
    appBundleID: String, keyIdentifier: String, productIdentifier: String, offerIdentifier: String,
    appAccountToken: String = "", nonce: UUID, timestamp: Int64
  ) {
    self.appBundleID = appBundleID
    self.keyIdentifier = keyIdentifier
    self.productIdentifier = productIdentifier
    self.offerIdentifier = offerIdentifier
    self.appAccountToken = appAccountToken
    self.nonce = nonce
    self.timestamp = timestamp
  }

  /// The exact text that is signed.
  public var signedText: String {
    [
      appBundleID, keyIdentifier, productIdentifier, offerIdentifier, appAccountToken.lowercased(),
      nonce.uuidString.lowercased(), String(timestamp),
    ].joined(separator: "\u{2063}")
  }

  /// The signature a server holding `key` would send: base64 of the DER ECDSA signature over `signedText`.
  public func sign(with key: OfferSigningKey) throws(OpenSSLError) -> String {
    let privateKey = try Self.privateKey(key)
    return Data(try privateKey.sign(Data(signedText.utf8)).der).base64EncodedString()
  }

  /// Checks `signature` for these fields against the catalog's `key`, as of `now` (the sandbox clock); lists every
  /// problem found, or none when the signature is good.
  public func problems(signature: String, key: OfferSigningKey, now: Date) -> [PromotionalOfferProblem] {
    var problems: [PromotionalOfferProblem] = []
    if keyIdentifier != key.id { problems.append(.wrongKeyIdentifier(given: keyIdentifier, expected: key.id)) }
    let age = now.timeIntervalSince1970 - Double(timestamp) / 1000
    if age > Self.maximumAge {
      problems.append(.timestampTooOld(timestamp: timestamp, ageInSeconds: Int64(age)))
    } else if age < -Self.allowedClockSkew {
      problems.append(.timestampInFuture(timestamp: timestamp, aheadInSeconds: Int64(-age)))
    }
    let publicKey: P256PublicKey
    do {
      publicKey = try Self.privateKey(key).publicKey()
    } catch {
      problems.append(.unusableKey(error.description))
      return problems
    }
    problems += PromotionalOfferDiagnosis(fields: self, key: publicKey).signatureProblems(signature)
    return problems
  }

  static func privateKey(_ key: OfferSigningKey) throws(OpenSSLError) -> P256PrivateKey {
    guard let der = Data(base64Encoded: key.privateKeyBase64, options: .ignoreUnknownCharacters) else {
      throw OpenSSLError(
        operation: "read the offer signing key \(key.id)", reason: "its privateKey is not base64 of a PKCS#8 key")
    }
    return try P256PrivateKey(der: Array(der))
  }
}
