/// One entry of the interface's catalogue of words: a whole sentence (or a label) in every language, made from
/// typed values at the call site, so each language can put them in its own order.
///
/// The catalogue is Swift source. An entry is keyed by its meaning — the function or `case` that builds it — and
/// its initializer takes every language as a required parameter, so the compiler refuses an entry with one missing:
///
/// ```swift
/// Phrase(en: "Restored \(count) purchases.", zhHans: "已恢复\(count)项购买。")
/// ```
///
/// The Chinese side is a `ChineseText`: its template carries no spaces for its values, which `ChineseSpacing` puts
/// where a value meets a Han character (`已恢复 3 项购买。`, `为移除广告退款`).
///
/// Parts of sentences are never glued together across entries in English order: a sentence that needs a name, a
/// price or a duration takes it as a value (itself worded in the same language).
public struct Phrase: Sendable, Hashable {
  /// The English text.
  public let en: String
  /// The Simplified Chinese text.
  public let zhHans: String

  public init(en: String, zhHans: ChineseText) {
    self.en = en
    self.zhHans = zhHans.text
  }

  /// The text in `language`.
  public func text(in language: Language) -> String {
    switch language {
    case .en: en
    case .zhHans: zhHans
    }
  }

  /// Values a reader picks from or reads through, listed without a conjunction as each language separates them:
  /// `USA, GBR, JPN`; `USA、GBR、JPN`.
  public static func listing(_ items: [String]) -> Phrase {
    Phrase(en: items.joined(separator: ", "), zhHans: ChineseText(verbatim: items.joined(separator: "、")))
  }
}

extension Language {
  /// `Phrase(en:zhHans:)` in this language: the way renderers say a catalogue entry.
  public func say(en: String, zhHans: ChineseText) -> String {
    Phrase(en: en, zhHans: zhHans).text(in: self)
  }

  /// The English plural by rule (`one` for exactly 1), for the English side of a phrase; Chinese has no plural
  /// forms, so its side is written once with a measure word.
  public static func english(_ count: Int, one: String, other: String) -> String {
    count == 1 ? one : other
  }
}
