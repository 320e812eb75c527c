public import FoundationEssentials

/// A unit a span of time is told in, largest first. Months and years are calendar units, told only where a
/// duration names them (a scenario's `1mo`).
public enum DurationUnit: Sendable, Hashable, CaseIterable {
  case years, months, days, hours, minutes, seconds, milliseconds

  /// Its length in milliseconds, for the units of fixed length.
  fileprivate var milliseconds: Int? {
    switch self {
    case .years, .months: nil
    case .days: 86_400_000
    case .hours: 3_600_000
    case .minutes: 60_000
    case .seconds: 1000
    case .milliseconds: 1
    }
  }
}

/// How a span of time is written: the one choice every duration the interface shows makes.
public enum DurationStyle: Sendable, Hashable {
  /// In its largest whole unit no larger than `largest`, abbreviated: `1 h`, `30 min`, `5 s`, `1.5 s`, `250 ms`;
  /// `1 小时`, `30 分钟`, `5 秒`, `250 毫秒` — a clock rate, a latency.
  case brief(largest: DurationUnit)
  /// In its two largest units, rounded down, where columns are narrow: `3d 4h`, `12m 5s`, `40s`; `3 天 4 小时`.
  /// Without `seconds`, seconds show only under a minute (`12m`), so the text changes once a minute.
  case compact(seconds: Bool)
  /// Every unit it has, in words: `3 days 2 hours`, `no time`; `3 天 2 小时`, `0 秒`.
  case spelledOut
}

extension Language {
  /// `seconds` written in `style`.
  public func duration(seconds: TimeInterval, _ style: DurationStyle) -> String {
    let milliseconds = max(0, Int((seconds * 1000).rounded()))
    switch style {
    case .brief(let largest): return brief(milliseconds, largest: largest)
    case .compact(let showsSeconds): return compact(max(0, Int(seconds.rounded(.down))), seconds: showsSeconds)
    case .spelledOut:
      var rest = milliseconds
      let amounts = DurationUnit.allCases.compactMap { unit -> (DurationUnit, Int)? in
        guard let size = unit.milliseconds else { return nil }
        defer { rest %= size }
        return (unit, rest / size)
      }
      return duration(amounts)
    }
  }

  /// A duration given unit by unit (a scenario's `1mo2d`), every unit it has spelled out: `1 month 2 days`,
  /// `1 个月 2 天`; `no time`, `0 秒` when it has none.
  public func duration(_ amounts: [(DurationUnit, Int)]) -> String {
    let words = amounts.filter { $0.1 != 0 }.map { amount($0.1, $0.0, style: .spelledOut) }
    guard words.isEmpty else { return words.joined(separator: " ") }
    return say(en: "no time", zhHans: "0 秒")
  }

  private func brief(_ milliseconds: Int, largest: DurationUnit) -> String {
    let units = DurationUnit.allCases.drop { $0 != largest }.filter { [.hours, .minutes, .seconds].contains($0) }
    if let unit = units.first(where: { milliseconds >= $0.milliseconds! && milliseconds % $0.milliseconds! == 0 }) {
      return amount(milliseconds / unit.milliseconds!, unit, style: .brief(largest: largest))
    }
    guard milliseconds >= 1000, units.contains(.seconds) else {
      return amount(milliseconds, .milliseconds, style: .brief(largest: largest))
    }
    return amount(Double(milliseconds) / 1000, .seconds, style: .brief(largest: largest))
  }

  private func compact(_ seconds: Int, seconds showsSeconds: Bool) -> String {
    let all: [DurationUnit] = [.days, .hours, .minutes, .seconds]
    let units = showsSeconds || seconds < 60 ? all : Array(all.dropLast())
    let sizes = units.map { $0.milliseconds! / 1000 }
    let largest = sizes.firstIndex { seconds >= $0 } ?? units.count - 1
    var parts = [amount(seconds / sizes[largest], units[largest], style: .compact(seconds: showsSeconds))]
    if largest + 1 < units.count {
      let rest = (seconds % sizes[largest]) / sizes[largest + 1]
      if rest > 0 { parts.append(amount(rest, units[largest + 1], style: .compact(seconds: showsSeconds))) }
    }
    return parts.joined(separator: " ")
  }

  /// A number with its unit: English abbreviates by style (`3d`, `3 h`, `3 days`); Chinese has one word per unit,
  /// which the template spaces from the number (`3 天`).
  private func amount<Number: Numeric & CustomStringConvertible>(
    _ number: Number, _ unit: DurationUnit, style: DurationStyle
  ) -> String {
    let word = Self.word(unit, style: style, one: number == 1)
    return switch style {
    case .compact: say(en: "\(number)\(word.en)", zhHans: "\(number)\(word.zhHans)")
    case .brief, .spelledOut: say(en: "\(number) \(word.en)", zhHans: "\(number)\(word.zhHans)")
    }
  }

  private static func word(_ unit: DurationUnit, style: DurationStyle, one: Bool) -> Phrase {
    switch (style, unit) {
    case (.compact, .days): Phrase(en: "d", zhHans: "天")
    case (.compact, .hours), (.brief, .hours): Phrase(en: "h", zhHans: "小时")
    case (.compact, .minutes): Phrase(en: "m", zhHans: "分钟")
    case (.compact, .seconds), (.brief, .seconds): Phrase(en: "s", zhHans: "秒")
    case (.brief, .minutes): Phrase(en: "min", zhHans: "分钟")
    case (.brief, .milliseconds): Phrase(en: "ms", zhHans: "毫秒")
    case (_, .years): Phrase(en: Language.english(one ? 1 : 0, one: "year", other: "years"), zhHans: "年")
    case (_, .months): Phrase(en: Language.english(one ? 1 : 0, one: "month", other: "months"), zhHans: "个月")
    case (_, .days): Phrase(en: Language.english(one ? 1 : 0, one: "day", other: "days"), zhHans: "天")
    case (_, .hours): Phrase(en: Language.english(one ? 1 : 0, one: "hour", other: "hours"), zhHans: "小时")
    case (_, .minutes): Phrase(en: Language.english(one ? 1 : 0, one: "minute", other: "minutes"), zhHans: "分钟")
    case (_, .seconds): Phrase(en: Language.english(one ? 1 : 0, one: "second", other: "seconds"), zhHans: "秒")
    case (_, .milliseconds):
      Phrase(en: Language.english(one ? 1 : 0, one: "millisecond", other: "milliseconds"), zhHans: "毫秒")
    }
  }
}
