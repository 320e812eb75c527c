import Foundation
import StoreEngine
import Testing

@testable import StoreServer

/// Bearer tokens as "Generating JSON Web Tokens for API requests" (App Store Server API) describes them: ES256, `kid`,
/// `iss`, `aud` = `appstoreconnect-v1`, `bid`, `exp` no more than 60 minutes after `iat`.
@Suite struct BearerTokenTests {
  static let now = Date(timeIntervalSince1970: 1_767_225_600)
  let key = try! ES256PrivateKey.generate()
  var entry: APIKeyEntry { APIKeyEntry(keyID: "KEY1234567", issuerID: "issuer-1", publicKey: try! key.publicKey()) }
  let check = BearerTokenCheck(bundleID: "com.example.storefront")

  func token(header: [String: Any] = ["alg": "ES256", "kid": "KEY1234567", "typ": "JWT"], claims: [String: Any]) throws -> String {
    let head = Base64URL.encode(try JSONSerialization.data(withJSONObject: header))
    let body = Base64URL.encode(try JSONSerialization.data(withJSONObject: claims))
    let input = Array("\(head).\(body)".utf8)
    return "\(head).\(body).\(Base64URL.encode(try key.jwsSignature(for: input)))"
  }

  var good: [String: Any] {
    let seconds = Self.now.timeIntervalSince1970
    return ["iss": "issuer-1", "iat": seconds, "exp": seconds + 300, "aud": "appstoreconnect-v1", "bid": "com.example.storefront"]
  }

  func verdict(_ token: String?) -> Result<String, TokenDefect> {
    check.check(authorization: token.map { "Bearer \($0)" }, now: Self.now) { $0 == "KEY1234567" ? entry : nil }.map(\.keyID)
  }

  @Test func aTokenLikeApplesLibraryMakesIsAccepted() throws {
    #expect(verdict(try token(claims: good)) == .success("KEY1234567"))
    // Apple's App Store Server Library sends no iat: the lifetime is then measured from now.
    var withoutIssued = good
    withoutIssued["iat"] = nil
    #expect(verdict(try token(claims: withoutIssued)) == .success("KEY1234567"))
  }

  @Test func spacesAroundTheTokenAreIgnored() throws {
    let made = try token(claims: good)
    #expect(verdict("  \(made) \t") == .success("KEY1234567"))
    #expect(verdict("   ") == .failure(.malformed))
  }

  @Test func everyDefectIsRefused() throws {
    let seconds = Self.now.timeIntervalSince1970
    func claims(_ change: (inout [String: Any]) -> Void) -> [String: Any] {
      var claims = good
      change(&claims)
      return claims
    }
    #expect(verdict(nil) == .failure(.missing))
    #expect(verdict("not.a.jwt!") == .failure(.malformed))
    #expect(verdict(try token(header: ["alg": "HS256", "kid": "KEY1234567"], claims: good)) == .failure(.wrongAlgorithm))
    #expect(verdict(try token(header: ["alg": "ES256"], claims: good)) == .failure(.noKeyID))
    #expect(verdict(try token(header: ["alg": "ES256", "kid": "OTHER"], claims: good)) == .failure(.unknownKey("OTHER")))
    #expect(verdict(try token(claims: claims { $0["iss"] = "someone-else" })) == .failure(.wrongIssuer))
    #expect(verdict(try token(claims: claims { $0["aud"] = "appstoreconnect-v2" })) == .failure(.wrongAudience))
    #expect(verdict(try token(claims: claims { $0["bid"] = "com.example.other" })) == .failure(.wrongBundleID))
    #expect(verdict(try token(claims: claims { $0["exp"] = nil })) == .failure(.noExpiry))
    #expect(verdict(try token(claims: claims { $0["exp"] = seconds - 1 })) == .failure(.expired))
    #expect(verdict(try token(claims: claims { $0["exp"] = seconds + 3601 })) == .failure(.lifetimeTooLong))
    #expect(verdict(try token(claims: claims { $0["iat"] = seconds + 600 })) == .failure(.issuedInFuture))
    var forged = Array(try token(claims: good))
    forged[forged.count - 5] = forged[forged.count - 5] == "A" ? "B" : "A"
    #expect(verdict(String(forged)) == .failure(.badSignature))
  }

  /// A token whose header and claims are the JSON text given, signed by the key.
  func token(headerJSON: String, claimsJSON: String) throws -> String {
    let input = "\(Base64URL.encode(Array(headerJSON.utf8))).\(Base64URL.encode(Array(claimsJSON.utf8)))"
    return "\(input).\(Base64URL.encode(try key.jwsSignature(for: Array(input.utf8))))"
  }

  /// Claims of the wrong JSON type count as absent, and a header or claims that are not one JSON object make the
  /// token malformed, whichever JSON reader reads them ("Generating JSON Web Tokens for API requests": `exp` and
  /// `iat` are UNIX times in seconds, the header and the payload JSON objects).
  @Test func claimsOfTheWrongTypeAndPartsThatAreNotObjectsAreRefused() throws {
    let header = #"{"alg":"ES256","kid":"KEY1234567","typ":"JWT"}"#
    let seconds = Int(Self.now.timeIntervalSince1970)
    let rest = #""iss":"issuer-1","aud":"appstoreconnect-v1","bid":"com.example.storefront""#
    func claims(_ times: String) throws -> Result<String, TokenDefect> {
      verdict(try token(headerJSON: header, claimsJSON: "{\(rest),\(times)}"))
    }
    #expect(try claims(#""exp":\#(seconds + 300)"#) == .success("KEY1234567"))
    #expect(try claims(#""exp":\#(seconds + 300).5,"iat":\#(seconds)e0"#) == .success("KEY1234567"))
    #expect(try claims(#""exp":true"#) == .failure(.noExpiry))
    #expect(try claims(#""exp":"\#(seconds + 300)""#) == .failure(.noExpiry))
    #expect(try claims(#""exp":\#(seconds + 300),"iat":"\#(seconds)""#) == .failure(.issuedInFuture))
    #expect(try claims(#""exp":1,"exp":\#(seconds + 300)"#) == .success("KEY1234567"))
    let good = "{\(rest),\"exp\":\(seconds + 300)}"
    #expect(verdict(try token(headerJSON: #"["ES256"]"#, claimsJSON: good)) == .failure(.malformed))
    #expect(verdict(try token(headerJSON: "{\"alg\":", claimsJSON: good)) == .failure(.malformed))
    #expect(verdict(try token(headerJSON: header, claimsJSON: good + " x")) == .failure(.malformed))
    #expect(verdict(try token(headerJSON: #"{"alg":"ES256","kid":7}"#, claimsJSON: good)) == .failure(.noKeyID))
  }
}
