public import FoundationEssentials
import StoreOperations

/// Instants as scenarios write them, always in UTC: `2026-01-01`, `2026-01-01T09:30:00Z`, or with
/// milliseconds, `2026-01-01T09:30:00.250Z`. Parsed by hand, so any input is safe.
public enum ScenarioDate {
  /// The Gregorian calendar in UTC, for every date computation scenarios make.
  public static let calendar = SimulatedDuration.calendar

  /// The instant a text names; nil when it is not one of the accepted forms or not a real date.
  public static func parse(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count == 10 || bytes.count == 20 || bytes.count == 24 else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        guard bytes[index] >= 48, bytes[index] <= 57 else { return nil }
        value = value * 10 + Int(bytes[index] - 48)
      }
      return value
    }
    func byte(_ index: Int, is character: Character) -> Bool { bytes[index] == character.asciiValue }
    guard byte(4, is: "-"), byte(7, is: "-"), let year = number(0..<4), let month = number(5..<7),
      let day = number(8..<10)
    else { return nil }
    var components = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0, second: 0, nanosecond: 0)
    if bytes.count > 10 {
      guard byte(10, is: "T"), byte(13, is: ":"), byte(16, is: ":"), byte(bytes.count - 1, is: "Z"),
        let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
        hour < 24, minute < 60, second < 60
      else { return nil }
      components.hour = hour
      components.minute = minute
      components.second = second
      if bytes.count == 24 {
        guard byte(19, is: "."), let milliseconds = number(20..<23) else { return nil }
        components.nanosecond = milliseconds * 1_000_000
      }
    }
    guard (1...12).contains(month), (1...31).contains(day), year >= 1970,
      let date = calendar.date(from: components),
      calendar.component(.day, from: date) == day
    else { return nil }
    return date
  }

  /// The instant written back in the longest form it needs: `2026-01-01T00:00:00Z`, with `.mmm` when it
  /// has milliseconds.
  public static func format(_ date: Date) -> String {
    let total = Int((date.timeIntervalSince1970 * 1000).rounded())
    let milliseconds = total % 1000
    let whole = Date(timeIntervalSince1970: TimeInterval((total - milliseconds) / 1000))
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: whole)
    func pad(_ value: Int?, _ width: Int) -> String {
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    let base =
      "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))T\(pad(parts.hour, 2)):\(pad(parts.minute, 2)):\(pad(parts.second, 2))"
    return milliseconds == 0 ? base + "Z" : base + ".\(pad(milliseconds, 3))Z"
  }
}
