/// One thing wrong with a promotional-offer signature, in words a developer can act on.
public enum PromotionalOfferProblem: Sendable, Hashable, CustomStringConvertible {
  /// The purchase names a key the catalog does not hold.
  case wrongKeyIdentifier(given: String, expected: String)
  /// Signed more than 24 hours before the purchase.
  case timestampTooOld(timestamp: Int64, ageInSeconds: Int64)
  /// Signed in the future by more than the allowed clock skew.
  case timestampInFuture(timestamp: Int64, aheadInSeconds: Int64)
  /// The signature text is not base64 of a DER ECDSA signature; says what it looks like instead.
  case malformedSignature(String)
  /// The signature is well-formed but does not match the fields; names the likely cause when one was found.
  case signatureMismatch(likelyCause: String?)
  /// The catalog's `subscriptionOffersKeyPair.privateKey` cannot be read.
  case unusableKey(String)

  public var description: String {
    switch self {
    case .wrongKeyIdentifier(let given, let expected):
      "the offer was signed with key '\(given)', but this catalog's subscriptionOffersKeyPair id is '\(expected)'"
    case .timestampTooOld(let timestamp, let age):
      "the timestamp \(timestamp) is \(Self.duration(age)) old; a promotional offer signature is good for 24 hours"
    case .timestampInFuture(let timestamp, let ahead):
      "the timestamp \(timestamp) is \(Self.duration(ahead)) in the future; it must be milliseconds since 1970 "
        + "taken when signing"
    case .malformedSignature(let what): "the signature is not base64 of a DER ECDSA signature: \(what)"
    case .signatureMismatch(let cause?): "the signature does not match the offer's fields: \(cause)"
    case .signatureMismatch(nil):
      "the signature does not match the offer's fields: check the bundle ID, product and offer identifiers, that "
        + "fields are joined with U+2063, and that it was made with this catalog's key"
    case .unusableKey(let reason): "the catalog's offer signing key is unusable: \(reason)"
    }
  }

  private static func duration(_ seconds: Int64) -> String {
    switch seconds {
    case ..<120: "\(seconds) seconds"
    case ..<7_200: "\(seconds / 60) minutes"
    case ..<172_800: "\(seconds / 3_600) hours"
    default: "\(seconds / 86_400) days"
    }
  }
}
