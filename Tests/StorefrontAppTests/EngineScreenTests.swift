import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI
import TestSupport
import Testing

@testable import StorefrontApp

/// Snapshots of states with real signed transactions from the store engine on the demo catalog: owned, a
/// consumable balance, a pending Ask to Buy, an unverified transaction, a subscription, the refund sheet, and the
/// catalog in Simplified Chinese.
@Suite struct EngineScreenTests {
  static let removeAds = "com.example.storefront.removeads"
  static let gems = "com.example.storefront.gems.100"
  static let premium = "com.example.storefront.plus.premium.monthly"
  static let standard = "com.example.storefront.plus.standard.monthly"

  /// The state after the person moves down the list to the product, as they would with the arrow key.
  func selecting(_ productID: String, in state: AppState) -> AppState {
    var state = state
    for _ in 0..<state.listing.entries.count where state.selectedProductID != productID {
      _ = AppReducer.reduce(&state, .keyPressed(.down))
    }
    #expect(state.selectedProductID == productID, "\(productID) is reached with the arrow key")
    return state
  }

  @Test func anOwnedNonConsumable() async throws {
    let store = try await EngineStore.open()
    guard case .purchased = (await store.model.purchase(Self.removeAds)).outcome else {
      Issue.record("not bought")
      return
    }
    let state = selecting(Self.removeAds, in: store.state())
    #expect(state.listing.badgeStyles[try #require(state.listing.index(of: Self.removeAds))] == .success)
    assertSnapshot(AppFixtures.snapshotText(state), named: "owned_80x24")
    await store.close()
  }

  @Test func aConsumableBalanceWithUseOneAndRefund() async throws {
    let store = try await EngineStore.open()
    _ = (await store.model.purchase(Self.gems, options: [.quantity(3)])).outcome
    let state = selecting(Self.gems, in: store.state())
    #expect(ProductButtons.available(in: state) == [.buy, .restore, .useOne, .refund])
    assertSnapshot(AppFixtures.snapshotText(state), named: "consumable_balance_80x24")
    await store.close()
  }

  @Test func aPurchaseWaitingForAskToBuyApproval() async throws {
    let store = try await EngineStore.open()
    try await store.sandbox.setAskToBuy(true)
    guard case .pending(let request?) = await store.model.purchase(Self.removeAds).outcome else {
      Issue.record("the purchase should wait for approval")
      return
    }
    #expect(request.kind == .askToBuy && request.productID == Self.removeAds)
    let state = selecting(Self.removeAds, in: store.state())
    assertSnapshot(AppFixtures.snapshotText(state), named: "pending_80x24")
    await store.close()
  }

  @Test func anUnverifiedTransactionIsShownWithItsReasonAndNotGranted() async throws {
    let store = try await EngineStore.open()
    try await store.sandbox.setSimulatedError(.verification(.invalidSignature), for: .verification)
    guard case .unverified = (await store.model.purchase(Self.removeAds)).outcome else {
      Issue.record("expected unverified")
      return
    }
    let state = selecting(Self.removeAds, in: store.state())
    #expect(state.snapshot?.entitlements[Self.removeAds] == nil)
    assertSnapshot(AppFixtures.snapshotText(state), named: "unverified_80x24")
    await store.close()
  }

  @Test func aSubscriptionWithItsRenewalAndWhatAnotherLevelWouldChange() async throws {
    let store = try await EngineStore.open()
    guard case .purchased = (await store.model.purchase(Self.premium)).outcome else {
      Issue.record("not subscribed")
      return
    }
    let state = selecting(Self.premium, in: store.state(size: Size(width: 100, height: 30)))
    assertSnapshot(AppFixtures.snapshotText(state), named: "subscribed_100x30")
    let other = selecting(Self.standard, in: state)
    assertSnapshot(AppFixtures.snapshotText(other), named: "subscribed_other_level_100x30")
    await store.close()
  }

  @Test func theRefundSheetForAnOwnedProduct() async throws {
    let store = try await EngineStore.open()
    _ = (await store.model.purchase(Self.removeAds)).outcome
    var state = selecting(Self.removeAds, in: store.state())
    AppFixtures.press(.character("R"), on: &state)
    guard case .refundSheet(let sheet) = state.modal else {
      Issue.record("expected the refund sheet")
      return
    }
    #expect(sheet.focused == .cancel)
    assertSnapshot(AppFixtures.snapshotText(state), named: "refund_sheet_80x24")
    await store.close()
  }

  @Test(arguments: [(80, 24), (160, 48)])
  func theCatalogInSimplifiedChinese(width: Int, height: Int) async throws {
    let store = try await EngineStore.open(locale: "zh_Hans")
    var state = selecting(Self.premium, in: store.state(size: Size(width: width, height: height)))
    assertSnapshot(AppFixtures.snapshotText(state), named: "cjk_zh_Hans_\(width)x\(height)")
    AppFixtures.press(.character("b"), on: &state)
    assertSnapshot(AppFixtures.snapshotText(state), named: "cjk_zh_Hans_sheet_\(width)x\(height)")
    await store.close()
  }

  @Test func productIdentifiersTheCatalogDoesNotHaveGiveTheEmptyState() async throws {
    let store = try await EngineStore.open(productIDs: ["com.example.missing"])
    let state = store.state()
    #expect(!state.showsProductList && state.modal == nil)
    #expect(EmptyStateView.content(state).heading == "None of the requested products exist")
    await store.close()
  }
}
