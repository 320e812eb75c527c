import Foundation
import InterfaceLanguage
import StoreOperations
import Testing

@testable import StoreScenarios

@Suite struct ValueTests {
  let start = Scenario.defaultStart

  @Test(arguments: [
    ("90s", SimulatedDuration(seconds: 90)), ("15m", SimulatedDuration(minutes: 15)), ("2h", SimulatedDuration(hours: 2)),
    ("3d", SimulatedDuration(days: 3)), ("1w", SimulatedDuration(days: 7)), ("1mo", SimulatedDuration(months: 1)),
    ("1y", SimulatedDuration(years: 1)), ("1d12h", SimulatedDuration(days: 1, hours: 12)),
    ("250ms", SimulatedDuration(milliseconds: 250)),
    ("P1M", SimulatedDuration(months: 1)), ("P2W", SimulatedDuration(days: 14)),
    (
      "1y2mo3d4h5m6s7ms",
      SimulatedDuration(years: 1, months: 2, days: 3, hours: 4, minutes: 5, seconds: 6, milliseconds: 7)
    ),
  ])
  func durationsParse(_ text: String, _ expected: SimulatedDuration) {
    #expect(SimulatedDuration(text) == expected)
  }

  @Test(arguments: ["", "d", "1", "1x", "-1d", "1.5d", "1 d", "P0M", "PT1H", "9999999d", "1dd", "１d"])
  func notDurations(_ text: String) {
    #expect(SimulatedDuration(text) == nil)
  }

  @Test func durationsWriteBackTheWayTheyParse() {
    for text in ["1y2mo3d4h5m6s7ms", "1mo", "0s", "250ms"] {
      #expect(SimulatedDuration(text)?.description == text)
    }
    #expect(Language.en.duration(SimulatedDuration(days: 1, hours: 2).amounts) == "1 day 2 hours")
  }

  @Test func monthsAreCalendarMonthsInUTC() {
    let januaryEnd = ScenarioDate.parse("2026-01-31T00:00:00Z")!
    #expect(SimulatedDuration(months: 1).added(to: januaryEnd) == ScenarioDate.parse("2026-02-28T00:00:00Z"))
    #expect(SimulatedDuration(days: 1, hours: 12).added(to: start) == ScenarioDate.parse("2026-01-02T12:00:00Z"))
  }

  @Test func theDurationBetweenTwoInstantsReplaysToTheLaterOne() {
    let later = start.addingTimeInterval(3 * 86_400 + 3_723.456)
    let duration = SimulatedDuration.between(start, later)
    #expect(duration == SimulatedDuration(days: 3, hours: 1, minutes: 2, seconds: 3, milliseconds: 456))
    #expect(duration.added(to: start) == later)
    #expect(SimulatedDuration.between(later, start) == SimulatedDuration())
  }

  @Test func datesParseInUTCAndWriteBack() {
    #expect(ScenarioDate.parse("2026-01-01") == start)
    #expect(ScenarioDate.parse("2026-01-01T00:00:00Z") == start)
    #expect(ScenarioDate.parse("2026-01-01T09:30:00.250Z") == start.addingTimeInterval(9.5 * 3600 + 0.25))
    #expect(ScenarioDate.format(start) == "2026-01-01T00:00:00Z")
    #expect(ScenarioDate.format(start.addingTimeInterval(59.9996)) == "2026-01-01T00:01:00Z")
    #expect(ScenarioDate.format(start.addingTimeInterval(0.25)) == "2026-01-01T00:00:00.250Z")
  }

  @Test(arguments: [
    "2026-02-30", "2026-13-01", "2026-00-10", "2026-1-01", "26-01-01", "2026-01-01T24:00:00Z", "2026-01-01T10:60:00Z",
    "2026-01-01T10:00:00", "2026-01-01 10:00:00Z", "1969-12-31", "2026-01-01T10:00:00.5Z", "tomorrow", "",
  ])
  func notDates(_ text: String) {
    #expect(ScenarioDate.parse(text) == nil)
  }

  @Test func suggestionsFindTyposAndCase() {
    #expect(Suggestion.closest(to: "by", in: ["buy", "cancel"]) == "buy")
    #expect(Suggestion.closest(to: "EXPECT", in: ["expect"]) == "expect")
    #expect(Suggestion.closest(to: "zzzzzz", in: ["buy", "cancel"]) == nil)
    #expect(WordList.alternatives(["a"], in: .en) == "a")
    #expect(WordList.alternatives(["a", "b"], in: .en) == "a or b")
    #expect(WordList.alternatives(["a", "b", "c"], in: .en) == "one of a, b or c")
    #expect(WordList.alternatives((1...10).map(String.init), in: .en) == "one of 1, 2, 3, 4, 5, 6, 7, 8, …")
    #expect(WordList.alternatives(["a", "b"], in: .zhHans) == "a 或 b")
    #expect(WordList.alternatives(["a", "b", "c"], in: .zhHans) == "a、b 或 c 之一")
    #expect(WordList.alternatives((1...10).map(String.init), in: .zhHans) == "1、2、3、4、5、6、7、8、…之一")
  }
}
