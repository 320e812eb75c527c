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

  /// "in 3d 4h", "in 12m", "in 40s", "due now": how far ahead a moment is, in its two largest units.
  static func until(_ date: Date, from now: Date) -> String {
    let seconds = Int(date.timeIntervalSince(now).rounded(.down))
    guard seconds > 0 else { return "due now" }
    let units = [("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1)]
    guard let largest = units.firstIndex(where: { seconds >= $0.1 }) else { return "due now" }
    let (unit, size) = units[largest]
    var text = "in \(seconds / size)\(unit)"
    if largest + 1 < units.count {
      let (next, nextSize) = units[largest + 1]
      let rest = (seconds % size) / nextSize
      if rest > 0 { text += " \(rest)\(next)" }
    }
    return text
  }

  /// "12:00:05".
  static func time(_ date: Date, in calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
    return "\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second))"
  }

  /// How fast the sandbox clock runs: "real time", "1 day every 5 s", "paused".
  static func rate(_ clock: SandboxClock, language: Language) -> String {
    clock.isPaused ? language.say(en: "paused", zhHans: "已暂停") : ClockWords.rate(clock.timeRate, language: language)
  }

  private static func pad(_ value: Int?) -> String {
    value.map { $0 < 10 ? "0\($0)" : String($0) } ?? "00"
  }
}
