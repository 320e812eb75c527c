import Foundation
import InterfaceLanguage
import Testing

/// Numbers, lists and durations as each language writes them, from the ICU data swift-corelibs-foundation ships
/// (Foundation's `Duration.UnitsFormatStyle` and `ListFormatStyle`).
@Suite struct LanguageFormatsTests {
  @Test func latenciesInBothLanguages() {
    #expect(Language.en.seconds(0.25) == "250 ms")
    #expect(Language.en.seconds(2) == "2 sec")
    #expect(Language.zhHans.seconds(0.25) == "250 毫秒")
    #expect(Language.zhHans.seconds(2) == "2 秒")
    #expect(Language.zhHans.seconds(1.5) == "1.5 秒")
  }

  /// Longer spans in ICU's units, spaced the way the rest of the Chinese catalogue writes a number beside a Han
  /// character (`1 个警告`).
  @Test func spansInChinese() {
    #expect(Language.zhHans.span(seconds: 3 * 86_400 + 7_200) == "3 天 2 小时")
    #expect(Language.zhHans.span(seconds: 90_061) == "1 天 1 小时 1 分钟 1 秒")
    #expect(Language.zhHans.span(seconds: 0) == "0 秒")
  }

  @Test func listsAndNumbers() {
    #expect(Language.en.list(["a", "b", "c"]) == "a, b, and c")
    #expect(Language.zhHans.list(["甲", "乙", "丙"]) == "甲、乙和丙")
    #expect(Language.en.number(1234) == "1,234")
  }

  @Test func everyPhraseHasEveryLanguage() {
    let phrase = Phrase(en: "Restored 2 purchases.", zhHans: "已恢复 2 项购买。")
    #expect(Set(phrase.texts.keys) == Set(Language.allCases))
    #expect(phrase.text(in: .zhHans) == "已恢复 2 项购买。")
  }
}
