import TerminalUI

/// The product list pane: sections, badges (owned, waiting, problems), prices, the selection, a scrollbar.
enum ProductPaneView {
  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame<ClickTarget>) {
    frame.regions.add(rect, .pane(.products))
    let focused = state.focus == .products && state.modal == nil
    let listing = state.listing
    let inside = PaneFrame(title: state.glyphs.plain(title(state)), isFocused: focused).draw(
      in: rect, on: &frame.screen)
    let selection = state.selectedProductID.flatMap(listing.index(of:))
    let list = ListView(
      entries: listing.entries, selection: selection, offset: AppReducer.listOffset(state), isFocused: focused,
      emptyText: "No product matches \"\(state.storefrontTab.filter.query)\"")
    let layout = list.draw(in: inside, on: &frame.screen)
    for row in layout.rows {
      if row.index != selection, let style = listing.badgeStyles[row.index] {
        frame.screen.restyle(Rect(x: row.rect.x + 2, y: row.rect.y, width: 1, height: 1), to: style)
      }
      if let id = listing.productID(at: row.index) { frame.regions.add(row.rect, .product(id)) }
    }
  }

  /// "Products", or `Products (2 of 9) · "gem"` while a filter narrows the list.
  static func title(_ state: AppState) -> String {
    guard state.storefrontTab.filter.isActive else { return "Products" }
    return "Products (\(state.listing.shownCount) of \(state.listing.totalCount)) · \"\(state.storefrontTab.filter.query)\""
  }
}
