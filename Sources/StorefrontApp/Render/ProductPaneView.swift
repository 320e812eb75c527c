import InterfaceLanguage
import TerminalUI

/// The product list pane: sections, badges (owned, waiting, problems), prices, the selection, a scrollbar.
enum ProductPaneView {
  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame<ClickTarget>) {
    frame.regions.add(rect, .pane(.products))
    let focused = state.focus == .products && state.modal == nil
    let listing = state.listing
    let query = state.storefrontTab.filter.query
    let inside = PaneFrame(title: state.glyphs.plain(title(state)), isFocused: focused).draw(
      in: rect, on: &frame.screen)
    let selection = state.selectedProductID.flatMap(listing.index(of:))
    let list = ListView(
      entries: listing.entries, selection: selection, offset: AppReducer.listOffset(state), isFocused: focused,
      emptyText: state.language.say(en: "No product matches \"\(query)\"", zhHans: "没有与“\(query)”匹配的产品"))
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
    let (shown, total, query) = (state.listing.shownCount, state.listing.totalCount, state.storefrontTab.filter.query)
    guard state.storefrontTab.filter.isActive else { return state.language.say(en: "Products", zhHans: "产品") }
    return state.language.say(
      en: "Products (\(shown) of \(total)) · \"\(query)\"", zhHans: "产品（\(shown)/\(total)）·“\(query)”")
  }
}
