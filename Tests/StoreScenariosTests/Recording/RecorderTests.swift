import Foundation
import InterfaceLanguage
import StoreEngine
import StoreOperations
import TestSupport
import Testing

@testable import StoreScenarios

/// A recorded session becomes a scenario that replays to the same final state.
@Suite struct RecorderTests {
  /// A live session on a fresh sandbox, as the TUI has one, with a recorder following it.
  struct LiveSession {
    let folder: URL
    let sandbox: Sandbox
    let session: ScenarioSession
    var recorder: ScenarioRecorder

    init() async throws {
      folder = try ProjectPaths.temporaryDirectory("record")
      let demo = try ScenarioTesting.load("restore")
      sandbox = try ScenarioSession.makeSandbox(for: demo, at: folder.appendingPathComponent("live.sqlite").path)
      session = ScenarioSession(sandbox: sandbox, language: .en)
      recorder = ScenarioRecorder(catalog: .shipped("demo"), start: await sandbox.now)
    }

    /// Does what a person does in the TUI, and records the operation that ran (a relaunch is not one).
    mutating func act(_ statement: Statement, sourceLocation: SourceLocation = #_sourceLocation) async {
      let time = await sandbox.now
      let step = ScenarioStep(line: 0, source: StatementFormatter.line(statement), statement: statement)
      let result = await session.perform(step)
      #expect(!result.outcome.stopsScenario, "\(result.outcome)", sourceLocation: sourceLocation)
      guard case .operation(let operation) = statement else { return }
      recorder.record(operation, at: operation == .reset ? await sandbox.now : time)
    }

    /// How a recording names what the session acted on.
    var resolver: OperationResolver { OperationResolver(sandbox: sandbox) }

    func finish() async throws -> String {
      let model = try #require(await session.model)
      let state = try await RecordedState.capture(store: model.store)
      await session.close()
      try? FileManager.default.removeItem(at: folder)
      return recorder.text(capturing: state)
    }
  }

  func recordedSession() async throws -> String {
    var live = try await LiveSession()
    await live.act(.operation(.set(.askToBuy(true))))
    await live.act(.operation(.buy(productID: themes, options: PurchaseRequest())))
    let request = try #require(try await live.sandbox.purchaseRequests().first)
    await live.act(.operation(.approve(await live.resolver.reference(toRequest: request.id))))
    await live.act(.operation(.set(.askToBuy(false))))
    await live.act(.operation(.buy(productID: gems, options: PurchaseRequest(quantity: 3))))
    await live.act(.operation(.consume(productID: gems, amount: 1)))
    await live.act(.operation(.buy(productID: cloud, options: PurchaseRequest())))
    await live.act(.operation(.advance(.by(SimulatedDuration(days: 45, hours: 3)))))
    await live.act(.operation(.subscription(.cancel, SubscriptionReference(cloud))))
    await live.act(.operation(.buy(productID: removeAds, options: PurchaseRequest())))
    let bought = try #require(try await live.sandbox.transactions(forProduct: removeAds).first)
    await live.act(.operation(.refund(await live.resolver.reference(toTransaction: bought.id), .other)))
    await live.act(.restart)
    await live.act(.operation(.advance(.nextEvent)))
    return try await live.finish()
  }

  @Test func aRecordedSessionReplaysToTheSameFinalState() async throws {
    let text = try await recordedSession()
    #expect(
      text == """
        # Recorded with storefront. It replays the session and checks the state it ended in.
        catalog demo
        start 2026-01-01T00:00:00Z

        set ask-to-buy on
        buy \(themes)
        approve \(themes)
        set ask-to-buy off
        buy \(gems) quantity 3
        consume \(gems)
        buy \(cloud)
        advance 45d3h
        subscription cancel \(cloud)
        buy \(removeAds)
        refund \(removeAds)
        advance 13d21h

        # The state the session ended in:
        expect entitlements \(themes)
        expect balance \(gems) 2
        expect subscription "Cloud Storage" expired auto-renew off
        expect unfinished 0

        """)
  }

  @Test func theReplayFailsWhenTheStateIsChanged() async throws {
    let text = try await recordedSession()
    let withoutConsume = text.replacingOccurrences(of: "consume \(gems)\n", with: "")
    let (report, _) = try await ScenarioTesting.run(withoutConsume)
    let failure = try #require(report.failure)
    #expect(failure.step.source == "expect balance \(gems) 2")
    #expect(failure.outcome == .failed(ExpectationFailure(expected: "2", actual: "3")))
    #expect(try await ScenarioTesting.run(text).report.passed)
    let lessTime = text.replacingOccurrences(of: "advance 13d21h\n", with: "")
    #expect(try await ScenarioTesting.run(lessTime).report.failure?.step.source == "expect entitlements \(themes)")
  }

  @Test func timeIsRecordedAsItPassedWhateverMovedIt() {
    let start = Scenario.defaultStart
    var recorder = ScenarioRecorder(catalog: .file("../shop.storekit"), start: start)
    recorder.record(.restore, at: start)
    recorder.record(.advance(.nextEvent), at: start)
    recorder.record(.restore, at: start.addingTimeInterval(90.25))
    recorder.record(.reset, at: start.addingTimeInterval(5))
    recorder.record(.restore, at: start.addingTimeInterval(65))
    #expect(
      recorder.operations == [
        .restore, .advance(.by(SimulatedDuration(minutes: 1, seconds: 30, milliseconds: 250))), .restore, .reset,
        .advance(.by(SimulatedDuration(minutes: 1))), .restore,
      ])
    let state = RecordedState(
      time: start.addingTimeInterval(65), entitlements: [], balances: [:], subscriptions: [], unfinished: 0)
    let text = recorder.text(capturing: state)
    #expect(text.contains("catalog ../shop.storekit\nstart 2026-01-01T00:00:00Z\n"))
    #expect(text.hasSuffix("expect entitlements none\nexpect unfinished 0\n"))
  }

  @Test func transactionsAreNamedByProductUnlessOlder() async throws {
    var live = try await LiveSession()
    await live.act(.operation(.buy(productID: gems, options: PurchaseRequest(noFinish: false))))
    await live.act(.operation(.buy(productID: gems, options: PurchaseRequest())))
    #expect(await live.resolver.reference(toTransaction: 2) == .newest(productID: gems))
    #expect(await live.resolver.reference(toTransaction: 1) == .id(1))
    #expect(await live.resolver.reference(toTransaction: 99) == .id(99))
    #expect(await live.resolver.reference(toRequest: 5) == .id(5))
    _ = try await live.finish()
  }
}
