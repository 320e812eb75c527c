import InterfaceLanguage
import TerminalUI

/// The scenario banner while a scenario plays: where playing stands, and the statement running or last run with
/// its outcome.
enum BannerView {
  static func draw(_ playback: PlaybackState, language: Language, in rect: Rect, on screen: inout Screen) {
    screen.fill(rect)
    for (row, line) in PlaybackText.banner(playback, glyphs: screen.glyphs, language: language).prefix(rect.height).enumerated() {
      line.draw(in: rect.row(row).inset(horizontal: 1, vertical: 0), on: &screen)
    }
  }
}
