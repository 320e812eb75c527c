import StoreEngine
import TerminalUI

/// What the storefront shows instead of products: loading, an empty catalog, identifiers the catalog does not
/// have, a failed load, a catalog that could not be opened — each with why, what to do, and a Retry button.
enum EmptyStateView {
  struct Content: Hashable, Sendable {
    var heading: String
    var style: Style
    var message: String
    var canRetry: Bool
  }

  static func content(_ state: AppState) -> Content {
    switch state.store {
    case .opening:
      return Content(heading: "Opening \(state.catalogName)…", style: .dim, message: "", canRetry: false)
    case .unavailable(let reason):
      let more = state.diagnostics.isEmpty ? "" : " The Diagnostics tab lists every problem found in the file."
      return Content(
        heading: "The catalog could not be opened", style: .error, message: reason + more, canRetry: true)
    case .open:
      switch state.snapshot?.products ?? .loading {
      case .loading, .loaded:
        return Content(heading: Activity.loadingProducts.description, style: .dim, message: "", canRetry: false)
      case .empty(.catalogEmpty):
        return Content(
          heading: "No products", style: .warning,
          message: "This catalog has no products. Add some in Xcode's StoreKit configuration editor, "
            + "or start a catalog with 'storefront catalog new'.", canRetry: true)
      case .empty(.unknownIdentifiers(let ids)):
        let asked = ids.prefix(5).joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
        return Content(
          heading: "None of the requested products exist", style: .warning,
          message: "The app asked for \(asked), but the catalog has no product with "
            + "\(ids.count == 1 ? "that identifier" : "those identifiers"). products(for:) leaves unknown "
            + "identifiers out without an error. Check --products, or the productID values in the .storekit file.",
          canRetry: true)
      case .failed(let message):
        return Content(
          heading: "Products could not be loaded", style: .error,
          message: "products(for:) threw: \(message). If the error is injected, stop it with "
            + "'storefront fault clear load-products', then retry.", canRetry: true)
      }
    }
  }

  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame<ClickTarget>) {
    let inside = PaneFrame(title: "Products", isFocused: state.modal == nil).draw(in: rect, on: &frame.screen)
    var content = content(state)
    content.heading = state.glyphs.plain(content.heading)
    content.message = state.glyphs.plain(content.message)
    let width = min(64, max(10, inside.width - 4))
    let message = content.message.isEmpty ? [] : TextView.lines(of: content.message, width: width)
    let height = 1 + (message.isEmpty ? 0 : message.count + 1) + (content.canRetry ? 2 : 0)
    var y = inside.y + max(0, (inside.height - height) / 2)
    let column = Rect(x: inside.x + (inside.width - width) / 2, y: y, width: width, height: 1)
    frame.screen.write(content.heading, in: column, style: content.style, alignment: .center)
    y += 2
    for line in message where y < inside.maxY {
      frame.screen.write(line, in: Rect(x: column.x, y: y, width: width, height: 1))
      y += 1
    }
    guard content.canRetry, y + 1 < inside.maxY else { return }
    let button = Button("Retry", state: state.modal == nil ? .focused : .normal)
    let drawn = button.draw(at: Point(x: inside.x + (inside.width - button.width) / 2, y: y + 1), on: &frame.screen)
    frame.regions.add(drawn, .command(.retry))
  }
}
