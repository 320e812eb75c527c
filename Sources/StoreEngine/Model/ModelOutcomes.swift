public import FoundationEssentials

/// What one of the model's operations ended in, with the snapshot that already shows it: a view applies the
/// snapshot and tells the outcome in one step, so "Purchase complete" never appears beside the balance from before.
public struct ModelResult<Outcome: Sendable & Hashable>: Sendable, Hashable {
  public var outcome: Outcome
  /// The model's snapshot once the operation's effects were read back from the ledger.
  public var snapshot: StoreSnapshot

  public init(_ outcome: Outcome, snapshot: StoreSnapshot) {
    self.outcome = outcome
    self.snapshot = snapshot
  }
}

/// What a purchase through the model ended in. StoreKit hands the app `.success` for the first four alike; the
/// model tells them apart with what the App Store did (`Store.purchaseAtAppStore`), for the people watching.
public enum PurchaseOutcome: Sendable, Hashable {
  /// A new transaction was charged, verified and delivered (and finished, unless the purchase leaves it so).
  case purchased(Transaction)
  /// An upgrade, or a crossgrade to a plan of the same period: the new subscription starts now and the one it
  /// replaces ends (the App Store refunds the rest of its period).
  case upgraded(Transaction, replacing: Transaction)
  /// Nothing was charged: the customer already has it (the App Store answered with this transaction).
  case alreadyOwned(Transaction)
  /// Nothing was charged and nothing changes now: the subscription's next renewal changed.
  case renewalChanged(ScheduledChange)
  /// Waiting for a parent's approval or for the customer (the request, when the App Store recorded one).
  case pending(PurchaseRequestRecord?)
  /// The customer cancelled (the confirmation sheet's Cancel, or an injected `userCancelled`).
  case cancelled
  /// The App Store returned a transaction that failed verification: not granted, not finished.
  case unverified(Transaction, VerificationError)
  case failed(StoreFailure)
  /// The product is not among the products the app loaded, so the app cannot offer it; `products` says why.
  case productNotLoaded(productID: String, products: ProductsState)
  /// A purchase of this product was already in flight: this one was ignored.
  case ignored

  /// The transaction the purchase produced or answered with, when there is one.
  public var transaction: Transaction? {
    switch self {
    case .purchased(let transaction), .upgraded(let transaction, _), .alreadyOwned(let transaction),
      .unverified(let transaction, _):
      transaction
    case .renewalChanged(let change): change.current
    case .pending, .cancelled, .failed, .productNotLoaded, .ignored: nil
    }
  }
}

/// A change to a subscription's next renewal: what changes, what stays until then, and when.
public struct ScheduledChange: Sendable, Hashable {
  public var change: RenewalChange
  /// The transaction that stays in force until the change.
  public var current: Transaction
  /// When the change takes effect: the end of the current period.
  public var date: Date?

  public init(change: RenewalChange, current: Transaction, date: Date?) {
    self.change = change
    self.current = current
    self.date = date
  }
}

/// What Restore Purchases (`AppStore.sync()`, then the entitlements) ended in.
public enum RestoreOutcome: Sendable, Hashable {
  /// Synchronised; the customer is entitled to this many products.
  case restored(entitlements: Int)
  case failed(StoreFailure)
}

/// What a refund request from the app's refund sheet ended in; an approved refund arrives on updates.
///
/// `Transaction.RefundRequestStatus` "reflects the status of the request, not the status of the refund itself": an
/// approved and a declined request both return `success`; the outcome also says which the App Store answered.
public enum RefundRequestOutcome: Sendable, Hashable {
  /// `success`, and the App Store approved: the refunded transaction arrives on `Transaction.updates`.
  case approved(transactionID: UInt64)
  /// `success`, and the App Store declined: nothing reaches the app; the server is sent `REFUND_DECLINED`.
  case declined(transactionID: UInt64)
  /// `userCancelled`: the customer cancelled the refund sheet, and nothing was asked.
  case userCancelled(transactionID: UInt64)
  case failed(StoreFailure)

  /// What `beginRefundRequest` returned; nil when it threw.
  public var status: RefundRequestStatus? {
    switch self {
    case .approved, .declined: .success
    case .userCancelled: .userCancelled
    case .failed: nil
    }
  }

  /// The transaction the request was for; nil when it threw.
  public var transactionID: UInt64? {
    switch self {
    case .approved(let id), .declined(let id), .userCancelled(let id): id
    case .failed: nil
    }
  }
}

/// What redeeming an offer code in the redeem sheet ended in; the transaction arrives on updates.
public enum RedeemOutcome: Sendable, Hashable {
  case redeemed(code: String, productID: String)
  case failed(StoreFailure)
}

/// What spending units of a consumable ended in.
public enum ConsumeOutcome: Sendable, Hashable {
  case consumed(productID: String, amount: Int, balance: Int)
  case failed(StoreFailure)
}

/// What the app's `finish()` on a transaction ended in.
public enum FinishOutcome: Sendable, Hashable {
  /// Finished now (`wasUnfinished` false: it had been finished before; finishing is idempotent).
  case finished(transactionID: UInt64, wasUnfinished: Bool)
  case failed(StoreFailure)
}
