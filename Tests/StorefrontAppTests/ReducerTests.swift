import Foundation
import InterfaceLanguage
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
      catalogName: "demo.storekit", size: size, language: .en, timeZone: AppFixtures.utc, now: AppFixtures.start)
    var expected = state
    #expect(state.modal == .busy("Opening demo.storekit…"))
    #expect(Self.run([.store(.launched)], on: &state) == [.openStore])
    #expect(state == expected, "launching changes nothing until the store opens")
    #expect(
      Self.run([.store(.storeOpened), .store(.snapshotArrived(snapshot))], on: &state) == [.readAppTransaction],
      "the app reads AppTransaction.shared as it starts")
    expected.store = .open
    expected.snapshot = snapshot
    expected.modal = nil
    #expect(state == expected, "nothing the person chose changes")
    #expect(state.selectedProductID == "gems.100", "the list shows its first product selected")
  }

  @Test func buyingThreeGemsTouchesOnlyTheQuantityAndTheSheet() {
    var state = AppFixtures.state()
    var expected = state
    #expect(Self.run([.keyPressed(.character("+")), .keyPressed(.character("+"))], on: &state).isEmpty)
    expected.storefrontTab.quantity = 3
    expected.storefrontTab.selectedProductID = "gems.100"  // the product shown selected, now the person's pick
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
    let report = OutcomeWords(snapshot: state.snapshot, calendar: state.calendar, language: .en, surface: .storefront)
      .report(OperationResult(operation: .restore, outcome: .restore(.restored(entitlements: 0))))
    expected.toast.count = 1
    expected.toast.message = ToastMessage(id: 1, kind: .success, text: report.text)
    #expect(state == expected)
    #expect(Self.run([.store(.toastExpired(id: 1))], on: &state).isEmpty)
    expected.toast.message = nil
    #expect(state == expected)
  }

  // MARK: - What is shown follows from what was chosen

  @Test func aResizeChangesOnlyTheSizeAndTheListShownStillShowsTheSelection() {
    var state = AppFixtures.state(size: Size(width: 100, height: 30))
    #expect(Self.run([.keyPressed(.end)], on: &state).isEmpty)
    var expected = state
    #expect(Self.run([.resized(Size(width: 60, height: 16))], on: &state).isEmpty)
    expected.size = Size(width: 60, height: 16)
    #expect(state == expected, "nothing the person chose changes with the screen")
    let text = AppFixtures.frame(state).screen.text
    let selected = text.split(separator: "\n").filter { $0.contains("▶") }
    #expect(selected.count == 1 && selected[0].contains("Season Pass"), "the list shows its selection at the new size")
  }

  @Test func aFilterChangesOnlyTheFilterAndThePickShownAndClearingItKeepsThePick() {
    var state = AppFixtures.state()
    var expected = state
    #expect(Self.run([.keyPressed(.character("/")), .keyPressed(.character("p"))], on: &state).isEmpty)
    expected.storefrontTab.filter = FilterState(query: "p", isEditing: true)
    expected.storefrontTab.selectedProductID = "themes"  // the first match, shown selected while typing
    #expect(state == expected)
    #expect(Self.run([.keyPressed(.escape)], on: &state).isEmpty)
    expected.storefrontTab.filter = FilterState()
    #expect(state == expected, "clearing the filter keeps what was selected")
    #expect(state.selectedProductID == "themes")
  }

  @Test func aSnapshotWithoutTheSelectedProductChangesOnlyTheSnapshotAndShowsTheFirst() {
    var state = AppFixtures.state()
    #expect(Self.run([.keyPressed(.character("j")), .keyPressed(.character("b"))], on: &state).isEmpty)
    var expected = state
    let fewer = AppFixtures.snapshot(.loaded(AppFixtures.products.filter { $0.id != "gems.550" }))
    #expect(Self.run([.store(.snapshotArrived(fewer))], on: &state).isEmpty)
    expected.snapshot = fewer
    #expect(state == expected, "the pick is remembered; nothing is re-synced")
    #expect(state.selectedProductID == "gems.100" && state.modal == nil, "the sheet of a product gone shows no more")
  }
}

