import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront family share|stop|lapse|refund PRODUCT`: another member of the customer's family shares a product,
  /// stops sharing it, stops renewing it, or is refunded for it.
  static let family = CommandSpec(
    name: "family",
    summary: "another family member shares a family-shareable product with the customer, or stops sharing it",
    discussion: """
      share PRODUCT   a family member buys PRODUCT (familyShareable in the catalog) and shares it: the customer
                      gets a transaction of their own, ownershipType FAMILY_SHARED, on every device's updates
      stop PRODUCT    sharing stops: the customer's shared transactions are revoked (revocationType
                      FAMILY_REVOKE) and reach updates; what the customer bought themselves stays
      lapse PRODUCT   the purchaser turns auto-renew off: the shared subscription renews no more and expires at
                      the end of its period (the server hears DID_CHANGE_RENEWAL_STATUS, then EXPIRED VOLUNTARY)
      refund PRODUCT  the purchaser is refunded: the customer's shared transactions are revoked with the
                      purchaser's revocation reason (REVOKE), as when sharing stops
      """,
    arguments: [
      ArgumentSpec(
        name: "ACTION", help: "share, stop, lapse or refund", isOptional: true,
        values: .words(FamilySharingAction.allCases.map(\.rawValue))),
      ArgumentSpec(name: "PRODUCT", help: "a family-shareable product identifier", isOptional: true, values: .products),
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      guard let word = arguments.argument(0), let action = FamilySharingAction(rawValue: word) else {
        throw UsageError("'family' takes share, stop, lapse or refund, then a PRODUCT")
      }
      guard let productID = arguments.argument(1) else { throw UsageError("'family \(word)' needs a PRODUCT") }
      try await session.perform(.family(action, productID: productID))
      return 0
    }
  )
}
