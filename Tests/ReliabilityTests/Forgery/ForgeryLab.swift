import Foundation
import StoreCatalog
import Testing
import TestSupport

@testable import StoreEngine

/// A sandbox with one genuine purchase, and the means to plant a forged transaction #2 (for a
/// non-consumable the customer never bought) straight into its SQLite file.
struct ForgeryLab {
  /// The product forged transactions claim.
  static let forgedProduct = "com.example.storefront.themes"
  static let demoCatalog = CatalogLoader.load(contentsOf: ProjectPaths.catalogs.appendingPathComponent("demo.storekit")).catalog

  let path: String
  let catalog: Catalog
  /// The sandbox's own chain and keys, read from the ledger (forgeries that need a real signature use them).
  let identity: SigningIdentity
  /// The genuine transaction #1's JWS.
  let genuineJWS: String

  /// A new sandbox holding one genuine, finished purchase of a consumable.
  static func make() async throws -> ForgeryLab {
    let path = try ProjectPaths.temporaryDirectory("forgery").appendingPathComponent("ledger.sqlite").path
    let catalog = try #require(demoCatalog)
    let store = try await Store(sandbox: Sandbox(path: path, catalog: catalog), device: "genuine")
    let product = try #require(try await store.products(for: ["com.example.storefront.gems.100"]).first)
    guard case .success(.verified(let transaction)) = try await store.purchase(product) else {
      throw RawLedgerError(message: "the genuine purchase did not verify")
    }
    try await store.finish(transaction)
    await store.close()
    let raw = try RawLedger(path: path)
    let archive = try #require(try raw.data("SELECT value FROM meta WHERE key = 'signing_identity'"))
    return ForgeryLab(
      path: path, catalog: catalog, identity: try SigningIdentity(archive: archive),
      genuineJWS: try #require(try raw.text("SELECT jws FROM transactions WHERE id = 1")))
  }

  /// The genuine payload turned into transaction #2 for `forgedProduct`, with `changes` on top, as JSON text.
  func payload(_ changes: [String: Any] = [:]) throws -> String {
    let part = String(genuineJWS.split(separator: ".")[1])
    let json = try #require(Base64URL.decode(part.utf8))
    var fields = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    fields["transactionId"] = "2"
    fields["originalTransactionId"] = "2"
    fields["productId"] = Self.forgedProduct
    fields["type"] = "Non-Consumable"
    fields["price"] = 1990
    for (key, value) in changes { fields[key] = value }
    return String(decoding: try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self)
  }

  /// `payload` signed by `key` (the leaf's by default) under the x5c of `chain` (the sandbox's by default).
  func sign(_ payload: String, key: P256PrivateKey? = nil, chain: SigningIdentity? = nil) throws -> String {
    let chain = chain ?? identity
    let x5c = chain.x5c.map { "\"\($0)\"" }.joined(separator: ",")
    return try JWSSigner(key: key ?? chain.leafKey, header: Data("{\"alg\":\"ES256\",\"x5c\":[\(x5c)]}".utf8))
      .sign(payload: Data(payload.utf8))
  }

  /// The sandbox's chain with its leaf replaced by one made from `request`, signed by `signingKey`
  /// (the intermediate's key by default) in the intermediate's name.
  func chain(withLeaf request: CertificateRequest, signedBy signingKey: P256PrivateKey? = nil) throws -> SigningIdentity {
    let key = try P256PrivateKey.generate()
    let leaf = try CertificateMinter.issue(
      request, subjectKey: key.publicKey(), issuer: identity.intermediate,
      signingKey: signingKey ?? identity.intermediateKey)
    return SigningIdentity(
      root: identity.root, intermediate: identity.intermediate, leaf: leaf, rootKey: identity.rootKey,
      intermediateKey: identity.intermediateKey, leafKey: key)
  }

  /// Writes `jws` into the ledger as unfinished transaction #2 for `forgedProduct`, bought on "another
  /// device" — plain SQL, no engine code.
  func plant(_ jws: String) throws {
    let raw = try RawLedger(path: path)
    try raw.execute("CREATE TEMP TABLE forged AS SELECT * FROM transactions WHERE id = 1")
    try raw.execute(
      "UPDATE forged SET id = 2, original_id = 2, product_id = ?, product_type = 'nonConsumable', price_milli = 1990, jws = ?, finished = 0, device = 'attacker'",
      [Self.forgedProduct, jws])
    try raw.execute("INSERT INTO transactions SELECT * FROM forged")
    try raw.execute("INSERT INTO events(kind, transaction_id, device, at) VALUES('purchased', 2, 'attacker', 0)")
  }

  /// The app's next launch: the transaction its updates listener replays first (the forged #2, the only
  /// unfinished one), then its store model's snapshot and `currentEntitlements` once that was handled.
  func nextLaunch() async throws -> (
    replayed: VerificationResult<Transaction>?, snapshot: StoreSnapshot, entitlements: [VerificationResult<Transaction>]
  ) {
    let store = try await Store(sandbox: Sandbox(path: path, catalog: catalog), device: "app")
    let model = await StoreModel(store: store)
    let events = model.transactionEvents()
    await model.start()
    var replayed: VerificationResult<Transaction>?
    for await event in events {
      replayed = event.result
      break
    }
    await model.refresh()
    let snapshot = model.currentSnapshot
    let entitlements = try await store.currentEntitlements()
    await model.stop()
    return (replayed, snapshot, entitlements)
  }

  /// Whether transaction #2 is still unfinished in the file, and no one logged finishing it.
  func forgedTransactionIsUnfinished() throws -> Bool {
    let raw = try RawLedger(path: path)
    return try raw.integer("SELECT finished FROM transactions WHERE id = 2") == 0
      && raw.integer("SELECT count(*) FROM events WHERE kind = 'finished' AND transaction_id = 2") == 0
  }
}
