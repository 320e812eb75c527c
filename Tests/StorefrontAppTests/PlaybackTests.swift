import Foundation
import InterfaceLanguage
import StoreEngine
import StoreOperations
import StoreScenarios
import TerminalUI
import Testing

@testable import StorefrontApp

/// Playing a scenario in the storefront: one statement at a time at the pace, pause and step, a failed
/// expectation stopping with a dialog, a summary at the end, and a store nobody but the scenario acts on.
@Suite struct PlaybackTests {
  static let steps = [
    ScenarioStep(line: 3, source: "set ask-to-buy on", statement: .operation(.set(.askToBuy(true)))),
    ScenarioStep(line: 5, source: "buy themes", statement: .operation(.buy(productID: "themes", options: PurchaseRequest()))),
    ScenarioStep(line: 6, source: "expect result pending", statement: .expectation(.result(.pending))),
  ]

  static func playing(pace: Duration = .seconds(1)) -> AppState {
    var state = AppState(
      catalogName: "demo", size: Size(width: 80, height: 24), language: .en, timeZone: AppFixtures.utc, now: AppFixtures.start)
    state.playback = PlaybackState(file: "ask.scenario", steps: steps, pace: pace)
    return state
  }

  static func result(_ index: Int, _ outcome: StepOutcome) -> StepResult {
    StepResult(step: steps[index], description: "statement \(index)", outcome: outcome)
  }

  @Test func statementsRunOneAtATimeAtThePace() {
    var state = Self.playing()
    #expect(AppReducer.reduce(&state, .store(.storeOpened)) == [.schedulePlayback(timer: 1, after: .seconds(1))])
    #expect(state.modal == nil, "no loading overlay before the app launches")
    #expect(EmptyStateView.content(state).heading == "The app has not launched yet")
    #expect(AppReducer.reduce(&state, .store(.playbackDue(timer: 1))) == [.playStep(Self.steps[0])])
    #expect(AppReducer.reduce(&state, .store(.playbackDue(timer: 1))).isEmpty, "one statement at a time")
    let next = AppReducer.reduce(&state, .store(.stepPlayed(Self.result(0, .done("")))))
    #expect(next == [.schedulePlayback(timer: 2, after: .seconds(1))])
    _ = AppReducer.reduce(&state, .store(.playbackDue(timer: 2)))
    _ = AppReducer.reduce(&state, .store(.stepPlayed(Self.result(1, .done("pending")))))
    _ = AppReducer.reduce(&state, .store(.playbackDue(timer: 3)))
    #expect(AppReducer.reduce(&state, .store(.stepPlayed(Self.result(2, .passed)))).isEmpty)
    #expect(state.playback?.phase == .finished)
    guard case .result(let dialog) = state.modal else {
      Issue.record("expected the summary")
      return
    }
    #expect(dialog.kind == .success && dialog.message.hasPrefix("ask.scenario passed: 3 statements, 1 expectations"))
  }

  @Test func aFailedExpectationStopsWithWhatWasExpected() {
    var state = Self.playing()
    _ = AppReducer.reduce(&state, .store(.storeOpened))
    state.playback?.results = [Self.result(0, .done("")), Self.result(1, .done(""))]
    let failure = ExpectationFailure(expected: "pending", actual: "purchased")
    #expect(AppReducer.reduce(&state, .store(.stepPlayed(Self.result(2, .failed(failure))))).isEmpty)
    #expect(state.playback?.phase == .failed && state.playback?.report.failure != nil)
    #expect(
      state.modal
        == .result(
          ResultDialog(
            kind: .failure, title: "Expectation failed",
            message: "Line 6: expect result pending\nexpected: pending\nactual:   purchased\n\nClose this to look "
              + "around (the other tabs show the state it ended in); q quits.")))
  }

  @Test func pauseIgnoresTheTimerAndStepPlaysOne() {
    var state = Self.playing()
    _ = AppReducer.reduce(&state, .store(.storeOpened))
    #expect(AppFixtures.press(.character("s"), on: &state) == [.expireToast(id: 1, after: .seconds(4))])
    #expect(state.toast.message?.text == "Pause first (p), then s plays one statement at a time")
    AppFixtures.press(.character("p"), on: &state)
    #expect(state.playback?.phase == .paused)
    #expect(AppReducer.reduce(&state, .store(.playbackDue(timer: 1))).isEmpty, "the old timer is ignored")
    #expect(AppFixtures.press(.character("s"), on: &state) == [.playStep(Self.steps[0])])
    #expect(AppReducer.reduce(&state, .store(.stepPlayed(Self.result(0, .done(""))))).isEmpty, "still paused")
    #expect(AppFixtures.press(.character("p"), on: &state) == [.playStep(Self.steps[1])], "playing on at once")
  }

  @Test func theStoreIsReadOnlyWhileAScenarioPlays() {
    var state = AppFixtures.state()
    state.playback = PlaybackState(file: "ask.scenario", steps: Self.steps, pace: .zero)
    for key in ["b", "r", "R", "u"] {
      #expect(AppFixtures.press(.character(Character(key)), on: &state).allSatisfy { effect in
        if case .expireToast = effect { return true }
        return false
      })
    }
    #expect(state.toast.message?.text == "A scenario is playing: only the scenario acts on the store.")
    AppFixtures.press(.character("3"), .enter, on: &state)
    #expect(state.modal == nil && state.toast.message?.text == "A scenario is playing: only the scenario acts on the store.")
    #expect(KeyScope.stack(for: state) == [.playback, .qaPanel, .main, .always])
  }

  @Test func theBannerSaysWhereThePlayingStands() {
    var playback = PlaybackState(file: "ask.scenario", steps: Self.steps, pace: .zero)
    playback.phase = .playing
    playback.isPerforming = true
    let running = PlaybackText.banner(playback, glyphs: .unicode, language: .en).map { $0.segments.map(\.text).joined() }
    #expect(running == ["▶ Playing ask.scenario · statement 1 of 3", "line 3  … set ask-to-buy on"])
    let chinese = PlaybackText.banner(playback, glyphs: .unicode, language: .zhHans).map {
      $0.segments.map(\.text).joined()
    }
    #expect(chinese == ["▶ 正在播放 ask.scenario · 第 1 条语句，共 3 条", "第 3 行  … set ask-to-buy on"])
    playback.isPerforming = false
    playback.results = [Self.result(0, .done("")), Self.result(1, .done("pending: request 1 waits"))]
    let done = PlaybackText.banner(playback, glyphs: .unicode, language: .en).map { $0.segments.map(\.text).joined() }
    #expect(done[1] == "line 5  statement 1 → pending: request 1 waits")
  }

  @Test func theProductAStatementNamesIsSelected() {
    var state = AppFixtures.state()
    let step = ScenarioStep(
      line: 2, source: "buy removeads quantity 1", statement: .operation(.buy(productID: "removeads", options: PurchaseRequest())))
    state.playback = PlaybackState(file: "x.scenario", steps: [step], pace: .zero)
    state.playback?.phase = .playing
    #expect(AppReducer.reduce(&state, .store(.playbackDue(timer: 0))) == [.playStep(step)])
    #expect(state.selectedProductID == "removeads")
  }
}
