import Foundation
import InterfaceLanguage
import TerminalUI
import TestSupport
import Testing

@testable import StorefrontApp

/// The one key-binding table: no key claimed twice in a scope, every scope named in the reference, footers that
/// end in help and quit, and docs/keys.md, whose key section is the table's own reference.
@Suite struct KeyBindingTests {
  @Test func noKeyIsClaimedTwiceInAScope() {
    #expect(KeyBindings.table.conflicts().isEmpty)
  }

  @Test func theFooterHintsKeptForEachStackAreWhatTheTableSays() {
    for stack in KeyScope.allStacks {
      for glyphs in [Glyphs.unicode, .ascii] {
        for language in Language.allCases {
          let cached = KeyBindings.footerHints(in: stack, glyphs: glyphs, language: language)
          let table = KeyBindings.table(in: language).footerHints(in: stack, glyphs: glyphs)
          #expect(cached.map { "\($0.keys) \($0.label)" } == table.map { "\($0.keys) \($0.label)" })
        }
      }
    }
  }

  /// Issue 17: the keys do the same in every language; only the words change, and in Chinese every label, section
  /// and footer word is Chinese (or a name the App Store keeps, such as JWS).
  @Test func everyLanguageHasTheSameKeysInItsOwnWords() {
    let english = KeyBindings.table.bindings
    let chinese = KeyBindings.table(in: .zhHans).bindings
    #expect(english.map(\.keys) == chinese.map(\.keys))
    #expect(english.map(\.action) == chinese.map(\.action))
    let han = /\p{Han}/
    for binding in chinese {
      #expect(binding.label.contains(han) || binding.label.hasPrefix("QA"), "\(binding.label)")
      #expect(binding.section.contains(han), "\(binding.section)")
      if let footer = binding.footerLabel { #expect(footer.contains(han), "\(footer)") }
    }
    for (_, title) in KeyBindings.scopeTitles { #expect(title.zhHans.contains(han), "\(title.zhHans)") }
  }

  @Test func everyScopeWithBindingsIsInTheReference() {
    let scopes = Set(KeyBindings.table.bindings.map(\.scope))
    #expect(scopes.isSubset(of: Set(KeyBindings.scopeTitles.map(\.scope))))
  }

  @Test func theStorefrontFooterEndsWithHelpAndQuitAtEveryWidth() {
    let state = AppFixtures.state()
    for width in [60, 80, 160] {
      var frame = Frame<ClickTarget>(size: Size(width: width, height: 24))
      AppRenderer.render(AppFixtures.state(size: Size(width: width, height: 24)), into: &frame)
      #expect(frame.screen.line(23).hasSuffix("? help  q quit"), "at \(width) columns")
    }
    #expect(KeyScope.stack(for: state) == [.products, .storefront, .main, .always])
  }

  @Test func hjklNeverDoAnythingDestructive() {
    let destructive: Set<Command> = [.buy, .requestRefund, .useOne, .quit, .confirm]
    for binding in KeyBindings.table.bindings
    where binding.keys.contains(where: { "hjkl".map(Key.character).contains($0) }) {
      #expect(!destructive.contains(binding.action), "\(binding.label)")
    }
  }

  @Test func theKeysDocumentIsTheTablesReference() throws {
    let readme = try String(contentsOf: ProjectPaths.root.appendingPathComponent("docs/keys.md"), encoding: .utf8)
    let begin = "<!-- keys:begin (generated from KeyBindings.table; KeyBindingTests checks it) -->\n"
    let end = "\n<!-- keys:end -->"
    let start = try #require(readme.range(of: begin), "docs/keys.md lacks the key reference markers")
    let stop = try #require(readme.range(of: end, range: start.upperBound..<readme.endIndex))
    let section = String(readme[start.upperBound..<stop.lowerBound])
    #expect(section == KeyBindings.markdownReference(), "update docs/keys.md with:\n\(KeyBindings.markdownReference())")
  }
}

extension KeyScope {
  /// Every stack `stack(for:)` can give.
  static let allStacks: [[KeyScope]] = {
    let modals: [[KeyScope]] = [
      [.purchaseSheet, .always], [.refundSheet, .always], [.confirmation, .always], [.picker, .always],
      [.pickerMoving, .picker, .always],
      [.prompt, .always], [.busy, .always], [.dialog, .always], [.help, .always], [.filterPrompt, .always],
    ]
    let views: [[KeyScope]] =
      [
        [.diagnostics, .main, .always], [.closedStore, .main, .always], [.emptyState, .main, .always],
        [.transactionList, .transactionActions, .main, .always],
        [.transactionDetail, .transactionActions, .main, .always], [.qaPanel, .main, .always],
        [.server, .main, .always],
      ] + [KeyScope.products, .detail, .buttons, .log].map { [$0, .storefront, .main, .always] }
    return modals + views + views.map { [.playback] + $0 }
  }()
}
