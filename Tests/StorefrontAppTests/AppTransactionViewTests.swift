import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI
import Testing

@testable import StorefrontApp

/// The app transaction in the transactions view, as StoreKit hands it to the app: `AppTransaction.shared`
/// (developer.apple.com/documentation/storekit/apptransaction/shared) is a `VerificationResult<AppTransaction>`,
/// read at launch; `AppTransaction.refresh()` (…/apptransaction/refresh()) reads it again from the App Store, here on
/// a reload. Its fields follow developer.apple.com/documentation/storekit/apptransaction (`originalPlatform`
/// included); an injected verification error (StoreKitTest's `FailableStoreKitAPI.appTransaction`) makes it
/// unverified.
@Suite struct AppTransactionViewTests {
  /// A store with one purchase, the transactions tab shown, and the app transaction read through the executor as
  /// the storefront reads it.
  static func readStore(failing fault: SimulatedError? = nil) async throws -> (EngineStore, AppState) {
    let store = try await EngineStore.open()
    _ = (await store.model.purchase(EngineScreenTests.removeAds)).outcome
    await store.model.refresh()
    try await store.sandbox.setSimulatedError(fault, for: .verification)
    var state = store.state()
    AppFixtures.press(.character("2"), on: &state)
    let reading = try #require(await TransactionInspector.readAppTransaction(with: StoreExecutor(sandbox: store.sandbox, app: store.model)))
    _ = AppReducer.reduce(&state, .store(.appTransactionRead(reading)))
    return (store, state)
  }

  @Test func theFirstLineIsTheAppTransactionWithItsVerdict() async throws {
    let (store, state) = try await Self.readStore()
    let reading = try #require(state.transactions.appTransaction)
    let app = try #require(reading.outcome.appTransaction)
    #expect(reading.outcome.verificationError == nil, "the app transaction verifies")
    #expect(app.originalPlatform == "iOS" && app.environment == "Sandbox" && app.originalAppVersion == "1.0")
    #expect(reading.inspection?.check == .verified && reading.inspection?.item == .appTransaction)
    let text = AppFixtures.frame(state).screen.text
    #expect(text.contains("App  \(app.bundleID) · 1.0 · 01-01 00:00 · Sandbox") && text.contains("✓ verified"))
    var wide = state
    _ = AppReducer.reduce(&wide, .resized(Size(width: 200, height: 60)))
    let wideText = AppFixtures.frame(wide).screen.text
    #expect(wideText.contains("App transaction  \(app.bundleID) · 1.0 · since 2026-01-01 00:00 · Sandbox"))
    #expect(state.selectedHistoryID == .transaction(1), "the newest transaction stays the line selected first")
    await store.close()
  }

  @Test func upFromTheNewestLineSelectsTheAppTransactionAndEnterOpensItsDetails() async throws {
    var (store, state) = try await Self.readStore()
    #expect(AppFixtures.press(.up, on: &state).isEmpty)
    #expect(state.selectedHistoryID == .appTransaction)
    AppFixtures.press(.home, on: &state)
    #expect(state.selectedHistoryID == .transaction(1), "Home goes to the newest transaction, not above it")
    AppFixtures.press(.up, on: &state)
    #expect(AppFixtures.frame(state).screen.text.contains("▶ App  com.example.storefront"))
    #expect(AppFixtures.press(.enter, on: &state).isEmpty, "its signed data was taken apart as it was read")
    #expect(state.historyDetail?.item == .appTransaction)
    var wide = state
    _ = AppReducer.reduce(&wide, .resized(Size(width: 200, height: 60)))
    let text = AppFixtures.frame(wide).screen.text
    for expected in ["App transaction details", "originalPlatform", "Sandbox", "JWS payload", "\"originalPlatform\": \"iOS\""] {
      #expect(text.contains(expected), "the details show \(expected)")
    }
    AppFixtures.press(.escape, .down, on: &state)
    #expect(state.historyDetail == nil && state.selectedHistoryID == .transaction(1))
    await store.close()
  }

  @Test func anInjectedVerificationErrorShowsUnverifiedWhileTheSignatureChecks() async throws {
    let (store, state) = try await Self.readStore(failing: .verification(.invalidSignature))
    let reading = try #require(state.transactions.appTransaction)
    #expect(reading.outcome.verificationError == .invalidSignature)
    #expect(reading.inspection?.check == .verified, "the JWS itself is sound: the error is the injected one")
    #expect(AppFixtures.frame(state).screen.text.contains("! unverified"))
    let facts = AppTransactionContent.facts(reading, in: state).map(\.label)
    #expect(facts.contains("Signature") && facts.contains("App sees"))
    await store.close()
  }

  @Test func onlyTheJWSCanBeSavedFromTheAppTransactionLine() async throws {
    var (store, state) = try await Self.readStore()
    AppFixtures.press(.up, on: &state)
    let jws = try #require(state.transactions.appTransaction?.outcome.appTransaction?.jwsRepresentation)
    #expect(AppFixtures.press(.character("w"), on: &state) == [.writeJWS(file: "app-transaction.jws", jws: jws)])
    #expect(!AppFixtures.press(.character("r"), on: &state).contains { if case .run = $0 { true } else { false } })
    #expect(state.toast.message?.text.hasPrefix("That line is the app transaction") == true)
    await store.close()
  }

  @Test func theAppReadsItAtLaunchAndAgainOnAReload() {
    var state = AppFixtures.state()
    #expect(AppReducer.reduce(&state, .store(.storeOpened)) == [.readAppTransaction])
    #expect(AppReducer.reduce(&state, .keyPressed(.control("r"))) == [.run(.loadProducts), .readAppTransaction])
  }
}
