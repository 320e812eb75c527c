import FoundationEssentials
import StoreEngine

/// What the screen shows that follows from what happened and what the person chose: the product list and the
/// transactions view's lines (pure functions of the snapshot, the filter and the glyphs, memoized because a
/// 5,000-product list costs more to build than a keystroke may take), and the selection, focus and tab shown
/// when what the person chose is no longer there.
extension AppState {
  private static let productListings = Memo<ProductListing.Inputs, ProductListing>()
  private static let historyListings = Memo<HistoryListing.Inputs, HistoryListing>()

  /// The product list as shown: grouped, filtered, with badges.
  var listing: ProductListing {
    Self.productListings.value(
      for: ProductListing.Inputs(
        snapshot: snapshot, query: storefrontTab.filter.query, glyphs: glyphs, language: language,
        labels: productLabels),
      ProductListing.init)
  }

  /// The transactions view's lines as shown, at simulated time now.
  var history: HistoryListing {
    Self.historyListings.value(
      for: HistoryListing.Inputs(
        snapshot: snapshot, query: transactions.filter.query, now: sandboxNow ?? realNow, products: listing.products,
        language: language),
      HistoryListing.init)
  }

  /// The tab shown: the one the person opened, or the storefront when that one is gone.
  var tab: Tab {
    get { tabs.contains(openedTab) ? openedTab : .storefront }
    set { openedTab = newValue }
  }

  // MARK: - The storefront tab

  /// The product shown selected: the one the person picked while the list shows it, else the list's first.
  var selectedProductID: String? {
    if let picked = storefrontTab.selectedProductID, listing.index(of: picked) != nil { return picked }
    return listing.firstProductID
  }

  /// The selected product, when the list shows one.
  var selectedProduct: Product? { selectedProductID.flatMap(listing.product) }

  /// Whether the product shown selected is the one the person picked (so its quantity and scroll are theirs).
  var showsPickedProduct: Bool { selectedProductID == storefrontTab.selectedProductID }

  /// The quantity the next purchase of the selected product is for.
  var quantity: Int { showsPickedProduct ? storefrontTab.quantity : 1 }

  /// Where the person left the selected product's details (the top of a product they did not pick); the views
  /// keep it within the text.
  var productDetailOffset: Int { showsPickedProduct ? storefrontTab.detailOffset : 0 }

  /// Where the keyboard focus is: where the person put it, or the product list when that pane or button is gone.
  var focus: Focus {
    get { AppReducer.focusOrder(self).contains(storefrontTab.focus) ? storefrontTab.focus : .products }
    set { storefrontTab.focus = newValue }
  }

  /// Whether a modal the person opened can still show: a sheet needs its product.
  func isShowable(_ modal: Modal) -> Bool {
    switch modal {
    case .purchaseSheet(let sheet): listing.product(sheet.productID) != nil
    case .refundSheet(let sheet): listing.product(sheet.productID) != nil
    default: true
    }
  }

  // MARK: - The transactions view

  /// The line shown selected: the one the person picked while it is listed (the app transaction's once read),
  /// else the newest.
  var selectedHistoryID: HistoryItem.ID? {
    let history = history
    if let picked = transactions.selected, isListed(picked, in: history) { return picked }
    return history.items.first?.id ?? (transactions.appTransaction == nil ? nil : .appTransaction)
  }

  /// Every line the person can pick, top to bottom: the app transaction's (once read), then the listed ones.
  var pickableHistoryIDs: [HistoryItem.ID] {
    (transactions.appTransaction == nil ? [] : [.appTransaction]) + history.items.map(\.id)
  }

  private func isListed(_ id: HistoryItem.ID, in history: HistoryListing) -> Bool {
    id == .appTransaction ? transactions.appTransaction != nil : history.index(of: id) != nil
  }

  /// The selected line, when there is one.
  var selectedHistoryItem: HistoryItem? { selectedHistoryID.flatMap(history.item) }

  /// The detail view the person opened, while its line is listed.
  var historyDetail: TransactionDetail? {
    guard let detail = transactions.detail, isListed(detail.item, in: history) else { return nil }
    return detail
  }
}
