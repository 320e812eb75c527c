import Testing

@testable import TerminalUI

@Suite struct TickScheduleTests {
  let start = ContinuousClock.now

  @Test func noIntervalMeansNoTimeout() {
    let schedule = TickSchedule()
    #expect(schedule.pollTimeout(now: start) == -1)
  }

  @Test func ticksComeOnRhythmAndSkipWhatWasMissed() {
    var schedule = TickSchedule()
    schedule.update(to: .milliseconds(80), now: start)
    #expect(schedule.pollTimeout(now: start) == 80)
    #expect(schedule.pollTimeout(now: start + .microseconds(79_500)) == 1)
    let early = schedule.fire(now: start + .milliseconds(79))
    #expect(!early)
    let onTime = schedule.fire(now: start + .milliseconds(80))
    #expect(onTime)
    #expect(schedule.pollTimeout(now: start + .milliseconds(80)) == 80)
    let late = schedule.fire(now: start + .milliseconds(1000))
    #expect(late)
    #expect(schedule.pollTimeout(now: start + .milliseconds(1000)) == 80)
  }

  @Test func settingTheSameIntervalKeepsTheRhythm() {
    var schedule = TickSchedule()
    schedule.update(to: .milliseconds(80), now: start)
    schedule.update(to: .milliseconds(80), now: start + .milliseconds(50))
    #expect(schedule.pollTimeout(now: start + .milliseconds(50)) == 30)
    schedule.update(to: nil, now: start + .milliseconds(60))
    #expect(schedule.pollTimeout(now: start + .milliseconds(60)) == -1)
    let afterStop = schedule.fire(now: start + .seconds(5))
    #expect(!afterStop)
  }
}
