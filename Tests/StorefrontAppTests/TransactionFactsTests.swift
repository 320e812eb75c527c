import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import Testing

@testable import StorefrontApp

/// The transaction detail on real signed transactions: the ownership type (Transaction.ownershipType: `purchased`,
/// "the transaction belongs to the purchaser", or `familyShared`, "belongs to a family member who benefits from the
/// service"), the revocation date, reason and type (Transaction.revocationReason: 0 "if the customer leaves the
/// family group or the owner stops sharing"; Transaction.RevocationType.familyRevocation), and the order id Look Up
/// Order ID takes (App Store Server API, Look Up Order ID), read beside the JWS by the real inspector.
@Suite struct TransactionFactsTests {
  static let removeAds = EngineScreenTests.removeAds
  static let themes = "com.example.storefront.themes"

  /// The facts of one transaction as the detail view shows them, inspected as the storefront inspects it.
  static func facts(_ id: UInt64, in store: EngineStore) async throws -> [String: String] {
    let state = store.state()
    let ledger = try #require(state.snapshot?.history.first { $0.transaction.id == id })
    let inspection = await TransactionInspector.inspect(id, in: store.sandbox)
    let facts = TransactionFacts.facts(ledger, inspection: inspection, in: state)
    return Dictionary(facts.map { ($0.label, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  @Test func aPurchaseIsOwnedAsPurchasedWithItsOrderID() async throws {
    let store = try await EngineStore.open()
    _ = await store.model.purchase(Self.removeAds)
    let facts = try await Self.facts(1, in: store)
    #expect(facts["Ownership"] == "purchased: the customer bought it")
    let order = try #require(try await store.sandbox.orderID(of: 1))
    #expect(facts["Order id"] == order)
    #expect(facts["Refunded"] == nil && facts["Revoked"] == nil)
    await store.close()
  }

  @Test func aSharedPurchaseSaysSoAndItsRevocationIsFamilyRevoke() async throws {
    let store = try await EngineStore.open()
    let shared = try await store.sandbox.familyMemberPurchased(Self.themes)
    _ = try await store.sandbox.stopFamilySharing(Self.themes)
    await store.model.refresh()
    let facts = try await Self.facts(shared.id, in: store)
    #expect(facts["Ownership"] == "familyShared: a family member bought it and shares it")
    #expect(facts["Purchased"]?.hasSuffix("shared by a family member (Family Sharing)") == true)
    #expect(facts["Revoked"]?.hasSuffix("reason: other · FAMILY_REVOKE") == true)
    #expect(facts["Refunded"] == nil)
    await store.close()
  }

  @Test func aRefundSaysItsReasonAndType() async throws {
    let store = try await EngineStore.open()
    _ = await store.model.purchase(Self.removeAds)
    _ = try await store.sandbox.refund(1, reason: .developerIssue)
    await store.model.refresh()
    let facts = try await Self.facts(1, in: store)
    #expect(facts["Refunded"]?.hasSuffix("reason: developer issue · REFUND_FULL") == true)
    await store.close()
  }
}
