public import Foundation

/// Numbers, lists and durations written for a language with Foundation's format styles (their ICU data is on
/// every machine that has swift-corelibs-foundation), and what those lack written by rule.
///
/// swift-corelibs-foundation has no `DateComponentsFormatter` and no `ListFormatter`: durations go through
/// `Duration.UnitsFormatStyle` (whose Chinese `1天1小时` is spaced `1 天 1 小时`, as the catalogue spaces digits) and
/// lists through `ListFormatStyle` (`甲、乙和丙`). Calendar periods (a month is not a fixed number of seconds) are the
/// renderer's `PeriodWords`.
extension Language {
  /// A whole number with the language's grouping: `1,234`.
  public func number(_ value: Int) -> String {
    value.formatted(.number.locale(locale))
  }

  /// A list with the language's conjunction: `a, b, and c`, `甲、乙和丙`.
  public func list(_ items: [String]) -> String {
    items.formatted(.list(type: .and).locale(locale))
  }

  /// A short span of time, at most to the millisecond: `250 ms`, `2 s`, `1.5 s`, `250 毫秒`, `2 秒`, `1.5 秒`.
  public func seconds(_ value: TimeInterval) -> String {
    let milliseconds = Int((value * 1000).rounded())
    if milliseconds < 1000 {
      return spacingDigits(
        Duration.milliseconds(milliseconds).formatted(
          .units(allowed: [.milliseconds], width: .abbreviated).locale(locale)))
    }
    if milliseconds % 1000 == 0 {
      return spacingDigits(
        Duration.seconds(milliseconds / 1000).formatted(
          .units(allowed: [.seconds], width: .abbreviated).locale(locale)))
    }
    let digits = milliseconds % 100 == 0 ? 1 : milliseconds % 10 == 0 ? 2 : 3
    return spacingDigits(
      Duration.milliseconds(milliseconds).formatted(
        .units(allowed: [.seconds], width: .abbreviated, fractionalPart: .show(length: digits)).locale(locale)))
  }

  /// A span of whole seconds in days, hours, minutes and seconds, the largest first, as ICU abbreviates them:
  /// `3 天 2 小时`, `1 天 1 小时 1 分钟 1 秒`, `0 秒`.
  public func span(seconds: Int) -> String {
    spacingDigits(
      Duration.seconds(seconds).formatted(
        .units(allowed: [.days, .hours, .minutes, .seconds], width: .abbreviated).locale(locale)))
  }

  /// Chinese `text` with a space between a number and the Han character beside it, as Chinese typesetting and
  /// Apple's Chinese pages write them and the rest of the catalogue does (`1 个警告`): ICU's `3天2小时` becomes
  /// `3 天 2 小时`. Other languages' text is returned as it is.
  func spacingDigits(_ text: String) -> String {
    guard self == .zhHans else { return text }
    func isHan(_ character: Character) -> Bool {
      character.unicodeScalars.first.map { (0x4E00...0x9FFF).contains($0.value) } ?? false
    }
    var spaced = ""
    var previous: Character?
    for character in text {
      if let previous, (previous.isNumber && isHan(character)) || (isHan(previous) && character.isNumber) {
        spaced.append(" ")
      }
      spaced.append(character)
      previous = character
    }
    return spaced
  }

  /// A country or region's name from its ISO 3166 alpha-2 code (`FR`: 法国), from ICU; `english` (the App Store's
  /// own name for the storefront) in English or where ICU has no name.
  public func regionName(_ alpha2: String, english: String) -> String {
    guard self != .en, let name = locale.localizedString(forRegionCode: alpha2), name != alpha2 else { return english }
    return name
  }
}
