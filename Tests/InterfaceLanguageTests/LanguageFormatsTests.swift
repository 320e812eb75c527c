import Foundation
import InterfaceLanguage
import Testing

/// Lists as each language writes them, from the ICU data swift-corelibs-foundation ships (Foundation's
/// `ListFormatStyle`).
@Suite struct LanguageFormatsTests {
  @Test func lists() {
    #expect(Language.en.list(["a", "b", "c"]) == "a, b, and c")
    #expect(Language.zhHans.list(["甲", "乙", "丙"]) == "甲、乙和丙")
  }

  @Test func everyPhraseHasEveryLanguage() {
    let phrase = Phrase(en: "Restored 2 purchases.", zhHans: "已恢复 2 项购买。")
    #expect(Language.allCases.allSatisfy { !phrase.text(in: $0).isEmpty })
    #expect(phrase.text(in: .zhHans) == "已恢复 2 项购买。")
  }
}
