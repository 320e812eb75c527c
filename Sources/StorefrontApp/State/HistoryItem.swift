import FoundationEssentials
import InterfaceLanguage
import StoreEngine
import StoreOperations

/// One line of the transactions view: a transaction the App Store recorded, a purchase request (Ask to Buy or an
/// interrupted purchase, in any state), or a purchase the App Store refused.
struct HistoryItem: Hashable, Sendable {
  /// What the line is, and its number.
  enum ID: Hashable, Sendable {
    case transaction(UInt64)
    case request(UInt64)
    /// The n-th refused purchase of this launch.
    case failure(Int)
    /// The app transaction, on the view's first line (it is none of the listed items).
    case appTransaction
  }

  /// The record behind the line.
  enum Entry: Hashable, Sendable {
    case transaction(LedgerTransaction)
    case request(PurchaseRequestRecord)
    case failure(FailedPurchase)
  }

  /// Where the line's transaction or request stands, in a word.
  enum State: Hashable, Sendable {
    case unfinished, finished, refunded, upgraded, expired
    /// A subscription's current transaction whose group is in its grace period or billing retry: named as the
    /// product pane names the group's standing.
    case subscription(SubscriptionStanding)
    case pending, approved, declined, resolved
    /// An Ask to Buy request nobody answered within 24 hours.
    case requestExpired
    case failed

    /// The state as the view shows it, in `language`: a request's as the renderer names request states.
    func word(in language: Language) -> String {
      switch self {
      case .unfinished: language.say(en: "unfinished", zhHans: "未完成")
      case .finished: language.say(en: "finished", zhHans: "已完成")
      case .refunded: language.say(en: "refunded", zhHans: "已退款")
      case .upgraded: language.say(en: "upgraded", zhHans: "已升级")
      case .expired, .requestExpired: TransactionWords.requestState(.expired, language: language)
      case .subscription(let standing): SubscriptionWords.state(standing, language: language)
      case .pending: TransactionWords.requestState(.pending, language: language)
      case .approved: TransactionWords.requestState(.approved, language: language)
      case .declined: TransactionWords.requestState(.declined, language: language)
      case .resolved: TransactionWords.requestState(.resolved, language: language)
      case .failed: language.say(en: "failed", zhHans: "失败")
      }
    }
  }

  /// What kind of line it is: a purchase (or a refused one), a renewal, or a request that waits.
  enum Kind: Hashable, Sendable {
    case purchase, renewal, askToBuy, interrupted

    /// The kind as the view shows it, in a word or two: `purchase`, `renewal`, `ask to buy`, `interrupted`.
    func word(in language: Language) -> String {
      switch self {
      case .purchase: language.say(en: "purchase", zhHans: "购买")
      case .renewal: language.say(en: "renewal", zhHans: "续期")
      case .askToBuy: language.say(en: "ask to buy", zhHans: "购买前询问")
      case .interrupted: language.say(en: "interrupted", zhHans: "已中断")
      }
    }
  }

  var id: ID
  var entry: Entry
  var productID: String
  /// The product's display name, or its identifier when the app did not load it.
  var productName: String
  /// When it happened, in simulated time: purchase date, request date, or attempt.
  var date: Date
  var state: State

  /// - Parameter standing: the standing of the group a transaction is the current one of (nil for the others).
  init(
    _ entry: Entry, id: ID, productName: (String) -> String, now: Date,
    standing: (LedgerTransaction) -> SubscriptionStanding? = { _ in nil }
  ) {
    self.id = id
    self.entry = entry
    switch entry {
    case .transaction(let ledger):
      let transaction = ledger.transaction
      productID = transaction.productID
      date = transaction.purchaseDate
      state = Self.state(of: ledger, standing: standing(ledger), now: now)
    case .request(let request):
      productID = request.productID
      date = request.requestedAt
      state =
        switch request.state {
        case .pending: .pending
        case .approved: .approved
        case .declined: .declined
        case .expired: .requestExpired
        case .resolved: .resolved
        }
    case .failure(let failure):
      productID = failure.productID
      date = failure.date
      state = .failed
    }
    self.productName = productName(productID)
  }

  private static func state(of ledger: LedgerTransaction, standing: SubscriptionStanding?, now: Date) -> State {
    let transaction = ledger.transaction
    if transaction.isRevoked { return .refunded }
    if transaction.isUpgraded { return .upgraded }
    if !ledger.isFinished { return .unfinished }
    switch standing {
    case .inGracePeriod?, .inBillingRetry?: return .subscription(standing!)
    default: break
    }
    if let expiration = transaction.expirationDate, expiration <= now { return .expired }
    return .finished
  }

  // MARK: - Facets

  /// The ledger transaction, when the line is one.
  var transaction: LedgerTransaction? {
    if case .transaction(let ledger) = entry { return ledger }
    return nil
  }

  /// The purchase request, when the line is one.
  var request: PurchaseRequestRecord? {
    if case .request(let request) = entry { return request }
    return nil
  }

  /// What kind of line it is.
  var kind: Kind {
    switch entry {
    case .transaction(let ledger): ledger.transaction.reason == .renewal ? .renewal : .purchase
    case .request(let request): request.kind == .askToBuy ? .askToBuy : .interrupted
    case .failure: .purchase
    }
  }

  /// `#12`, `req 3` (请求 3), or a dash for a refused purchase (it has no number at the App Store).
  func number(in language: Language) -> String {
    switch id {
    case .transaction(let id): "#\(id)"
    case .request(let id): language.say(en: "req \(id)", zhHans: "请求\(id)")
    case .failure: "-"
    case .appTransaction: language.say(en: "app", zhHans: "App")
    }
  }

  /// Whether the line's text as shown in `language` contains `needle` (lowercased): its number, product, kind,
  /// state or verdict.
  func matches(_ needle: String, in language: Language) -> Bool {
    [number(in: language), productID, productName, kind.word(in: language), state.word(in: language), verdictWord(in: language) ?? ""].contains {
      $0.lowercased().contains(needle)
    }
  }

  /// `verified` or `unverified` for a transaction; nil for the others.
  func verdictWord(in language: Language) -> String? {
    transaction.map { TransactionWords.verdictWord(verified: $0.result.isVerified, language: language) }
  }
}
