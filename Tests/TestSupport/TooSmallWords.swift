public import TerminalUI

extension TooSmallNotice {
  /// The notice with the English words the TerminalUI tests read: `Terminal too small: 50×10, need ≥ 60×16`.
  public static func english(minimum: Size, glyphs: Glyphs = .unicode) -> TooSmallNotice {
    TooSmallNotice(
      minimum: minimum,
      words: Words(
        heading: "Terminal too small:", shortHeading: "Too small:", gap: " ", separator: ", ",
        need: "need \(glyphs.atLeast) \(minimum.width)\(glyphs.times)\(minimum.height)"))
  }
}
