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

  /// The case, for debugging; people read `OutcomeWords`.
  public var description: String {
    switch self {
    case .networkError(let detail), .systemError(let detail): "StoreKitError.\(caseName)(\(detail))"
    default: "StoreKitError.\(caseName)"
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

  /// The case, for debugging; people read `OutcomeWords`.
  public var description: String { "Product.PurchaseError.\(rawValue)" }

}

/// Errors a refund request throws (`Transaction.RefundRequestError`).
public enum RefundRequestError: String, Error, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case duplicateRequest
  case failed

  /// The case, for debugging; people read `OutcomeWords`.
  public var description: String { "Transaction.RefundRequestError.\(rawValue)" }

}

/// What a refund request sheet ended in (`Transaction.RefundRequestStatus`): the status of the request, not of the
/// refund — an approved refund reaches the app as a revoked transaction on `updates`, a declined one never does.
public enum RefundRequestStatus: String, Sendable, Hashable, CaseIterable {
  /// The App Store has received the refund request.
  case success
  /// The customer cancelled the refund sheet.
  case userCancelled
}
