public import Foundation

/// Numbers, lists and durations written for a language with Foundation's format styles (their ICU data is on
/// every machine that has swift-corelibs-foundation), and what those lack written by rule.
///
/// swift-corelibs-foundation has no `DateComponentsFormatter` and no `ListFormatter`: durations go through
/// `Duration.UnitsFormatStyle` and lists through `ListFormatStyle`, which format Chinese correctly (`1天1小时`,
/// `甲、乙和丙`). Calendar periods (a month is not a fixed number of seconds) are written by rule.
extension Language {
  /// A whole number with the language's grouping: `1,234`.
  public func number(_ value: Int) -> String {
    value.formatted(.number.locale(locale))
  }

  /// A list with the language's conjunction: `a, b, and c`, `甲、乙和丙`.
  public func list(_ items: [String]) -> String {
    items.formatted(.list(type: .and).locale(locale))
  }

  /// A short span of time, at most to the millisecond: `250 ms`, `2 s`, `1.5 s`, `250毫秒`, `2秒`, `1.5秒`.
  public func seconds(_ value: TimeInterval) -> String {
    let milliseconds = Int((value * 1000).rounded())
    if milliseconds < 1000 {
      return Duration.milliseconds(milliseconds).formatted(
        .units(allowed: [.milliseconds], width: .abbreviated).locale(locale))
    }
    if milliseconds % 1000 == 0 {
      return Duration.seconds(milliseconds / 1000).formatted(
        .units(allowed: [.seconds], width: .abbreviated).locale(locale))
    }
    let digits = milliseconds % 100 == 0 ? 1 : milliseconds % 10 == 0 ? 2 : 3
    return Duration.milliseconds(milliseconds).formatted(
      .units(allowed: [.seconds], width: .abbreviated, fractionalPart: .show(length: digits)).locale(locale))
  }

  /// A country or region's name from its ISO 3166 alpha-2 code (`FR`: 法国), from ICU; `english` (the App Store's
  /// own name for the storefront) in English or where ICU has no name.
  public func regionName(_ alpha2: String, english: String) -> String {
    guard self != .en, let name = locale.localizedString(forRegionCode: alpha2), name != alpha2 else { return english }
    return name
  }

  /// A calendar period by rule: `1 month`, `3 months`, `1个月`, `3个月`, `2周`, `1年`, `7天`.
  public func period(_ count: Int, _ unit: CalendarUnit) -> String {
    switch self {
    case .en:
      let name = unit.englishName
      return count == 1 ? "1 \(name)" : "\(count) \(name)s"
    case .zhHans:
      return "\(count)\(unit.chineseName)"
    }
  }

  /// The unit of a calendar period alone, as after "/" or "per": `month`, `月`, `week`, `周`.
  public func unit(_ unit: CalendarUnit) -> String {
    switch self {
    case .en: unit.englishName
    case .zhHans: unit.chineseAlone
    }
  }

  /// The calendar units subscription periods are measured in.
  public enum CalendarUnit: Sendable, Hashable, CaseIterable {
    case day, week, month, year

    var englishName: String {
      switch self {
      case .day: "day"
      case .week: "week"
      case .month: "month"
      case .year: "year"
      }
    }

    /// With its measure word, after a number: `3天`, `2周`, `1个月`, `1年`.
    var chineseName: String {
      switch self {
      case .day: "天"
      case .week: "周"
      case .month: "个月"
      case .year: "年"
      }
    }

    /// Alone, as after "/" or 每: `天`, `周`, `月`, `年`.
    var chineseAlone: String {
      switch self {
      case .day: "天"
      case .week: "周"
      case .month: "月"
      case .year: "年"
      }
    }
  }
}
