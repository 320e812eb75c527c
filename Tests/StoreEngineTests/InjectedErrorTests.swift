import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// Every injectable error surfaces where StoreKit would surface it.
@Suite struct InjectedErrorTests {
  func store(failing api: StoreKitAPI, with error: SimulatedError) async throws -> Store {
    let sandbox = try EngineFixtures.sandbox()
    try await sandbox.setSimulatedError(error, for: api)
    return try await Store(sandbox: sandbox, device: "a")
  }

  /// A product to buy while loading products still works.
  func product(_ store: Store, _ id: String = "pro.lifetime") async throws -> Product {
    ProductPresenter.product(try #require(store.sandbox.catalog.product(id)), in: store.sandbox.catalog, settings: await store.sandbox.settings)
  }

  @Test(arguments: SimulatedError.Generic.allCases)
  func loadProductsThrowsTheInjectedStoreKitError(_ error: SimulatedError.Generic) async throws {
    let store = try await store(failing: .loadProducts, with: .generic(error))
    await #expect(throws: StoreKitError(simulated: error)) { try await store.products(for: ["pro.lifetime"]) }
  }

  @Test(arguments: SimulatedError.Generic.allCases)
  func purchaseThrowsTheInjectedStoreKitErrorOrCancels(_ error: SimulatedError.Generic) async throws {
    let store = try await store(failing: .purchase, with: .generic(error))
    let product = try await product(store)
    if error == .userCancelled {
      #expect(try await store.purchase(product) == .userCancelled)
    } else {
      await #expect(throws: StoreKitError(simulated: error)) { try await store.purchase(product) }
    }
    #expect(try await store.sandbox.allTransactions().isEmpty)
  }

  @Test(arguments: SimulatedError.Purchase.allCases)
  func purchaseThrowsTheInjectedPurchaseError(_ error: SimulatedError.Purchase) async throws {
    let store = try await store(failing: .purchase, with: .purchase(error))
    let product = try await product(store)
    await #expect(throws: PurchaseError(rawValue: error.rawValue)!) { try await store.purchase(product) }
  }

  @Test(arguments: SimulatedError.Verification.allCases)
  func verificationFailuresComeBackUnverified(_ error: SimulatedError.Verification) async throws {
    let store = try await store(failing: .verification, with: .verification(error))
    let product = try await product(store)
    guard case .success(let result) = try await store.purchase(product) else { Issue.record("expected a result"); return }
    #expect(result.verificationError == VerificationError(rawValue: error.rawValue))
  }

  @Test func syncStatusRefundOfferCodeAppTransactionAndManageSheetThrow() async throws {
    let failing: [(StoreKitAPI, (Store) async throws -> Void)] = [
      (.appStoreSync, { try await $0.sync() }),
      (.subscriptionStatus, { _ = try await $0.subscriptionStatus(for: "GROUP1") }),
      (.refundRequest, { try await $0.beginRefundRequest(for: 1) }),
      (.offerCodeRedeem, { try await $0.redeemOfferCode("FRIENDS", for: "news.weekly") }),
      (.appTransaction, { _ = try await $0.appTransaction() }),
      (.manageSubscriptions, { try await $0.showManageSubscriptions() }),
    ]
    for (api, call) in failing {
      let store = try await store(failing: api, with: .generic(.networkError))
      await #expect(throws: StoreKitError.networkError("notConnectedToInternet"), "\(api)") { try await call(store) }
    }
  }

  @Test(arguments: SimulatedError.RefundRequest.allCases)
  func refundRequestsThrowTheInjectedRefundError(_ error: SimulatedError.RefundRequest) async throws {
    let store = try await store(failing: .refundRequest, with: .refundRequest(error))
    await #expect(throws: RefundRequestError(rawValue: error.rawValue)!) { try await store.beginRefundRequest(for: 1) }
  }

  @Test func offlineFailsEveryCallWithANetworkError() async throws {
    let sandbox = try EngineFixtures.sandbox()
    try await sandbox.setOffline(true)
    let store = try await Store(sandbox: sandbox)
    await #expect(throws: StoreKitError.networkError("notConnectedToInternet")) { try await store.products(for: ["coins.100"]) }
    await #expect(throws: StoreKitError.networkError("notConnectedToInternet")) { try await store.sync() }
  }
}
