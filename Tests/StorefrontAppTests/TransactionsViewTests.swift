import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StoreScenarios
import TerminalUI
import Testing

@testable import StorefrontApp

/// The transactions view's reducer: what it lists and in which order, the filter, the detail view, and what each
/// tester action asks for — a confirmation first when it cannot be undone.
@Suite struct TransactionsViewTests {
  static let removeAds = EngineScreenTests.removeAds
  static let gems = EngineScreenTests.gems
  static let premium = EngineScreenTests.premium
  static let themes = "com.example.storefront.themes"

  /// A store with a purchase of Remove Ads (#1), three gems (#2), a Premium subscription (#3), a pending Ask to
  /// Buy request for Theme Pack and a refused purchase of 550 Gems; the view shows the transactions tab.
  static func busyStore() async throws -> (EngineStore, AppState) {
    let store = try await EngineStore.open()
    _ = (await store.model.purchase(removeAds)).outcome
    _ = (await store.model.purchase(gems, options: [.quantity(3)])).outcome
    _ = (await store.model.purchase(premium)).outcome
    try await store.sandbox.setAskToBuy(true)
    _ = (await store.model.purchase(themes)).outcome
    try await store.sandbox.setAskToBuy(false)
    try await store.sandbox.setSimulatedError(.generic(.networkError), for: .purchase)
    _ = (await store.model.purchase("com.example.storefront.gems.550")).outcome
    try await store.sandbox.setSimulatedError(nil, for: .purchase)
    await store.model.refresh()
    var state = store.state()
    AppFixtures.press(.character("2"), on: &state)
    return (store, state)
  }

  @Test func everyTransactionRequestAndRefusalIsListedNewestFirst() async throws {
    let (store, state) = try await Self.busyStore()
    let items = state.history.items
    #expect(items.map { $0.number(in: .en) } == ["#3", "#2", "#1", "req 1", "-"])
    #expect(items.map(\.kind) == [.purchase, .purchase, .purchase, .askToBuy, .purchase])
    #expect(items.map(\.state) == [.finished, .finished, .finished, .pending, .failed])
    #expect(state.selectedHistoryID == .transaction(3))
    #expect(KeyScope.stack(for: state) == [.transactionList, .transactionActions, .main, .always])
    await store.close()
  }

  @Test func theSelectedLineStaysWhileNewLinesArrive() async throws {
    var (store, state) = try await Self.busyStore()
    AppFixtures.press(.down, on: &state)
    #expect(state.selectedHistoryID == .transaction(2))
    var expected = state
    _ = (await store.model.purchase(Self.gems)).outcome
    let snapshot = store.model.currentSnapshot
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    expected.snapshot = snapshot
    #expect(state == expected, "a new line changes nothing the person chose")
    #expect(state.history.items.first?.number(in: .en) == "#4" && state.selectedHistoryID == .transaction(2))
    #expect(AppFixtures.frame(state).screen.text.contains("▶ #2"), "the line the person picked stays selected")
    await store.close()
  }

  @Test func theFilterMatchesNumbersProductsKindsAndStates() async throws {
    var (store, state) = try await Self.busyStore()
    AppFixtures.press(.character("/"), .character("g"), .character("e"), .character("m"), on: &state)
    #expect(state.history.items.map { $0.number(in: .en) } == ["#2", "-"])
    #expect(state.selectedHistoryID == .transaction(2), "the selection moves to a line still shown")
    AppFixtures.press(.enter, on: &state)
    #expect(!state.transactions.filter.isEditing && state.transactions.filter.isActive)
    AppFixtures.press(.escape, on: &state)
    #expect(state.history.items.count == 5 && state.tab == .transactions)
    AppFixtures.press(.character("/"), .character("p"), .character("e"), .character("n"), .enter, on: &state)
    #expect(state.history.items.map { $0.number(in: .en) } == ["req 1"])
    AppFixtures.press(.escape, .escape, on: &state)
    #expect(state.tab == .transactions && state.history.items.count == 5, "Esc clears the filter and stays on the tab")
    await store.close()
  }

  @Test func enterOpensTheDetailsAndAsksForTheSignedDataOnce() async throws {
    var (store, state) = try await Self.busyStore()
    let effects = AppFixtures.press(.down, .down, .enter, on: &state)
    #expect(effects == [.inspectTransaction(1)])
    #expect(state.historyDetail?.item == .transaction(1))
    #expect(KeyScope.stack(for: state) == [.transactionDetail, .transactionActions, .main, .always])
    #expect(AppReducer.reduce(&state, .store(.snapshotArrived(store.model.currentSnapshot))).isEmpty)
    try await store.sandbox.refund(1)
    await store.model.refresh()
    let refreshed = AppReducer.reduce(&state, .store(.snapshotArrived(store.model.currentSnapshot)))
    #expect(refreshed.contains(.inspectTransaction(1)), "a re-signed transaction is looked at again")
    AppFixtures.press(.character("q"), on: &state)
    #expect(state.historyDetail == nil && !state.isFinished, "q closes the details, it does not quit")
    await store.close()
  }

  @Test func destructiveActionsAskFirstAndCancelIsFocused() async throws {
    var (store, state) = try await Self.busyStore()
    let asking: [(Character, StoreOperation)] = [
      ("r", .refund(.id(3), .other)), ("v", .revoke(.id(3))), ("d", .delete(.id(3))),
      ("e", .subscription(.expire, SubscriptionReference("5C1A0001"))),
    ]
    for (key, action) in asking {
      #expect(AppFixtures.press(.character(key), on: &state).isEmpty)
      guard case .confirmation(let confirmation) = state.modal else {
        Issue.record("\(key) should ask first")
        continue
      }
      #expect(confirmation.action == action && confirmation.focused == .cancel)
      #expect(AppFixtures.press(.enter, on: &state).isEmpty, "Enter on Cancel does nothing")
      #expect(state.modal == nil)
    }
    AppFixtures.press(.character("r"), on: &state)
    #expect(AppFixtures.press(.character("y"), on: &state) == [.run(.refund(.id(3), .other))])
    await store.close()
  }

  @Test func actionsThatCanBeUndoneHappenAtOnce() async throws {
    var (store, state) = try await Self.busyStore()
    #expect(AppFixtures.press(.character("c"), on: &state) == [.run(.subscription(.cancel, SubscriptionReference("5C1A0001")))])
    #expect(AppFixtures.press(.character("u"), on: &state) == [.run(.subscription(.resume, SubscriptionReference("5C1A0001")))])
    #expect(AppFixtures.press(.character("n"), on: &state) == [.run(.subscription(.renew, SubscriptionReference("5C1A0001")))])
    let jws = try #require(state.selectedHistoryItem?.transaction?.transaction.jwsRepresentation)
    #expect(AppFixtures.press(.character("w"), on: &state) == [.writeJWS(file: "transaction-3.jws", jws: jws)])
    await store.close()
  }

  @Test func requestsAreApprovedOrDeclinedAndOtherActionsSayWhyNot() async throws {
    var (store, state) = try await Self.busyStore()
    AppFixtures.press(.end, .up, on: &state)
    #expect(state.selectedHistoryID == .request(1))
    #expect(AppFixtures.press(.character("a"), on: &state) == [.run(.approve(.id(1)))])
    AppFixtures.press(.character("x"), on: &state)
    guard case .confirmation(let confirmation) = state.modal else { throw CancellationError() }
    #expect(confirmation.action == .decline(.id(1)))
    AppFixtures.press(.escape, .character("r"), on: &state)
    #expect(state.toast.message?.text == "That line is a purchase request, not a transaction")
    AppFixtures.press(.up, .character("a"), on: &state)
    #expect(state.toast.message?.text == "#1 is not a purchase request")
    AppFixtures.press(.character("c"), on: &state)
    #expect(state.toast.message?.text == "Remove Ads is not an auto-renewable subscription")
    AppFixtures.press(.character("f"), on: &state)
    #expect(state.toast.message?.text == "Transaction 1 is already finished")
    await store.close()
  }

  @Test func aFinishedActionIsAToastAndAFailedOneADialog() {
    var state = AppFixtures.state()
    _ = AppReducer.reduce(&state, AppFixtures.finished(.finish(.id(1)), .finish(.finished(transactionID: 1, wasUnfinished: true))))
    #expect(state.toast.message?.kind == .success && state.toast.message?.text == "Finished transaction 1." && state.modal == nil)
    let missing = StoreFailure(.sandbox(.noSuchTransaction(9)))
    _ = AppReducer.reduce(&state, AppFixtures.finished(.refund(.id(9), .other), .failed(.store(missing))))
    #expect(
      state.modal
        == .result(ResultDialog(kind: .failure, title: "Not done", message: "There is no transaction 9 in this sandbox.")))
  }

  @Test func anInspectionIsKeptOnlyForTheTransactionShown() async throws {
    var (store, state) = try await Self.busyStore()
    AppFixtures.press(.enter, on: &state)
    let other = TransactionInspection.missing(1)
    _ = AppReducer.reduce(&state, .store(.transactionInspected(other)))
    #expect(state.historyDetail?.inspection == nil)
    _ = AppReducer.reduce(&state, .store(.transactionInspected(.missing(3))))
    #expect(state.historyDetail?.inspection == .missing(3))
    await store.close()
  }

  @Test func theLedgerIsReadAPageAtATime() async throws {
    let store = try await EngineStore.open(historyLimit: 2)
    for _ in 0..<3 { _ = (await store.model.purchase(Self.gems)).outcome }
    await store.model.refresh()
    let listing = store.state().history
    #expect(listing.items.map { $0.number(in: .en) } == ["#3", "#2"])
    #expect(listing.isCapped && listing.ledgerCount == 3)
    await store.close()
  }
}
