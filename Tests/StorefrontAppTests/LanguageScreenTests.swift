import InterfaceLanguage
import TerminalUI
import TestSupport
import Testing

@testable import StorefrontApp

/// The main screens in both interface languages at the sizes people use (issue 17: "snapshot tests of each screen
/// in both languages at 80×24 and 200×60, text and style masks"). The Chinese screens keep their columns: every
/// row is exactly the screen's display width, CJK text counted two columns a character.
@Suite struct LanguageScreenTests {
  /// A screen as a tester reaches it: the keys pressed from the storefront.
  static let screens: [(name: String, keys: [Key])] = [
    ("storefront", []),
    ("sheet", [.character("b")]),
    ("help", [.character("?")]),
    ("transactions", [.character("2")]),
    ("qa", [.character("3")]),
  ]

  static let sizes = [Size(width: 80, height: 24), Size(width: 200, height: 60)]

  static func state(_ language: Language, _ size: Size, pressing keys: [Key]) -> AppState {
    var state = AppFixtures.state(size: size)
    state.language = language
    for key in keys { _ = AppReducer.reduce(&state, .keyPressed(key)) }
    return state
  }

  @Test(arguments: Language.allCases, sizes)
  func theMainScreens(language: Language, size: Size) {
    for screen in Self.screens {
      let state = Self.state(language, size, pressing: screen.keys)
      let name = "language_\(language.rawValue)_\(screen.name)_\(size.width)x\(size.height)"
      assertSnapshot(AppFixtures.snapshotText(state), named: name)
      let grid = AppFixtures.frame(state).screen
      for row in 0..<size.height {
        #expect(DisplayWidth.of(grid.line(row)) <= size.width, "\(name) row \(row)")
      }
    }
  }

  /// The storefront's own words follow the language: the tabs, the buttons and the footer are Chinese, and the
  /// English words of the same places are gone.
  @Test func theChineseStorefrontSpeaksChinese() {
    let text = AppFixtures.frame(Self.state(.zhHans, Size(width: 200, height: 60), pressing: [])).screen.text
    for word in ["店面", "交易", "恢复购买", "帮助", "退出", "产品"] { #expect(text.contains(word), "\(word)") }
    for word in ["Restore Purchases", " help", " quit", "Products"] {
      #expect(!text.contains(word), "\(word)")
    }
    let help = AppFixtures.frame(Self.state(.zhHans, Size(width: 200, height: 60), pressing: [.character("?")]))
    #expect(help.screen.text.contains("按键") && help.screen.text.contains("通用"))
    let sheet = AppFixtures.frame(Self.state(.zhHans, Size(width: 80, height: 24), pressing: [.character("b")]))
    #expect(sheet.screen.text.contains("确认购买") && sheet.screen.text.contains("取消"))
  }
}
