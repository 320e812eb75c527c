import FoundationEssentials
import InterfaceLanguage
import StoreEngine
import StoreOperations

/// Dates and the sandbox clock as the storefront's narrow columns and timeline show them, in the calendar the state
/// carries (full dates come from `DateWords`).
enum DateText {
  /// "01-01 12:00": a date of this year or near it, where columns are narrow.
  static func short(_ date: Date, in calendar: Calendar) -> String {
    String(DateWords.minute(date, in: calendar).dropFirst(5))
  }

  /// "in 3d 4h", "in 12m", "in 40s", "due now" ("3 天 4 小时后", "即将发生"): how far ahead a moment is, in its two
  /// largest units.
  static func until(_ date: Date, from now: Date, in language: Language) -> String {
    let seconds = date.timeIntervalSince(now).rounded(.down)
    guard seconds >= 1 else { return language.say(en: "due now", zhHans: "即将发生") }
    let span = language.duration(seconds: seconds, .compact(seconds: true))
    return language.say(en: "in \(span)", zhHans: "\(span)后")
  }

  /// "12:00:05".
  static func time(_ date: Date, in calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
    return "\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second))"
  }

  /// How fast the sandbox clock runs: "real time", "1 day every 5 s", "paused".
  static func rate(_ clock: SandboxClock, language: Language) -> String {
    clock.isPaused ? paused.text(in: language) : ClockWords.rate(clock.timeRate, language: language)
  }

  /// Whether the sandbox clock moves, where the panel and the timeline say so.
  static let paused = Phrase(en: "paused", zhHans: "已暂停")
  static let running = Phrase(en: "running", zhHans: "运行中")

  private static func pad(_ value: Int?) -> String {
    value.map { $0 < 10 ? "0\($0)" : String($0) } ?? "00"
  }
}
