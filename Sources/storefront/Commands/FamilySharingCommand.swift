import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront family share|stop PRODUCT`: another member of the customer's family shares a product, or stops.
  static let family = CommandSpec(
    name: "family",
    summary: "another family member shares a family-shareable product with the customer, or stops sharing it",
    discussion: """
      share PRODUCT   a family member buys PRODUCT (familyShareable in the catalog) and shares it: the customer
                      gets a transaction of their own, ownershipType FAMILY_SHARED, on every device's updates
      stop PRODUCT    sharing stops: the customer's shared transactions are revoked (revocationType
                      FAMILY_REVOKE) and reach updates; what the customer bought themselves stays
      """,
    arguments: [
      ArgumentSpec(
        name: "ACTION", help: "share or stop", isOptional: true,
        values: .words(FamilySharingAction.allCases.map(\.rawValue))),
      ArgumentSpec(name: "PRODUCT", help: "a family-shareable product identifier", isOptional: true, values: .products),
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      guard let word = arguments.argument(0), let action = FamilySharingAction(rawValue: word) else {
        throw UsageError("'family' takes share or stop, then a PRODUCT")
      }
      guard let productID = arguments.argument(1) else { throw UsageError("'family \(word)' needs a PRODUCT") }
      try await session.perform(.family(action, productID: productID))
      return 0
    }
  )
}
