/// The StoreKit APIs whose failure a tester can simulate (`SKTestFailures`, `_storeKitErrors`).
public enum StoreKitAPI: String, Sendable, Hashable, CaseIterable, Codable {
  case loadProducts
  case purchase
  case verification
  case appStoreSync
  case subscriptionStatus
  case appTransaction
  case manageSubscriptions
  case refundRequest
  case offerCodeRedeem

  /// The `name` Xcode writes in `_storeKitErrors`, in Xcode's order.
  public var fileName: String {
    switch self {
    case .loadProducts: "Load Products"
    case .purchase: "Purchase"
    case .verification: "Verification"
    case .appStoreSync: "App Store Sync"
    case .subscriptionStatus: "Subscription Status"
    case .appTransaction: "App Transaction"
    case .manageSubscriptions: "Manage Subscriptions Sheet"
    case .refundRequest: "Refund Request Sheet"
    case .offerCodeRedeem: "Offer Code Redeem Sheet"
    }
  }

  /// The API a `_storeKitErrors` name means, accepting the variants seen in real files.
  public init?(fileName: String) {
    if fileName == "Manage Subscriptions" { self = .manageSubscriptions; return }
    guard let match = Self.allCases.first(where: { $0.fileName == fileName }) else { return nil }
    self = match
  }

  /// The error families this API can be made to fail with.
  public var failureFamilies: [SimulatedError.Family] {
    switch self {
    case .purchase: [.generic, .purchase]
    case .verification: [.verification]
    case .refundRequest: [.generic, .refundRequest]
    default: [.generic]
    }
  }
}

/// An error a tester asks a StoreKit API to fail with, as `SKTestFailures` cases name them.
public enum SimulatedError: Sendable, Hashable, Codable, CustomStringConvertible {
  /// `StoreKitError` cases, in Xcode's menu order.
  public enum Generic: String, Sendable, Hashable, CaseIterable, Codable {
    case unknown, userCancelled, networkError, systemError, notAvailableInStorefront, notEntitled, unsupported
  }
  /// `Product.PurchaseError` cases.
  public enum Purchase: String, Sendable, Hashable, CaseIterable, Codable {
    case invalidQuantity, productUnavailable, purchaseNotAllowed, ineligibleForOffer, invalidOfferIdentifier,
      invalidOfferPrice, invalidOfferSignature, missingOfferParameters
  }
  /// `VerificationResult.VerificationError` cases.
  public enum Verification: String, Sendable, Hashable, CaseIterable, Codable {
    case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature,
      missingRequiredProperties
  }
  /// `Transaction.RefundRequestError` cases.
  public enum RefundRequest: String, Sendable, Hashable, CaseIterable, Codable {
    case duplicateRequest, failed
  }
  /// The family of an error, as `_storeKitErrors[].current.type` names it.
  public enum Family: String, Sendable, Hashable, CaseIterable, Codable {
    case generic, purchase, verification, refundRequest
  }

  case generic(Generic)
  case purchase(Purchase)
  case verification(Verification)
  case refundRequest(RefundRequest)

  public var family: Family {
    switch self {
    case .generic: .generic
    case .purchase: .purchase
    case .verification: .verification
    case .refundRequest: .refundRequest
    }
  }

  /// The case name without its family (`networkError`).
  public var caseName: String {
    switch self {
    case .generic(let e): e.rawValue
    case .purchase(let e): e.rawValue
    case .verification(let e): e.rawValue
    case .refundRequest(let e): e.rawValue
    }
  }

  /// The error at `index` of Xcode's menu for `family` (the `current` object of `_storeKitErrors`).
  public init?(family: Family, index: Int) {
    func pick<E: CaseIterable>(_: E.Type) -> E? where E.AllCases == [E] {
      E.allCases.indices.contains(index) ? E.allCases[index] : nil
    }
    switch family {
    case .generic: guard let e = pick(Generic.self) else { return nil }; self = .generic(e)
    case .purchase: guard let e = pick(Purchase.self) else { return nil }; self = .purchase(e)
    case .verification: guard let e = pick(Verification.self) else { return nil }; self = .verification(e)
    case .refundRequest: guard let e = pick(RefundRequest.self) else { return nil }; self = .refundRequest(e)
    }
  }

  /// The position of this error in Xcode's menu for its family.
  public var index: Int {
    switch self {
    case .generic(let e): Generic.allCases.firstIndex(of: e)!
    case .purchase(let e): Purchase.allCases.firstIndex(of: e)!
    case .verification(let e): Verification.allCases.firstIndex(of: e)!
    case .refundRequest(let e): RefundRequest.allCases.firstIndex(of: e)!
    }
  }

  /// Parses `networkError`, `generic.networkError`, `purchase.invalidQuantity`, … (case-insensitive).
  public init?(name: String) {
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    let families: [Family] = parts.count == 2 ? Family.allCases.filter { $0.rawValue.lowercased() == parts[0].lowercased() } : Family.allCases
    let caseName = (parts.last ?? "").lowercased()
    for family in families {
      for candidate in Self.all(in: family) where candidate.caseName.lowercased() == caseName {
        self = candidate
        return
      }
    }
    return nil
  }

  /// Every error of one family.
  public static func all(in family: Family) -> [SimulatedError] {
    switch family {
    case .generic: Generic.allCases.map { .generic($0) }
    case .purchase: Purchase.allCases.map { .purchase($0) }
    case .verification: Verification.allCases.map { .verification($0) }
    case .refundRequest: RefundRequest.allCases.map { .refundRequest($0) }
    }
  }

  /// `family.case`, e.g. `generic.networkError`.
  public var description: String { "\(family.rawValue).\(caseName)" }
}
