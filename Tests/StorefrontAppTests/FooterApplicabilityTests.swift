import Foundation
import StoreEngine
import TerminalUI
import Testing

@testable import StorefrontApp

/// The footer offers only what applies to the selected product or line, decided by the same function that makes a
/// key refuse (`AppReducer.refusal`): no Buy on an owned non-consumable (StoreKit's "non-consumable … purchased once",
/// Apple's `Product.ProductType.nonConsumable` page), no refund without a transaction, approve only on a waiting
/// request (Apple's "Testing Ask to Buy" in StoreKit Testing in Xcode).
@Suite struct FooterApplicabilityTests {
  static func labels(_ state: AppState) -> [String] {
    FooterView.hints(state, glyphs: .unicode).map(\.label)
  }

  /// Every hint the footer shows is a command the reducer carries out, and every command of the scopes in force
  /// that the footer leaves out is one the reducer refuses.
  static func expectFooterAgreesWithTheKeys(_ state: AppState, sourceLocation: SourceLocation = #_sourceLocation) {
    let shown = FooterView.hints(state, glyphs: .unicode).compactMap(\.action)
    for hint in KeyBindings.footerHints(in: KeyScope.stack(for: state), glyphs: .unicode, language: state.language) {
      guard let command = hint.action else { continue }
      let applies = AppReducer.refusal(of: command, in: state) == nil
      #expect(shown.contains(command) == applies, "\(hint.label)", sourceLocation: sourceLocation)
    }
  }

  @Test func anOwnedNonConsumableOffersNoBuyAndItsKeyRefusesWithAReason() async throws {
    let store = try await EngineStore.open()
    let before = EngineScreenTests().selecting(EngineScreenTests.removeAds, in: store.state())
    #expect(Self.labels(before).contains("buy") && !Self.labels(before).contains("refund"))
    _ = (await store.model.purchase(EngineScreenTests.removeAds)).outcome
    var owned = EngineScreenTests().selecting(EngineScreenTests.removeAds, in: store.state())
    #expect(!Self.labels(owned).contains("buy"), "\(Self.labels(owned))")
    #expect(Self.labels(owned).contains("refund") && Self.labels(owned).contains("restore"))
    Self.expectFooterAgreesWithTheKeys(owned)
    let effects = AppFixtures.press(.character("b"), on: &owned)
    #expect(!effects.contains { if case .run = $0 { true } else { false } }, "nothing is bought: \(effects)")
    #expect(owned.modal == nil, "no purchase sheet opens")
    #expect(owned.toast.message?.text.contains("already yours") == true)
    #expect(!AppFixtures.frame(owned).screen.text.split(separator: "\n").last!.contains("b buy"))
    await store.close()
  }

  @Test func aConsumableOffersUseOneOnlyWhileTheAppHoldsSome() async throws {
    let store = try await EngineStore.open()
    let none = EngineScreenTests().selecting(EngineScreenTests.gems, in: store.state())
    #expect(!Self.labels(none).contains("use one") && Self.labels(none).contains("buy"))
    _ = (await store.model.purchase(EngineScreenTests.gems, options: [.quantity(2)])).outcome
    let held = EngineScreenTests().selecting(EngineScreenTests.gems, in: store.state())
    #expect(Self.labels(held).contains("use one") && Self.labels(held).contains("buy"))
    Self.expectFooterAgreesWithTheKeys(held)
    await store.close()
  }

  @Test func theTransactionsFooterFollowsTheSelectedLine() async throws {
    var (store, state) = try await TransactionsViewTests.busyStore()
    #expect(state.selectedHistoryID == .transaction(3))
    let transaction = Self.labels(state)
    #expect(transaction.contains("refund") && transaction.contains("save the JWS"))
    #expect(!transaction.contains("approve / resolve") && !transaction.contains("finish"), "\(transaction)")
    Self.expectFooterAgreesWithTheKeys(state)
    while state.selectedHistoryID != .request(1) { AppFixtures.press(.down, on: &state) }
    let request = Self.labels(state)
    #expect(request.contains("approve / resolve") && request.contains("decline"), "\(request)")
    #expect(!request.contains("refund") && !request.contains("save the JWS"))
    Self.expectFooterAgreesWithTheKeys(state)
    AppFixtures.press(.character("r"), on: &state)
    #expect(state.modal == nil && state.toast.message?.text == "That line is a purchase request, not a transaction")
    AppFixtures.press(.down, on: &state)
    let refused = Self.labels(state)
    #expect(!refused.contains("refund") && !refused.contains("approve / resolve"), "\(refused)")
    #expect(refused.contains("details") && refused.contains("quit"))
    await store.close()
  }
}
