import Foundation
import StoreEngine
import StoreOperations
import TerminalUI
import Testing

@testable import StorefrontApp

/// The purchase flow: the confirmation sheet (Cancel first, Cancel is `.userCancelled`), buying without a sheet,
/// the busy overlay that follows the store and always clears, results, and one modal at a time.
@Suite struct PurchaseFlowTests {
  @Test func buyOpensTheSheetWithCancelFocusedAndBuysNothingYet() {
    var state = AppFixtures.state()
    let effects = AppFixtures.press(.character("b"), on: &state)
    #expect(effects.isEmpty)
    #expect(state.modal == .purchaseSheet(PurchaseSheet(productID: "gems.100", quantity: 1, focused: .cancel)))
  }

  @Test(arguments: [Key.enter, .escape, .character("n")])
  func cancellingTheSheetIsTheUserCancelledPath(key: Key) {
    var state = AppFixtures.state()
    AppFixtures.press(.character("b"), on: &state)
    let effects = AppFixtures.press(key, on: &state)
    #expect(effects == [.run(.cancel(productID: "gems.100"))])
    #expect(state.modal == nil)
  }

  @Test func switchingToBuyAndPressingItPurchases() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("b"), .tab, on: &state)
    #expect(state.modal == .purchaseSheet(PurchaseSheet(productID: "gems.100", focused: .confirm)))
    #expect(AppFixtures.press(.enter, on: &state) == [.run(.buy(productID: "gems.100", options: PurchaseRequest()))])
    #expect(state.modal == nil)
  }

  @Test func yConfirmsWithTheQuantityChosenBeforeAndInTheSheet() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("+"), .character("+"), .character("b"), .character("-"), on: &state)
    #expect(AppFixtures.press(.character("y"), on: &state) == [.run(.buy(productID: "gems.100", options: PurchaseRequest(quantity: 2)))])
  }

  @Test func quantityStaysBetweenOneAndTenAndOnlyForConsumablesAndNonRenewing() {
    var state = AppFixtures.state()
    for _ in 0..<15 { AppFixtures.press(.character("+"), on: &state) }
    #expect(state.quantity == 10)
    for _ in 0..<15 { AppFixtures.press(.character("-"), on: &state) }
    #expect(state.quantity == 1)
    AppFixtures.press(.down, .down, .character("+"), on: &state)
    #expect(state.selectedProductID == "removeads" && state.quantity == 1)
    AppFixtures.press(.character("b"), .character("+"), on: &state)
    #expect(state.modal == .purchaseSheet(PurchaseSheet(productID: "removeads", quantity: 1)))
  }

  @Test func withDialogsDisabledBuyPurchasesAtOnce() {
    var snapshot = AppFixtures.snapshot()
    snapshot.settings.disableDialogs = true
    var state = AppFixtures.state(snapshot: snapshot)
    #expect(AppFixtures.press(.character("b"), on: &state) == [.run(.buy(productID: "gems.100", options: PurchaseRequest()))])
    #expect(state.modal == nil)
  }

  @Test func theBusyOverlayFollowsTheStoreAndTheResultStaysInFront() {
    var state = AppFixtures.state()
    var busy = AppFixtures.snapshot()
    busy.activities = [.purchasing(productID: "themes", name: "Theme Pack")]
    busy.purchases["themes"] = .purchasing
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(busy)))
    #expect(state.modal == .busy("Purchasing Theme Pack…"))
    #expect(AppFixtures.press(.escape, .character("b"), .character("?"), on: &state).isEmpty)
    #expect(state.modal == .busy("Purchasing Theme Pack…"))
    let request = PurchaseRequestRecord(
      id: 1, kind: .askToBuy, productID: "themes", quantity: 1, appAccountToken: nil, device: nil,
      requestedAt: AppFixtures.start, expiresAt: nil)
    _ = AppReducer.reduce(&state, AppFixtures.bought("themes", .pending(request)))
    guard case .result(let dialog) = state.modal else {
      Issue.record("expected the result")
      return
    }
    #expect(dialog.kind == .pending && dialog.title == "Waiting for approval")
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(busy)))
    #expect(state.modal == .result(dialog), "a late snapshot must not cover the result")
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(AppFixtures.snapshot())))
    AppFixtures.press(.enter, on: &state)
    #expect(state.modal == nil)
  }

  @Test func theOverlayClearsWhenTheStoreIsDoneEvenWithoutAResult() {
    var state = AppFixtures.state()
    var busy = AppFixtures.snapshot()
    busy.activities = [.restoring]
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(busy)))
    #expect(state.modal == .busy("Restoring purchases…"))
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(AppFixtures.snapshot())))
    #expect(state.modal == nil)
  }

  @Test func theOverlayNeverCoversASheetAndAnotherModalCannotOpenOverOne() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("b"), on: &state)
    var busy = AppFixtures.snapshot()
    busy.activities = [.loadingProducts]
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(busy)))
    AppFixtures.press(.character("?"), .character("r"), .character("/"), on: &state)
    guard case .purchaseSheet = state.modal else {
      Issue.record("the sheet must stay")
      return
    }
    AppFixtures.press(.escape, on: &state)
    #expect(state.modal == .busy("Loading products…"), "the overlay shows as soon as the sheet is gone")
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(AppFixtures.snapshot())))
    AppFixtures.press(.character("?"), on: &state)
    guard case .help = state.modal else {
      Issue.record("help opens once the sheet is gone")
      return
    }
    #expect(AppFixtures.press(.character("b"), on: &state).isEmpty)
    guard case .help = state.modal else {
      Issue.record("b does nothing in front of help")
      return
    }
  }

  @Test func resultsArriveInPlainWords() {
    var state = AppFixtures.state()
    _ = AppReducer.reduce(&state, AppFixtures.bought("themes", .failed(StoreFailure(.purchase(.productUnavailable)))))
    #expect(
      state.modal
        == .result(
          ResultDialog(
            kind: .failure, title: "Purchase failed",
            message: "Theme Pack was not bought. The product is not available (Product.PurchaseError.productUnavailable).")))
    AppFixtures.press(.character("q"), on: &state)
    #expect(state.modal == nil && !state.isFinished, "q closes a dialog; it does not quit")
    _ = AppReducer.reduce(&state, AppFixtures.bought("themes", .cancelled))
    #expect(state.modal == nil && state.toast.message?.text == "Purchase cancelled: the app got .userCancelled.")
    let offline = StoreFailure(.storeKit(.networkError("notConnectedToInternet")), cause: .offline)
    _ = AppReducer.reduce(&state, AppFixtures.finished(.restore, .restore(.failed(offline))))
    #expect(
      state.modal
        == .result(
          ResultDialog(
            kind: .failure, title: "Restore failed",
            message: "The sandbox is offline, so the App Store could not be reached (StoreKitError.networkError). "
              + "Turn Offline off in the QA panel (tab 3), or run 'storefront offline off', then try again.")))
  }

  @Test func useOneNeedsABalance() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("u"), on: &state)
    #expect(state.toast.message?.text == "The app holds no 100 Gems")
    var snapshot = AppFixtures.snapshot()
    snapshot.balances["gems.100"] = 2
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    #expect(AppFixtures.press(.character("u"), on: &state) == [.run(.consume(productID: "gems.100", amount: 1))])
    _ = AppReducer.reduce(
      &state, AppFixtures.finished(.consume(productID: "gems.100", amount: 1), .consume(.consumed(productID: "gems.100", amount: 1, balance: 1))))
    #expect(state.toast.message?.text == "Used 1 × 100 Gems; 1 left.")
  }

  /// What arrives on `Transaction.updates` is told from the model's typed event, with the snapshot that shows it
  /// (https://developer.apple.com/documentation/storekit/transaction/updates).
  @Test func whatArrivesOnUpdatesIsToasted() {
    var state = AppFixtures.state()
    var snapshot = AppFixtures.snapshot()
    snapshot.revision = 7
    snapshot.entitlements["themes"] = nil
    let event = TransactionEvent(
      source: .updates, reason: .approval, result: .verified(AppFixtures.transaction(4, "themes")),
      handling: .delivered(newly: true), snapshot: snapshot)
    let effects = AppReducer.reduce(&state, .store(.transactionArrived(event)))
    #expect(state.toast.message == ToastMessage(id: 1, kind: .success, text: "A parent approved Theme Pack: transaction 4 arrived on updates."))
    #expect(state.snapshot?.revision == 7, "the event's snapshot is shown with it")
    #expect(effects == [.expireToast(id: 1, after: .seconds(4))])
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(AppFixtures.snapshot())))
    #expect(state.snapshot?.revision == 7, "an older snapshot arriving late never replaces it")
    _ = AppReducer.reduce(&state, .store(.toastExpired(id: 1)))
    #expect(state.toast.message == nil)
  }

  @Test func quitting() {
    var state = AppFixtures.state()
    AppFixtures.press(.character("b"), .control("c"), on: &state)
    #expect(state.isFinished, "Ctrl-C quits even in front of a sheet")
    var busy = AppFixtures.state()
    busy.modal = .busy("Purchasing Theme Pack…")
    AppFixtures.press(.character("q"), on: &busy)
    #expect(busy.isFinished, "q quits while busy: nothing bought is lost")
    var signalled = AppFixtures.state()
    _ = AppReducer.reduce(&signalled, .quitRequested(.hangup))
    #expect(signalled.isFinished)
  }
}
