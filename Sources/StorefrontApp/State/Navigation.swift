/// The top-level views of the interactive storefront, shown as tabs under the header.
///
/// Each tab is one screen with its own panes and key scope. The storefront is where people browse and buy; the
/// diagnostics tab lists what is wrong with the catalog file. More views (a transactions browser, a QA panel)
/// join as new cases: the tab bar, the digit keys and the help overlay pick them up from `Tab.allCases`.
public enum Tab: Int, CaseIterable, Hashable, Sendable {
  case storefront
  case diagnostics

  /// The tab's name in the tab bar.
  var title: String {
    switch self {
    case .storefront: "Storefront"
    case .diagnostics: "Diagnostics"
    }
  }
}

/// Which pane or control of the storefront tab has the keyboard focus. Tab and Shift-Tab walk them in order.
public enum Focus: Hashable, Sendable {
  /// The product list.
  case products
  /// The detail pane's text (arrows scroll it).
  case detail
  /// One of the detail pane's buttons.
  case button(DetailButton)
  /// The event log.
  case log
}

/// The buttons under a product's details. Which ones show depends on the product and what the customer holds.
public enum DetailButton: Hashable, Sendable, CaseIterable {
  case buy
  case restore
  /// Spend one unit of a consumable the app holds.
  case useOne
  /// Ask the App Store for a refund of the product's latest transaction.
  case refund
}

/// The filter typed after `/`: the products whose name or identifier contains `query` are listed.
public struct FilterState: Hashable, Sendable {
  public var query = ""
  /// Whether the prompt is open and typing goes into the query.
  public var isEditing = false

  public init(query: String = "", isEditing: Bool = false) {
    self.query = query
    self.isEditing = isEditing
  }

  /// Whether a filter narrows the list.
  public var isActive: Bool { !query.isEmpty }
}
