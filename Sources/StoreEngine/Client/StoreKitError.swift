/// Errors StoreKit APIs throw (`StoreKitError`), with StoreKit's cases.
public enum StoreKitError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An unknown, unrecoverable error; trying again later usually works.
  case unknown
  /// The user did not complete a necessary interaction (e.g. authentication for sync).
  case userCancelled
  /// The App Store could not be reached; the associated text says how (`notConnectedToInternet`…).
  case networkError(String)
  /// A system error; the associated text describes it.
  case systemError(String)
  /// The product is not available in the current storefront.
  case notAvailableInStorefront
  /// The customer is not entitled to the content (offer code redemption, refund of an unowned item).
  case notEntitled
  /// The operation is not supported here.
  case unsupported

  public var description: String {
    switch self {
    case .unknown: "an unknown error occurred (StoreKitError.unknown); trying again usually works"
    case .userCancelled: "the user cancelled (StoreKitError.userCancelled)"
    case .networkError(let detail): "the App Store could not be reached: \(detail) (StoreKitError.networkError)"
    case .systemError(let detail): "a system error occurred: \(detail) (StoreKitError.systemError)"
    case .notAvailableInStorefront: "the product is not available in this storefront (StoreKitError.notAvailableInStorefront)"
    case .notEntitled: "the customer is not entitled to this (StoreKitError.notEntitled)"
    case .unsupported: "this is not supported (StoreKitError.unsupported)"
    }
  }
}

/// Errors `Product.purchase(options:)` throws when the request itself cannot be honoured
/// (`Product.PurchaseError`).
public enum PurchaseError: String, Error, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case invalidQuantity
  case productUnavailable
  case purchaseNotAllowed
  case ineligibleForOffer
  case invalidOfferIdentifier
  case invalidOfferPrice
  case invalidOfferSignature
  case missingOfferParameters

  public var description: String {
    switch self {
    case .invalidQuantity: "the quantity is not allowed for this product (PurchaseError.invalidQuantity)"
    case .productUnavailable: "the product is not available (PurchaseError.productUnavailable)"
    case .purchaseNotAllowed: "purchases are not allowed for this customer (PurchaseError.purchaseNotAllowed)"
    case .ineligibleForOffer: "the customer is not eligible for this offer (PurchaseError.ineligibleForOffer)"
    case .invalidOfferIdentifier: "no such offer for this product (PurchaseError.invalidOfferIdentifier)"
    case .invalidOfferPrice: "the offer price is not valid (PurchaseError.invalidOfferPrice)"
    case .invalidOfferSignature: "the offer signature is not valid (PurchaseError.invalidOfferSignature)"
    case .missingOfferParameters: "the offer is missing parameters (PurchaseError.missingOfferParameters)"
    }
  }
}

/// Errors a refund request throws (`Transaction.RefundRequestError`).
public enum RefundRequestError: String, Error, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case duplicateRequest
  case failed

  public var description: String {
    switch self {
    case .duplicateRequest: "a refund was already requested for this transaction (RefundRequestError.duplicateRequest)"
    case .failed: "the refund request failed (RefundRequestError.failed)"
    }
  }
}

/// What a refund request sheet ended in (`Transaction.RefundRequestStatus`): the status of the request, not of the
/// refund — an approved refund reaches the app as a revoked transaction on `updates`, a declined one never does.
public enum RefundRequestStatus: String, Sendable, Hashable, CaseIterable {
  /// The App Store has received the refund request.
  case success
  /// The customer cancelled the refund sheet.
  case userCancelled
}
