import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations

/// One of the QA panel's four "advance the clock" steps, smallest first. How far each moves follows the time rate,
/// as Xcode's StoreKit Testing shortens periods while the clock keeps real time (`SKTestSession.TimeRate`): a step of
/// a calendar month is useless when a subscription renews every 10 s, so each rate gets the steps a tester needs.
///
/// - real time: 1 hour, 1 day, 1 week, 1 month (calendar units).
/// - a day every D, or a month every M: 1 day, 1 week, 1 month and 1 year of the rate's periods, each as long in
///   real time as the rate makes that period (`SubscriptionTimes`: at "1 month every 30 s" a week is 10 s).
/// - a renewal every S, whatever the period: half a renewal (S/2), 1 renewal (S), 2 renewals (2 S: billing retry's
///   whole length at that rate) and 10 renewals.
enum ClockStep: Int, Hashable, Sendable, CaseIterable {
  case shortest, short, long, longest

  /// What the step moves the clock by at `rate`, said in simulated time, and how long that is in real time (nil at
  /// real time, where the two are the same).
  struct Move: Hashable, Sendable {
    var duration: SimulatedDuration
    var label: String
    var realTime: TimeInterval?
  }

  func move(at rate: TimeRate, language: Language) -> Move {
    switch rate {
    case .realTime:
      let units = [
        (SimulatedDuration(hours: 1), language.say(en: "1 hour", zhHans: "1 小时")),
        (SimulatedDuration(days: 1), language.say(en: "1 day", zhHans: "1 天")),
        (SimulatedDuration(days: 7), language.say(en: "1 week", zhHans: "1 周")),
        (SimulatedDuration(months: 1), language.say(en: "1 month", zhHans: "1 个月")),
      ]
      return Move(duration: units[rawValue].0, label: units[rawValue].1, realTime: nil)
    case .renewalEvery(let seconds):
      let (count, label): (Double, String) =
        switch self {
        case .shortest: (0.5, language.say(en: "half a renewal", zhHans: "半个续期"))
        case .short: (1, language.say(en: "1 renewal", zhHans: "1 次续期"))
        case .long: (2, language.say(en: "2 renewals", zhHans: "2 次续期"))
        case .longest: (10, language.say(en: "10 renewals", zhHans: "10 次续期"))
        }
      return Self.move(seconds * count, label: label)
    case .dayEvery, .monthEvery:
      let (period, label): (SubscriptionPeriod, String) =
        switch self {
        case .shortest: (SubscriptionPeriod(value: 1, unit: .day), language.say(en: "1 day", zhHans: "1 天"))
        case .short: (.weekly, language.say(en: "1 week", zhHans: "1 周"))
        case .long: (.monthly, language.say(en: "1 month", zhHans: "1 个月"))
        case .longest: (SubscriptionPeriod(value: 1, unit: .year), language.say(en: "1 year", zhHans: "1 年"))
        }
      let start = Date(timeIntervalSince1970: 0)
      return Self.move(SubscriptionTimes(timeRate: rate).end(of: period, from: start).timeIntervalSince(start), label: label)
    }
  }

  /// A move of `seconds` of real time, to the millisecond.
  private static func move(_ seconds: TimeInterval, label: String) -> Move {
    let milliseconds = Int((seconds * 1000).rounded())
    let duration = SimulatedDuration(seconds: milliseconds / 1000, milliseconds: milliseconds % 1000)
    return Move(duration: duration, label: label, realTime: Double(milliseconds) / 1000)
  }

  /// How long a move lasts in real time, for the panel's value column: "10 s", "500 ms" under a minute, else its
  /// two largest units ("5m", "12h 10m", "15d 5h"; "15 天 5 小时").
  static func realTime(_ seconds: TimeInterval, language: Language) -> String {
    seconds < 60
      ? language.duration(seconds: seconds, .brief(largest: .seconds))
      : language.duration(seconds: seconds.rounded(), .compact(seconds: true))
  }
}
