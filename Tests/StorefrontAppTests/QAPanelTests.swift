import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios
import TerminalUI
import Testing

@testable import StorefrontApp

/// The QA panel's reducer: switches, pickers, values stepped with ← and →, the clock, the typed duration, reset
/// behind a confirmation, requests answered from the panel, and the badge that says what is armed.
@Suite struct QAPanelTests {
  /// The QA tab of a state whose store is open.
  static func panel(_ snapshot: StoreSnapshot = AppFixtures.snapshot()) -> AppState {
    var state = AppFixtures.state(snapshot: snapshot)
    AppFixtures.press(.character("3"), on: &state)
    return state
  }

  @Test func switchesFlipWithEnterSpaceAndArrows() {
    var state = Self.panel()
    #expect(state.qa.selected == .askToBuy && KeyScope.stack(for: state) == [.qaPanel, .main, .always])
    #expect(AppFixtures.press(.enter, on: &state) == [.run(.set(.askToBuy(true)))])
    #expect(AppFixtures.press(.down, .space, on: &state) == [.run(.set(.interruptedPurchases(true)))])
    AppFixtures.press(.down, .down, on: &state)
    #expect(state.qa.selected == .billingRetry, "section titles are skipped")
    #expect(AppFixtures.press(.right, on: &state) == [.run(.set(.billingRetry(true)))])
    AppFixtures.press(.character("G"), on: &state)
    #expect(state.qa.selected == .reset)
  }

  @Test func anErrorIsPickedFromWhatItsAPICanThrow() {
    var state = Self.panel()
    while state.qa.selected != .fault(.purchase) { AppFixtures.press(.down, on: &state) }
    AppFixtures.press(.enter, on: &state)
    guard case .picker(let picker) = state.modal else {
      Issue.record("expected a picker")
      return
    }
    #expect(picker.options.map(\.label).prefix(3) == ["none", "unknown", "userCancelled"])
    #expect(picker.options.count == 1 + SimulatedError.Generic.allCases.count + SimulatedError.Purchase.allCases.count)
    #expect(picker.selected == "none")
    for character in "netw" { AppFixtures.press(.character(character), on: &state) }
    guard case .picker(let narrowed) = state.modal else { return }
    #expect(narrowed.shown.map(\.label) == ["networkError"] && narrowed.selected == "generic.networkError")
    #expect(AppFixtures.press(.enter, on: &state) == [.run(.fault(.purchase, .generic(.networkError)))])
    #expect(state.modal == nil)
  }

  @Test func escInAPickerClearsTheTextThenCloses() {
    var state = Self.panel()
    state.qa.selected = .storefront
    AppFixtures.press(.enter, .character("f"), .character("r"), .character("a"), on: &state)
    guard case .picker(let picker) = state.modal else { return }
    #expect(picker.shown.map(\.value) == ["FRA"] && picker.options.count == Storefront.all.count)
    AppFixtures.press(.escape, on: &state)
    guard case .picker(let cleared) = state.modal else { return }
    #expect(cleared.query.isEmpty && cleared.shown.count == Storefront.all.count)
    AppFixtures.press(.escape, on: &state)
    #expect(state.modal == nil && state.tab == .qa)
  }

  /// `j` and `k` move in a picker until a filter starts — `/`, or the first other character typed — and then they
  /// type: typing never moves the selection silently. Esc leaves the filter, so they move again.
  @Test func jAndKMoveInAPickerUntilAFilterIsTyped() {
    var state = Self.panel()
    state.qa.selected = .storefront
    AppFixtures.press(.enter, on: &state)
    guard case .picker(let opened) = state.modal, let first = opened.selectedIndex else {
      Issue.record("expected a picker")
      return
    }
    #expect(KeyScope.stack(for: state) == [.pickerMoving, .picker, .always])
    AppFixtures.press(.character("j"), .character("j"), .character("k"), on: &state)
    guard case .picker(let moved) = state.modal else { return }
    #expect(moved.selectedIndex == first + 1 && moved.query.isEmpty && !moved.isFiltering)
    AppFixtures.press(.character("/"), .character("j"), .character("p"), on: &state)
    guard case .picker(let filtered) = state.modal else { return }
    #expect(filtered.isFiltering && filtered.query == "jp" && KeyScope.stack(for: state) == [.picker, .always])
    #expect(filtered.shown.allSatisfy { "\($0.value) \($0.label) \($0.detail)".lowercased().contains("jp") })
    AppFixtures.press(.escape, on: &state)
    guard case .picker(let left) = state.modal else { return }
    #expect(!left.isFiltering && left.query.isEmpty)
    AppFixtures.press(.character("u"), .character("k"), on: &state)
    guard case .picker(let typed) = state.modal else { return }
    #expect(typed.query == "uk" && typed.isFiltering, "a letter other than j or k starts the filter, and k then types")
    #expect(typed.selected == typed.shown.first?.value)
  }

  @Test func valuesStepWithTheArrows() {
    var snapshot = AppFixtures.snapshot()
    snapshot.settings.simulatedErrors[.loadProducts] = .generic(.unknown)
    var state = Self.panel(snapshot)
    state.qa.selected = .fault(.loadProducts)
    #expect(AppFixtures.press(.right, on: &state) == [.run(.fault(.loadProducts, .generic(.userCancelled)))])
    #expect(AppFixtures.press(.left, on: &state) == [.run(.fault(.loadProducts, nil))])
    state.qa.selected = .latency
    #expect(AppFixtures.press(.right, on: &state) == [.run(.set(.latency(0.25)))])
    state.qa.selected = .timeRate
    #expect(AppFixtures.press(.left, on: &state) == [.run(.set(.timeRate(1005)))], "stepping wraps around")
    state.qa.selected = .storefront
    #expect(AppFixtures.press(.right, on: &state) == [.run(.set(.storefront("UZB")))])
  }

  @Test func theClockPausesStepsAndAdvancesByATypedDuration() {
    var state = Self.panel()
    #expect(AppFixtures.press(.character("c"), on: &state) == [.run(.resumeClock)], "the fixture's clock is frozen")
    #expect(AppFixtures.press(.character("n"), on: &state) == [.run(.advance(.nextEvent))])
    state.qa.selected = .advance(.long)
    #expect(AppFixtures.press(.enter, on: &state) == [.run(.advance(.by(SimulatedDuration(days: 7))))])
    AppFixtures.press(.character("t"), on: &state)
    guard case .prompt = state.modal else {
      Issue.record("expected the duration prompt")
      return
    }
    for character in "3x" { AppFixtures.press(.character(character), on: &state) }
    #expect(AppFixtures.press(.enter, on: &state).isEmpty)
    guard case .prompt(let refused) = state.modal else { return }
    #expect(refused.error == "'3x' is not a duration; try 90s, 2h, 3d, 1w, 1mo or 1d12h")
    AppFixtures.press(.backspace, .character("d"), .character("1"), .character("2"), .character("h"), on: &state)
    #expect(AppFixtures.press(.enter, on: &state) == [.run(.advance(.by(SimulatedDuration(days: 3, hours: 12))))])
    #expect(state.modal == nil)
  }

  @Test func resetAsksFirst() {
    var state = Self.panel()
    state.qa.selected = .reset
    #expect(AppFixtures.press(.enter, on: &state).isEmpty)
    guard case .confirmation(let confirmation) = state.modal else {
      Issue.record("expected a confirmation")
      return
    }
    #expect(confirmation.action == .reset && confirmation.confirmLabel == "Reset")
    #expect(AppFixtures.press(.tab, .enter, on: &state) == [.run(.reset)])
  }

  @Test func waitingRequestsCanBeAnsweredFromThePanel() {
    var snapshot = AppFixtures.snapshot()
    snapshot.purchaseRequests = [
      PurchaseRequestRecord(
        id: 4, kind: .askToBuy, productID: "themes", quantity: 1, appAccountToken: nil, device: nil,
        requestedAt: AppFixtures.start, expiresAt: AppFixtures.start.addingTimeInterval(86_400)),
      PurchaseRequestRecord(
        id: 5, kind: .interrupted, productID: "removeads", quantity: 1, appAccountToken: nil, device: nil,
        requestedAt: AppFixtures.start, expiresAt: nil),
    ]
    var state = Self.panel(snapshot)
    #expect(QAControls.sections(state)[1].controls == [.answerRequest(4), .answerRequest(5)])
    #expect(QAControls.label(.answerRequest(4), in: state) == "Approve Theme Pack")
    #expect(QAControls.label(.answerRequest(5), in: state) == "Resolve Remove Ads")
    state.qa.selected = .answerRequest(4)
    #expect(AppFixtures.press(.enter, on: &state) == [.run(.approve(.id(4)))])
    AppFixtures.press(.character("x"), on: &state)
    guard case .confirmation(let confirmation) = state.modal else { return }
    #expect(confirmation.action == .decline(.id(4)))
    AppFixtures.press(.escape, .down, on: &state)
    #expect(AppFixtures.press(.enter, on: &state) == [.run(.resolve(.id(5)))])
    snapshot.purchaseRequests = []
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    #expect(QAControls.selected(state) == .billingRetry, "an answered request hands its line to the next control")
  }

  /// Issue 15: the QA panel's rows do not shift under the cursor when requests come and go. Keys drive the panel
  /// while an Ask to Buy request arrives above the selected control and leaves again: the control stays selected on
  /// the same line of the pane, Enter changes it and ↓ moves to the control below it.
  @Test func rowsDoNotShiftUnderTheCursorWhileRequestsComeAndGo() {
    var snapshot = AppFixtures.snapshot()
    var state = Self.panel(snapshot)
    AppFixtures.press(.down, .down, .down, .down, on: &state)
    #expect(QAControls.selected(state) == .gracePeriod)
    let line = Self.line(of: .gracePeriod, in: state)

    snapshot.purchaseRequests = [Self.request(7), Self.request(8)]
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    #expect(QAControls.rows(state).contains(.answerRequest(7)), "the request is listed above the control")
    #expect(QAControls.selected(state) == .gracePeriod && Self.line(of: .gracePeriod, in: state) == line)
    #expect(AppFixtures.press(.enter, on: &state) == [.run(.set(.gracePeriod(true)))])
    AppFixtures.press(.up, .up, on: &state)
    #expect(QAControls.selected(state) == .answerRequest(8))
    let requestLine = Self.line(of: .answerRequest(8), in: state)

    snapshot.purchaseRequests = [Self.request(7)]
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    #expect(QAControls.selected(state) == .answerRequest(7), "the answered request's line goes to the one left")
    snapshot.purchaseRequests = []
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    #expect(QAControls.selected(state) == .billingRetry && Self.line(of: .billingRetry, in: state) == requestLine)
    AppFixtures.press(.down, on: &state)
    #expect(QAControls.selected(state) == .gracePeriod && Self.line(of: .gracePeriod, in: state) == requestLine.map { $0 + 1 })
  }

  /// The pane line a control is drawn on (0 is the list's first visible row).
  static func line(of control: QAControl, in state: AppState) -> Int? {
    QAControls.rows(state).firstIndex(of: control).map { $0 - QAControls.offset(state) }
  }

  static func request(_ id: UInt64) -> PurchaseRequestRecord {
    PurchaseRequestRecord(
      id: id, kind: .askToBuy, productID: "themes", quantity: 1, appAccountToken: nil, device: nil,
      requestedAt: AppFixtures.start, expiresAt: AppFixtures.start.addingTimeInterval(86_400))
  }

  @Test func theBadgeSaysWhatIsArmedInWords() {
    var snapshot = AppFixtures.snapshot()
    #expect(QAText.armed(snapshot, in: .en).isEmpty)
    snapshot.settings.askToBuyEnabled = true
    snapshot.settings.simulatedErrors[.purchase] = .generic(.networkError)
    snapshot.settings.latency = 0.5
    snapshot.settings.isOffline = true
    #expect(
      QAText.armed(snapshot, in: .en) == ["Ask to Buy", "offline", "latency 500 ms", "purchase fails: networkError"])
  }

  @Test func aStoreThatIsNotOpenChangesNothing() {
    var state = AppFixtures.state(snapshot: nil)
    _ = AppReducer.reduce(&state, .store(.storeUnavailable("The sandbox could not be opened.")))
    AppFixtures.press(.character("3"), .enter, on: &state)
    #expect(state.toast.message?.text == "The store is not open yet" && state.modal == nil)
  }
}
