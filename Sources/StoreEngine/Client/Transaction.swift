public import FoundationEssentials
public import StoreCatalog

/// A transaction as an app sees it, decoded from the JWS the App Store signed (StoreKit's `Transaction`).
public struct Transaction: Sendable, Hashable, Identifiable {
  public let id: UInt64
  public let originalID: UInt64
  public let webOrderLineItemID: String?
  public let productID: String
  public let subscriptionGroupID: String?
  public let appBundleID: String
  public let purchaseDate: Date
  public let originalPurchaseDate: Date
  public let expirationDate: Date?
  public let purchasedQuantity: Int
  public let isUpgraded: Bool
  public let offer: TransactionOffer?
  public let revocationDate: Date?
  public let revocationReason: RevocationReason?
  /// A full or prorated refund, or a revocation from Family Sharing; nil while not revoked.
  public let revocationType: RevocationType?
  /// Nil when the payload names a type this simulator does not know.
  public let productType: ProductType?
  public let appAccountToken: UUID?
  public let environment: String
  public let reason: TransactionReason
  /// ISO 3166-1 alpha-3 storefront code.
  public let storefrontCountryCode: String
  public let storefrontID: String?
  public let price: Decimal?
  public let currency: String?
  public let appTransactionID: String?
  public let deviceVerification: Data?
  public let deviceVerificationNonce: UUID?
  public let ownershipType: OwnershipType
  /// The billing plan the subscription is paid by (`BILLED_UPFRONT`, `MONTHLY`), when it has one.
  public let billingPlanType: String?
  public let signedDate: Date
  /// The compact JWS this transaction was decoded from.
  public var jwsRepresentation: String { signed.text }
  /// The same, its header shared with the other transactions'.
  let signed: CompactJWS

  /// Decodes a transaction from a signed payload and the whole text it came in, tolerating missing and unknown fields.
  public init(payload: TransactionPayload, jws: String) {
    self.init(payload: payload, signed: CompactJWS(jws))
  }

  /// The same, from a text already kept as a `CompactJWS` (a ledger record's), so its header stays shared.
  init(payload: TransactionPayload, signed: CompactJWS) {
    id = payload.transactionId.flatMap(UInt64.init) ?? 0
    originalID = payload.originalTransactionId.flatMap(UInt64.init) ?? id
    webOrderLineItemID = payload.webOrderLineItemId
    productID = payload.productId ?? ""
    subscriptionGroupID = payload.subscriptionGroupIdentifier
    appBundleID = payload.bundleId ?? ""
    purchaseDate = Date(milliseconds: payload.purchaseDate ?? 0)
    originalPurchaseDate = Date(milliseconds: payload.originalPurchaseDate ?? payload.purchaseDate ?? 0)
    expirationDate = payload.expiresDate.map { Date(milliseconds: $0) }
    purchasedQuantity = payload.quantity ?? 1
    isUpgraded = payload.isUpgraded ?? false
    offer = payload.offerType.flatMap { SubscriptionOffer.Kind(rawValue: $0) }.map { kind in
      TransactionOffer(
        type: kind, id: payload.offerIdentifier,
        paymentMode: SubscriptionOffer.PaymentMode.allCases.first { $0.signedValue == payload.offerDiscountType },
        period: payload.offerPeriod.flatMap(SubscriptionPeriod.init(iso8601:)))
    }
    revocationDate = payload.revocationDate.map { Date(milliseconds: $0) }
    revocationReason = payload.revocationReason.flatMap(RevocationReason.init(rawValue:))
    revocationType = payload.revocationType.flatMap(RevocationType.init(rawValue:))
    productType = payload.type.flatMap(ProductType.init(signedValue:))
    appAccountToken = payload.appAccountToken.flatMap(UUID.init(uuidString:))
    environment = payload.environment ?? ""
    reason = payload.transactionReason.flatMap(TransactionReason.init(rawValue:)) ?? .purchase
    storefrontCountryCode = payload.storefront ?? ""
    storefrontID = payload.storefrontId
    price = payload.price.map(Money.fromMilliunits)
    currency = payload.currency
    appTransactionID = payload.appTransactionId
    deviceVerification = payload.deviceVerification.flatMap { Data(base64Encoded: $0) }
    deviceVerificationNonce = payload.deviceVerificationNonce.flatMap(UUID.init(uuidString:))
    ownershipType = payload.inAppOwnershipType.flatMap(OwnershipType.init(rawValue:)) ?? .purchased
    billingPlanType = payload.billingPlanType
    signedDate = Date(milliseconds: payload.signedDate ?? 0)
    self.signed = signed
  }

  /// Whether the App Store refunded or revoked it.
  public var isRevoked: Bool { revocationDate != nil }
}
