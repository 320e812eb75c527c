import InterfaceLanguage
import TerminalUI

/// The detail view of one line of the transactions view, over the whole body and without side borders, so a
/// terminal selection of the JWS picks up nothing else.
enum TransactionDetailView {
  static func draw(_ state: AppState, detail: TransactionDetail, in rect: Rect, into frame: inout Frame<ClickTarget>) {
    frame.regions.add(rect, .historyDetail)
    frame.screen.fill(rect)
    let titleRow = rect.row(0)
    guard let (number, lines) = TransactionDetailContent.lines(detail, in: state, width: rect.width).map({ ($0.title, $0.lines) })
    else { return }
    let visible = max(0, rect.height - 1)
    let offset = AppReducer.clamp(detail.offset, total: lines.count, visible: visible)
    let language = state.language
    let more =
      switch (offset > 0, offset + visible < lines.count) {
      case (false, false): ""
      case (true, false): language.say(en: " (more above)", zhHans: "（上方还有）")
      case (false, true): language.say(en: " (more below)", zhHans: "（下方还有）")
      case (true, true): language.say(en: " (scroll)", zhHans: "（可滚动）")
      }
    frame.screen.fill(titleRow, with: frame.screen.glyphs.horizontal, style: .focusedBorder)
    let title = language.say(en: " \(number) details\(more) ", zhHans: " \(number)详情\(more) ")
    let end = frame.screen.write(title, at: Point(x: titleRow.x + 1, y: titleRow.y), style: .focusedTitle, clip: titleRow)
    let hint = language.say(en: " Esc or q back ", zhHans: " Esc 或 q 返回 ")
    let hintRect = Rect(x: end + 1, y: titleRow.y, width: max(0, titleRow.maxX - end - 2), height: 1)
    frame.screen.write(hint, in: hintRect, style: .dim, alignment: .trailing)
    for (row, line) in lines.dropFirst(offset).prefix(visible).enumerated() {
      line.draw(in: Rect(x: rect.x, y: rect.y + 1 + row, width: rect.width, height: 1), on: &frame.screen)
    }
  }
}
