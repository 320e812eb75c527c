import FoundationEssentials
import StoreCatalog

/// What a purchase request should do, decided from the ledger's facts by `PurchasePlanner`.
enum PurchasePlan: Sendable, Hashable {
  /// Charge nothing; answer with this existing transaction (owned non-consumable, active subscription,
  /// unfinished consumable).
  case returnExisting(TransactionRecord)
  /// Create and sign a new transaction.
  case charge(Charge)
  /// An upgrade (or a crossgrade to the same period): the new subscription starts now and the current
  /// transaction is marked upgraded.
  case upgrade(Charge, replacing: TransactionRecord)
  /// A downgrade (or a crossgrade to another period): the subscription renews to `productID` at the end
  /// of the current period; answers with the current transaction.
  case changeAtRenewal(productID: String, current: TransactionRecord)
  /// Buying the subscription the customer already has while auto-renew is off turns it back on.
  case resumeAutoRenew(TransactionRecord)
  /// An offer for an active subscription applies from its next renewal.
  case offerAtRenewal(RenewalOffer, current: TransactionRecord)
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
  /// The price of one unit; the transaction records the total for `quantity` (nil: a free trial).
  var price: Decimal?
  var offer: TransactionOffer?
  var expirationDate: Date?
  /// Continues an earlier subscription chain in the same group (same original id).
  var continuing: TransactionRecord?
  /// Discounted renewals that follow this charge (pay-as-you-go offers).
  var renewalOffer: RenewalOffer?
  /// The billing plan the subscription is paid by, when the customer chose one.
  var billingPlanType: String?
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

/// An offer the app asks for in a purchase, with the result of checking its signature.
enum RequestedOffer: Sendable, Hashable {
  case promotional(id: String, signature: SignatureCheck)
  case winBack(id: String)
  case code(name: String)

  /// How a promotional offer's signature checked out.
  enum SignatureCheck: Sendable, Hashable {
    case valid
    case invalid(String)
    case missingParameters
  }
}

/// The facts about one product and its group that a purchase decision needs.
struct PurchaseFacts: Sendable {
  var product: CatalogProduct
  /// The newest transaction of this product that was not refunded or revoked (what a non-consumable's
  /// owner holds).
  var owned: TransactionRecord?
  /// The oldest unfinished, unrevoked transaction of this product (an undelivered consumable).
  var unfinished: TransactionRecord?
  /// The newest transaction of the product's subscription group, when it has one.
  var groupHead: TransactionRecord?
  /// The group's renewal record, when it has one.
  var renewal: RenewalRecord?
  /// Whether the customer ever subscribed to this group (intro offers are once per group).
  var everSubscribedInGroup: Bool
  var catalog: Catalog
  var settings: SandboxSettings
  var now: Date
  var clock: SandboxClock
}
