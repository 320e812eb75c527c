import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios
import TerminalUI
import TestSupport
import Testing

@testable import StorefrontApp

/// Snapshots of the QA console: the transactions view (empty, full, filtered, wide), the detail view of a
/// verified, an unverified and a waiting line, the QA panel with settings armed, the badge on the storefront,
/// confirmations, a picker, the duration prompt, and a scenario playing.
@Suite struct QAScreenTests {
  /// A decoded JWS that is the same on every run (real ones carry fresh keys and signatures).
  static func inspection(_ id: UInt64, check: TransactionInspection.Check = .verified) -> TransactionInspection {
    TransactionInspection(
      item: .transaction(id), algorithm: "ES256",
      certificates: [
        "CN=Storefront Sandbox Receipt Signing, O=Storefront", "CN=Storefront Sandbox Intermediate CA, O=Storefront",
        "CN=Storefront Sandbox Root CA, O=Storefront",
      ],
      payload: "{\n  \"transactionId\": \"\(id)\",\n  \"productId\": \"com.example.storefront.premium\",\n  \"quantity\": 1\n}",
      check: check, jws: "eyJhbGciOiJFUzI1NiIsIng1YyI6WyJNSUlC" + String(repeating: "QUJDREVGR0hJSktMTU5PUFFSU1RVVldY", count: 6))
  }

  static func opened(_ state: AppState, inspection: TransactionInspection) -> AppState {
    var state = state
    AppFixtures.press(.enter, on: &state)
    _ = AppReducer.reduce(&state, .store(.transactionInspected(inspection)))
    return state
  }

  @Test func anEmptyHistorySaysHowToFillIt() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("2"), on: &state)
    assertSnapshot(AppFixtures.snapshotText(state), named: "transactions_empty_80x24")
  }

  @Test(arguments: [(80, 24), (160, 48), (60, 16)])
  func aHistoryOfPurchasesRequestsAndRefusals(width: Int, height: Int) async throws {
    let (store, busy) = try await TransactionsViewTests.busyStore()
    var state = busy
    _ = AppReducer.reduce(&state, .resized(Size(width: width, height: height)))
    assertSnapshot(AppFixtures.snapshotText(state), named: "transactions_\(width)x\(height)")
    await store.close()
  }

  @Test func aFilteredHistory() async throws {
    let (store, busy) = try await TransactionsViewTests.busyStore()
    var state = busy
    AppFixtures.press(.character("/"), .character("g"), .character("e"), .character("m"), on: &state)
    assertSnapshot(AppFixtures.snapshotText(state), named: "transactions_filtered_80x24")
    await store.close()
  }

  @Test(arguments: [(80, 24), (160, 48)])
  func aVerifiedSubscriptionTransaction(width: Int, height: Int) async throws {
    let (store, busy) = try await TransactionsViewTests.busyStore()
    var state = Self.opened(busy, inspection: Self.inspection(3))
    _ = AppReducer.reduce(&state, .resized(Size(width: width, height: height)))
    assertSnapshot(AppFixtures.snapshotText(state), named: "transaction_detail_verified_\(width)x\(height)")
    if height < 48 {
      AppFixtures.press(.end, on: &state)
      assertSnapshot(AppFixtures.snapshotText(state), named: "transaction_detail_jws_\(width)x\(height)")
    }
    await store.close()
  }

  @Test func anUnverifiedTransactionWithTheReason() async throws {
    let store = try await EngineStore.open()
    try await store.sandbox.setSimulatedError(.verification(.invalidSignature), for: .verification)
    _ = (await store.model.purchase(EngineScreenTests.removeAds)).outcome
    var state = store.state()
    AppFixtures.press(.character("2"), on: &state)
    let failed = TransactionInspection.Check.failed(VerificationFailure(.invalidSignature, .signature, .signatureMismatch))
    let tampered = Self.opened(state, inspection: Self.inspection(1, check: failed))
    assertSnapshot(AppFixtures.snapshotText(tampered), named: "transaction_detail_unverified_80x24")
    let injected = Self.opened(state, inspection: Self.inspection(1))
    assertSnapshot(AppFixtures.snapshotText(injected), named: "transaction_detail_injected_80x24")
    await store.close()
  }

  @Test func aWaitingAskToBuyRequest() async throws {
    let (store, busy) = try await TransactionsViewTests.busyStore()
    var state = busy
    AppFixtures.press(.end, .up, .enter, on: &state)
    assertSnapshot(AppFixtures.snapshotText(state), named: "request_detail_80x24")
    await store.close()
  }

  @Test func aRefundAsksFirst() async throws {
    let (store, busy) = try await TransactionsViewTests.busyStore()
    var state = busy
    AppFixtures.press(.down, .down, .character("r"), on: &state)
    assertSnapshot(AppFixtures.snapshotText(state), named: "confirm_refund_80x24")
    await store.close()
  }

  /// A store with a subscription, a waiting request and settings armed, on the QA tab.
  static func armedPanel(size: Size) async throws -> (EngineStore, AppState) {
    let (store, _) = try await TransactionsViewTests.busyStore()
    try await store.sandbox.setAskToBuy(true)
    try await store.sandbox.setSimulatedError(.generic(.networkError), for: .purchase)
    try await store.sandbox.setLatency(0.5)
    try await store.sandbox.setStorefront("FRA")
    await store.model.refresh()
    // The storefront change reloads the products on whichever refresh saw it first, perhaps not this one: wait
    // for the French prices, so the state is never caught loading.
    for _ in 0..<1000
    where !store.model.currentSnapshot.loadedProducts.contains(where: { $0.displayPrice.contains("€") })
      || store.model.currentSnapshot.products == .loading
    {
      try await Task.sleep(for: .milliseconds(10))
    }
    var state = store.state(size: size)
    AppFixtures.press(.character("3"), on: &state)
    return (store, state)
  }

  @Test(arguments: [(80, 24), (160, 48), (60, 16)])
  func theQAPanelWithSettingsArmed(width: Int, height: Int) async throws {
    let (store, state) = try await Self.armedPanel(size: Size(width: width, height: height))
    assertSnapshot(AppFixtures.snapshotText(state), named: "qa_panel_armed_\(width)x\(height)")
    var storefront = state
    AppFixtures.press(.character("1"), on: &storefront)
    if width == 80 { assertSnapshot(AppFixtures.snapshotText(storefront), named: "qa_badge_storefront_80x24") }
    await store.close()
  }

  @Test func pickersPromptsAndTheResetConfirmation() async throws {
    let (store, panel) = try await Self.armedPanel(size: Size(width: 80, height: 24))
    var picker = panel
    picker.qa.selected = .storefront
    AppFixtures.press(.enter, .character("u"), .character("n"), .character("i"), on: &picker)
    assertSnapshot(AppFixtures.snapshotText(picker), named: "qa_picker_storefront_80x24")
    var prompt = panel
    AppFixtures.press(.character("t"), .character("9"), .character("q"), .enter, on: &prompt)
    assertSnapshot(AppFixtures.snapshotText(prompt), named: "qa_prompt_refused_80x24")
    var reset = panel
    reset.qa.selected = .reset
    AppFixtures.press(.enter, on: &reset)
    assertSnapshot(AppFixtures.snapshotText(reset), named: "confirm_reset_80x24")
    await store.close()
  }

  @Test func aScenarioPlayingWithItsBanner() async throws {
    let store = try await EngineStore.open()
    try await store.sandbox.setAskToBuy(true)
    _ = (await store.model.purchase(TransactionsViewTests.themes)).outcome
    var state = store.state()
    state.playback = PlaybackState(file: "ask.scenario", steps: PlaybackTests.steps, pace: .zero)
    state.playback?.phase = .playing
    state.playback?.results = [
      PlaybackTests.result(0, .done("")),
      StepResult(
        step: PlaybackTests.steps[1], description: "Buy com.example.storefront.themes in the app",
        outcome: .done("pending: request 1 waits (Ask to Buy)")),
    ]
    assertSnapshot(AppFixtures.snapshotText(state), named: "playback_80x24")
    _ = AppReducer.reduce(&state, .store(.stepPlayed(PlaybackTests.result(2, .passed))))
    assertSnapshot(AppFixtures.snapshotText(state), named: "playback_passed_80x24")
    await store.close()
  }

  @Test func theTransactionsInASCII() async throws {
    let (store, busy) = try await TransactionsViewTests.busyStore()
    var state = AppFixtures.state(snapshot: store.model.currentSnapshot, glyphs: .ascii)
    state.transactions = busy.transactions
    state.tab = .transactions
    assertSnapshot(AppFixtures.snapshotText(state), named: "transactions_ascii_80x24")
    await store.close()
  }
}
