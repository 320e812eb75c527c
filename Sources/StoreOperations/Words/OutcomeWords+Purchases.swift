import Foundation
import StoreCatalog
public import StoreEngine

/// Purchases in words: what the customer got (or did not), what changes when, and where it reaches the app.
extension OutcomeWords {
  func purchaseReport(_ outcome: PurchaseOutcome, _ operation: StoreOperation) -> Report {
    let leftUnfinished = if case .buy(_, let request) = operation { request.noFinish } else { false }
    let requested = if case .buy(let productID, _) = operation { productID } else { "" }
    switch outcome {
    case .purchased(let transaction):
      return Report(.success, "Purchase complete", purchased(transaction, leftUnfinished: leftUnfinished))
    case .upgraded(let transaction, let replaced):
      let message =
        "\(name(of: transaction.productID)) replaces \(name(of: replaced.productID)) now: transaction \(transaction.id) "
        + "starts today, and the App Store refunds what is left of transaction \(replaced.id). "
        + handled(transaction, leftUnfinished: leftUnfinished)
      return Report(.success, "Upgraded", message)
    case .alreadyOwned(let transaction):
      return Report(.information, "Already yours", alreadyOwned(transaction))
    case .renewalChanged(let scheduled):
      let message = renewalChange(scheduled.change, current: scheduled.current.productID, until: scheduled.date)
      return Report(.information, "Nothing changes now", message)
    case .pending(let request):
      return pending(request, productID: requested)
    case .cancelled:
      return Report(.information, "Purchase cancelled", "Purchase cancelled: the app got .userCancelled.")
    case .unverified(let transaction, let error):
      let message =
        "The App Store returned transaction \(transaction.id) for \(name(of: transaction.productID)), but it failed "
        + "verification. \(FailureWords.verification(error)) An app must neither grant nor finish it."
      return Report(.failure, "Not granted: verification failed", message)
    case .failed(let failure):
      return Report(
        .failure, "Purchase failed",
        "\(name(of: requested)) was not bought. \(FailureWords.sentence(failure, words: self))",
        fix: fix(for: failure))
    case .productNotLoaded(let productID, .failed(let failure)):
      let message =
        "\(name(of: productID)) cannot be bought: the app could not load its products. "
        + FailureWords.sentence(failure, words: self)
      return Report(.failure, "Purchase failed", message, fix: fix(for: failure))
    case .productNotLoaded(let productID, _):
      return Report(
        .failure, "Purchase failed", "\(productID) is not among the products the app loaded, so it cannot be bought.")
    case .ignored:
      return Report(.warning, "Already in progress", "A purchase of \(name(of: requested)) is already in progress.")
    }
  }

  private func purchased(_ transaction: Transaction, leftUnfinished: Bool) -> String {
    let product = products[transaction.productID]
    let name = name(of: transaction.productID)
    let what: String
    switch transaction.productType {
    case .consumable?: what = "Added \(transaction.purchasedQuantity) × \(name) to the balance."
    case .autoRenewable?:
      what = ["You are subscribed to \(name).", OfferWords.subscribed(transaction, product: product)]
        .compactMap { $0 }.joined(separator: " ")
    default: what = "\(name) is unlocked."
    }
    return "\(what) \(handled(transaction, leftUnfinished: leftUnfinished))"
  }

  /// What the app did with a transaction `purchase` handed it.
  private func handled(_ transaction: Transaction, leftUnfinished: Bool) -> String {
    leftUnfinished
      ? "Transaction \(transaction.id) was verified and delivered but left unfinished: it replays at the next launch."
      : "Transaction \(transaction.id) was verified, delivered and finished."
  }

  private func alreadyOwned(_ transaction: Transaction) -> String {
    let name = name(of: transaction.productID)
    switch transaction.productType {
    case .consumable?:
      return "An earlier purchase of \(name) was not finished yet: the App Store handed back transaction "
        + "\(transaction.id) and charged nothing."
    case .autoRenewable?:
      return "You are already subscribed to \(name): nothing was charged (transaction \(transaction.id))."
    default:
      return
        "You already own \(name): nothing was charged, and the App Store handed back transaction \(transaction.id)."
    }
  }

  /// A change to a subscription's next renewal: `currentProductID` stays until `until`.
  func renewalChange(_ change: RenewalChange, current currentProductID: String, until: Date?) -> String {
    let current = name(of: currentProductID)
    let when = until.map(date) ?? "the end of the period"
    switch change {
    case .renewsAs(let productID):
      let new = name(of: productID)
      if let newLevel = levels[productID], let currentLevel = levels[currentProductID], newLevel > currentLevel {
        return "\(new) is a lower level, so nothing changes now: \(current) stays until \(when), then \(new) "
          + "starts and is charged. Nothing is charged today."
      }
      return "\(new) has another period, so nothing changes now: \(current) stays until \(when), then \(new) "
        + "starts and is charged. Nothing is charged today."
    case .keepsCurrentProduct:
      return "Nothing was charged: \(current) renews again on \(when)."
    case .offerAtRenewal(let offer):
      return "Nothing changes now: the \(OfferWords.kind(offer.type)) offer applies to \(current) from its next "
        + "renewal on \(when)."
    }
  }

  private func pending(_ request: PurchaseRequestRecord?, productID: String) -> Report {
    let name = name(of: request?.productID ?? productID)
    guard let request else {
      return Report(
        .pending, "Waiting",
        "The purchase of \(name) waits: if it completes, the transaction reaches the app on Transaction.updates.")
    }
    switch request.kind {
    case .askToBuy:
      return Report(
        .pending, "Waiting for approval",
        "\(name) needs a parent's approval first (Ask to Buy, request \(request.id)). If it is approved, the "
          + "transaction reaches the app on Transaction.updates; if it is declined, the app is never told.")
    case .interrupted:
      return Report(
        .pending, "Waiting for the customer",
        "The purchase of \(name) was interrupted: the customer must act first (request \(request.id)). Once it is "
          + "resolved, the transaction reaches the app on Transaction.updates.")
    }
  }

  // MARK: - Elsewhere

  func elsewhereReport(_ made: SandboxPurchase, productID: String, place: PurchaseRequest.Place) -> Report {
    let name = name(of: productID)
    switch made {
    case .purchased(let record), .upgraded(let record, _):
      let message =
        place == .appStore
        ? "\(name) was bought in the App Store: transaction \(record.id) was charged, and it reaches the app on Transaction.updates."
        : "Another device bought \(name): transaction \(record.id) was charged, and it reaches the app on Transaction.updates."
      return Report(.success, "Bought elsewhere", message)
    case .existing(let record):
      return Report(
        .information, "Already yours",
        "Nothing was charged: the account already has \(name) (transaction \(record.id)).")
    case .renewalChanged(let change, let current):
      let message = renewalChange(change, current: current.productID, until: current.expirationDate)
      return Report(.information, "Nothing changes now", message)
    case .pending(let requestID):
      return Report(.pending, "Waiting", "The purchase of \(name) waits for someone to act (request \(requestID)).")
    case .cancelled:
      return Report(.information, "Purchase cancelled", "The purchase of \(name) was cancelled.")
    }
  }

  func approvalReport(_ request: PurchaseRequestRecord, _ made: SandboxPurchase) -> Report {
    let name = name(of: request.productID)
    let approved = request.kind == .askToBuy
    switch made.record {
    case let record? where made.isNewCharge:
      let message =
        approved
        ? "A parent approved request \(request.id) for \(name): transaction \(record.id) was charged, and it reaches the app on Transaction.updates."
        : "The customer resolved request \(request.id) for \(name): transaction \(record.id) was charged, and it reaches the app on Transaction.updates."
      return Report(.success, approved ? "Approved" : "Resolved", message)
    case let record?:
      let message =
        approved
        ? "A parent approved request \(request.id), but the customer already has \(name) (transaction \(record.id)): nothing was charged."
        : "The customer resolved request \(request.id), but already has \(name) (transaction \(record.id)): nothing was charged."
      return Report(.information, approved ? "Approved" : "Resolved", message)
    case nil:
      return Report(
        .information, approved ? "Approved" : "Resolved",
        "Request \(request.id) for \(name) was answered; nothing was charged.")
    }
  }

  // MARK: - Products

  /// Where product loading stands, in words: the empty and failed states with why (and what to do).
  public func productsReport(_ state: ProductsState) -> Report {
    switch state {
    case .loading: Report(.pending, "Loading products", "The products are loading.")
    case .loaded(let products) where products.count == 1: Report(.success, "Products loaded", "1 product loaded.")
    case .loaded(let products): Report(.success, "Products loaded", "\(products.count) products loaded.")
    case .empty(.catalogEmpty):
      Report(
        .warning, "No products", "This catalog has no products.",
        fix: "Add some in Xcode's StoreKit configuration editor, or start a catalog with 'storefront catalog new'.")
    case .empty(.unknownIdentifiers(let ids)):
      Report(
        .warning, "None of the requested products exist",
        "The app asked for \(Self.list(ids)), but the catalog has no product with "
          + (ids.count == 1 ? "that identifier. " : "those identifiers. ")
          + "products(for:) leaves unknown identifiers out without an error.",
        fix: surface == .storefront
          ? "Check --products, or the productID values in the .storekit file."
          : "Check the product identifiers, or the productID values in the .storekit file.")
    case .failed(let failure):
      Report(
        .failure, "Products could not be loaded",
        "products(for:) threw. \(FailureWords.sentence(failure, words: self))",
        fix: fix(for: failure))
    }
  }

  /// Up to five identifiers, then an ellipsis.
  static func list(_ ids: [String]) -> String {
    ids.prefix(5).joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
  }
}

extension SandboxPurchase {
  /// Whether the App Store charged a new transaction.
  var isNewCharge: Bool {
    switch self {
    case .purchased, .upgraded: true
    default: false
    }
  }
}
