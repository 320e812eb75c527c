public import FoundationEssentials
public import StoreCatalog

/// How long subscription periods, billing grace periods and billing retry last at a time rate, as Xcode's StoreKit
/// Testing makes them: the clock keeps real time and the periods shrink, each by the table on Apple's
/// `SKTestSession.TimeRate` page for its rate (a weekly period is not a quarter of a monthly one).
///
/// - `realTime`: calendar periods; grace 6 days for weekly subscriptions, 16 days otherwise; billing retry 60 days.
/// - `monthlyRenewalEvery…`: a month lasts the rate's interval M, longer periods that many months, a year 12 M;
///   a week lasts the table's weekly time W (15 min at one hour, 10 s at 30 s), a day W/7. Grace lasts 6/7 W for
///   weekly subscriptions and M/2 otherwise (so a day of grace is W/7 or M/32); billing retry 2 M.
/// - `oneRenewalEvery…` (fixed): every period lasts the interval S; grace S for every period (taken as the 16-day
///   grace, so a day of a chosen length is S/16); billing retry 2 S.
/// - the deprecated `…IsOneDay` rates: a day lasts the rate's interval D, a month 30 D, a year 365 D.
///
/// The same scale gives the continuity threshold of `recentSubscriptionStartDate` (60 days in production): at
/// `monthlyRenewalEveryFiveMinutes`, the sandbox's own rate, it comes to the 10 minutes Apple documents.
public struct SubscriptionTimes: Sendable, Hashable {
  public var timeRate: TimeRate

  public init(timeRate: TimeRate) {
    self.timeRate = timeRate
  }

  /// Xcode's weekly renewal time for each `monthlyRenewalEvery…` interval (from Apple's tables).
  static let weeklyTimes: [Double: TimeInterval] = [3600: 900, 1800: 600, 900: 300, 300: 180, 30: 10]

  static let day: TimeInterval = 86_400

  /// When `count` periods that start at `start` end.
  public func end(of period: SubscriptionPeriod, count: Int = 1, from start: Date) -> Date {
    let times = Double(period.value * count)
    switch timeRate {
    case .realTime:
      return Self.calendar.date(byAdding: period.dateComponents(times: count), to: start) ?? start
    case .renewalEvery(let seconds):
      return start.addingTimeInterval(seconds * Double(count))
    case .dayEvery(let seconds):
      return start.addingTimeInterval(seconds * Double(period.approximateDays * count))
    case .monthEvery(let month):
      let week = Self.weekly(forMonth: month)
      return switch period.unit {
      case .day: start.addingTimeInterval((week / 7 * times).rounded())
      case .week: start.addingTimeInterval(week * times)
      case .month: start.addingTimeInterval(month * times)
      case .year: start.addingTimeInterval(12 * month * times)
      }
    }
  }

  /// How long a billing grace period lasts for a subscription of `period`: Xcode's default (6 days for weekly
  /// subscriptions, 16 days otherwise) or the length chosen in App Store Connect, scaled by the rate.
  public func gracePeriod(for period: SubscriptionPeriod, length: GracePeriodLength? = nil) -> TimeInterval {
    let isWeekly = period.approximateDays < 30
    let days = Double(length?.rawValue ?? (isWeekly ? 6 : 16))
    switch timeRate {
    case .realTime:
      return days * Self.day
    case .renewalEvery(let seconds):
      return length.map { (seconds * Double($0.rawValue) / 16).rounded() } ?? seconds
    case .dayEvery(let seconds):
      return seconds * days
    case .monthEvery(let month):
      let perDay = isWeekly ? Self.weekly(forMonth: month) / 7 : month / 32
      return (perDay * days).rounded()
    }
  }

  /// How long the App Store retries a failed renewal before the subscription expires (60 days in real time).
  public var billingRetryPeriod: TimeInterval { sixtyDays }

  /// The longest lapse in paid service that `recentSubscriptionStartDate` ignores (60 days in real time).
  public var continuityThreshold: TimeInterval { sixtyDays }

  private var sixtyDays: TimeInterval {
    switch timeRate {
    case .realTime: 60 * Self.day
    case .renewalEvery(let seconds): 2 * seconds
    case .dayEvery(let seconds): 60 * seconds
    case .monthEvery(let month): 2 * month
    }
  }

  /// The weekly renewal time at a `monthlyRenewalEvery…` interval; proportional for an interval Xcode has not.
  static func weekly(forMonth month: TimeInterval) -> TimeInterval {
    weeklyTimes[month] ?? month * 7 / 30
  }

  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
}

extension SubscriptionPeriod {
  /// The period as calendar components, repeated `times`.
  func dateComponents(times: Int = 1) -> DateComponents {
    switch unit {
    case .day: DateComponents(day: value * times)
    case .week: DateComponents(day: 7 * value * times)
    case .month: DateComponents(month: value * times)
    case .year: DateComponents(year: value * times)
    }
  }
}
