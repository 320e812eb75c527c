import InterfaceLanguage
import Synchronization
import TerminalUI

extension KeyBindings {
  /// The footer hints of each scope stack, glyph set and language shown so far. Each is made when first shown and
  /// kept, so a frame reads it back (about 0.15 ms to make, of a keystroke's 1 ms budget); making all 136 of them
  /// at once held the first frame up by 8–20 ms of CPU (bench/tui profiles, docs/benchmarks.md, start24).
  private static let footerHintsShown = Mutex<[FooterKey: [KeyHint<Command>]]>([:])

  /// The footer hints for `scopes` in `language`.
  static func footerHints(in scopes: [KeyScope], glyphs: Glyphs, language: Language) -> [KeyHint<Command>] {
    let key = FooterKey(scopes: scopes, unicode: glyphs.isUnicode, language: language)
    if let hints = footerHintsShown.withLock({ $0[key] }) { return hints }
    let hints = table(in: language).footerHints(in: scopes, glyphs: glyphs)
    footerHintsShown.withLock { $0[key] = hints }
    return hints
  }

  /// What the footer hints depend on.
  struct FooterKey: Hashable {
    var scopes: [KeyScope]
    var unicode: Bool
    var language: Language
  }
}
