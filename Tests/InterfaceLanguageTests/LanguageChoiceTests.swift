import Foundation
import InterfaceLanguage
import Testing

/// The interface language follows the environment as command-line tools' messages do — LC_ALL, then LC_MESSAGES,
/// then LANG, then the LANGUAGE list (GNU gettext manual, "The LANGUAGE variable" and "Locale Environment
/// Variables"; POSIX.1 "Environment Variables", 8.2, for LC_ALL over LC_* over LANG and C/POSIX) — whether or not
/// the locale is installed, and `--language` overrides it.
@Suite struct LanguageChoiceTests {
  private func chosen(_ environment: [String: String]) -> Language {
    LanguageChoice.language(environment: environment)
  }

  @Test func eachVariableOutranksTheNext() {
    #expect(chosen(["LC_ALL": "zh_CN.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "en_US.UTF-8"]) == .zhHans)
    #expect(chosen(["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"]) == .en)
    #expect(chosen(["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"]) == .zhHans)
    #expect(chosen(["LC_MESSAGES": "C", "LANG": "zh_CN.UTF-8"]) == .en)
    #expect(chosen(["LANG": "zh_CN.UTF-8", "LANGUAGE": "en"]) == .zhHans)
    #expect(chosen(["LANGUAGE": "zh_CN:en"]) == .zhHans)
    #expect(chosen([:]) == .en)
  }

  @Test func emptyVariablesCountAsUnset() {
    #expect(chosen(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_SG.UTF-8"]) == .zhHans)
  }

  @Test func theCAndPOSIXLocalesAreEnglish() {
    for name in ["C", "POSIX", "C.UTF-8", "C.utf8"] {
      #expect(chosen(["LANG": name, "LANGUAGE": "zh_CN"]) == .en, "\(name)")
    }
  }

  @Test func simplifiedChineseByRegionOrScript() {
    for name in [
      "zh_CN", "zh_CN.UTF-8", "zh_CN.GB18030", "zh_SG.UTF-8", "zh_Hans", "zh-Hans", "zh_Hans_CN.UTF-8",
      "zh-Hans-HK", "zh", "ZH_cn.utf8", "zh_CN.UTF-8@pinyin",
    ] {
      #expect(chosen(["LANG": name]) == .zhHans, "\(name)")
    }
  }

  /// Traditional Chinese is not Simplified: the interface does not speak it, so the choice passes on.
  @Test func traditionalChineseAndOtherLanguagesPassTheChoiceOn() {
    for name in ["zh_TW.UTF-8", "zh_HK", "zh_Hant", "zh-Hant-CN", "fr_FR.UTF-8", "ja_JP.UTF-8", "garbage", "."] {
      #expect(chosen(["LANG": name]) == .en, "\(name)")
      #expect(chosen(["LANG": name, "LANGUAGE": "zh_CN"]) == .zhHans, "\(name) then LANGUAGE")
    }
    #expect(chosen(["LC_ALL": "fr_FR.UTF-8", "LANG": "zh_CN.UTF-8"]) == .zhHans)
  }

  @Test func theLanguageListIsReadInOrder() {
    #expect(chosen(["LANGUAGE": "fr:zh_CN:en"]) == .zhHans)
    #expect(chosen(["LANGUAGE": "fr:en:zh_CN"]) == .en)
    #expect(chosen(["LANGUAGE": "::zh"]) == .zhHans)
    #expect(chosen(["LANGUAGE": "de:fr"]) == .en)
  }

  @Test func theArgumentOverridesTheEnvironment() {
    let chinese = ["LC_ALL": "zh_CN.UTF-8"]
    #expect(LanguageChoice.language(argument: "en", environment: chinese) == .en)
    #expect(LanguageChoice.language(argument: "zh-Hans", environment: [:]) == .zhHans)
    #expect(LanguageChoice.language(argument: "zh_hans", environment: [:]) == .zhHans)
    #expect(LanguageChoice.language(argument: nil, environment: chinese) == .zhHans)
    #expect(LanguageChoice.language(argument: "fr", environment: chinese) == nil)
    #expect(LanguageChoice.language(argument: "", environment: chinese) == nil)
  }
}
