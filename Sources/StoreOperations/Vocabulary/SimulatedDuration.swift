public import FoundationEssentials
public import InterfaceLanguage
import StoreCatalog

/// A length of simulated time as people write it — in scenarios, on the command line and in the QA panel's prompt:
/// `90s`, `15m`, `2h`, `3d`, `1w`, `1mo`, `1y`, combinations like `1d12h`, milliseconds (`250ms`), or a one-unit
/// ISO 8601 period (`P1M`).
///
/// Months and years are calendar units (UTC), so `1mo` from January 31st lands on the last day of
/// February, as renewals do.
public struct SimulatedDuration: Sendable, Hashable, CustomStringConvertible {
  public var years = 0
  public var months = 0
  public var days = 0
  public var hours = 0
  public var minutes = 0
  public var seconds = 0
  public var milliseconds = 0

  public init(
    years: Int = 0, months: Int = 0, days: Int = 0, hours: Int = 0, minutes: Int = 0, seconds: Int = 0,
    milliseconds: Int = 0
  ) {
    self.years = years
    self.months = months
    self.days = days
    self.hours = hours
    self.minutes = minutes
    self.seconds = seconds
    self.milliseconds = milliseconds
  }

  /// The units a duration is written in, by suffix, tried in this order (`mo` and `ms` before `m`).
  private enum Unit: String, CaseIterable {
    case y, mo, w, d, h, ms, m, s
  }

  private mutating func add(_ number: Int, _ unit: Unit) {
    switch unit {
    case .y: years += number
    case .mo: months += number
    case .w: days += 7 * number
    case .d: days += number
    case .h: hours += number
    case .ms: milliseconds += number
    case .m: minutes += number
    case .s: seconds += number
    }
  }

  /// Parses a duration; nil when the text is not one. Amounts are whole numbers up to 100 000 each.
  public init?(_ text: String) {
    if let period = SubscriptionPeriod(iso8601: text) {
      switch period.unit {
      case .day: days = period.value
      case .week: days = 7 * period.value
      case .month: months = period.value
      case .year: years = period.value
      }
      return
    }
    var rest = Substring(text)
    guard !rest.isEmpty else { return nil }
    while !rest.isEmpty {
      let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
      guard !digits.isEmpty, digits.count <= 6, let number = Int(digits), number <= 100_000 else { return nil }
      rest = rest.dropFirst(digits.count)
      guard let unit = Unit.allCases.first(where: { rest.hasPrefix($0.rawValue) }) else { return nil }
      rest = rest.dropFirst(unit.rawValue.count)
      add(number, unit)
    }
  }

  /// The duration written back the way it parses: `1mo`, `2d3h`, `0s` for nothing.
  public var description: String {
    let parts: [(Int, String)] = [
      (years, "y"), (months, "mo"), (days, "d"), (hours, "h"), (minutes, "m"), (seconds, "s"), (milliseconds, "ms"),
    ]
    let text = parts.filter { $0.0 != 0 }.map { "\($0.0)\($0.1)" }.joined()
    return text.isEmpty ? "0s" : text
  }

  /// The amount of each unit, largest first, for `Language.duration(_:)` to spell out: `1 month`, `2 天 3 小时`.
  public var amounts: [(DurationUnit, Int)] {
    [
      (.years, years), (.months, months), (.days, days), (.hours, hours), (.minutes, minutes), (.seconds, seconds),
      (.milliseconds, milliseconds),
    ]
  }

  /// The Gregorian calendar in UTC, for every date computation on simulated time.
  public static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// `date` moved forward by this duration, in UTC calendar arithmetic.
  public func added(to date: Date) -> Date {
    let components = DateComponents(
      year: years, month: months, day: days, hour: hours, minute: minutes, second: seconds,
      nanosecond: milliseconds * 1_000_000)
    return Self.calendar.date(byAdding: components, to: date) ?? date
  }

  /// The duration between two instants as days, hours, minutes, seconds and milliseconds (rounded up to
  /// the millisecond, so replaying it never stops short of the later instant).
  public static func between(_ earlier: Date, _ later: Date) -> SimulatedDuration {
    let exact = max(0, later.timeIntervalSince(earlier)) * 1000
    var remaining = Int(abs(exact - exact.rounded()) < 0.001 ? exact.rounded() : exact.rounded(.up))
    var duration = SimulatedDuration()
    duration.days = remaining / 86_400_000
    remaining %= 86_400_000
    duration.hours = remaining / 3_600_000
    remaining %= 3_600_000
    duration.minutes = remaining / 60_000
    remaining %= 60_000
    duration.seconds = remaining / 1000
    duration.milliseconds = remaining % 1000
    return duration
  }
}
