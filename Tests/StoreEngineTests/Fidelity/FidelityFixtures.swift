import Foundation
import StoreCatalog
import TestSupport
import Testing

@testable import StoreEngine

/// Shared steps of the tests that hold Storefront to Apple's documentation: a launch of the app, the products it
/// loads, and the raw JSON of a signed payload (what a backend decoding the JWS reads).
enum FidelityFixtures {
  /// A launch of the app on a fresh sandbox of the engine fixtures' catalog, its clock frozen at the fixtures' start
  /// and running subscription periods at the catalog's time rate.
  static func launch(catalog: Catalog = EngineFixtures.catalog) async throws -> Store {
    let sandbox = try Sandbox(
      path: try ledgerPath(), catalog: catalog,
      startClock: .frozen(at: EngineFixtures.start, timeRate: catalog.settings.timeRate))
    return try await Store(sandbox: sandbox, device: "phone")
  }

  /// A new ledger file in a temporary folder, for a sandbox a test opens itself.
  static func ledgerPath() throws -> String {
    try ProjectPaths.temporaryDirectory("sandbox").appendingPathComponent("ledger.sqlite").path
  }

  /// The product as `products(for:)` hands it to the app.
  static func product(_ id: String, in store: Store) async throws -> Product {
    try #require(try await store.products(for: [id]).first, "the catalog has no product \(id)")
  }

  /// Buys a product through the store and returns the transaction `purchase` answered with.
  static func buy(
    _ id: String, in store: Store, options: [PurchaseOption] = []
  ) async throws -> VerificationResult<Transaction> {
    guard case .success(let result) = try await store.purchase(try await product(id, in: store), options: options)
    else {
      throw FixtureError("buying \(id) did not succeed")
    }
    return result
  }

  /// The payload of a compact JWS as JSON values, keyed as the App Store signed it.
  static func payload(of jws: String) throws -> [String: Any] {
    let parts = jws.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let data = Data(base64URL: String(parts[1])),
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { throw FixtureError("not a compact JWS with a JSON payload") }
    return object
  }

  /// The first element an async stream yields, or nil when it ends first.
  static func first<Element>(of stream: AsyncStream<Element>) async -> Element? {
    var iterator = stream.makeAsyncIterator()
    return await iterator.next()
  }

  struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
