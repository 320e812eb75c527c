import InterfaceLanguage
import StoreEngine
import TerminalUI
import Testing

@testable import StorefrontApp

/// The event log's title says how far it is scrolled back, in the interface language: one line is one line.
@Suite struct EventLogTitleTests {
  static func scrolled(by offset: Int, language: Language = .en) -> String {
    var state = AppFixtures.state(size: SpaceTests.wide)
    state.language = language
    var snapshot = AppFixtures.snapshot()
    snapshot.log = (0..<40).map {
      StoreLogEntry(date: AppFixtures.start, event: .productsLoaded(requested: $0, returned: $0))
    }
    _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot)))
    state.storefrontTab.logOffset = offset
    return AppFixtures.frame(state).screen.text
  }

  @Test func oneLineUpIsOneLine() {
    #expect(Self.scrolled(by: 1).contains("1 line up"))
    #expect(!Self.scrolled(by: 1).contains("1 lines up"))
    #expect(Self.scrolled(by: 2).contains("2 lines up"))
    #expect(!Self.scrolled(by: 0).contains("line up") && !Self.scrolled(by: 0).contains("lines up"))
  }

  @Test func theTitleSpeaksChinese() {
    let text = Self.scrolled(by: 1, language: .zhHans)
    #expect(text.contains("事件日志") && text.contains("上移 1 行"))
    #expect(!text.contains("Event log"))
  }
}
