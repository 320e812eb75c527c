import StoreEngine
import StoreOperations
import TerminalUI
import Testing

@testable import StorefrontApp

/// The filter (typed after `/`, kept with Enter, cleared with Esc) and what Esc does everywhere: back one step,
/// never quit.
@Suite struct FilterAndEscapeTests {
  @Test func typingNarrowsTheListAndQuitKeysAreJustLetters() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("/"), .character("P"), .character("l"), .character("u"), .character("s"), on: &state)
    #expect(state.storefrontTab.filter == FilterState(query: "Plus", isEditing: true))
    #expect(state.listing.shownCount == 3 && state.selectedProductID == "plus.yearly")
    AppFixtures.press(.character("q"), on: &state)
    #expect(!state.isFinished && state.storefrontTab.filter.query == "Plusq" && state.listing.shownCount == 0)
    AppFixtures.press(.backspace, on: &state)
    #expect(state.listing.shownCount == 3)
    AppFixtures.press(.control("u"), on: &state)
    #expect(state.storefrontTab.filter.query.isEmpty && state.listing.shownCount == 8)
  }

  @Test func theFilterMatchesIdentifiersToo() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("/"), .character("g"), .character("e"), .character("m"), .character("s"), on: &state)
    #expect(state.listing.shownCount == 2)
    AppFixtures.press(.down, on: &state)
    #expect(state.selectedProductID == "gems.550", "arrows still move while typing")
  }

  @Test func enterKeepsTheFilterAndEscClearsIt() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("/"), .character("t"), .character("h"), .enter, on: &state)
    #expect(state.storefrontTab.filter == FilterState(query: "th", isEditing: false))
    #expect(state.selectedProductID == "themes")
    AppFixtures.press(.character("b"), on: &state)
    #expect(state.modal == .purchaseSheet(PurchaseSheet(productID: "themes")), "keys work again after Enter")
    AppFixtures.press(.escape, .escape, on: &state)
    #expect(state.storefrontTab.filter == FilterState() && state.listing.shownCount == 8)
    #expect(state.selectedProductID == "themes", "clearing the filter keeps the selection")
  }

  @Test func escWhileTypingClearsAtOnce() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("/"), .character("z"), .escape, on: &state)
    #expect(state.storefrontTab.filter == FilterState() && state.selectedProductID == "gems.100")
  }

  @Test func escGoesBackOneStepAtATime() {
    var state = AppFixtures.state()
    _ = AppReducer.reduce(&state, .store(.catalogRead(diagnostics: [CatalogFixtures.warning])))
    AppFixtures.press(.character("/"), .character("t"), .character("h"), .enter, .tab, .tab, on: &state)
    #expect(state.focus == .button(.buy) && state.storefrontTab.filter.isActive)
    AppFixtures.press(.character("?"), .escape, on: &state)
    #expect(state.modal == nil && state.storefrontTab.filter.isActive, "Esc closes help first")
    AppFixtures.press(.escape, on: &state)
    #expect(!state.storefrontTab.filter.isActive && state.focus == .button(.buy))
    AppFixtures.press(.escape, on: &state)
    #expect(state.focus == .products)
    AppFixtures.press(.character("4"), .escape, on: &state)
    #expect(state.tab == .storefront, "Esc on the diagnostics goes back to the storefront")
  }

  @Test func escOnTheTransactionsAndQATabsStaysThere() {
    var state = AppFixtures.state()
    for (key, tab) in [("2", Tab.transactions), ("3", .qa)] {
      AppFixtures.press(.character(Character(key)), .escape, .escape, on: &state)
      #expect(state.tab == tab, "Esc with nothing to close keeps \(tab) open")
    }
  }

  @Test func escNeverQuitsFromAnywhere() {
    var states: [AppState] = [
      AppFixtures.state(), AppFixtures.state(snapshot: AppFixtures.snapshot(.empty(.catalogEmpty))),
    ]
    var sheet = AppFixtures.state()
    AppFixtures.press(.character("b"), on: &sheet)
    var dialog = AppFixtures.state()
    _ = AppReducer.reduce(&dialog, AppFixtures.bought("themes", .pending(nil)))
    var busy = AppFixtures.state()
    busy.modal = .busy("Restoring purchases…")
    states += [sheet, dialog, busy]
    for var state in states {
      for _ in 0..<6 { AppFixtures.press(.escape, on: &state) }
      #expect(!state.isFinished)
    }
  }
}
