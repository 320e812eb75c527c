import InterfaceLanguage
import StoreEngine
import TerminalUI

/// The detail pane: the selected product's text (scrollable) and its buttons.
enum DetailPaneView {
  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame<ClickTarget>) {
    frame.regions.add(rect, .pane(.detail))
    let focused = state.modal == nil && (state.focus == .detail || isButton(state.focus))
    guard let product = state.selectedProduct else {
      let title = state.language.say(en: "Details", zhHans: "详情")
      let inside = PaneFrame(title: title, isFocused: focused).draw(in: rect, on: &frame.screen)
      let nothing = state.language.say(en: "Nothing selected", zhHans: "未选择任何内容")
      frame.screen.write(nothing, in: inside.inset(horizontal: 1, vertical: 0), style: .dim)
      return
    }
    let layout = AppLayout(state: state)
    let width = layout.detailWidth
    let lines = ProductDetailContent.lines(for: product, in: state, width: width)
    let placements = ProductButtons.layout(for: product, in: state, width: width)
    let buttonRows = (placements.map(\.row).max() ?? -1) + 1
    let textRows = layout.detailTextRows(buttonRows: buttonRows)
    let offset = AppReducer.clamp(state.productDetailOffset, total: lines.count, visible: textRows)
    let above = offset > 0
    let below = offset + textRows < lines.count
    let title = self.title(above: above, below: below, in: state.language)
    let inside = PaneFrame(title: title, isFocused: focused).draw(in: rect, on: &frame.screen)
    let text = Rect(x: inside.x + 1, y: inside.y, width: width, height: textRows)
    for (row, line) in lines.dropFirst(offset).prefix(textRows).enumerated() {
      line.draw(in: text.row(row), on: &frame.screen)
    }
    let top = inside.maxY - buttonRows
    for placement in placements {
      let state = buttonState(placement.button, product: product, in: state)
      let origin = Point(x: text.x + placement.x, y: top + placement.row)
      let label = frame.screen.glyphs.plain(placement.label)
      let drawn = Button(label, state: state).draw(at: origin, on: &frame.screen, clip: inside)
      frame.regions.add(drawn, .button(placement.button))
    }
  }

  /// The pane's title, saying whether there is more to scroll to: the summary leads, the long facts follow.
  private static func title(above: Bool, below: Bool, in language: Language) -> String {
    switch (above, below) {
    case (false, false): language.say(en: "Details", zhHans: "详情")
    case (true, false): language.say(en: "Details (more above)", zhHans: "详情（上方还有）")
    case (false, true): language.say(en: "Details (more below)", zhHans: "详情（下方还有）")
    case (true, true): language.say(en: "Details (scroll)", zhHans: "详情（可滚动）")
    }
  }

  private static func isButton(_ focus: Focus) -> Bool {
    if case .button = focus { return true }
    return false
  }

  private static func buttonState(_ button: DetailButton, product: Product, in state: AppState) -> Button.State {
    if button == .buy && state.isPurchasing(product.id) { return .disabled }
    return state.focus == .button(button) && state.modal == nil ? .focused : .normal
  }
}
