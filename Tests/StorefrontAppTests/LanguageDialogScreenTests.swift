import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios
import TerminalUI
import TestSupport
import Testing

@testable import StorefrontApp

/// The rest of the screens in both interface languages at 80×24 and 200×60 (issue 17: "snapshot tests of each
/// screen in both languages at 80×24 and 200×60, text and style masks"): the busy overlay, the empty and error
/// states, the result dialogs, a filter that matches nothing, the transaction and request details, the refund and
/// reset confirmations, a QA picker and a played scenario's banner. Each state is made in its language from the
/// start, as the storefront makes it, and the Chinese ones list the demo catalog's Chinese names, as the storefront
/// does when nobody chose a locale. Every row stays within the screen's display width.
@Suite struct LanguageDialogScreenTests {
  /// Snapshots `state` as `language_<language>_<screen>_<size>` and checks its rows fit.
  static func check(_ state: AppState, _ screen: String) {
    let name = "language_\(state.language.rawValue)_\(screen)_\(state.size.width)x\(state.size.height)"
    assertSnapshot(AppFixtures.snapshotText(state), named: name)
    let grid = AppFixtures.frame(state).screen
    for row in 0..<state.size.height {
      #expect(DisplayWidth.of(grid.line(row)) <= state.size.width, "\(name) row \(row)")
    }
  }

  /// The demo catalog's names in `language`, as the storefront lists them when nobody chose a locale.
  static func labelled(_ state: AppState) -> AppState {
    var state = state
    _ = AppReducer.reduce(
      &state, .store(.productLabelsRead(ProductLabels(catalog: EngineStore.demoCatalog, language: state.language))))
    return state
  }

  @Test(arguments: Language.allCases, LanguageScreenTests.sizes)
  func theBusyEmptyAndResultStates(language: Language, size: Size) {
    var loading = AppFixtures.state(size: size, snapshot: AppFixtures.snapshot(.loading), language: language)
    loading.spinnerFrame = 3
    Self.check(loading, "loading")

    var snapshot = AppFixtures.snapshot()
    snapshot.activities = [.purchasing(productID: "themes", name: "Theme Pack")]
    Self.check(AppFixtures.state(size: size, snapshot: snapshot, language: language), "purchasing")

    let empty = AppFixtures.snapshot(.empty(.catalogEmpty))
    Self.check(AppFixtures.state(size: size, snapshot: empty, language: language), "empty_catalog")
    let failure = StoreFailure(.storeKit(.networkError("notConnectedToInternet")), cause: .offline)
    let failed = AppFixtures.snapshot(.failed(failure))
    Self.check(AppFixtures.state(size: size, snapshot: failed, language: language), "load_failed")

    var pending = AppFixtures.state(size: size, language: language)
    let request = PurchaseRequestRecord(
      id: 1, kind: .askToBuy, productID: "themes", quantity: 1, appAccountToken: nil, device: nil,
      requestedAt: AppFixtures.start, expiresAt: nil)
    _ = AppReducer.reduce(&pending, AppFixtures.bought("themes", .pending(request)))
    Self.check(pending, "result_pending")

    var refused = AppFixtures.state(size: size, language: language)
    let injected = StoreFailure(.storeKit(.networkError("notConnectedToInternet")), cause: .injected(.purchase))
    _ = AppReducer.reduce(&refused, AppFixtures.bought("themes", .failed(injected)))
    Self.check(refused, "result_failed")

    var filtered = AppFixtures.state(size: size, language: language)
    AppFixtures.press(.character("/"), .character("z"), .character("z"), on: &filtered)
    Self.check(filtered, "filter_no_results")
  }

  @Test(arguments: Language.allCases, LanguageScreenTests.sizes)
  func theTransactionsViewsDialogs(language: Language, size: Size) async throws {
    let (store, _) = try await TransactionsViewTests.busyStore()
    var history = Self.labelled(store.state(size: size, language: language))
    AppFixtures.press(.character("2"), on: &history)
    Self.check(QAScreenTests.opened(history, inspection: QAScreenTests.inspection(3)), "transaction_detail")
    var request = history
    AppFixtures.press(.end, .up, .enter, on: &request)
    Self.check(request, "request_detail")
    var refund = history
    AppFixtures.press(.down, .down, .character("r"), on: &refund)
    Self.check(refund, "confirm_refund")
    await store.close()
  }

  @Test(arguments: Language.allCases, LanguageScreenTests.sizes)
  func theQAPanelsPickerAndConfirmation(language: Language, size: Size) async throws {
    let (store, _) = try await QAScreenTests.armedPanel(size: size)
    var panel = Self.labelled(store.state(size: size, language: language))
    AppFixtures.press(.character("3"), on: &panel)
    var picker = panel
    picker.qa.selected = .buyOnAnotherDevice
    AppFixtures.press(.enter, on: &picker)
    Self.check(picker, "qa_picker")
    var reset = panel
    reset.qa.selected = .reset
    AppFixtures.press(.enter, on: &reset)
    Self.check(reset, "confirm_reset")
    await store.close()
  }

  @Test(arguments: Language.allCases, LanguageScreenTests.sizes)
  func aPlayedScenariosBanner(language: Language, size: Size) async throws {
    let store = try await EngineStore.open()
    try await store.sandbox.setAskToBuy(true)
    _ = (await store.model.purchase(TransactionsViewTests.themes)).outcome
    var state = Self.labelled(store.state(size: size, language: language))
    state.playback = PlaybackState(file: "ask.scenario", steps: PlaybackTests.steps, pace: .zero)
    state.playback?.phase = .playing
    state.playback?.results = [PlaybackTests.result(0, .done(""))]
    Self.check(state, "playback")
    await store.close()
  }

  /// An answered request says how it ended in the language (`已批准：交易 1`), where it showed the state's raw value
  /// (`approved`) in every language.
  @Test(arguments: Language.allCases)
  func anAnsweredRequestSaysHowItEnded(language: Language) async throws {
    let store = try await EngineStore.open()
    try await store.sandbox.setAskToBuy(true)
    _ = (await store.model.purchase(TransactionsViewTests.themes)).outcome
    _ = try await store.sandbox.approve(1)
    await store.model.refresh()
    var state = store.state(language: language)
    AppFixtures.press(.character("2"), on: &state)
    let request = try #require(state.history.items.firstIndex { $0.id == .request(1) })
    state.transactions.selected = state.history.items[request].id
    AppFixtures.press(.enter, on: &state)
    let text = AppFixtures.frame(state).screen.text
    #expect(text.contains(language.say(en: "approved: transaction 1", zhHans: "已批准：交易 1")), "\(text)")
    await store.close()
  }

  /// A catalog problem's place reads `line 3:7` in English and `第 3 行第 7 列` in Chinese, not `第 3:7 行`.
  @Test(arguments: Language.allCases)
  func aProblemsPlaceNamesItsLineAndColumn(language: Language) {
    let diagnostic = Diagnostic(
      .error, .malformedJSON, file: "broken.storekit", position: SourcePosition(line: 3, column: 7),
      .syntax(.expectedSeparator(.object, found: .character("]"))))
    var state = AppFixtures.state(language: language)
    _ = AppReducer.reduce(&state, .store(.catalogRead(diagnostics: [diagnostic])))
    AppFixtures.press(.character("4"), on: &state)
    let text = AppFixtures.frame(state).screen.text
    #expect(text.contains(language.say(en: "line 3:7", zhHans: "第 3 行第 7 列")), "\(text)")
  }

  /// Below the minimum size the notice speaks the language too, and keeps its numbers whole.
  @Test(arguments: Language.allCases)
  func belowTheMinimumSize(language: Language) {
    let state = AppFixtures.state(size: Size(width: 40, height: 10), language: language)
    Self.check(state, "too_small")
    let text = AppFixtures.frame(state).screen.text
    #expect(text.contains(language.say(en: "Terminal too small: 40×10, need ≥ 60×16", zhHans: "终端太小：40×10，至少需要 60×16")))
    let narrow = AppFixtures.frame(AppFixtures.state(size: Size(width: 16, height: 4), language: language)).screen.text
    #expect(narrow.contains(language.say(en: "need ≥ 60×16", zhHans: "至少需要 60×16")), "\(narrow)")
  }

  /// The pickers of products list them by the names the storefront shows: the demo catalog's Chinese names in
  /// Chinese, where they listed the catalog's English ones.
  @Test func theProductPickersUseTheShownNames() async throws {
    let store = try await EngineStore.open()
    var state = Self.labelled(store.state(size: Size(width: 200, height: 60), language: .zhHans))
    AppFixtures.press(.character("3"), on: &state)
    state.qa.selected = .buyOnAnotherDevice
    AppFixtures.press(.enter, on: &state)
    let text = AppFixtures.frame(state).screen.text
    #expect(text.contains("100 颗宝石") && !text.contains("100 Gems"), "\(text)")
    await store.close()
  }
}
