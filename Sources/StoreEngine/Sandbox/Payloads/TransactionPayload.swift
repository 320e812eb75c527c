import FoundationEssentials
import StoreCatalog

/// The payload of a signed transaction, keyed exactly as Apple's `JWSTransactionDecodedPayload`.
///
/// Every field is optional, as in Apple's libraries, so foreign or partial payloads still decode; enum
/// values are kept as their raw strings and numbers so unknown values never fail decoding. Dates are
/// milliseconds since 1970 (Xcode writes fractions; we write whole numbers).
public struct TransactionPayload: Sendable, Hashable {
  public var transactionId: String?
  public var originalTransactionId: String?
  public var webOrderLineItemId: String?
  public var bundleId: String?
  public var productId: String?
  public var subscriptionGroupIdentifier: String?
  public var purchaseDate: Double?
  public var originalPurchaseDate: Double?
  public var expiresDate: Double?
  public var quantity: Int?
  public var type: String?
  public var appAccountToken: String?
  public var inAppOwnershipType: String?
  public var signedDate: Double?
  public var revocationReason: Int?
  public var revocationDate: Double?
  /// `REFUND_FULL`, `REFUND_PRORATED` or `FAMILY_REVOKE`, once revoked.
  public var revocationType: String?
  /// How much was refunded, in milliunits of a percent (100000 is all of it).
  public var revocationPercentage: Int?
  public var isUpgraded: Bool?
  public var offerType: Int?
  public var offerIdentifier: String?
  public var environment: String?
  public var storefront: String?
  public var storefrontId: String?
  public var transactionReason: String?
  public var currency: String?
  /// Milliunits of the currency: 10990 is 10.99.
  public var price: Int64?
  public var offerDiscountType: String?
  public var offerPeriod: String?
  public var appTransactionId: String?
  public var deviceVerification: String?
  public var deviceVerificationNonce: String?
  /// `BILLED_UPFRONT` or `MONTHLY` when the subscription is paid by a billing plan.
  public var billingPlanType: String?

  public init() {}
}

/// The payload of signed renewal info, keyed exactly as Apple's `JWSRenewalInfoDecodedPayload`.
public struct RenewalInfoPayload: Sendable, Hashable {
  public var originalTransactionId: String?
  public var autoRenewProductId: String?
  public var productId: String?
  public var autoRenewStatus: Int?
  public var expirationIntent: Int?
  public var isInBillingRetryPeriod: Bool?
  public var priceIncreaseStatus: Int?
  public var gracePeriodExpiresDate: Double?
  public var offerType: Int?
  public var offerIdentifier: String?
  public var offerDiscountType: String?
  public var offerPeriod: String?
  public var signedDate: Double?
  public var environment: String?
  public var recentSubscriptionStartDate: Double?
  public var renewalDate: Double?
  public var currency: String?
  public var renewalPrice: Int64?
  public var eligibleWinBackOfferIds: [String]?
  public var appAccountToken: String?
  public var appTransactionId: String?
  public var deviceVerification: String?
  public var deviceVerificationNonce: String?

  /// The billing plan renewals are charged by.
  public var renewalBillingPlanType: String?

  public init() {}
}

extension TransactionPayload {
  /// Reads the payload from parsed JSON (see `PayloadReader`).
  init(json: JSONNode?) {
    let fields = PayloadReader(json)
    transactionId = fields.string("transactionId")
    originalTransactionId = fields.string("originalTransactionId")
    webOrderLineItemId = fields.string("webOrderLineItemId")
    bundleId = fields.string("bundleId")
    productId = fields.string("productId")
    subscriptionGroupIdentifier = fields.string("subscriptionGroupIdentifier")
    purchaseDate = fields.double("purchaseDate")
    originalPurchaseDate = fields.double("originalPurchaseDate")
    expiresDate = fields.double("expiresDate")
    quantity = fields.int("quantity")
    type = fields.string("type")
    appAccountToken = fields.string("appAccountToken")
    inAppOwnershipType = fields.string("inAppOwnershipType")
    signedDate = fields.double("signedDate")
    revocationReason = fields.int("revocationReason")
    revocationDate = fields.double("revocationDate")
    revocationType = fields.string("revocationType")
    revocationPercentage = fields.int("revocationPercentage")
    isUpgraded = fields.bool("isUpgraded")
    offerType = fields.int("offerType")
    offerIdentifier = fields.string("offerIdentifier")
    environment = fields.string("environment")
    storefront = fields.string("storefront")
    storefrontId = fields.string("storefrontId")
    transactionReason = fields.string("transactionReason")
    currency = fields.string("currency")
    price = fields.int64("price")
    offerDiscountType = fields.string("offerDiscountType")
    offerPeriod = fields.string("offerPeriod")
    appTransactionId = fields.string("appTransactionId")
    deviceVerification = fields.string("deviceVerification")
    deviceVerificationNonce = fields.string("deviceVerificationNonce")
    billingPlanType = fields.string("billingPlanType")
  }

  /// The payload as compact JSON with sorted keys, ready to sign.
  var json: Data {
    var writer = PayloadWriter()
    writer.set("appAccountToken", appAccountToken)
    writer.set("appTransactionId", appTransactionId)
    writer.set("billingPlanType", billingPlanType)
    writer.set("bundleId", bundleId)
    writer.set("currency", currency)
    writer.set("deviceVerification", deviceVerification)
    writer.set("deviceVerificationNonce", deviceVerificationNonce)
    writer.set("environment", environment)
    writer.set("expiresDate", expiresDate)
    writer.set("inAppOwnershipType", inAppOwnershipType)
    writer.set("isUpgraded", isUpgraded)
    writer.set("offerDiscountType", offerDiscountType)
    writer.set("offerIdentifier", offerIdentifier)
    writer.set("offerPeriod", offerPeriod)
    writer.set("offerType", offerType)
    writer.set("originalPurchaseDate", originalPurchaseDate)
    writer.set("originalTransactionId", originalTransactionId)
    writer.set("price", price)
    writer.set("productId", productId)
    writer.set("purchaseDate", purchaseDate)
    writer.set("quantity", quantity)
    writer.set("revocationDate", revocationDate)
    writer.set("revocationPercentage", revocationPercentage)
    writer.set("revocationReason", revocationReason)
    writer.set("revocationType", revocationType)
    writer.set("signedDate", signedDate)
    writer.set("storefront", storefront)
    writer.set("storefrontId", storefrontId)
    writer.set("subscriptionGroupIdentifier", subscriptionGroupIdentifier)
    writer.set("transactionId", transactionId)
    writer.set("transactionReason", transactionReason)
    writer.set("type", type)
    writer.set("webOrderLineItemId", webOrderLineItemId)
    return writer.data
  }
}

extension RenewalInfoPayload {
  /// Reads the payload from parsed JSON (see `PayloadReader`).
  init(json: JSONNode?) {
    let fields = PayloadReader(json)
    originalTransactionId = fields.string("originalTransactionId")
    autoRenewProductId = fields.string("autoRenewProductId")
    productId = fields.string("productId")
    autoRenewStatus = fields.int("autoRenewStatus")
    expirationIntent = fields.int("expirationIntent")
    isInBillingRetryPeriod = fields.bool("isInBillingRetryPeriod")
    priceIncreaseStatus = fields.int("priceIncreaseStatus")
    gracePeriodExpiresDate = fields.double("gracePeriodExpiresDate")
    offerType = fields.int("offerType")
    offerIdentifier = fields.string("offerIdentifier")
    offerDiscountType = fields.string("offerDiscountType")
    offerPeriod = fields.string("offerPeriod")
    signedDate = fields.double("signedDate")
    environment = fields.string("environment")
    recentSubscriptionStartDate = fields.double("recentSubscriptionStartDate")
    renewalDate = fields.double("renewalDate")
    currency = fields.string("currency")
    renewalPrice = fields.int64("renewalPrice")
    eligibleWinBackOfferIds = fields.strings("eligibleWinBackOfferIds")
    appAccountToken = fields.string("appAccountToken")
    appTransactionId = fields.string("appTransactionId")
    deviceVerification = fields.string("deviceVerification")
    deviceVerificationNonce = fields.string("deviceVerificationNonce")
    renewalBillingPlanType = fields.string("renewalBillingPlanType")
  }

  /// The payload as compact JSON with sorted keys, ready to sign.
  var json: Data {
    var writer = PayloadWriter()
    writer.set("appAccountToken", appAccountToken)
    writer.set("appTransactionId", appTransactionId)
    writer.set("autoRenewProductId", autoRenewProductId)
    writer.set("autoRenewStatus", autoRenewStatus)
    writer.set("currency", currency)
    writer.set("deviceVerification", deviceVerification)
    writer.set("deviceVerificationNonce", deviceVerificationNonce)
    writer.set("eligibleWinBackOfferIds", eligibleWinBackOfferIds)
    writer.set("environment", environment)
    writer.set("expirationIntent", expirationIntent)
    writer.set("gracePeriodExpiresDate", gracePeriodExpiresDate)
    writer.set("isInBillingRetryPeriod", isInBillingRetryPeriod)
    writer.set("offerDiscountType", offerDiscountType)
    writer.set("offerIdentifier", offerIdentifier)
    writer.set("offerPeriod", offerPeriod)
    writer.set("offerType", offerType)
    writer.set("originalTransactionId", originalTransactionId)
    writer.set("priceIncreaseStatus", priceIncreaseStatus)
    writer.set("productId", productId)
    writer.set("recentSubscriptionStartDate", recentSubscriptionStartDate)
    writer.set("renewalBillingPlanType", renewalBillingPlanType)
    writer.set("renewalDate", renewalDate)
    writer.set("renewalPrice", renewalPrice)
    writer.set("signedDate", signedDate)
    return writer.data
  }
}

extension Date {
  /// Milliseconds since 1970, whole, as signed payloads carry them.
  var milliseconds: Double { (timeIntervalSince1970 * 1000).rounded() }

  /// Milliseconds since 1970 as an integer, for the ledger.
  var millisecondsInteger: Int64 { Int64((timeIntervalSince1970 * 1000).rounded()) }

  init(milliseconds: Double) { self.init(timeIntervalSince1970: milliseconds / 1000) }

  init(milliseconds: Int64) { self.init(timeIntervalSince1970: Double(milliseconds) / 1000) }
}
