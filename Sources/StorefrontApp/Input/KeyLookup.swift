import InterfaceLanguage
import TerminalUI

extension KeyBindings {
  /// The table as a dictionary per scope, built once: what a key does is looked up on every keystroke, and
  /// walking the table there costs more than the rest of a keystroke together.
  static let commandsByScope: [KeyScope: [Key: Command]] = {
    var commands: [KeyScope: [Key: Command]] = [:]
    for binding in table.bindings {
      for key in binding.keys where commands[binding.scope]?[key] == nil {
        commands[binding.scope, default: [:]][key] = binding.action
      }
    }
    return commands
  }()

  /// The command `key` gives in `scopes` (most specific first): the same answer as `table.action(for:in:)`.
  static func command(for key: Key, in scopes: [KeyScope]) -> Command? {
    for scope in scopes {
      if let command = commandsByScope[scope]?[key] { return command }
    }
    return nil
  }

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
