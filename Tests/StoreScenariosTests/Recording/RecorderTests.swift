import Foundation
import StoreEngine
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
      session = ScenarioSession(sandbox: sandbox)
      recorder = ScenarioRecorder(catalog: .shipped("demo"), start: await sandbox.now)
    }

    /// Does what a person does in the TUI, and records it.
    mutating func act(_ action: ScenarioAction, sourceLocation: SourceLocation = #_sourceLocation) async {
      let time = await sandbox.now
      let step = ScenarioStep(line: 0, source: StatementFormatter.line(.action(action)), statement: .action(action))
      let result = await session.perform(step)
      #expect(!result.outcome.stopsScenario, "\(result.outcome)", sourceLocation: sourceLocation)
      recorder.record(action, at: action == .reset ? await sandbox.now : time)
    }

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
    await live.act(.set(.askToBuy(true)))
    await live.act(.buy(productID: themes, options: PurchaseRequest()))
    let request = try #require(try await live.sandbox.purchaseRequests().first)
    await live.act(.approve(try await ScenarioRecorder.reference(toRequest: request.id, in: live.sandbox)))
    await live.act(.set(.askToBuy(false)))
    await live.act(.buy(productID: gems, options: PurchaseRequest(quantity: 3)))
    await live.act(.consume(productID: gems, amount: 1))
    await live.act(.buy(productID: cloud, options: PurchaseRequest()))
    await live.act(.advance(.by(ScenarioDuration(days: 45, hours: 3))))
    await live.act(.subscription(.cancel, SubscriptionReference(cloud)))
    await live.act(.buy(productID: removeAds, options: PurchaseRequest()))
    let bought = try #require(try await live.sandbox.transactions(forProduct: removeAds).first)
    await live.act(.refund(try await ScenarioRecorder.reference(toTransaction: bought.id, in: live.sandbox), .other))
    await live.act(.restart)
    await live.act(.advance(.nextEvent))
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
        restart
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
      recorder.actions == [
        .restore, .advance(.by(ScenarioDuration(minutes: 1, seconds: 30, milliseconds: 250))), .restore, .reset,
        .advance(.by(ScenarioDuration(minutes: 1))), .restore,
      ])
    let state = RecordedState(
      time: start.addingTimeInterval(65), entitlements: [], balances: [:], subscriptions: [], unfinished: 0)
    let text = recorder.text(capturing: state)
    #expect(text.contains("catalog ../shop.storekit\nstart 2026-01-01T00:00:00Z\n"))
    #expect(text.hasSuffix("expect entitlements none\nexpect unfinished 0\n"))
  }

  @Test func transactionsAreNamedByProductUnlessOlder() async throws {
    var live = try await LiveSession()
    await live.act(.buy(productID: gems, options: PurchaseRequest(noFinish: false)))
    await live.act(.buy(productID: gems, options: PurchaseRequest()))
    #expect(try await ScenarioRecorder.reference(toTransaction: 2, in: live.sandbox) == .newest(productID: gems))
    #expect(try await ScenarioRecorder.reference(toTransaction: 1, in: live.sandbox) == .id(1))
    #expect(try await ScenarioRecorder.reference(toTransaction: 99, in: live.sandbox) == .id(99))
    #expect(try await ScenarioRecorder.reference(toRequest: 5, in: live.sandbox) == .id(5))
    _ = try await live.finish()
  }
}
