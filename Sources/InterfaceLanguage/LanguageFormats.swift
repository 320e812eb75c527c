public import Foundation

/// Numbers, lists and durations written for a language with Foundation's format styles (their ICU data is on
/// every machine that has swift-corelibs-foundation), and what those lack written by rule.
///
/// swift-corelibs-foundation has no `DateComponentsFormatter` and no `ListFormatter`: durations go through
/// `Duration.UnitsFormatStyle` and lists through `ListFormatStyle`, which format Chinese correctly (`1天1小时`,
/// `甲、乙和丙`). Calendar periods (a month is not a fixed number of seconds) are the renderer's `PeriodWords`.
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

  /// A span of whole seconds in days, hours, minutes and seconds, the largest first, as ICU abbreviates them:
  /// `3天2小时`, `1天1小时1分钟1秒`, `0秒`.
  public func span(seconds: Int) -> String {
    Duration.seconds(seconds).formatted(
      .units(allowed: [.days, .hours, .minutes, .seconds], width: .abbreviated).locale(locale))
  }

  /// A country or region's name from its ISO 3166 alpha-2 code (`FR`: 法国), from ICU; `english` (the App Store's
  /// own name for the storefront) in English or where ICU has no name.
  public func regionName(_ alpha2: String, english: String) -> String {
    guard self != .en, let name = locale.localizedString(forRegionCode: alpha2), name != alpha2 else { return english }
    return name
  }
}
