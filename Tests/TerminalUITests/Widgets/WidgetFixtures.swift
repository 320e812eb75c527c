@testable import TerminalUI

/// Renders `draw` into a fresh screen and returns its text and style mask, as snapshots store them.
func rendered(
  _ width: Int, _ height: Int, glyphs: Glyphs = .unicode, _ draw: (inout Screen) -> Void
) -> String {
  var screen = Screen(size: Size(width: width, height: height), glyphs: glyphs)
  draw(&screen)
  return snapshotText(screen)
}

/// A screen as a snapshot: the text, a separator, the style mask.
func snapshotText(_ screen: Screen) -> String {
  screen.text + "\n---\n" + screen.styleMask + "\n"
}

/// A small catalogue-like list with two sections, CJK titles and prices.
let sampleEntries: [ListEntry] = [
  .header("Consumables"),
  .row(ListRow("Coins ×100", detail: "$0.99")),
  .row(ListRow("Gems ×500", detail: "$4.99")),
  .header("Subscriptions"),
  .row(ListRow("Pro Monthly", detail: "$4.99/mo", badge: "✓", style: .success)),
  .row(ListRow("Pro Yearly with a very long name that will not fit", detail: "$39.99")),
  .row(ListRow("高级会员（月度）", detail: "¥28")),
  .header("Non-consumables"),
  .row(ListRow("Remove Ads", detail: "$2.99")),
  .row(ListRow("主题包", detail: "$1.99")),
]

/// Background text so a modal's dimming shows in the style mask.
func fillBackground(_ screen: inout Screen) {
  for y in 0..<screen.size.height {
    screen.write(String(repeating: "background ", count: screen.size.width / 11 + 1), at: Point(x: 0, y: y))
  }
}
