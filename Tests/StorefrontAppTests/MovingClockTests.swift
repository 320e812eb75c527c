import Foundation
import StoreCatalog
import StoreEngine
import TerminalUI
import Testing

@testable import StorefrontApp

/// The clock moves on screen: while the sandbox clock runs, the program asks for one tick when the time it shows
/// next changes — the next minute at real time, the next second at a fast time rate (Apple's
/// `SKTestSession.TimeRate`: "monthly renewal every 30 seconds", where times to the minute would repeat) and on
/// the QA panel's clock — and none while nothing shown moves, so an idle screen costs no CPU.
@Suite struct MovingClockTests {
  static let program = StorefrontProgram(client: .unimplemented)

  /// The fixtures' state with a running clock at `rate`, seen `elapsed` seconds after it started.
  static func running(_ rate: TimeRate = .realTime, elapsed: TimeInterval, size: Size = Size(width: 100, height: 30))
    -> AppState
  {
    var snapshot = AppFixtures.snapshot()
    snapshot.clock = SandboxClock(timeRate: rate, now: AppFixtures.start)
    var state = AppFixtures.state(size: size, snapshot: snapshot)
    state.realNow = AppFixtures.start.addingTimeInterval(elapsed)
    return state
  }

  static func header(_ state: AppState) -> String {
    String(AppFixtures.frame(state).screen.text.split(separator: "\n")[0])
  }

  @Test func aPausedClockInStepNeedsNoTick() {
    #expect(Self.program.tickInterval(for: AppFixtures.state()) == nil)
  }

  @Test func atRealTimeTheHeaderShowsMinutesAndTicksAtTheNextOne() {
    let state = Self.running(elapsed: 30.25)
    #expect(Self.header(state).contains("2026-01-01 00:00 (real time)"))
    #expect(Self.program.tickInterval(for: state) == .milliseconds(29_755))
    var later = state
    later.realNow = AppFixtures.start.addingTimeInterval(60.005)
    #expect(Self.header(later).contains("2026-01-01 00:01"), "the tick's frame shows the new minute")
  }

  @Test func atAFastRateTheHeaderShowsSecondsAndTicksEverySecond() {
    let state = Self.running(.monthEvery(seconds: 30), elapsed: 7.5)
    #expect(Self.header(state).contains("2026-01-01 00:00:07"), "\(Self.header(state))")
    #expect(Self.program.tickInterval(for: state) == .milliseconds(505))
    var later = state
    later.realNow = AppFixtures.start.addingTimeInterval(8.005)
    #expect(Self.header(later).contains("2026-01-01 00:00:08"))
  }

  @Test func theQAPanelsClockAndCountdownsMoveEverySecond() {
    var state = Self.running(elapsed: 12.5)
    AppFixtures.press(.character("3"), on: &state)
    #expect(Self.program.tickInterval(for: state) == .milliseconds(505))
    #expect(AppFixtures.frame(state).screen.text.contains("2026-01-01 00:00:12"))
  }

  @Test func aPausedClockFallingBehindTicksWhenTheDriftShownChanges() {
    var state = AppFixtures.state(size: Size(width: 100, height: 30))
    state.realNow = AppFixtures.start.addingTimeInterval(20.25)
    #expect(Self.header(state).contains("20s behind"))
    #expect(Self.program.tickInterval(for: state) == .milliseconds(255), "at 20.5 s it shows 21s")
    state.realNow = AppFixtures.start.addingTimeInterval(45 * 60 + 10)
    #expect(Self.header(state).contains("45m behind"), "\(Self.header(state))")
    #expect(Self.program.tickInterval(for: state) == .milliseconds(49_505))
  }

  @Test func theSpinnerTicksFasterThanTheClock() throws {
    var state = Self.running(elapsed: 1)
    var snapshot = try #require(state.snapshot)
    snapshot.activities = [.restoring]
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    #expect(Self.program.tickInterval(for: state) == StorefrontProgram.spinnerInterval)
  }

  @Test func belowTheMinimumSizeNothingTicks() {
    var state = Self.running(elapsed: 1)
    _ = AppReducer.reduce(&state, .resized(Size(width: 40, height: 10)))
    #expect(Self.program.tickInterval(for: state) == nil)
  }
}
