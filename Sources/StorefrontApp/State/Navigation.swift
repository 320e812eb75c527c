import InterfaceLanguage

/// The top-level views of the interactive storefront, shown as tabs under the header.
///
/// Each tab is one screen with its own panes and key scope: the storefront, where people browse and buy; the
/// transactions view, the App Store's record of the account with a tester's actions on it; the QA panel, the
/// simulation's settings, clock and switches; the diagnostics tab, listing what is wrong with the catalog file
/// (only when something is); and the Server tab, what the in-process App Store server did (only with `--server`).
/// The tab bar, the digit keys and the help overlay pick them up from `Tab.allCases`; a tab's digit is its position
/// among the tabs a run shows (`digit(among:)`), so the Server tab is `4` when there is no diagnostics tab.
enum Tab: Int, CaseIterable, Hashable, Sendable {
  case storefront
  case transactions
  case qa
  case diagnostics
  case server

  /// The tab's name in the tab bar.
  var title: Phrase {
    switch self {
    case .storefront: Phrase(en: "Storefront", zhHans: "店面")
    case .transactions: Phrase(en: "Transactions", zhHans: "交易")
    case .qa: Phrase(en: "QA", zhHans: "QA")
    case .diagnostics: Phrase(en: "Diagnostics", zhHans: "诊断")
    case .server: Phrase(en: "Server", zhHans: "服务器")
    }
  }

  /// The tab's digit among the tabs a run shows (its position, from 1): the header, help and the digit keys all
  /// ask this, so they agree.
  func digit(among shown: [Tab]) -> Int? {
    shown.firstIndex(of: self).map { $0 + 1 }
  }

  /// The tab a digit key shows among the tabs a run shows, or nil past the last.
  static func numbered(_ digit: Int, among shown: [Tab]) -> Tab? {
    shown.indices.contains(digit - 1) ? shown[digit - 1] : nil
  }

  /// The tabs a digit can show in some run, for the key reference: `4` is the diagnostics tab, or the Server tab
  /// when the catalog has no problems.
  static func candidates(forDigit digit: Int) -> [Tab] {
    allCases.filter { tab in
      let alwaysBefore = allCases.prefix(tab.rawValue).filter(\.isAlwaysShown).count
      return (alwaysBefore...tab.rawValue).contains(digit - 1)
    }
  }

  /// Whether every run shows the tab (the diagnostics tab needs catalog problems, the Server tab `--server`).
  var isAlwaysShown: Bool {
    switch self {
    case .storefront, .transactions, .qa: true
    case .diagnostics, .server: false
    }
  }

  /// What the tab's digit key says it shows, in help and the key reference.
  var keyLabel: Phrase {
    switch self {
    case .storefront: Phrase(en: "the storefront", zhHans: "店面")
    case .transactions: Phrase(en: "the transactions", zhHans: "交易")
    case .qa: Phrase(en: "the QA panel", zhHans: "QA 面板")
    case .diagnostics: Phrase(en: "the diagnostics", zhHans: "诊断")
    case .server: Phrase(en: "the server", zhHans: "服务器")
    }
  }
}

/// Which pane or control of the storefront tab has the keyboard focus. Tab and Shift-Tab walk them in order.
enum Focus: Hashable, Sendable {
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
enum DetailButton: Hashable, Sendable, CaseIterable {
  case buy
  case restore
  /// Spend one unit of a consumable the app holds.
  case useOne
  /// Ask the App Store for a refund of the product's latest transaction.
  case refund
  /// Open the offer-code redeem sheet for a subscription the catalog has offer codes for.
  case redeemCode
  /// Open the App Store's manage-subscriptions sheet, for a subscription the customer has had.
  case manageSubscriptions
}

/// The filter typed after `/`: the products whose name or identifier contains `query` are listed.
struct FilterState: Hashable, Sendable {
  var query = ""
  /// Whether the prompt is open and typing goes into the query.
  var isEditing = false

  /// Whether a filter narrows the list.
  var isActive: Bool { !query.isEmpty }
}
