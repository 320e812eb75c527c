import Foundation
import StoreCatalog
import TestSupport

@testable import StoreEngine
import StoreOperations
@testable import StoreServer

/// A sandbox with one registered API key and the App Store Server API over it, for tests that send requests the way a
/// backend does: signed bearer tokens ("Generating JSON Web Tokens for API requests"), Apple's paths, JSON bodies.
struct ServerFixture {
  static let start = Date(timeIntervalSince1970: 1_767_225_600)
  static let keyID = "KEYSERVER1"
  static let issuerID = "0d6d2c0e-5e0e-4b44-9b0e-000000000001"
  static let bundleID = "com.example.storefront"
  static let catalog = Catalog(
    identifier: "SERVER",
    products: [
      CatalogProduct(
        id: "pro.lifetime", type: .nonConsumable, price: Decimal(string: "9.99")!,
        localizations: [LocalizedText(locale: "en_US", displayName: "Pro", description: "")]),
      CatalogProduct(
        id: "gems.10", type: .consumable, price: Decimal(string: "0.99")!,
        localizations: [LocalizedText(locale: "en_US", displayName: "Gems", description: "")]),
      CatalogProduct(
        id: "plus.monthly", type: .autoRenewable, price: Decimal(string: "2.99")!,
        localizations: [LocalizedText(locale: "en_US", displayName: "Plus", description: "")],
        subscription: SubscriptionTerms(groupID: "GROUP1", level: 1, period: .monthly)),
    ],
    subscriptionGroups: [SubscriptionGroup(id: "GROUP1", name: "Membership", productIDs: ["plus.monthly"])])

  let sandbox: Sandbox
  let key: ES256PrivateKey
  let api: AppStoreServerAPI

  /// A new sandbox on a frozen clock with the fixture's key registered. Real time is `start` too, so tokens made by
  /// `token` are fresh.
  init(clock: SandboxClock = .frozen(at: ServerFixture.start)) async throws {
    let path = try ProjectPaths.temporaryDirectory("server").appendingPathComponent("ledger.sqlite").path
    sandbox = try Sandbox(path: path, catalog: Self.catalog, startClock: clock)
    key = try ES256PrivateKey.generate()
    try await sandbox.addAPIKey(keyID: Self.keyID, issuerID: Self.issuerID, publicKeyDER: try key.publicKey().spki())
    let keys = APIKeyStore(sandbox: sandbox)
    await keys.reload()
    api = AppStoreServerAPI(executor: StoreExecutor(sandbox: sandbox), keys: keys, realNow: { ServerFixture.start })
  }

  /// The claims Apple's library puts in a token (`iss`, `aud`, `bid`, `exp`), plus `iat`, as of `start`.
  static var goodClaims: [String: Any] { claims(at: start) }

  /// Good claims as of `date` (the real time, for a server that checks tokens against the real clock).
  static func claims(at date: Date) -> [String: Any] {
    let now = date.timeIntervalSince1970
    return ["iss": issuerID, "iat": now, "exp": now + 300, "aud": "appstoreconnect-v1", "bid": bundleID]
  }

  /// A compact JWT with `header` and `claims`, signed by `signer` (the fixture's key unless another is given).
  func token(
    header: [String: Any] = ["alg": "ES256", "kid": ServerFixture.keyID, "typ": "JWT"],
    claims: [String: Any] = ServerFixture.goodClaims, signer: ES256PrivateKey? = nil
  ) throws -> String {
    let head = Base64URL.encode(try JSONSerialization.data(withJSONObject: header))
    let body = Base64URL.encode(try JSONSerialization.data(withJSONObject: claims))
    let signature = try (signer ?? key).jwsSignature(for: Array("\(head).\(body)".utf8))
    return "\(head).\(body).\(Base64URL.encode(signature))"
  }

  /// Sends one request through `respond(to:)` with a good token unless `authorization` says otherwise.
  func send(
    _ method: String, _ path: String, query: [QueryItem] = [], body: Data = Data(), bodyTooLarge: Bool = false,
    authorization: String? = nil
  ) async throws -> HTTPResponse {
    let header = try authorization ?? "Bearer \(token())"
    return await api.respond(
      to: HTTPRequest(
        method: method, path: path, query: query, headers: ["authorization": header], body: body,
        bodyTooLarge: bodyTooLarge))
  }

  /// Sends a JSON body given as text.
  func send(_ method: String, _ path: String, json: String) async throws -> HTTPResponse {
    try await send(method, path, body: Data(json.utf8))
  }

  /// A purchase that must charge.
  func buy(_ productID: String) async throws -> TransactionRecord {
    guard case .purchased(let record) = try await sandbox.purchase(productID, device: "d1") else {
      throw FixtureError.notCharged(productID)
    }
    return record
  }
}

enum FixtureError: Error {
  case notCharged(String)
}

extension HTTPResponse {
  /// Apple's `errorCode`, when the body is an error body.
  var errorCode: Int? {
    ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any])?["errorCode"] as? Int
  }

  /// The body as a JSON object.
  var object: [String: Any]? { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] }

  var text: String { String(decoding: body, as: UTF8.self) }
}
