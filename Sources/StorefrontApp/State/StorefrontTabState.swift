/// The storefront tab: where the keyboard focus is, the selected product and the quantity its purchase is for, the
/// filter, and how far the list, the product details and the event log are scrolled. Only the storefront tab's
/// actions change it.
struct StorefrontTabState: Hashable, Sendable {
  var focus: Focus = .products
  var selectedProductID: String?
  /// How many units of a consumable (or non-renewing subscription) the next purchase is for.
  var quantity = 1
  var filter = FilterState()
  /// First list entry shown.
  var listOffset = 0
  /// First line of the product details shown.
  var detailOffset = 0
  /// Lines the event log is scrolled up from its newest line.
  var logOffset = 0
}
