import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI
import TestSupport
import Testing

@testable import StorefrontApp

/// Snapshots of `render(state)`: the text a person reads and the style of every cell, for each screen and state
/// that matters, at the sizes people use.
@Suite struct RenderSnapshotTests {
  @Test func openingShowsTheBusyOverlayOverAnEmptyStorefront() {
    let state = AppState(
      catalogName: "demo.storekit", size: Size(width: 80, height: 24), language: .en, timeZone: AppFixtures.utc,
      now: AppFixtures.start)
    assertSnapshot(AppFixtures.snapshotText(state), named: "opening_80x24")
  }

  @Test func loadingProductsShowsTheSpinner() {
    var state = AppFixtures.state(snapshot: AppFixtures.snapshot(.loading))
    state.spinnerFrame = 3
    #expect(state.modal == .busy("Loading products…"))
    assertSnapshot(AppFixtures.snapshotText(state), named: "loading_80x24")
  }

  @Test func purchasingShowsWhatIsInFlight() {
    var snapshot = AppFixtures.snapshot()
    snapshot.activities = [.purchasing(productID: "themes", name: "Theme Pack")]
    let state = AppFixtures.state(snapshot: snapshot)
    assertSnapshot(AppFixtures.snapshotText(state), named: "purchasing_80x24")
  }

  @Test(arguments: [
    ("empty_catalog", ProductsState.empty(.catalogEmpty)),
    ("empty_unknown_ids", ProductsState.empty(.unknownIdentifiers(["com.wrong.one", "com.wrong.two"]))),
    (
      "error_load_failed",
      ProductsState.failed(StoreFailure(.storeKit(.networkError("notConnectedToInternet")), cause: .offline))
    ),
  ])
  func emptyAndErrorStatesSayWhyAndOfferRetry(name: String, products: ProductsState) {
    let state = AppFixtures.state(snapshot: AppFixtures.snapshot(products))
    #expect(state.modal == nil)
    assertSnapshot(AppFixtures.snapshotText(state), named: name)
  }

  @Test func aCatalogThatCannotBeReadIsAnErrorStateWithItsDiagnostics() {
    var state = AppFixtures.state(snapshot: nil)
    let diagnostic = Diagnostic(
      .error, .malformedJSON, file: "broken.storekit", position: SourcePosition(line: 3, column: 7),
      .syntax(.expectedSeparator(.object, found: .character("]"))))
    _ = AppReducer.reduce(&state, .store(.catalogRead(diagnostics: [diagnostic])))
    _ = AppReducer.reduce(
      &state, .store(.storeUnavailable("broken.storekit could not be read: \(diagnostic.message).")))
    #expect(state.tab == .diagnostics)
    assertSnapshot(AppFixtures.snapshotText(state), named: "unavailable_diagnostics_80x24")
    AppFixtures.press(.character("1"), on: &state)
    assertSnapshot(AppFixtures.snapshotText(state), named: "unavailable_storefront_80x24")
  }

  @Test(arguments: [(80, 24), (160, 48), (60, 16), (100, 30)])
  func theStorefrontAtCommonSizes(width: Int, height: Int) {
    let state = AppFixtures.state(size: Size(width: width, height: height))
    assertSnapshot(AppFixtures.snapshotText(state), named: "storefront_\(width)x\(height)")
  }

  @Test func belowTheMinimumSizeAClearMessage() {
    let state = AppFixtures.state(size: Size(width: 40, height: 10))
    assertSnapshot(AppFixtures.snapshotText(state), named: "tiny_40x10")
  }

  @Test func theConfirmationSheetForThreeGems() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("+"), .character("+"), .character("b"), on: &state)
    #expect(state.modal == .purchaseSheet(PurchaseSheet(productID: "gems.100", quantity: 3, focused: .cancel)))
    assertSnapshot(AppFixtures.snapshotText(state), named: "confirmation_sheet_80x24")
  }

  @Test func aPendingResultDialog() {
    var state = AppFixtures.state()
    let request = PurchaseRequestRecord(
      id: 1, kind: .askToBuy, productID: "themes", quantity: 1, appAccountToken: nil, device: nil,
      requestedAt: AppFixtures.start, expiresAt: nil)
    _ = AppReducer.reduce(&state, AppFixtures.bought("themes", .pending(request)))
    assertSnapshot(AppFixtures.snapshotText(state), named: "result_pending_80x24")
  }

  @Test func aFailedResultDialogGivesTheReason() {
    var state = AppFixtures.state()
    let reason = StoreFailure(.storeKit(.networkError("notConnectedToInternet")), cause: .injected(.purchase))
    _ = AppReducer.reduce(&state, AppFixtures.bought("themes", .failed(reason)))
    assertSnapshot(AppFixtures.snapshotText(state), named: "result_failed_80x24")
  }

  @Test func theHelpOverlayListsTheKeysOfTheProductList() {
    var state = AppFixtures.state(size: Size(width: 100, height: 40))
    AppFixtures.press(.character("?"), on: &state)
    assertSnapshot(AppFixtures.snapshotText(state), named: "help_100x40")
  }

  @Test func aFilterThatMatchesNothing() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("/"), .character("z"), .character("z"), on: &state)
    #expect(state.listing.shownCount == 0 && state.selectedProduct == nil)
    assertSnapshot(AppFixtures.snapshotText(state), named: "filter_no_results_80x24")
  }

  @Test func aToastOnTheEventLogsEdge() {
    var state = AppFixtures.state()
    _ = AppReducer.reduce(&state, AppFixtures.finished(.restore, .restore(.restored(entitlements: 2))))
    assertSnapshot(AppFixtures.snapshotText(state), named: "toast_80x24")
  }

  @Test func asciiGlyphsWhenTheLocaleIsNotUTF8() {
    var state = AppFixtures.state(glyphs: .ascii)
    AppFixtures.press(.character("b"), on: &state)
    let text = AppFixtures.frame(state).screen.text
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    assertSnapshot(AppFixtures.snapshotText(state), named: "ascii_sheet_80x24")
  }

  @Test func hostileCatalogTextReachesTheScreenHarmless() {
    let evil = "\u{1B}[2J\u{1B}]0;pwned\u{07}Evil\u{202E}txt.exe\u{0}\r\n"
    let long = String(repeating: "很长的描述 with words ", count: 600)
    let products = [AppFixtures.product("evil", .nonConsumable, evil + "Ads", price: "1.99", description: evil + long)]
    var state = AppFixtures.state(snapshot: AppFixtures.snapshot(.loaded(products)))
    AppFixtures.press(.tab, .pageDown, .pageDown, on: &state)
    var sheet = state
    sheet.modal = .purchaseSheet(PurchaseSheet(productID: "evil"))
    for screen in [AppFixtures.frame(state).screen, AppFixtures.frame(sheet).screen] {
      let text = screen.text
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      #expect(!text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x1B || $0.value == 0x9B })
      #expect(text.contains("Evil"))
      #expect(text.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { DisplayWidth.of($0) <= 80 })
    }
  }

  @Test func aSheetWhoseProductIsGoneCloses() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("b"), on: &state)
    let others = AppFixtures.products.filter { $0.id != "gems.100" }
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(AppFixtures.snapshot(.loaded(others)))))
    #expect(state.modal == nil)
  }

  /// What NO_COLOR and --no-color show: each cell's monochrome attributes. Selection, focus, success, warnings
  /// and errors must each stand out without colour.
  @Test func monochromeCarriesEveryMeaningWithAttributes() {
    var state = AppFixtures.state()
    AppFixtures.press(.tab, .tab, on: &state)
    let screen = AppFixtures.frame(state).screen
    assertSnapshot(screen.text + "\n---\n" + MonochromeMask.of(screen), named: "monochrome_80x24")
    let renditions = Theme.standard.renditions(colors: false)
    for style in [Style.selection, .focusedButton, .focusedTitle, .error, .warning, .success, .keyHint] {
      #expect(!renditions[Int(style.rawValue)].attributes.isEmpty, "\(style) needs an attribute without colour")
    }
  }
}

/// A mask of the attributes each cell gets in monochrome: `.` none, `B` bold, `R` reverse, `U` underline, `D` dim,
/// `X` bold and reverse, `Y` bold and underline.
enum MonochromeMask {
  static func of(_ screen: Screen) -> String {
    let renditions = Theme.standard.renditions(colors: false)
    return (0..<screen.size.height).map { y in
      String(
        (0..<screen.size.width).map { x in
          letter(renditions[Int(screen[x, y].style.rawValue)].attributes)
        })
    }.joined(separator: "\n")
  }

  static func letter(_ attributes: TextAttributes) -> Character {
    switch attributes {
    case []: "."
    case .bold: "B"
    case .reverse: "R"
    case .underline: "U"
    case .dim: "D"
    case [.bold, .reverse]: "X"
    case [.bold, .underline]: "Y"
    default: "?"
    }
  }
}
