import FoundationEssentials
import InterfaceLanguage
import StoreEngine

/// The transactions view's lines as shown: the ledger's newest transactions, every purchase request and the
/// purchases the App Store refused, merged newest first and narrowed by the filter.
///
/// A pure function of its `Inputs` (`AppState.history` memoizes it): drawing and moving the selection only read it.
struct HistoryListing: Hashable, Sendable {
  /// What the lines are built from: the store's state (none while it is not open), the filter, simulated time now
  /// (to tell an expired subscription period), and the products as the storefront names them (`ProductListing`).
  struct Inputs: Equatable, Sendable {
    var snapshot: StoreSnapshot?
    var query: String
    var now: Date
    var products: [Product]
    /// The language the lines are shown in, which the filter matches their words in.
    var language: Language
  }

  /// The lines shown, newest first.
  private(set) var items: [HistoryItem] = []
  /// How many lines there are before filtering.
  private(set) var unfilteredCount = 0
  /// How many transactions the App Store holds, and how many of them the snapshot lists (the newest).
  private(set) var ledgerCount = 0
  private(set) var listedTransactions = 0
  private var indices: [HistoryItem.ID: Int] = [:]

  /// Lines named by the products the app loaded, as the storefront shows them (by identifier for the others).
  init(_ inputs: Inputs) {
    guard let snapshot = inputs.snapshot else { return }
    let query = inputs.query
    let now = inputs.now
    let names = Dictionary(inputs.products.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
    let name = { (id: String) in names[id] ?? id }
    let standing = { (ledger: LedgerTransaction) -> SubscriptionStanding? in
      guard let group = ledger.transaction.subscriptionGroupID,
        snapshot.subscriptionStatus(ofGroup: group)?.transaction.id == ledger.transaction.id
      else { return nil }
      return snapshot.standing(ofGroup: group)
    }
    var all: [HistoryItem] = snapshot.history.map {
      HistoryItem(
        .transaction($0), id: .transaction($0.transaction.id), productName: name, now: now, standing: standing)
    }
    all += snapshot.purchaseRequests.map {
      HistoryItem(.request($0), id: .request($0.id), productName: name, now: now)
    }
    all += snapshot.failedPurchases.enumerated().reversed().map {
      HistoryItem(.failure($1), id: .failure($0), productName: name, now: now)
    }
    all = all.enumerated().sorted { a, b in
      a.element.date != b.element.date ? a.element.date > b.element.date : a.offset < b.offset
    }.map(\.element)
    unfilteredCount = all.count
    ledgerCount = snapshot.historyCount
    listedTransactions = snapshot.history.count
    let needle = query.lowercased()
    items = needle.isEmpty ? all : all.filter { $0.matches(needle, in: inputs.language) }
    indices = Dictionary(items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The position of a line, when it is shown.
  func index(of id: HistoryItem.ID) -> Int? { indices[id] }

  /// The line with this identity, when it is shown.
  func item(_ id: HistoryItem.ID) -> HistoryItem? { indices[id].map { items[$0] } }

  /// Whether the ledger holds more transactions than the view lists.
  var isCapped: Bool { ledgerCount > listedTransactions }
}
