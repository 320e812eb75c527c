import FoundationEssentials
import StoreCatalog
import StoreEngine

/// Checks an App Store Server API bearer token exactly as Apple describes it in "Generating JSON Web Tokens for API
/// requests": a compact JWT signed with ES256 by a registered API key, header `alg` ES256 and `kid` the key id;
/// claims `iss` the key's issuer id, `aud` `appstoreconnect-v1`, `bid` the app's bundle id, `exp` in the future and
/// no more than 60 minutes after `iat`.
///
/// Apple's page lists `iat` as required, but Apple's own App Store Server Library sends no `iat` (its token is
/// `bid`, `iss`, `aud`, `exp`) and Apple's servers accept it; so a missing `iat` is accepted and the lifetime is then
/// measured from now. An `iat` more than a minute in the future is refused.
struct BearerTokenCheck: Sendable {
  static let audience = "appstoreconnect-v1"
  static let maximumLifetime: TimeInterval = 3600
  static let allowedSkew: TimeInterval = 60

  let bundleID: String

  /// The key id and issuer of an accepted token, or why it is refused.
  func check(authorization: String?, now: Date, key: (String) -> APIKeyEntry?) -> Result<APIKeyEntry, TokenDefect> {
    guard let authorization, authorization.hasPrefix("Bearer ") else { return .failure(.missing) }
    let afterScheme = authorization.dropFirst("Bearer ".count).drop(while: \.isWhitespace)
    let token = afterScheme[..<(afterScheme.lastIndex { !$0.isWhitespace }.map(afterScheme.index(after:)) ?? afterScheme.startIndex)]
    let parts = token.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count == 3,
      let headerBytes = Base64URL.decode(parts[0]), let payloadBytes = Base64URL.decode(parts[1]),
      let signature = Base64URL.decode(parts[2]),
      let header = Self.object(headerBytes), let claims = Self.object(payloadBytes)
    else { return .failure(.malformed) }
    guard header["alg"]?.string == "ES256" else { return .failure(.wrongAlgorithm) }
    guard let keyID = header["kid"]?.string else { return .failure(.noKeyID) }
    guard let entry = key(keyID) else { return .failure(.unknownKey(keyID)) }
    let signingInput = Array(token.utf8[..<parts[1].endIndex])
    guard entry.publicKey.isValidJWSSignature(signature, for: signingInput) else { return .failure(.badSignature) }
    guard claims["iss"]?.string == entry.issuerID else { return .failure(.wrongIssuer) }
    guard claims["aud"]?.string == Self.audience else { return .failure(.wrongAudience) }
    guard claims["bid"]?.string == bundleID else { return .failure(.wrongBundleID) }
    guard let expiry = Self.seconds(claims["exp"]) else { return .failure(.noExpiry) }
    guard expiry > now.timeIntervalSince1970 else { return .failure(.expired) }
    let issued = claims["iat"].map(Self.seconds)
    if let issued {
      guard let issued, issued <= now.timeIntervalSince1970 + Self.allowedSkew else { return .failure(.issuedInFuture) }
    }
    let start = (issued ?? nil) ?? now.timeIntervalSince1970
    guard expiry - start <= Self.maximumLifetime else { return .failure(.lifetimeTooLong) }
    return .success(entry)
  }

  /// A JWT part's JSON object, read by the project's one JSON reader; nil when the bytes are not one.
  private static func object(_ bytes: Data) -> JSONObject? {
    (try? JSONParser.parse(Array(bytes)))?.object
  }

  /// A NumericDate claim (seconds since 1970), whole or fractional.
  private static func seconds(_ value: JSONNode?) -> Double? {
    guard let seconds = value?.number?.double else { return nil }
    return seconds.isFinite ? seconds : nil
  }
}

/// A registered API key, ready to check signatures.
struct APIKeyEntry: Sendable {
  let keyID: String
  let issuerID: String
  let publicKey: ES256PublicKey
}

/// Why a bearer token was refused; every defect is answered with 401 and no data.
public enum TokenDefect: Error, Sendable, Hashable, CustomStringConvertible {
  case missing
  case malformed
  case wrongAlgorithm
  case noKeyID
  case unknownKey(String)
  case badSignature
  case wrongIssuer
  case wrongAudience
  case wrongBundleID
  case noExpiry
  case expired
  case issuedInFuture
  case lifetimeTooLong

  public var description: String {
    switch self {
    case .missing: "no 'Authorization: Bearer' token"
    case .malformed: "the token is not a compact JWT"
    case .wrongAlgorithm: "the token is not signed with ES256"
    case .noKeyID: "the token's header has no kid"
    case .unknownKey(let id): "no API key '\(id)' is registered in this sandbox"
    case .badSignature: "the token's signature does not verify with its key"
    case .wrongIssuer: "the token's iss is not the key's issuer id"
    case .wrongAudience: "the token's aud is not appstoreconnect-v1"
    case .wrongBundleID: "the token's bid is not the app's bundle id"
    case .noExpiry: "the token has no exp"
    case .expired: "the token has expired"
    case .issuedInFuture: "the token's iat is in the future"
    case .lifetimeTooLong: "the token expires more than 60 minutes after it was issued"
    }
  }
}
