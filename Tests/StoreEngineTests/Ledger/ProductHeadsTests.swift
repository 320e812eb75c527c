import Foundation
import StoreCatalog
import TestSupport
import Testing

@testable import StoreEngine

/// The ledger keeps each product's newest transaction in the commit that changes it (`product_heads`, kept by
/// triggers); entitlements and each product's latest transaction are read from it.
///
/// `Transaction.currentEntitlements` (developer.apple.com/documentation/storekit/transaction/currententitlements):
/// "The latest transaction for each product the customer is entitled to"; deleting a transaction in Xcode's
/// Transaction Manager takes it out of the history, so the one before it is the latest again.
@Suite struct ProductHeadsTests {
  @Test func deletingTheNewestTransactionMakesTheOneBeforeItTheEntitlement() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let first) = try await sandbox.purchase("season.pass", device: "a"),
      case .purchased(let second) = try await sandbox.purchase("season.pass", device: "a")
    else {
      Issue.record("expected two charges"); return
    }
    #expect(try await sandbox.entitlementRecords().map(\.id) == [second.id])
    #expect(try await sandbox.latestTransactionPerProduct().map(\.id) == [second.id])

    try await sandbox.deleteTransaction(second.id)
    #expect(try await sandbox.entitlementRecords().map(\.id) == [first.id])
    #expect(try await sandbox.latestTransactionPerProduct().map(\.id) == [first.id])

    try await sandbox.deleteTransaction(first.id)
    #expect(try await sandbox.entitlementRecords().isEmpty)
    #expect(try await sandbox.latestTransactionPerProduct().isEmpty)
  }

  @Test func aRefundedNewestTransactionEntitlesToNothingAndStaysTheLatest() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let bought) = try await sandbox.purchase("pro.lifetime", device: "a") else {
      Issue.record("expected a charge"); return
    }
    try await sandbox.refund(bought.id, reason: .other, device: "a")
    #expect(try await sandbox.entitlementRecords().isEmpty)
    #expect(try await sandbox.latestTransactionPerProduct().map(\.id) == [bought.id])
  }

  @Test func theNewestTransactionOfEachProductIsKeptAcrossReopening() async throws {
    let path = try ProjectPaths.temporaryDirectory("heads").appendingPathComponent("ledger.sqlite").path
    let sandbox = try EngineFixtures.sandbox(path: path)
    _ = try await sandbox.purchase("pro.lifetime", device: "a")
    guard case .purchased(let pass) = try await sandbox.purchase("season.pass", device: "a") else {
      Issue.record("expected a charge"); return
    }
    let before = try await sandbox.entitlementRecords().map(\.id)
    await sandbox.close()
    let reopened = try EngineFixtures.sandbox(path: path)
    #expect(try await reopened.entitlementRecords().map(\.id) == before)
    #expect(try await reopened.latestTransactionPerProduct().last?.id == pass.id)
  }

  /// The heads are read again only when the ledger changed, and a change made through another connection (another
  /// process, another device's launch) counts: an entitlement bought elsewhere is current at once, as
  /// `Transaction.currentEntitlements` reads the account's state, not this launch's.
  @Test func aPurchaseThroughAnotherConnectionIsAnEntitlementAtOnce() async throws {
    let path = try ProjectPaths.temporaryDirectory("heads-elsewhere").appendingPathComponent("ledger.sqlite").path
    let here = try EngineFixtures.sandbox(path: path)
    let elsewhere = try EngineFixtures.sandbox(path: path)
    #expect(try await here.entitlementRecords().isEmpty)
    guard case .purchased(let bought) = try await elsewhere.purchase("pro.lifetime", device: "b") else {
      Issue.record("expected a charge"); return
    }
    #expect(try await here.entitlementRecords().map(\.id) == [bought.id])
    try await elsewhere.refund(bought.id, reason: .other, device: "b")
    #expect(try await here.entitlementRecords().isEmpty)
    #expect(try await here.latestTransactionPerProduct().first?.isRevoked == true)
  }
}
