import Foundation
import StoreCatalog
import StoreEngine

/// Subscription periods and offers in plain words: "month", "2 weeks", "Free for 2 weeks".
enum PeriodText {
  /// "month", "2 months": the period after "per" or "/".
  static func long(_ period: SubscriptionPeriod) -> String {
    period.value == 1 ? unitName(period.unit) : "\(period.value) \(unitName(period.unit))s"
  }

  /// A period `count` times over: "2 weeks", "3 months".
  static func duration(_ period: SubscriptionPeriod, times count: Int = 1) -> String {
    let total = period.value * max(1, count)
    return total == 1 ? "1 \(unitName(period.unit))" : "\(total) \(unitName(period.unit))s"
  }

  /// "mo", "2 mo": the short form after a price in the list.
  static func short(_ period: SubscriptionPeriod) -> String {
    let unit =
      switch period.unit {
      case .day: "day"
      case .week: "wk"
      case .month: "mo"
      case .year: "yr"
      }
    return period.value == 1 ? unit : "\(period.value) \(unit)"
  }

  /// What an offer costs, in words: "Free for 2 weeks", "$4.99 for 2 months", "$0.99 / month for 3 months".
  static func offer(_ offer: Product.SubscriptionOffer) -> String {
    switch offer.paymentMode {
    case .freeTrial:
      "Free for \(duration(offer.period, times: offer.periodCount))"
    case .payUpFront:
      "\(offer.displayPrice) for \(duration(offer.period, times: offer.periodCount))"
    case .payAsYouGo:
      "\(offer.displayPrice) / \(long(offer.period)) for \(duration(offer.period, times: offer.periodCount))"
    }
  }

  private static func unitName(_ unit: SubscriptionPeriod.Unit) -> String {
    switch unit {
    case .day: "day"
    case .week: "week"
    case .month: "month"
    case .year: "year"
    }
  }
}

/// Dates and the sandbox clock in plain words, in the calendar the state carries.
enum DateText {
  /// "2026-01-01 12:00".
  static func minute(_ date: Date, in calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return "\(pad(parts.year, 4))-\(pad(parts.month))-\(pad(parts.day)) \(pad(parts.hour)):\(pad(parts.minute))"
  }

  /// "12:00:05".
  static func time(_ date: Date, in calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
    return "\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second))"
  }

  /// How fast the sandbox clock runs: "real time", "1 day every 5 s", "paused".
  static func rate(_ clock: SandboxClock) -> String {
    clock.isPaused ? "paused" : clock.timeRate.description
  }

  private static func pad(_ value: Int?, _ width: Int = 2) -> String {
    let text = String(value ?? 0)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
