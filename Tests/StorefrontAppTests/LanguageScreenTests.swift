import InterfaceLanguage
import StoreEngine
import StoreOperations
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

  /// The event log with entries and a toast on its edge, and the diagnostics tab with a catalog warning: the
  /// diagnostics' summary, severity and place, the log's title beside the toast, in both languages and both sizes.
  @Test(arguments: Language.allCases, sizes)
  func theEventLogAndTheDiagnostics(language: Language, size: Size) {
    var state = Self.state(language, size, pressing: [])
    var snapshot = AppFixtures.snapshot()
    snapshot.log = [
      StoreLogEntry(date: AppFixtures.start, event: .productsLoaded(requested: 7, returned: 7)),
      StoreLogEntry(
        date: AppFixtures.start,
        event: .purchaseSucceeded(
          productID: "gems.100", StoreLogEntry.Verification(productID: "gems.100", transactionID: 1, failure: nil))),
      StoreLogEntry(date: AppFixtures.start, event: .delivered(productID: "gems.100", transactionID: 1, quantity: 100)),
      StoreLogEntry(date: AppFixtures.start, event: .finished(transactionID: 1)),
    ]
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    _ = AppReducer.reduce(&state, .store(.catalogRead(diagnostics: [CatalogFixtures.warning])))
    _ = AppReducer.showToast(.success, language.say(en: "Restored 1 purchase", zhHans: "已恢复 1 项购买"), &state)
    var diagnostics = state
    AppFixtures.press(.character("4"), on: &diagnostics)
    #expect(diagnostics.tab == .diagnostics)
    for (screen, shown) in [("eventlog", state), ("diagnostics", diagnostics)] {
      let name = "language_\(language.rawValue)_\(screen)_\(size.width)x\(size.height)"
      assertSnapshot(AppFixtures.snapshotText(shown), named: name)
      let grid = AppFixtures.frame(shown).screen
      for row in 0..<size.height {
        #expect(DisplayWidth.of(grid.line(row)) <= size.width, "\(name) row \(row)")
      }
    }
    let text = AppFixtures.frame(diagnostics).screen.text
    #expect(text.contains(language.say(en: "1 warning", zhHans: "1 个警告")), "\(text)")
    let header = AppFixtures.frame(state).screen.line(0)
    #expect(header.contains(language.say(en: "! 1 warning", zhHans: "! 1 个警告")), "the header badge: \(header)")
  }

  /// The Server tab of `storefront --server` with a request it answered and no notifications yet, in both languages
  /// and both sizes.
  @Test(arguments: Language.allCases, sizes)
  func theServerTab(language: Language, size: Size) {
    var state = Self.state(language, size, pressing: [])
    state.serverAddress = "http://127.0.0.1:8787"
    AppFixtures.press(.character("4"), on: &state)
    #expect(state.tab == .server)
    let request = InProcessServerHook.Request(
      method: "GET", path: "/inApps/v1/transactions/1", status: 200, date: AppFixtures.start, duration: .milliseconds(3))
    _ = AppReducer.reduce(&state, .store(.serverActivity(.answered(request))))
    _ = AppReducer.reduce(&state, .store(.notificationsRead(NotificationLedger(notifications: [], webhooks: [], answersToFail: 0))))
    let name = "language_\(language.rawValue)_server_\(size.width)x\(size.height)"
    assertSnapshot(AppFixtures.snapshotText(state), named: name)
    let grid = AppFixtures.frame(state).screen
    for row in 0..<size.height {
      #expect(DisplayWidth.of(grid.line(row)) <= size.width, "\(name) row \(row)")
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

  /// The QA panel's sections, controls, values and the header's badge of what is armed are Chinese, but for the
  /// StoreKit API names of the injected errors, which are code (issue 17).
  @Test func theChineseQAPanelSpeaksChinese() {
    var state = Self.state(.zhHans, Size(width: 200, height: 60), pressing: [.character("3")])
    var snapshot = AppFixtures.snapshot()
    snapshot.settings.askToBuyEnabled = true
    snapshot.settings.isOffline = true
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    let text = AppFixtures.frame(state).screen.text
    for word in ["购买", "续期时的计费重试", "账单宽限期", "注入的错误", "网络", "店面与区域设置", "时钟", "重置沙盒…", "购买前询问 · 离线"] {
      #expect(text.contains(word), "\(word)")
    }
    for word in ["Purchases", "Billing retry", "Injected errors", "Network", "Reset the sandbox", "Ask to Buy", " off"] {
      #expect(!text.contains(word), "\(word)")
    }
  }
}
