public import FoundationEssentials
public import InterfaceLanguage
public import StoreCatalog
import StoreEngine

/// Subscription periods and payment modes in plain words: "month", "2 weeks", "pay as you go" — for the
/// storefront's details, the command line and outcomes alike (offers are `OfferWords`'). Chinese by rule, with a
/// space between the number and its measure word as Chinese typesetting puts between digits and Han characters:
/// "月", "2 周", "随用随付".
public enum PeriodWords {
  /// "month", "2 months": the period after "per" or "/"; "月", "2 个月" in Chinese.
  public static func long(_ period: SubscriptionPeriod, language: Language) -> String {
    period.value == 1 ? unit(period.unit, language: language) : duration(period, language: language)
  }

  /// A period `count` times over: "2 weeks", "3 months"; "2 周", "3 个月" (with the measure word 个 for months).
  public static func duration(_ period: SubscriptionPeriod, times count: Int = 1, language: Language) -> String {
    let n = period.value * max(1, count)
    return switch period.unit {
    case .day: language.say(en: Language.english(n, one: "1 day", other: "\(n) days"), zhHans: "\(n)天")
    case .week: language.say(en: Language.english(n, one: "1 week", other: "\(n) weeks"), zhHans: "\(n)周")
    case .month: language.say(en: Language.english(n, one: "1 month", other: "\(n) months"), zhHans: "\(n)个月")
    case .year: language.say(en: Language.english(n, one: "1 year", other: "\(n) years"), zhHans: "\(n)年")
    }
  }

  /// "mo", "2 mo": the short form after a price in the list; "月", "2 个月" in Chinese, which has no shorter form.
  public static func short(_ period: SubscriptionPeriod, language: Language) -> String {
    guard language == .en else { return long(period, language: language) }
    let unit =
      switch period.unit {
      case .day: "day"
      case .week: "wk"
      case .month: "mo"
      case .year: "yr"
      }
    return period.value == 1 ? unit : "\(period.value) \(unit)"
  }

  /// "free trial", "pay as you go", "pay up front": App Store Connect's 免费试用, 随用随付, 提前支付.
  public static func paymentMode(_ mode: SubscriptionOffer.PaymentMode, language: Language) -> String {
    switch mode {
    case .freeTrial: language.say(en: "free trial", zhHans: "免费试用")
    case .payAsYouGo: language.say(en: "pay as you go", zhHans: "随用随付")
    case .payUpFront: language.say(en: "pay up front", zhHans: "提前支付")
    }
  }

  /// The unit alone, as after "/" or 每: "month", "月" (no measure word).
  private static func unit(_ unit: SubscriptionPeriod.Unit, language: Language) -> String {
    switch unit {
    case .day: language.say(en: "day", zhHans: "天")
    case .week: language.say(en: "week", zhHans: "周")
    case .month: language.say(en: "month", zhHans: "月")
    case .year: language.say(en: "year", zhHans: "年")
    }
  }
}

/// Dates in plain words, in a calendar (UTC unless a view shows local time): "2026-01-01 12:00" — the same digits
/// in every language, as Chinese technical text writes them, so columns line up whatever the language.
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
