import InterfaceLanguage
import Testing

/// Every duration the interface shows, in its three styles and both languages. The English forms are the ones the
/// storefront, the CLI and scenario descriptions have always printed, byte for byte.
@Suite struct DurationWordsTests {
  /// A clock rate's span and a latency: the largest whole unit, abbreviated.
  @Test func brief() {
    let rate = DurationStyle.brief(largest: .hours)
    #expect(Language.en.duration(seconds: 3600, rate) == "1 h")
    #expect(Language.en.duration(seconds: 1800, rate) == "30 min")
    #expect(Language.en.duration(seconds: 5, rate) == "5 s")
    #expect(Language.zhHans.duration(seconds: 3600, rate) == "1 小时")
    #expect(Language.zhHans.duration(seconds: 1800, rate) == "30 分钟")
    let latency = DurationStyle.brief(largest: .seconds)
    #expect(Language.en.duration(seconds: 0.25, latency) == "250 ms")
    #expect(Language.en.duration(seconds: 2, latency) == "2 s")
    #expect(Language.en.duration(seconds: 1.5, latency) == "1.5 s")
    #expect(Language.en.duration(seconds: 120, latency) == "120 s")
    #expect(Language.en.duration(seconds: 0, latency) == "0 ms")
    #expect(Language.zhHans.duration(seconds: 0.25, latency) == "250 毫秒")
    #expect(Language.zhHans.duration(seconds: 2, latency) == "2 秒")
    #expect(Language.zhHans.duration(seconds: 1.5, latency) == "1.5 秒")
    #expect(Language.en.duration(seconds: 2, .brief(largest: .milliseconds)) == "2000 ms")
  }

  /// Narrow columns: the two largest units, rounded down.
  @Test func compact() {
    let style = DurationStyle.compact(seconds: true)
    #expect(Language.en.duration(seconds: 3 * 86_400 + 4 * 3600 + 59, style) == "3d 4h")
    #expect(Language.en.duration(seconds: 12 * 60 + 5, style) == "12m 5s")
    #expect(Language.en.duration(seconds: 40.9, style) == "40s")
    #expect(Language.en.duration(seconds: 7200, style) == "2h")
    #expect(Language.en.duration(seconds: 12 * 60 + 5, .compact(seconds: false)) == "12m")
    #expect(Language.en.duration(seconds: 40, .compact(seconds: false)) == "40s")
    #expect(Language.zhHans.duration(seconds: 3 * 86_400 + 4 * 3600, style) == "3 天 4 小时")
    #expect(Language.zhHans.duration(seconds: 12 * 60 + 5, style) == "12 分钟 5 秒")
  }

  /// Sentences: every unit in words.
  @Test func spelledOut() {
    #expect(Language.en.duration(seconds: 3 * 86_400 + 7200, .spelledOut) == "3 days 2 hours")
    #expect(Language.en.duration(seconds: 90_061, .spelledOut) == "1 day 1 hour 1 minute 1 second")
    #expect(Language.en.duration(seconds: 0, .spelledOut) == "no time")
    #expect(Language.zhHans.duration(seconds: 3 * 86_400 + 7200, .spelledOut) == "3 天 2 小时")
    #expect(Language.zhHans.duration(seconds: 90_061, .spelledOut) == "1 天 1 小时 1 分钟 1 秒")
    #expect(Language.zhHans.duration(seconds: 0, .spelledOut) == "0 秒")
    #expect(Language.en.duration([(.months, 1), (.days, 2), (.milliseconds, 250)]) == "1 month 2 days 250 milliseconds")
    #expect(Language.zhHans.duration([(.years, 1), (.months, 2)]) == "1 年 2 个月")
  }
}
