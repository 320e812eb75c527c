import Synchronization

/// Where each product identifier first appears in a catalog's product list, built on the first lookup and kept
/// until the list changes (the catalog then starts a new index).
final class ProductIndex: Sendable {
  private let positions = Mutex<[String: Int]?>(nil)

  /// The position of the first product with identifier `id` in `products` (the list this index belongs to).
  func position(of id: String, in products: [CatalogProduct]) -> Int? {
    positions.withLock { positions in
      if let built = positions { return built[id] }
      var built: [String: Int] = [:]
      built.reserveCapacity(products.count)
      for (index, product) in products.enumerated() where built[product.id] == nil { built[product.id] = index }
      positions = built
      return built[id]
    }
  }
}

/// An index is derived from the product list beside it, so it never makes two catalogs differ: equal whatever it
/// has built so far, and hashing nothing. This keeps `Catalog`'s synthesized equality and hashing to its real fields.
extension ProductIndex: Hashable {
  static func == (left: ProductIndex, right: ProductIndex) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
