import StoreEngine
import StoreOperations
import TerminalUI
import Testing

@testable import StorefrontApp

/// The reload key: Ctrl-R and F5 load the products again from any view and in front of any modal, as an app's
/// Retry calls `Product.products(for:)` again
/// (https://developer.apple.com/documentation/storekit/product/products(for:)); a store that could not be opened
/// is opened again.
@Suite struct ReloadTests {
  static let reloadKeys: [Key] = [.control("r"), .function(5)]

  /// Every place a person can be: each view, a typed filter, and each kind of modal.
  static func places() -> [(name: String, state: AppState)] {
    var places: [(String, AppState)] = [("the product list", AppFixtures.state())]
    for (key, name) in [("2", "the transactions"), ("3", "the QA panel")] {
      var state = AppFixtures.state()
      AppFixtures.press(.character(Character(key)), on: &state)
      places.append((name, state))
    }
    var filtering = AppFixtures.state()
    AppFixtures.press(.character("/"), .character("g"), on: &filtering)
    places.append(("typing a filter", filtering))
    var buying = AppFixtures.state()
    AppFixtures.press(.character("b"), on: &buying)
    places.append(("the purchase sheet", buying))
    var helping = AppFixtures.state()
    AppFixtures.press(.character("?"), on: &helping)
    places.append(("help", helping))
    var details = AppFixtures.state()
    AppFixtures.press(.tab, .tab, on: &details)
    places.append(("the buttons", details))
    return places
  }

  /// The app transaction is read again too, as `AppTransaction.refresh()` does
  /// (developer.apple.com/documentation/storekit/apptransaction/refresh()).
  @Test(arguments: reloadKeys) func theKeyLoadsTheProductsAgainAnywhere(key: Key) {
    for (name, before) in Self.places() {
      var state = before
      #expect(
        AppReducer.reduce(&state, .keyPressed(key)) == [.run(.loadProducts), .readAppTransaction], "in \(name)")
      #expect(state == before, "nothing else changes in \(name) until the products arrive")
    }
  }

  @Test func whileTheProductsLoadTheBusyOverlaySaysSoAndClearsWhenTheyArrive() throws {
    var state = AppFixtures.state()
    let loaded = try #require(state.snapshot)
    var loading = loaded
    loading.products = .loading
    loading.revision += 1
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(loading)))
    #expect(state.modal == .busy("Loading products…"))
    var again = loaded
    again.revision += 2
    _ = AppReducer.reduce(&state, AppFixtures.finished(.loadProducts, .productsLoaded(again.products)))
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(again)))
    #expect(state.modal == nil && state.selectedProductID == "gems.100")
  }

  @Test func aStoreThatCouldNotBeOpenedIsOpenedAgain() {
    var state = AppFixtures.state(snapshot: nil)
    _ = AppReducer.reduce(&state, .store(.storeUnavailable("The catalog could not be read.")))
    #expect(AppFixtures.press(.control("r"), on: &state) == [.openStore])
    #expect(state.store == .opening && state.modal == .busy("Opening demo.storekit…"))
    #expect(AppFixtures.press(.function(5), on: &state).isEmpty, "nothing more while it opens")
  }

  @Test func oneEntryInTheTableAndNoOtherF5() {
    let bindings = KeyBindings.table.bindings.filter { $0.keys.contains(.function(5)) || $0.keys.contains(.control("r")) }
    #expect(bindings.count == 1)
    #expect(bindings.first?.scope == .always && bindings.first?.action == .reload)
  }
}
