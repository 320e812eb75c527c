import StoreEngine
import TerminalUI

/// The product list pane: sections, badges (owned, waiting, problems), prices, the selection, a scrollbar.
enum ProductPaneView {
  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame<ClickTarget>) {
    frame.regions.add(rect, .pane(.products))
    let focused = state.focus == .products && state.modal == nil
    let inside = PaneFrame(title: state.glyphs.plain(title(state)), isFocused: focused).draw(
      in: rect, on: &frame.screen)
    let selection = state.selectedProductID.flatMap(state.listing.index(of:))
    let list = ListView(
      entries: state.listing.entries, selection: selection, offset: state.listOffset, isFocused: focused,
      emptyText: "No product matches \"\(state.filter.query)\"")
    let layout = list.draw(in: inside, on: &frame.screen)
    for row in layout.rows {
      if row.index != selection, let style = state.listing.badgeStyles[row.index] {
        frame.screen.restyle(Rect(x: row.rect.x + 2, y: row.rect.y, width: 1, height: 1), to: style)
      }
      if let id = state.listing.productID(at: row.index) { frame.regions.add(row.rect, .product(id)) }
    }
  }

  /// "Products", or `Products (2 of 9) · "gem"` while a filter narrows the list.
  static func title(_ state: AppState) -> String {
    guard state.filter.isActive else { return "Products" }
    return "Products (\(state.listing.shownCount) of \(state.listing.totalCount)) · \"\(state.filter.query)\""
  }
}

/// The detail pane: the selected product's text (scrollable) and its buttons.
enum DetailPaneView {
  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame<ClickTarget>) {
    frame.regions.add(rect, .pane(.detail))
    let focused = state.modal == nil && (state.focus == .detail || isButton(state.focus))
    guard let product = state.selectedProduct else {
      let inside = PaneFrame(title: "Details", isFocused: focused).draw(in: rect, on: &frame.screen)
      frame.screen.write("Nothing selected", in: inside.inset(horizontal: 1, vertical: 0), style: .dim)
      return
    }
    let layout = AppLayout(state: state)
    let width = layout.detailWidth
    let lines = ProductDetailContent.lines(for: product, in: state, width: width)
    let placements = ProductButtons.layout(for: product, in: state, width: width)
    let buttonRows = (placements.map(\.row).max() ?? -1) + 1
    let textRows = layout.detailTextRows(buttonRows: buttonRows)
    let offset = AppReducer.clamp(state.detailOffset, total: lines.count, visible: textRows)
    let above = offset > 0
    let below = offset + textRows < lines.count
    let title =
      switch (above, below) {
      case (false, false): "Details"
      case (true, false): "Details (more above)"
      case (false, true): "Details (more below)"
      case (true, true): "Details (scroll)"
      }
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

  private static func isButton(_ focus: Focus) -> Bool {
    if case .button = focus { return true }
    return false
  }

  private static func buttonState(_ button: DetailButton, product: Product, in state: AppState) -> Button.State {
    if button == .buy && state.isPurchasing(product.id) { return .disabled }
    return state.focus == .button(button) && state.modal == nil ? .focused : .normal
  }
}
