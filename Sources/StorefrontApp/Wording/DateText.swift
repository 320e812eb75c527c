import Foundation
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
    let span = shortSpan(seconds, language: language)
    return language.say(en: "in \(span)", zhHans: "\(span)后")
  }

  /// "3d 4h", "12m 5s", "40s" (Chinese "3 天 4 小时"): a span of time in its two largest units, rounded down; with
  /// `seconds` false, seconds show only under a minute ("12m"), so the span changes once a minute.
  static func shortSpan(_ interval: TimeInterval, language: Language, seconds showsSeconds: Bool = true) -> String {
    let seconds = max(0, Int(interval.rounded(.down)))
    let all = [
      (language.say(en: "d", zhHans: " 天"), 86_400), (language.say(en: "h", zhHans: " 小时"), 3_600),
      (language.say(en: "m", zhHans: " 分钟"), 60), (language.say(en: "s", zhHans: " 秒"), 1),
    ]
    let units = showsSeconds || seconds < 60 ? all : Array(all.dropLast())
    let largest = units.firstIndex { seconds >= $0.1 } ?? units.count - 1
    let (unit, size) = units[largest]
    var parts = ["\(seconds / size)\(unit)"]
    if largest + 1 < units.count {
      let (next, nextSize) = units[largest + 1]
      let rest = (seconds % size) / nextSize
      if rest > 0 { parts.append("\(rest)\(next)") }
    }
    return parts.joined(separator: " ")
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
