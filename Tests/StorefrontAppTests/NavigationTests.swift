import StoreEngine
import StoreOperations
import TerminalUI
import Testing

@testable import StorefrontApp

/// Moving the selection, keeping it in view, walking the focus and switching views.
@Suite struct NavigationTests {
  @Test func downAndUpSkipSectionHeadersAndStopAtTheEnds() {
    var state = AppFixtures.state()
    #expect(state.selectedProductID == "gems.100")
    AppFixtures.press(.up, on: &state)
    #expect(state.selectedProductID == "gems.100")
    AppFixtures.press(.character("j"), .down, on: &state)
    #expect(state.selectedProductID == "removeads")
    AppFixtures.press(.character("k"), on: &state)
    #expect(state.selectedProductID == "gems.550")
  }

  @Test func jumpsAndPages() {
    var state = AppFixtures.state(size: Size(width: 60, height: 16))
    AppFixtures.press(.character("G"), on: &state)
    #expect(state.selectedProductID == "season")
    AppFixtures.press(.home, on: &state)
    #expect(state.selectedProductID == "gems.100")
    AppFixtures.press(.end, .character("g"), on: &state)
    #expect(state.selectedProductID == "gems.100")
    AppFixtures.press(.pageDown, on: &state)
    #expect(state.selectedProductID == "season")
    AppFixtures.press(.pageUp, on: &state)
    #expect(state.selectedProductID == "gems.100")
  }

  @Test func theListScrollsToKeepTheSelectionVisible() {
    var state = AppFixtures.state(size: Size(width: 60, height: 16))
    AppFixtures.press(.character("G"), on: &state)
    let screen = AppFixtures.frame(state).screen
    #expect(screen.text.contains("▶   Season Pass"))
    _ = AppReducer.reduce(&state, .resized(Size(width: 80, height: 24)))
    #expect(AppFixtures.frame(state).screen.text.contains("▶   Season Pass"))
  }

  @Test func theSelectionSurvivesANewSnapshotAndADifferentProductStartsAtQuantityOne() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("+"), on: &state)
    #expect(state.quantity == 2)
    AppFixtures.press(.down, .down, .down, on: &state)
    #expect(state.selectedProductID == "themes" && state.quantity == 1)
    var snapshot = AppFixtures.snapshot()
    snapshot.balances["gems.100"] = 4
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    #expect(state.selectedProductID == "themes")
    #expect(state.listing.entries.contains(.row(ListRow("100 Gems ×4", detail: "$0.99", badge: " "))))
  }

  @Test func tabWalksThePanesAndButtonsAndShiftTabWalksBack() {
    var state = AppFixtures.state()
    var visited: [Focus] = []
    for _ in 0..<5 {
      AppFixtures.press(.tab, on: &state)
      visited.append(state.focus)
    }
    #expect(visited == [.detail, .button(.buy), .button(.restore), .log, .products])
    AppFixtures.press(.backTab, on: &state)
    #expect(state.focus == .log)
  }

  @Test func enterOpensTheProductAndArrowsMoveBetweenPanesAndButtons() {
    var state = AppFixtures.state()
    AppFixtures.press(.enter, on: &state)
    #expect(state.focus == .button(.buy))
    AppFixtures.press(.right, on: &state)
    #expect(state.focus == .button(.restore))
    AppFixtures.press(.right, on: &state)
    #expect(state.focus == .button(.restore))
    AppFixtures.press(.character("h"), .up, on: &state)
    #expect(state.focus == .detail)
    AppFixtures.press(.left, on: &state)
    #expect(state.focus == .products)
    AppFixtures.press(.character("l"), on: &state)
    #expect(state.focus == .detail)
  }

  @Test func theDiagnosticsTabExistsOnlyWhenThereAreDiagnostics() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("4"), on: &state)
    #expect(state.tab == .storefront && state.tabs == [.storefront, .transactions, .qa])
    _ = AppReducer.reduce(&state, .store(.catalogRead(diagnostics: [CatalogFixtures.warning])))
    #expect(state.tab == .storefront)
    AppFixtures.press(.character("4"), on: &state)
    #expect(state.tab == .diagnostics)
    AppFixtures.press(.character("1"), .character("4"), on: &state)
    _ = AppReducer.reduce(&state, .store(.catalogRead(diagnostics: [])))
    #expect(state.tab == .storefront, "a tab that is gone is left")
  }

  @Test func aNarrowTerminalHidesTheLogAndTheFocusNeverRestsOnIt() {
    var state = AppFixtures.state()
    AppFixtures.press(.backTab, on: &state)
    #expect(state.focus == .log)
    _ = AppReducer.reduce(&state, .resized(Size(width: 60, height: 16)))
    #expect(!state.showsLog && state.focus == .products)
  }

  @Test func belowTheMinimumSizeOnlyQuittingWorks() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("b"), on: &state)
    _ = AppReducer.reduce(&state, .resized(Size(width: 40, height: 10)))
    AppFixtures.press(.enter, .character("y"), .escape, on: &state)
    #expect(state.modal == .purchaseSheet(PurchaseSheet(productID: "gems.100")), "the hidden sheet is untouched")
    AppFixtures.press(.character("q"), on: &state)
    #expect(state.isFinished)
  }

  @Test func ticksAdvanceTheSpinnerOnlyWhileBusy() {
    var state = AppFixtures.state()
    _ = AppReducer.reduce(&state, .ticked)
    #expect(state.spinnerFrame == 0)
    let program = StorefrontProgram(client: .unimplemented)
    #expect(program.tickInterval(for: state) == nil)
    var snapshot = AppFixtures.snapshot()
    snapshot.activities = [.restoring]
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    _ = AppReducer.reduce(&state, .ticked)
    #expect(state.spinnerFrame == 1)
    #expect(program.tickInterval(for: state) == StorefrontProgram.spinnerInterval)
  }
}
