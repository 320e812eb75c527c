import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// The product list as the storefront shows it: grouped by type (subscriptions by group, ordered by level),
/// narrowed by the filter, each row with a badge that says what the customer holds.
///
/// A pure function of its `Inputs` (`AppState.listing` memoizes it): drawing and moving the selection only read
/// it, so a keystroke costs the same with 5 or 5,000 products.
struct ProductListing: Hashable, Sendable {
  /// What the list is built from: the store's state (none while it is not open), the filter, the glyphs, the
  /// language the section names are in and the labels products are shown with.
  struct Inputs: Equatable, Sendable {
    var snapshot: StoreSnapshot?
    var query: String
    var glyphs: Glyphs
    var language: Language
    /// The catalog's names in the interface language, shown while nobody chose a locale (see `ProductLabels`).
    var labels: ProductLabels?
  }

  private(set) var entries: [ListEntry] = []
  /// Every loaded product as the storefront shows it (relabelled in the interface language where `labels` apply).
  private(set) var products: [Product] = []
  /// The product of each entry; nil for section headers.
  private(set) var productIDs: [String?] = []
  /// The style of each row's badge, by entry index (rows without a badge are absent).
  private(set) var badgeStyles: [Int: Style] = [:]
  /// Moving through the entries, headers skipped (built once per listing, used on every keystroke).
  private(set) var navigation = ListNavigation(selectable: [])
  /// How many products the list shows, and how many there are before filtering.
  private(set) var shownCount = 0
  private(set) var totalCount = 0
  /// The columns the widest product row needs inside the pane (marks, name, a gap, price), over every product so
  /// the pane does not change width while a filter is typed.
  private(set) var widestRow = 0
  private var indices: [String: Int] = [:]
  /// Where each product is in `products`: the list moves positions around, never copies of its products (a copy of
  /// a product is dozens of references; copying 5,000 of them into a dictionary and then into sections was half of
  /// building the list, `bench/tui`, 2026-12-02).
  private var positions: [String: Int] = [:]

  init(_ inputs: Inputs) {
    guard let snapshot = inputs.snapshot else { return }
    let labels = inputs.labels.flatMap { $0.apply(to: snapshot.settings) ? $0 : nil }
    let products = labels.map { labels in snapshot.loadedProducts.map(labels.label) } ?? snapshot.loadedProducts
    self.products = products
    let query = inputs.query
    let glyphs = inputs.glyphs
    totalCount = products.count
    positions = Dictionary(products.indices.map { (products[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    let needle = query.lowercased()
    let shown =
      needle.isEmpty
      ? Array(products.indices)
      : products.indices.filter {
        products[$0].displayName.lowercased().contains(needle) || products[$0].id.lowercased().contains(needle)
      }
    shownCount = shown.count
    // Each product's title and price, made once for the width and the rows.
    let titles = products.map { title($0, snapshot: snapshot, glyphs: glyphs) }
    let prices = products.map { price($0, language: inputs.language) }
    widestRow = products.indices.map { position in
      Self.rowPrefix + DisplayWidth.of(titles[position]) + Self.rowGap + DisplayWidth.of(prices[position]) + 1
    }.max() ?? 0
    for section in Self.sections(of: shown, in: products, snapshot: snapshot, language: inputs.language) {
      append(header: glyphs.plain(section.title))
      for position in section.positions {
        let product = products[position]
        let badge = ProductBadge(product, in: snapshot)
        append(product, title: titles[position], price: glyphs.plain(prices[position]), badge: badge, glyphs: glyphs)
      }
    }
    navigation = ListNavigation(selectable: productIDs.map { $0 != nil })
  }

  // MARK: - Lookup

  /// The entry index of a product, when the list shows it.
  func index(of productID: String) -> Int? { indices[productID] }

  /// A product by identifier (shown or filtered out).
  func product(_ productID: String) -> Product? { positions[productID].map { products[$0] } }

  /// The product at an entry index; nil for a header or an index outside the list.
  func productID(at index: Int) -> String? {
    productIDs.indices.contains(index) ? productIDs[index] : nil
  }

  /// The first product shown.
  var firstProductID: String? { productIDs.lazy.compactMap { $0 }.first }

  // MARK: - Building

  private mutating func append(header title: String) {
    entries.append(.header(title))
    productIDs.append(nil)
  }

  /// Columns before a row's name (the selection marker, the badge and spaces), and the least gap before its price.
  static let rowPrefix = 4
  static let rowGap = 2

  /// "100 Gems ×3": the name, with the balance the app holds of a consumable.
  private func title(_ product: Product, snapshot: StoreSnapshot, glyphs: Glyphs) -> String {
    var title = product.displayName
    if product.type == .consumable, let balance = snapshot.balances[product.id], balance > 0 {
      title += " \(glyphs.times)\(balance)"
    }
    return glyphs.plain(title)
  }

  /// "$4.99/mo": the price, per period for a subscription.
  private func price(_ product: Product, language: Language) -> String {
    product.displayPrice
      + (product.subscription.map { "/" + PeriodWords.short($0.subscriptionPeriod, language: language) } ?? "")
  }

  private mutating func append(_ product: Product, title: String, price: String, badge: ProductBadge?, glyphs: Glyphs) {
    let symbol = badge.map { String($0.symbol(glyphs)) } ?? " "
    indices[product.id] = entries.count
    if let badge { badgeStyles[entries.count] = badge.style }
    let row = ListRow(title, detail: price, badge: symbol)
    entries.append(.row(row))
    productIDs.append(product.id)
  }

  /// A titled group of products, in the order the list shows them: their positions in the listing's products.
  struct Section {
    var title: String
    var positions: [Int]
  }

  /// The sections of the products at `shown` (positions in `products`).
  static func sections(of shown: [Int], in products: [Product], snapshot: StoreSnapshot, language: Language)
    -> [Section]
  {
    var sections: [Section] = []
    func add(_ title: Phrase, _ type: ProductType) {
      let members = shown.filter { products[$0].type == type }
      if !members.isEmpty { sections.append(Section(title: title.text(in: language), positions: members)) }
    }
    // The sections are named in the plural in English; Chinese has no plural, so its names are the types' own.
    add(Phrase(en: "Consumables", zhHans: ChineseText(verbatim: ProductType.consumable.name(in: .zhHans))), .consumable)
    add(Phrase(en: "Non-consumables", zhHans: ChineseText(verbatim: ProductType.nonConsumable.name(in: .zhHans))), .nonConsumable)
    var groupOrder: [String] = []
    var groups: [String: [Int]] = [:]
    for position in shown {
      guard let subscription = products[position].subscription else { continue }
      if groups[subscription.subscriptionGroupID] == nil { groupOrder.append(subscription.subscriptionGroupID) }
      groups[subscription.subscriptionGroupID, default: []].append(position)
    }
    for groupID in groupOrder {
      let level = { (position: Int) in products[position].subscription?.groupLevel ?? 0 }
      let members = (groups[groupID] ?? []).sorted { (level($0), $0) < (level($1), $1) }
      let name = members.first.flatMap { products[$0].subscription?.groupDisplayName } ?? groupID
      let state = snapshot.standing(ofGroup: groupID).map { " · \(SubscriptionWords.state($0, language: language))" } ?? ""
      sections.append(Section(title: name + state, positions: members))
    }
    add(Phrase(en: "Non-renewing subscriptions", zhHans: ChineseText(verbatim: ProductType.nonRenewable.name(in: .zhHans))), .nonRenewable)
    return sections
  }
}

/// The mark before a product in the list: what the customer holds or is waiting for, as a symbol and a style, so
/// it reads the same without colour.
enum ProductBadge: Hashable, Sendable {
  /// Owned, or subscribed and entitled.
  case owned
  /// A purchase in flight or waiting for approval.
  case waiting
  /// Entitled, but billing failed (grace period).
  case billingIssue
  /// Not granted: a billing problem, or the latest transaction (a subscription's too) failed verification.
  case problem

  init?(_ product: Product, in snapshot: StoreSnapshot) {
    if snapshot.purchases[product.id] != nil || snapshot.hasPendingRequest(for: product.id) {
      self = .waiting
    } else if let standing = snapshot.standing(of: product) {
      switch standing {
      case .subscribed: self = .owned
      case .inGracePeriod: self = .billingIssue
      case .inBillingRetry, .notGranted: self = .problem
      case .expired, .revoked: return nil
      }
    } else if snapshot.entitlements[product.id] != nil {
      self = .owned
    } else if snapshot.latestTransactions[product.id]?.isVerified == false {
      self = .problem
    } else {
      return nil
    }
  }

  func symbol(_ glyphs: Glyphs) -> Character {
    switch self {
    case .owned: glyphs.success
    case .waiting: glyphs.ellipsis.first ?? "~"
    case .billingIssue, .problem: glyphs.warning
    }
  }

  var style: Style {
    switch self {
    case .owned: .success
    case .waiting: .accent
    case .billingIssue: .warning
    case .problem: .error
    }
  }
}

extension StoreSnapshot {
  /// Whether a purchase of the product waits for a parent's approval or the customer's action.
  func hasPendingRequest(for productID: String) -> Bool {
    purchaseRequests.contains { $0.productID == productID && $0.state == .pending }
  }
}
