import Foundation
import StoreEngine
import StoreOperations
import TerminalUI
import Testing

@testable import StorefrontApp

/// The reducer run whole: a sequence of actions in, the whole state and every effect out, each compared with `==`
/// against a value written out here — the state before with only the fields the actions should change changed.
@Suite struct ReducerTests {
  /// Runs actions in order, returning every effect they asked for.
  static func run(_ actions: [Action], on state: inout AppState) -> [Effect] {
    actions.flatMap { AppReducer.reduce(&state, $0) }
  }

  @Test func launchingOpensTheStoreAndListsTheProducts() {
    let size = Size(width: 80, height: 24)
    let snapshot = AppFixtures.snapshot()
    var state = AppState(
      catalogName: "demo.storekit", size: size, timeZone: AppFixtures.utc, now: AppFixtures.start)
    var expected = state
    #expect(state.modal == .busy("Opening demo.storekit…"))
    #expect(Self.run([.store(.launched)], on: &state) == [.openStore])
    #expect(state == expected, "launching changes nothing until the store opens")
    #expect(Self.run([.store(.storeOpened), .store(.snapshotArrived(snapshot))], on: &state).isEmpty)
    expected.store = .open
    expected.snapshot = snapshot
    expected.listing = ProductListing(
      products: AppFixtures.products, snapshot: snapshot, query: "", glyphs: .unicode)
    expected.storefrontTab.selectedProductID = "gems.100"
    expected.modal = nil
    #expect(state == expected)
  }

  @Test func buyingThreeGemsTouchesOnlyTheQuantityAndTheSheet() {
    var state = AppFixtures.state()
    var expected = state
    #expect(Self.run([.keyPressed(.character("+")), .keyPressed(.character("+"))], on: &state).isEmpty)
    expected.storefrontTab.quantity = 3
    #expect(state == expected)
    #expect(Self.run([.keyPressed(.character("b"))], on: &state).isEmpty)
    expected.modal = .purchaseSheet(PurchaseSheet(productID: "gems.100", quantity: 3))
    #expect(state == expected, "the sheet opens with Cancel focused and nothing is bought yet")
    let effects = Self.run([.keyPressed(.tab), .keyPressed(.enter)], on: &state)
    #expect(effects == [.run(.buy(productID: "gems.100", options: PurchaseRequest(quantity: 3)))])
    expected.modal = nil
    #expect(state == expected)
  }

  @Test func cancellingTheSheetIsTheUserCancelledPathAndLeavesTheRestAsItWas() {
    var state = AppFixtures.state()
    let expected = state
    let effects = Self.run([.keyPressed(.character("j")), .keyPressed(.character("b")), .keyPressed(.escape)], on: &state)
    #expect(effects == [.run(.cancel(productID: "gems.550"))])
    var moved = expected
    moved.storefrontTab.selectedProductID = "gems.550"
    #expect(state == moved)
  }

  @Test func switchingViewsChangesTheTabAndNothingElse() {
    var state = AppFixtures.state()
    var expected = state
    for (key, tab) in [("2", Tab.transactions), ("3", .qa), ("1", .storefront)] {
      #expect(Self.run([.keyPressed(.character(Character(key)))], on: &state).isEmpty)
      expected.tab = tab
      #expect(state == expected, "to \(tab)")
    }
  }

  @Test func aRestoreEndsInAToastThatExpires() {
    var state = AppFixtures.state()
    var expected = state
    let effects = Self.run([AppFixtures.finished(.restore, .restore(.restored(entitlements: 0)))], on: &state)
    #expect(effects == [.expireToast(id: 1, after: .seconds(4))])
    let report = OutcomeWords(snapshot: state.snapshot, calendar: state.calendar, surface: .storefront)
      .report(OperationResult(operation: .restore, outcome: .restore(.restored(entitlements: 0))))
    expected.toast.count = 1
    expected.toast.message = ToastMessage(id: 1, kind: .success, text: report.text)
    #expect(state == expected)
    #expect(Self.run([.store(.toastExpired(id: 1))], on: &state).isEmpty)
    expected.toast.message = nil
    #expect(state == expected)
  }
}
