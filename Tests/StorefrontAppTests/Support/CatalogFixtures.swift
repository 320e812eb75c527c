import Foundation
import StoreCatalog
import StoreEngine

@testable import StorefrontApp

/// Diagnostics and clients for tests that do not need a real store.
enum CatalogFixtures {
  static let warning = Diagnostic(
    .warning, .propertyList, file: "demo.storekit",
    message: "the file is a binary property list, not the JSON Xcode writes; it was read as a property list")
}

extension StoreClient {
  /// A client that does nothing and fails what it is asked: for tests that never perform effects.
  static let unimplemented = StoreClient(
    open: { _ in }, loadProducts: {}, purchase: { _, _ in .failed("unimplemented") }, cancelPurchase: { _ in },
    restore: { StoreMessage(.failure, "unimplemented") },
    requestRefund: { _ in StoreMessage(.failure, "unimplemented") },
    consume: { _ in }, shutdown: {})
}
