import Foundation

/// The payload of a signed transaction, keyed exactly as Apple's `JWSTransactionDecodedPayload`.
///
/// Every field is optional, as in Apple's libraries, so foreign or partial payloads still decode; enum
/// values are kept as their raw strings and numbers so unknown values never fail decoding. Dates are
/// milliseconds since 1970 (Xcode writes fractions; we write whole numbers).
public struct TransactionPayload: Codable, Sendable, Hashable {
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

  public init() {}
}

/// The payload of signed renewal info, keyed exactly as Apple's `JWSRenewalInfoDecodedPayload`.
public struct RenewalInfoPayload: Codable, Sendable, Hashable {
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

  public init() {}
}

/// Encoding and decoding of signed payloads: whole milliseconds, deterministic key order.
enum PayloadCoding {
  static func encode<T: Encodable>(_ value: T) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value)
  }

  static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try JSONDecoder().decode(type, from: data)
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
