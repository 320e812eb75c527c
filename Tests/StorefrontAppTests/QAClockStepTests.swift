import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI
import Testing

@testable import StorefrontApp

/// The QA panel's "advance the clock" steps follow the time rate, as Apple's `SKTestSession.TimeRate` pages give
/// each rate's period lengths (monthlyRenewalEveryThirtySeconds: weekly 10 s, monthly 30 s, annually 6 min;
/// oneRenewalEveryTenSeconds: every period 10 s, "regardless of actual renewal periods"): at a fast rate a step of a
/// calendar month would run through thousands of renewals, so the steps are the rate's own periods.
@Suite struct QAClockStepTests {
  static func panel(rate: Int) throws -> AppState {
    var snapshot = AppFixtures.snapshot()
    snapshot.clock = .frozen(at: AppFixtures.start, timeRate: try #require(TimeRate(rawValue: rate)))
    var state = AppFixtures.state(snapshot: snapshot)
    AppFixtures.press(.character("3"), on: &state)
    return state
  }

  /// The steps' labels, real lengths and what Enter asks the executor for.
  static func steps(_ state: AppState) -> [(label: String, real: String, effects: [Effect])] {
    ClockStep.allCases.map { step in
      var pressed = state
      AppReducer.selectInQA(.advance(step), &pressed)
      let effects = AppFixtures.press(.enter, on: &pressed)
      return (
        QAControls.label(.advance(step), in: state), QAControls.value(.advance(step), in: state).text, effects
      )
    }
  }

  /// SKTestSession.TimeRate.realTime: calendar steps, as before rates existed.
  @Test func atRealTimeTheStepsAreCalendarUnits() throws {
    let steps = Self.steps(try Self.panel(rate: 0))
    #expect(steps.map(\.label) == ["Advance 1 hour", "Advance 1 day", "Advance 1 week", "Advance 1 month"])
    #expect(steps.map(\.real) == ["", "", "", ""], "real time needs no second figure")
    #expect(steps.map(\.effects).last == [.run(.advance(.by(SimulatedDuration(months: 1))))])
  }

  /// SKTestSession.TimeRate.monthlyRenewalEveryThirtySeconds: a week is 10 s, a month 30 s, a year 6 minutes.
  @Test func atAMonthEveryThirtySecondsTheStepsAreTheRatesPeriods() throws {
    let steps = Self.steps(try Self.panel(rate: 15))
    #expect(steps.map(\.label) == ["Advance 1 day", "Advance 1 week", "Advance 1 month", "Advance 1 year"])
    #expect(steps.map(\.real) == ["1 s", "10 s", "30 s", "6m"])
    #expect(
      steps.map(\.effects) == [1, 10, 30, 360].map { [.run(.advance(.by(SimulatedDuration(seconds: $0))))] })
  }

  /// SKTestSession.TimeRate.oneRenewalEveryTenSeconds: every period lasts 10 s, and billing retry twice that.
  @Test func atOneRenewalEveryTenSecondsTheStepsCountRenewals() throws {
    let steps = Self.steps(try Self.panel(rate: 1004))
    #expect(
      steps.map(\.label) == [
        "Advance half a renewal", "Advance 1 renewal", "Advance 2 renewals", "Advance 10 renewals",
      ])
    #expect(steps.map(\.real) == ["5 s", "10 s", "20 s", "1m 40s"])
    #expect(steps.map(\.effects)[1] == [.run(.advance(.by(SimulatedDuration(seconds: 10))))])
  }

  /// A day every second (SKTestSession.TimeRate's deprecated `oneSecondIsOneDay`): a month is 30 s, a year 365 s.
  @Test func atADayEverySecondTheStepsAreDaysOfTheRate() throws {
    let steps = Self.steps(try Self.panel(rate: 6))
    #expect(steps.map(\.real) == ["1 s", "7 s", "30 s", "6m 5s"])
  }

  /// The step a tester picked stays picked when the rate changes: the same line, moving by the new rate's length.
  @Test func theSelectionStaysOnItsLineWhenTheRateChanges() throws {
    var state = try Self.panel(rate: 0)
    AppReducer.selectInQA(.advance(.long), &state)
    state.snapshot?.clock.timeRate = try #require(TimeRate(rawValue: 1004))
    #expect(QAControls.selected(state) == .advance(.long))
    #expect(QAControls.label(.advance(.long), in: state) == "Advance 2 renewals")
  }
}
