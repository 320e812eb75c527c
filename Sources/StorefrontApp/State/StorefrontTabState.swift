/// The storefront tab as the person left it: where they put the keyboard focus, the product they picked and the
/// quantity its purchase is for, the filter, and where they left the list, the product details and the event log.
/// Only the storefront tab's actions change it; what is shown follows from it at the screen's size (`AppState`'s
/// `focus`, `selectedProductID` and `quantity`, `AppReducer.listOffset` and `detailOffset`).
struct StorefrontTabState: Hashable, Sendable {
  var focus: Focus = .products
  var selectedProductID: String?
  /// How many units of a consumable (or non-renewing subscription) the next purchase of the picked product is for.
  var quantity = 1
  var filter = FilterState()
  /// First list entry the person last saw.
  var listOffset = 0
  /// First line of the picked product's details the person last saw.
  var detailOffset = 0
  /// Lines the event log is scrolled up from its newest line.
  var logOffset = 0
}
