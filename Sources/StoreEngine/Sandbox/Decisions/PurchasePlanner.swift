import Foundation
import StoreCatalog

/// What a purchase request should do, decided from the ledger's facts: a pure function, so every
/// edge case is a unit-tested transition (see `PurchasePlanner.plan`).
enum PurchasePlan: Sendable, Hashable {
  /// Charge nothing; answer with this existing transaction (owned non-consumable, active subscription,
  /// unfinished consumable).
  case returnExisting(TransactionRecord)
  /// Create and sign a new transaction.
  case charge(Charge)
  /// Ask to Buy: wait for a parent.
  case awaitApproval
  /// An interrupted purchase: wait for the customer to resolve the issue.
  case awaitResolution
  /// The customer cancelled (an injected `userCancelled`).
  case cancelled
  case fail(PurchaseFailure)
}

/// A new charge: what the transaction to create says.
struct Charge: Sendable, Hashable {
  var product: CatalogProduct
  var quantity: Int
  var price: Decimal?
  var offer: TransactionOffer?
  var expirationDate: Date?
  /// Continues an earlier subscription chain in the same group (same original id).
  var continuing: TransactionRecord?
}

/// A purchase that fails: the error StoreKit would throw.
enum PurchaseFailure: Error, Sendable, Hashable, CustomStringConvertible {
  case storeKit(StoreKitError)
  case purchase(PurchaseError)

  var description: String {
    switch self {
    case .storeKit(let error): error.description
    case .purchase(let error): error.description
    }
  }

  /// The failure an injected error stands for.
  init(simulated error: SimulatedError) {
    switch error {
    case .generic(let generic): self = .storeKit(StoreKitError(simulated: generic))
    case .purchase(let purchase): self = .purchase(PurchaseError(rawValue: purchase.rawValue) ?? .productUnavailable)
    case .verification, .refundRequest: self = .storeKit(.unknown)
    }
  }
}

extension StoreKitError {
  /// The StoreKit error an injected generic error stands for.
  init(simulated error: SimulatedError.Generic) {
    switch error {
    case .unknown: self = .unknown
    case .userCancelled: self = .userCancelled
    case .networkError: self = .networkError("notConnectedToInternet")
    case .systemError: self = .systemError("simulated system error")
    case .notAvailableInStorefront: self = .notAvailableInStorefront
    case .notEntitled: self = .notEntitled
    case .unsupported: self = .unsupported
    }
  }
}

/// The facts about one product and its group that a purchase decision needs.
struct PurchaseFacts: Sendable {
  var product: CatalogProduct
  /// This product's transactions, newest first.
  var history: [TransactionRecord]
  /// The newest transaction of the product's subscription group, when it has one.
  var groupHead: TransactionRecord?
  var settings: SandboxSettings
  var now: Date
  var clock: SandboxClock
}

/// Decides purchases. Pure: same facts, same plan.
enum PurchasePlanner {
  static func plan(quantity: Int, askToBuy: Bool, facts: PurchaseFacts) -> PurchasePlan {
    let settings = facts.settings
    if settings.isOffline { return .fail(.storeKit(.networkError("notConnectedToInternet"))) }
    if let injected = settings.simulatedErrors[.purchase] {
      if injected == .generic(.userCancelled) { return .cancelled }
      return .fail(PurchaseFailure(simulated: injected))
    }
    let product = facts.product
    let allowsQuantity = product.type == .consumable || product.type == .nonRenewable
    guard (1...10).contains(quantity), quantity == 1 || allowsQuantity else { return .fail(.purchase(.invalidQuantity)) }

    switch product.type {
    case .nonConsumable:
      if let owned = facts.history.first(where: { !$0.isRevoked }) { return .returnExisting(owned) }
    case .consumable:
      if let unfinished = facts.history.last(where: { !$0.isFinished && !$0.isRevoked }) { return .returnExisting(unfinished) }
    case .autoRenewable:
      if let head = facts.groupHead, isActive(head, at: facts.now), head.productID == product.id {
        return .returnExisting(head)
      }
    case .nonRenewable:
      break
    }
    if askToBuy || settings.askToBuyEnabled { return .awaitApproval }
    if settings.interruptedPurchasesEnabled { return .awaitResolution }
    return .charge(charge(quantity: quantity, facts: facts))
  }

  /// The charge a purchase that goes through makes, at `facts.now`.
  static func charge(quantity: Int, facts: PurchaseFacts) -> Charge {
    let product = facts.product
    guard let terms = product.subscription else {
      return Charge(product: product, quantity: quantity, price: product.price)
    }
    let continuing = facts.groupHead
    let eligibleForIntro = continuing == nil
    if eligibleForIntro, let intro = terms.introductoryOffer {
      let periods = intro.paymentMode == .payAsYouGo ? 1 : intro.periodCount
      return Charge(
        product: product, quantity: 1, price: intro.paymentMode == .freeTrial ? 0 : intro.price,
        offer: TransactionOffer(type: .introductory, paymentMode: intro.paymentMode, period: intro.period),
        expirationDate: facts.clock.expiration(after: facts.now, period: intro.period, count: periods))
    }
    return Charge(
      product: product, quantity: 1, price: product.price,
      expirationDate: facts.clock.expiration(after: facts.now, period: terms.period), continuing: continuing)
  }

  /// Whether a subscription transaction gives access at `date`.
  static func isActive(_ record: TransactionRecord, at date: Date) -> Bool {
    guard !record.isRevoked, !record.isUpgraded, let expiration = record.expirationDate else { return false }
    return expiration > date
  }
}
