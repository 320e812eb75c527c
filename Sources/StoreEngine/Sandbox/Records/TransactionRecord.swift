public import FoundationEssentials
public import StoreCatalog

/// One transaction as the simulated App Store's ledger records it: the facts a signed transaction is
/// made from, plus whether the app has finished it.
public struct TransactionRecord: Sendable, Hashable {
  public var id: UInt64
  public var originalID: UInt64
  public var productID: String
  public var productType: ProductType
  public var groupID: String?
  public var purchaseDate: Date
  public var originalPurchaseDate: Date
  public var expirationDate: Date?
  public var quantity: Int
  /// What the customer paid for the whole quantity, in the storefront's currency; nil for a free trial period.
  public var price: Decimal?
  public var currency: String?
  public var storefront: String
  public var storefrontID: String?
  public var reason: TransactionReason
  public var webOrderLineItemID: String?
  public var offer: TransactionOffer?
  /// The billing plan a subscription is paid by (`BILLED_UPFRONT`, `MONTHLY`); nil for plain ones.
  public var billingPlanType: String?
  public var appAccountToken: UUID?
  public var ownership: OwnershipType
  public var isUpgraded: Bool
  public var revocationDate: Date?
  public var revocationReason: RevocationReason?
  public var signedDate: Date
  /// The compact JWS the App Store signed for the latest state of this transaction.
  public var signed: CompactJWS
  public var isFinished: Bool
  /// The device (app launch) that made the purchase; nil for what the App Store did on its own
  /// (renewals, approvals, purchases outside the app).
  public var device: String?

  public init(
    id: UInt64, originalID: UInt64, productID: String, productType: ProductType, groupID: String? = nil,
    purchaseDate: Date, originalPurchaseDate: Date, expirationDate: Date? = nil, quantity: Int = 1,
    price: Decimal? = nil, currency: String? = nil, storefront: String, storefrontID: String? = nil,
    reason: TransactionReason = .purchase, webOrderLineItemID: String? = nil, offer: TransactionOffer? = nil,
    billingPlanType: String? = nil, appAccountToken: UUID? = nil, ownership: OwnershipType = .purchased, isUpgraded: Bool = false,
    revocationDate: Date? = nil, revocationReason: RevocationReason? = nil, signedDate: Date, jws: String = "",
    isFinished: Bool = false, device: String? = nil
  ) {
    self.id = id
    self.originalID = originalID
    self.productID = productID
    self.productType = productType
    self.groupID = groupID
    self.purchaseDate = purchaseDate
    self.originalPurchaseDate = originalPurchaseDate
    self.expirationDate = expirationDate
    self.quantity = quantity
    self.price = price
    self.currency = currency
    self.storefront = storefront
    self.storefrontID = storefrontID
    self.reason = reason
    self.webOrderLineItemID = webOrderLineItemID
    self.offer = offer
    self.billingPlanType = billingPlanType
    self.appAccountToken = appAccountToken
    self.ownership = ownership
    self.isUpgraded = isUpgraded
    self.revocationDate = revocationDate
    self.revocationReason = revocationReason
    self.signedDate = signedDate
    self.signed = CompactJWS(jws)
    self.isFinished = isFinished
    self.device = device
  }

  /// Whether the App Store has refunded or revoked it.
  public var isRevoked: Bool { revocationDate != nil }

  /// The signed text whole, as the ledger stores it and the App Store Server API returns it.
  public var jws: String {
    get { signed.text }
    set { signed = CompactJWS(newValue) }
  }
}

/// Why a transaction exists: a purchase or an automatic renewal (`Transaction.Reason`).
public enum TransactionReason: String, Sendable, Hashable, Codable {
  case purchase = "PURCHASE"
  case renewal = "RENEWAL"
}

/// Whether the customer bought it or has it through Family Sharing (`Transaction.OwnershipType`).
public enum OwnershipType: String, Sendable, Hashable, Codable {
  case purchased = "PURCHASED"
  case familyShared = "FAMILY_SHARED"
}

/// How the App Store revoked a transaction (`Transaction.RevocationType`, the signed `revocationType`).
public enum RevocationType: String, Sendable, Hashable, CaseIterable, Codable {
  case refundFull = "REFUND_FULL"
  case refundProrated = "REFUND_PRORATED"
  /// Revoked from Family Sharing: the family member stopped sharing, or the customer left the family.
  case familyRevocation = "FAMILY_REVOKE"
}

/// Why the App Store revoked a transaction (`Transaction.RevocationReason`).
public enum RevocationReason: Int, Sendable, Hashable, Codable, CustomStringConvertible {
  /// Refunded for another reason.
  case other = 0
  /// Refunded because of an actual or perceived issue in the app.
  case developerIssue = 1

  /// The case, for debugging; people read `TransactionWords.revocationReason`.
  public var description: String { self == .developerIssue ? "developerIssue" : "other" }

}

/// The offer a transaction was bought with (`Transaction.Offer`).
public struct TransactionOffer: Sendable, Hashable, Codable {
  public var type: SubscriptionOffer.Kind
  /// The promotional or win-back offer id, or the offer code's reference name; nil for introductory.
  public var id: String?
  public var paymentMode: SubscriptionOffer.PaymentMode?
  public var period: SubscriptionPeriod?

  public init(
    type: SubscriptionOffer.Kind, id: String? = nil, paymentMode: SubscriptionOffer.PaymentMode? = nil,
    period: SubscriptionPeriod? = nil
  ) {
    self.type = type
    self.id = id
    self.paymentMode = paymentMode
    self.period = period
  }
}
