public import Foundation
public import StoreCatalog
import StoreEngine

/// Subscription periods and payment modes in plain words: "month", "2 weeks", "pay as you go" — for the
/// storefront's details, the command line and outcomes alike (offers are `OfferWords`').
public enum PeriodWords {
  /// "month", "2 months": the period after "per" or "/".
  public static func long(_ period: SubscriptionPeriod) -> String {
    period.value == 1 ? unitName(period.unit) : "\(period.value) \(unitName(period.unit))s"
  }

  /// A period `count` times over: "2 weeks", "3 months".
  public static func duration(_ period: SubscriptionPeriod, times count: Int = 1) -> String {
    let total = period.value * max(1, count)
    return total == 1 ? "1 \(unitName(period.unit))" : "\(total) \(unitName(period.unit))s"
  }

  /// "mo", "2 mo": the short form after a price in the list.
  public static func short(_ period: SubscriptionPeriod) -> String {
    let unit =
      switch period.unit {
      case .day: "day"
      case .week: "wk"
      case .month: "mo"
      case .year: "yr"
      }
    return period.value == 1 ? unit : "\(period.value) \(unit)"
  }

  /// "free trial", "pay as you go", "pay up front".
  public static func paymentMode(_ mode: SubscriptionOffer.PaymentMode) -> String {
    switch mode {
    case .freeTrial: "free trial"
    case .payAsYouGo: "pay as you go"
    case .payUpFront: "pay up front"
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

/// Dates in plain words, in a calendar (UTC unless a view shows local time): "2026-01-01 12:00".
public enum DateWords {
  /// "2026-01-01 12:00".
  public static func minute(_ date: Date, in calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return "\(pad(parts.year, 4))-\(pad(parts.month))-\(pad(parts.day)) \(pad(parts.hour)):\(pad(parts.minute))"
  }

  /// "2026-01-01 12:00:05".
  public static func second(_ date: Date, in calendar: Calendar) -> String {
    "\(minute(date, in: calendar)):\(pad(calendar.component(.second, from: date)))"
  }

  static func pad(_ value: Int?, _ width: Int = 2) -> String {
    let text = String(value ?? 0)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
