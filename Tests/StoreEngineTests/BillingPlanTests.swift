import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// Subscriptions paid by a billing plan (format 5.0+): an annual commitment billed monthly, or up front.
@Suite struct BillingPlanTests {
  let day: TimeInterval = 86_400

  @Test func aMonthlyPlanChargesItsPriceEveryMonth() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let first) = try await sandbox.purchase("photos.yearly", options: [.billingPlan("MONTHLY")], device: "a") else {
      Issue.record("expected a charge"); return
    }
    #expect(first.price == Decimal(string: "5.99"))
    #expect(first.billingPlanType == "MONTHLY")
    #expect(first.expirationDate == EngineFixtures.start.addingTimeInterval(31 * day))  // January has 31 days
    try await sandbox.advanceClock(by: 80 * day)  // charges on January 1, February 1 and March 1
    let charges = try await sandbox.allTransactions().filter { $0.productID == "photos.yearly" }
    #expect(charges.count == 3)
    #expect(charges.allSatisfy { $0.price == Decimal(string: "5.99") && $0.billingPlanType == "MONTHLY" })
    #expect(charges.allSatisfy { $0.originalID == first.id })
  }

  @Test func withoutAPlanTheSubscriptionIsChargedItsOwnPriceForItsPeriod() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let bought) = try await sandbox.purchase("photos.yearly", device: "a") else {
      Issue.record("expected a charge"); return
    }
    #expect(bought.price == Decimal(string: "59.99"))
    #expect(bought.billingPlanType == nil)
    #expect(bought.expirationDate == EngineFixtures.start.addingTimeInterval(365 * day))
  }

  @Test func aPlanTheSubscriptionDoesNotOfferIsRefused() async throws {
    let sandbox = try EngineFixtures.sandbox()
    await #expect(throws: PurchaseError.purchaseNotAllowed) {
      try await sandbox.purchase("photos.yearly", options: [.billingPlan("WEEKLY")], device: "a")
    }
    await #expect(throws: PurchaseError.purchaseNotAllowed) {
      try await sandbox.purchase("news.weekly", options: [.billingPlan("MONTHLY")], device: "a")
    }
  }

  @Test func theSignedTransactionCarriesThePlan() async throws {
    let sandbox = try EngineFixtures.sandbox()
    let store = try await Store(sandbox: sandbox, device: "a")
    let product = try #require(try await store.products(for: ["photos.yearly"]).first)
    guard case .success(.verified(let transaction)) = try await store.purchase(product, options: [.billingPlan("MONTHLY")]) else {
      Issue.record("expected a verified purchase"); return
    }
    #expect(transaction.billingPlanType == "MONTHLY")
    #expect(transaction.jwsRepresentation.split(separator: ".").count == 3)
  }
}
