import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI
import TestSupport
import Testing

@testable import StorefrontApp

/// The QA panel's Family Sharing, refund-answer, grace-period-length and consumable-history controls, driven with
/// keys on the live storefront's store (`StoreClient.live`): each control's effect is an operation the one executor
/// runs, the panel then shows the new value, and the toast is the renderer's sentence for the result.
@Suite(.serialized) @MainActor struct QAControlsThroughTheExecutorTests {
  typealias D = DemoStore

  /// "Supporting Family Sharing in your app": the family member's purchase reaches the customer as a `familyShared`
  /// transaction of their own; stopping sharing revokes it (Transaction.ownershipType, revocationReason). The picker
  /// lists only family-shareable non-consumables and subscriptions, and says which the family shares now.
  @Test(.timeLimit(.minutes(2))) func familySharingIsPickedFromTheShareableProducts() async throws {
    let qa = try await QASession.open()
    defer { Task { await qa.close() } }
    qa.pick(.familySharing)
    let picker = try #require(qa.picker)
    let shareable = D.catalog.products.filter {
      $0.isFamilyShareable && ($0.type == .nonConsumable || $0.type == .autoRenewable)
    }
    #expect(Set(picker.options.map(\.value)) == Set(shareable.map(\.id)))
    #expect(!picker.options.contains { $0.value == D.gems }, "a consumable is never shared")
    #expect(picker.options.allSatisfy { $0.detail == "not shared · Enter shares it" })

    qa.filter("remove")
    let shared = try #require(await qa.enter())
    #expect(shared.operation == .family(.share, productID: D.removeAds))
    guard case .familyShared(let record) = shared.outcome else {
      Issue.record("expected the share, got \(shared.outcome)")
      return
    }
    #expect(record.ownership == .familyShared)
    #expect(qa.toast == qa.state.words.report(shared).text)
    #expect(qa.value(.familySharing) == "1 shared")
    #expect(qa.state.snapshot?.entitlements[D.removeAds]?.ownershipType == .familyShared)

    qa.pick(.familySharing)
    qa.filter("remove")
    #expect(qa.picker?.shown.first?.detail == "shared · Enter stops sharing")
    let stopped = try #require(await qa.enter())
    #expect(stopped.operation == .family(.stop, productID: D.removeAds))
    guard case .familySharingStopped(_, let revoked) = stopped.outcome else {
      Issue.record("expected sharing to stop, got \(stopped.outcome)")
      return
    }
    #expect(revoked.map(\.revocationReason) == [.other], "revocation reason 0 when the owner stops sharing")
    #expect(qa.toast == qa.state.words.report(stopped).text)
    #expect(qa.value(.familySharing) == "nothing shared")
    #expect(qa.state.snapshot?.entitlements[D.removeAds] == nil)
  }

  /// Transaction.RefundRequestStatus: the refund answer decides what the next `beginRefundRequest` meets, and the
  /// panel says which answer is armed (the badge too, when it is not StoreKit Testing's approval).
  @Test(.timeLimit(.minutes(2))) func theRefundAnswerIsChosenAndStepped() async throws {
    let qa = try await QASession.open()
    defer { Task { await qa.close() } }
    #expect(qa.value(.refundAnswer) == "approve")
    qa.pick(.refundAnswer)
    #expect(qa.picker?.options.map(\.value) == ["approve", "decline", "cancel"])
    #expect(qa.picker?.selected == "approve")
    qa.press(.down)
    let declined = try #require(await qa.enter())
    #expect(declined.operation == .set(.refundAnswer(.decline)))
    #expect(qa.toast == qa.state.words.report(declined).text)
    #expect(qa.value(.refundAnswer) == "decline")
    #expect(QAText.armed(try #require(qa.state.snapshot), in: .en).contains("refunds declined"))
    #expect(await qa.key(.right)?.operation == .set(.refundAnswer(.cancel)), "→ steps to the next answer")
    #expect(qa.value(.refundAnswer) == "customer cancels")
  }

  /// App Store Connect's billing grace period lengths (3, 16 or 28 days), or StoreKit Testing's own; and
  /// `SKIncludeConsumableInAppPurchaseHistory` as a switch (Transaction.all).
  @Test(.timeLimit(.minutes(2))) func graceLengthAndConsumableHistory() async throws {
    let qa = try await QASession.open()
    defer { Task { await qa.close() } }
    #expect(qa.value(.gracePeriodLength) == "default")
    qa.pick(.gracePeriodLength)
    #expect(qa.picker?.options.map(\.value) == ["default", "3", "16", "28"])
    qa.filter("28")
    let longer = try #require(await qa.enter())
    #expect(longer.operation == .set(.gracePeriodLength(.twentyEightDays)))
    #expect(qa.toast == qa.state.words.report(longer).text)
    #expect(qa.value(.gracePeriodLength) == "28 days")
    #expect(await qa.key(.right)?.operation == .set(.gracePeriodLength(nil)), "stepping wraps to the default")

    let included = D.catalog.settings.includesConsumableHistory
    #expect(qa.value(.consumableHistory) == (included ? "on" : "off"))
    qa.select(.consumableHistory)
    let history = try #require(await qa.key(.enter))
    #expect(history.operation == .set(.consumableHistory(!included)))
    #expect(qa.value(.consumableHistory) == (included ? "off" : "on"))
  }
}

extension QAControlsThroughTheExecutorTests {
  /// SKTestSession.TimeRate.oneRenewalEveryTenSeconds ("subscriptions of any time length renew every 10 seconds"):
  /// the QA panel's "Advance 1 renewal" moves the clock one period, so the subscription renews exactly once.
  @Test(.timeLimit(.minutes(2))) func aRenewalStepAtAFastRateRenewsOnce() async throws {
    let qa = try await QASession.open()
    defer { Task { await qa.close() } }
    _ = await qa.run(.set(.timeRate(1004)))
    _ = await qa.run(buy(D.premium))
    if case .result = qa.state.modal { qa.press(.enter) }
    let before = try #require(qa.state.snapshot?.historyCount)
    qa.select(.advance(.short))
    #expect(QAControls.label(.advance(.short), in: qa.state) == "Advance 1 renewal")
    let advanced = try #require(await qa.key(.enter))
    #expect(advanced.operation == .advance(.by(SimulatedDuration(seconds: 10))))
    #expect(qa.state.snapshot?.historyCount == before + 1, "one renewal, not thousands")
  }
}

/// The storefront's reducer on the live store: keys in, and each effect that runs an operation carried out by the
/// client the program uses, its result fed back as the program does.
@MainActor final class QASession {
  var state: AppState
  private let client: StoreClient
  private let opening: Task<Void, Never>
  private let sink: AsyncStream<StoreEvent>.Continuation

  private init(state: AppState, client: StoreClient, opening: Task<Void, Never>, sink: AsyncStream<StoreEvent>.Continuation) {
    self.state = state
    self.client = client
    self.opening = opening
    self.sink = sink
  }

  /// The storefront on a fresh demo sandbox, products shown, on the QA tab unless `onQATab` is false.
  static func open(onQATab: Bool = true) async throws -> QASession {
    let (path, _) = try DemoStore.makeSandbox()
    let client = StoreClient.live(
      LaunchOptions(catalog: .file(ProjectPaths.catalogs.appendingPathComponent("demo.storekit")), sandboxPath: path, language: .en))
    let (events, sink) = AsyncStream.makeStream(of: StoreEvent.self)
    let opening = Task { await client.open { sink.yield($0) } }
    var state = AppState(
      catalogName: "demo.storekit", size: Size(width: 120, height: 40), language: .en, timeZone: .gmt, now: DemoStore.start)
    for await event in events {
      _ = AppReducer.reduce(&state, .store(event))
      if state.showsProductList { break }
    }
    if onQATab { _ = AppReducer.reduce(&state, .keyPressed(.character("3"))) }
    return QASession(state: state, client: client, opening: opening, sink: sink)
  }

  var picker: Picker? {
    if case .picker(let picker) = state.modal { return picker }
    return nil
  }

  var toast: String? { state.toast.message?.text }

  func value(_ control: QAControl) -> String { QAControls.value(control, in: state).text }

  func select(_ control: QAControl) { AppReducer.selectInQA(control, &state) }

  /// Selects a control and presses Enter on it (opening its picker).
  func pick(_ control: QAControl) {
    select(control)
    _ = AppReducer.reduce(&state, .keyPressed(.enter))
  }

  func filter(_ text: String) {
    for character in text { _ = AppReducer.reduce(&state, .keyPressed(.character(character))) }
  }

  func press(_ key: Key) { _ = AppReducer.reduce(&state, .keyPressed(key)) }

  func enter() async -> OperationResult? { await key(.enter) }

  /// Carries out an operation as the program does and feeds its result to the reducer.
  func run(_ operation: StoreOperation) async -> OperationResult {
    let result = await client.run(operation)
    _ = AppReducer.reduce(&state, .store(.operationFinished(result)))
    return result
  }

  /// Presses a key and carries out the operation it asks for, if any: the result, as the reducer was told it.
  func key(_ key: Key) async -> OperationResult? {
    let effects = AppReducer.reduce(&state, .keyPressed(key))
    guard let operation = effects.compactMap({ effect -> StoreOperation? in
      if case .run(let operation) = effect { return operation }
      return nil
    }).first
    else { return nil }
    return await run(operation)
  }

  func close() async {
    _ = await client.shutdown()
    opening.cancel()
    sink.finish()
  }
}
