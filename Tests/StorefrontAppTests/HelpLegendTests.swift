import StoreCatalog
import TerminalUI
import Testing

@testable import StorefrontApp

/// The help overlay lists the keys of the tabs this run has, and ends with a legend of the marks the lists and the
/// header draw, in whichever glyph set the screen uses.
@Suite struct HelpLegendTests {
  static func helpLines(_ state: AppState) -> [String] {
    var state = state
    AppFixtures.press(.character("?"), on: &state)
    guard case .help(let help) = state.modal else { return [] }
    return KeyBindings.helpSections(for: help, glyphs: state.glyphs, language: state.language)
      .flatMap { [$0.title] + $0.entries.map { "\($0.keys) \($0.label)" } }
  }

  @Test func helpListsOnlyTheTabsThisRunHas() {
    let plain = Self.helpLines(AppFixtures.state())
    #expect(plain.contains("1 the storefront") && plain.contains("3 the QA panel"))
    #expect(!plain.contains { $0.contains("the diagnostics") }, "no Diagnostics tab in this run: \(plain)")
    var withProblems = AppFixtures.state()
    let warning = Diagnostic(
      .warning, .malformedJSON, file: "demo.storekit", position: SourcePosition(line: 1, column: 1), .syntax(.emptyFile))
    _ = AppReducer.reduce(&withProblems, .store(.catalogRead(diagnostics: [warning])))
    #expect(withProblems.tabs.contains(.diagnostics))
    #expect(Self.helpLines(withProblems).contains("4 the diagnostics"))
  }

  @Test(arguments: [Glyphs.unicode, .ascii])
  func theLegendExplainsEveryMarkTheProductListDraws(glyphs: Glyphs) {
    let lines = Self.helpLines(AppFixtures.state(glyphs: glyphs))
    let legend = Array(lines.drop { $0 != "Marks" })
    #expect(legend.count > 5, "\(lines)")
    for badge in [ProductBadge.owned, .waiting, .billingIssue, .problem] {
      let mark = String(badge.symbol(glyphs))
      #expect(legend.contains { $0.hasPrefix(mark + " ") }, "\(mark) is explained: \(legend)")
    }
    #expect(legend.contains { $0.hasPrefix("\(glyphs.failure) ") && $0.contains("unverified") })
    #expect(legend.contains { $0.hasPrefix("\(glyphs.selectionMarker) the selected line") })
  }

  @Test func theLegendShowsOnScreenOnceHelpIsScrolledDown() {
    var state = AppFixtures.state(size: Size(width: 200, height: 60))
    AppFixtures.press(.character("?"), on: &state)
    AppFixtures.press(.pageDown, .pageDown, .pageDown, on: &state)
    let text = AppFixtures.frame(state).screen.text
    #expect(text.contains("Marks") && text.contains(/✓ +owned or subscribed; a verified transaction/), "\(text)")
  }
}
