import Foundation
import Testing

@testable import StoreEngine
@testable import StoreServer

/// Every token defect "Generating JSON Web Tokens for API requests" rules out gets Apple's 401 — plain text, no
/// `errorCode`, no data — whatever endpoint it is sent to, before any path or body is looked at.
@Suite struct TokenDefectTests {
  @Test func everyDefectGets401AndNoData() async throws {
    let server = try await ServerFixture()
    let record = try await server.buy("plus.monthly")
    let other = try ES256PrivateKey.generate()
    let now = ServerFixture.start.timeIntervalSince1970
    func claims(_ change: (inout [String: Any]) -> Void) -> [String: Any] {
      var claims = ServerFixture.goodClaims
      change(&claims)
      return claims
    }
    /// Good claims with `changes` set (nil: left out).
    func claims(_ changes: [String: Double?]) -> [String: Any] {
      claims { claims in
        for (name, value) in changes {
          if let value { claims[name] = value } else { claims[name] = nil }
        }
      }
    }
    let good = try server.token()
    let parts = good.split(separator: ".").map(String.init)
    let defects: [String: (authorization: String?, defect: TokenDefect)] = [
      "no header": (nil, .missing),
      "not bearer": ("Basic \(good)", .missing),
      "lower-case scheme": ("bearer \(good)", .missing),
      "empty token": ("Bearer ", .malformed),
      "two parts": ("Bearer \(parts[0]).\(parts[1])", .malformed),
      "four parts": ("Bearer \(good).\(parts[2])", .malformed),
      "not base64": ("Bearer ***.***.***", .malformed),
      "header not JSON": ("Bearer \(Base64URL.encode(Array("nope".utf8))).\(parts[1]).\(parts[2])", .malformed),
      "alg none": ("Bearer \(try server.token(header: ["alg": "none", "kid": ServerFixture.keyID]))", .wrongAlgorithm),
      "alg HS256": (
        "Bearer \(try server.token(header: ["alg": "HS256", "kid": ServerFixture.keyID]))", .wrongAlgorithm
      ),
      "no kid": ("Bearer \(try server.token(header: ["alg": "ES256"]))", .noKeyID),
      "kid not a string": ("Bearer \(try server.token(header: ["alg": "ES256", "kid": 42]))", .noKeyID),
      "unknown key": (
        "Bearer \(try server.token(header: ["alg": "ES256", "kid": "NOSUCHKEY1"]))", .unknownKey("NOSUCHKEY1")
      ),
      "another key's signature": ("Bearer \(try server.token(signer: other))", .badSignature),
      "no signature": ("Bearer \(parts[0]).\(parts[1]).", .badSignature),
      "truncated signature": ("Bearer \(parts[0]).\(parts[1]).\(parts[2].prefix(40))", .badSignature),
      "claims changed after signing": (
        "Bearer \(parts[0]).\(Base64URL.encode(try JSONSerialization.data(withJSONObject: claims { $0["exp"] = now + 60 }))).\(parts[2])",
        .badSignature
      ),
      "wrong issuer": (
        "Bearer \(try server.token(claims: claims { $0["iss"] = "00000000-0000-0000-0000-000000000000" }))",
        .wrongIssuer
      ),
      "wrong audience": (
        "Bearer \(try server.token(claims: claims { $0["aud"] = "appstoreconnect-v2" }))", .wrongAudience
      ),
      "other bundle id": (
        "Bearer \(try server.token(claims: claims { $0["bid"] = "com.example.other" }))", .wrongBundleID
      ),
      "no bundle id": ("Bearer \(try server.token(claims: claims { $0["bid"] = nil }))", .wrongBundleID),
      "no exp": ("Bearer \(try server.token(claims: claims { $0["exp"] = nil }))", .noExpiry),
      "exp as text": ("Bearer \(try server.token(claims: claims { $0["exp"] = "\(now + 300)" }))", .noExpiry),
      "exp as boolean": ("Bearer \(try server.token(claims: claims { $0["exp"] = true }))", .noExpiry),
      "past exp": ("Bearer \(try server.token(claims: claims(["iat": now - 600, "exp": now - 1])))", .expired),
      "lifetime over an hour": (
        "Bearer \(try server.token(claims: claims { $0["exp"] = now + 3601 }))", .lifetimeTooLong
      ),
      "lifetime over an hour without iat": (
        "Bearer \(try server.token(claims: claims(["iat": nil, "exp": now + 3601])))", .lifetimeTooLong
      ),
      "iat in the future": (
        "Bearer \(try server.token(claims: claims(["iat": now + 600, "exp": now + 900])))", .issuedInFuture
      ),
    ]
    let paths = [
      ("GET", "/inApps/v1/transactions/\(record.id)"), ("GET", "/inApps/v2/history/\(record.id)"),
      ("GET", "/inApps/v1/subscriptions/\(record.id)"), ("POST", "/inApps/v1/notifications/test"),
      ("GET", "/no/such/path"), ("DELETE", "/inApps/v1/transactions/\(record.id)"),
    ]
    for (name, (authorization, defect)) in defects {
      let headers = authorization.map { ["authorization": $0] } ?? [:]
      // Refused for the defect it has, not for another.
      let verdict = await server.api.authenticate(HTTPRequest(method: "GET", path: "/", headers: headers))
      #expect(verdict.map(\.keyID) == .failure(defect), "\(name)")
      for (method, path) in paths {
        let response = await server.api.respond(to: HTTPRequest(method: method, path: path, headers: headers))
        #expect(response.status == 401, "\(name) \(method) \(path): \(response.status)")
        #expect(response.contentType == "text/plain" && response.text.hasPrefix("Unauthenticated"), "\(name)")
        #expect(response.errorCode == nil && !response.text.contains("signed"), "\(name)")
      }
    }
    // Nothing a refused request asked for happened.
    #expect(try await server.sandbox.allNotifications().map(\.kind.type) == [.subscribed])
  }

  @Test func aKeyRemovedIsRefusedAndAKeyAddedWorksAtOnce() async throws {
    let server = try await ServerFixture()
    #expect(try await server.send("GET", "/inApps/v1/transactions/1").status == 404)
    let later = try ES256PrivateKey.generate()
    try await server.sandbox.addAPIKey(
      keyID: "KEYLATER01", issuerID: ServerFixture.issuerID, publicKeyDER: try later.publicKey().spki())
    let fresh = try server.token(header: ["alg": "ES256", "kid": "KEYLATER01"], signer: later)
    #expect(try await server.send("GET", "/inApps/v1/transactions/1", authorization: "Bearer \(fresh)").status == 404)
    try await server.sandbox.removeAPIKey(ServerFixture.keyID)
    await server.api.keys.reload()
    #expect(try await server.send("GET", "/inApps/v1/transactions/1").status == 401)
  }
}
