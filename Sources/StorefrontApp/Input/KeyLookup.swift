import InterfaceLanguage
import TerminalUI

extension KeyBindings {
  /// Every scope stack the app uses, for the footer hints computed once per stack, glyph set and language.
  static let footerHints: [FooterKey: [KeyHint<Command>]] = {
    var hints: [FooterKey: [KeyHint<Command>]] = [:]
    for stack in KeyScope.allStacks {
      for glyphs in [Glyphs.unicode, .ascii] {
        for language in Language.allCases {
          hints[FooterKey(scopes: stack, unicode: glyphs.isUnicode, language: language)] = table(in: language)
            .footerHints(in: stack, glyphs: glyphs)
        }
      }
    }
    return hints
  }()

  /// The footer hints for `scopes` in `language`, from the precomputed ones when the stack is known.
  static func footerHints(in scopes: [KeyScope], glyphs: Glyphs, language: Language) -> [KeyHint<Command>] {
    footerHints[FooterKey(scopes: scopes, unicode: glyphs.isUnicode, language: language)]
      ?? table(in: language).footerHints(in: scopes, glyphs: glyphs)
  }

  /// What the footer hints depend on.
  struct FooterKey: Hashable {
    var scopes: [KeyScope]
    var unicode: Bool
    var language: Language
  }
}
