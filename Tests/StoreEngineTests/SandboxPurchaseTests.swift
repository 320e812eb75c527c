import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

@Suite struct SandboxPurchaseTests {
  @Test func buyingANonConsumableTwiceReturnsTheSameTransactionWithoutCharging() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let first) = try await sandbox.purchase("pro.lifetime", device: "a") else {
      Issue.record("expected a new charge"); return
    }
    guard case .existing(let again) = try await sandbox.purchase("pro.lifetime", device: "a") else {
      Issue.record("expected the existing transaction"); return
    }
    #expect(again.id == first.id)
    #expect(try await sandbox.allTransactions().count == 1)
  }

  @Test func anUnfinishedConsumableIsRedeliveredAndAFinishedOneChargesAgain() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let first) = try await sandbox.purchase("coins.100", device: "a") else {
      Issue.record("expected a new charge"); return
    }
    guard case .existing(let redelivered) = try await sandbox.purchase("coins.100", device: "a") else {
      Issue.record("expected a redelivery"); return
    }
    #expect(redelivered.id == first.id)
    try await sandbox.finish(first.id, device: "a")
    guard case .purchased(let second) = try await sandbox.purchase("coins.100", device: "a") else {
      Issue.record("expected a second charge"); return
    }
    #expect(second.id != first.id)
  }

  @Test func quantityIsAllowedOnlyFromOneToTenForConsumablesAndNonRenewing() async throws {
    let sandbox = try EngineFixtures.sandbox()
    await #expect(throws: PurchaseError.invalidQuantity) {
      try await sandbox.purchase("coins.100", options: [.quantity(11)], device: "a")
    }
    await #expect(throws: PurchaseError.invalidQuantity) {
      try await sandbox.purchase("coins.100", options: [.quantity(0)], device: "a")
    }
    await #expect(throws: PurchaseError.invalidQuantity) {
      try await sandbox.purchase("pro.lifetime", options: [.quantity(2)], device: "a")
    }
    guard case .purchased(let record) = try await sandbox.purchase("season.pass", options: [.quantity(3)], device: "a") else {
      Issue.record("expected a charge"); return
    }
    #expect(record.quantity == 3)
  }

  @Test func aSubscriptionExpiresAfterItsPeriodAndItsIntroOfferIsUsedOnce() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let trial) = try await sandbox.purchase("pro.monthly", device: "a") else {
      Issue.record("expected a charge"); return
    }
    #expect(trial.offer?.type == .introductory)
    #expect(trial.price == 0)
    #expect(trial.expirationDate == EngineFixtures.start.addingTimeInterval(7 * 86_400))
    #expect(try await sandbox.entitlementRecords().map(\.id) == [trial.id])
  }

  @Test func unknownProductsAreUnavailable() async throws {
    let sandbox = try EngineFixtures.sandbox()
    await #expect(throws: PurchaseError.productUnavailable) {
      try await sandbox.purchase("no.such.thing", device: "a")
    }
  }

  @Test func refundsRemoveEntitlementsAndReachTheOtherDevicesUpdates() async throws {
    let sandbox = try EngineFixtures.sandbox()
    let store = try await Store(sandbox: sandbox, device: "phone")
    let products = try await store.products(for: ["pro.lifetime"])
    guard case .success(let result) = try await store.purchase(products[0]) else {
      Issue.record("expected success"); return
    }
    let transaction = try result.payloadValue
    try await store.finish(transaction)
    #expect(try await store.currentEntitlements().map { try $0.payloadValue.id } == [transaction.id])

    var updates = await store.updates().makeAsyncIterator()
    try await sandbox.refund(transaction.id)
    let update = try #require(await updates.next())
    #expect(update.unsafePayloadValue.id == transaction.id)
    #expect(update.unsafePayloadValue.revocationDate != nil)
    #expect(try await store.currentEntitlements().isEmpty)
  }
}
