import StoreCatalog
import StoreEngine
import StoreOperations

/// The closed word lists of the language, each in one place so parsing, messages and formatting
/// agree.
enum Vocabulary {
  /// The word each injectable StoreKit API goes by (`load-products`, `purchase`, …), as the `fault`
  /// command of the CLI spells it.
  static func apiName(_ api: StoreKitAPI) -> String { api.commandName }

  static let apiNames = StoreKitAPI.allCases.map(apiName)

  static func api(named word: String) -> StoreKitAPI? {
    StoreKitAPI.allCases.first { apiName($0) == word }
  }

  /// Every error an API can be made to fail with, by the name `fault` accepts.
  static func errors(for api: StoreKitAPI) -> [SimulatedError] {
    api.failureFamilies.flatMap { SimulatedError.all(in: $0) }
  }

  /// Error names a failed result may carry: StoreKitError, Product.PurchaseError and
  /// Transaction.RefundRequestError cases.
  static let failureNames: [String] =
    SimulatedError.Generic.allCases.map(\.rawValue) + PurchaseError.allCases.map(\.rawValue)
    + RefundRequestError.allCases.map(\.rawValue)

  static let verificationNames = VerificationError.allCases.map(\.rawValue)

  /// Renewal states by StoreKit's names, plus `none` for a group never subscribed to.
  static let renewalStates: [(String, RenewalState?)] = [
    ("subscribed", .subscribed), ("expired", .expired), ("inBillingRetryPeriod", .inBillingRetryPeriod),
    ("inGracePeriod", .inGracePeriod), ("revoked", .revoked), ("none", nil),
  ]

  static func stateName(_ state: RenewalState?) -> String {
    renewalStates.first { $0.1 == state }?.0 ?? "none"
  }

  static let requestStates: [PurchaseRequestRecord.State] = [.pending, .approved, .declined, .expired, .resolved]

  /// Settings a scenario can `set`, with the kind of value each takes.
  enum SettingValue {
    case onOff, latency, storefront, locale, timeRate, refundAnswer, gracePeriodLength
  }

  static let settings: [(name: String, value: SettingValue)] = [
    ("ask-to-buy", .onOff), ("interrupted-purchases", .onOff), ("billing-retry", .onOff), ("grace-period", .onOff),
    ("offline", .onOff), ("latency", .latency), ("storefront", .storefront), ("locale", .locale),
    ("time-rate", .timeRate), ("refund-answer", .refundAnswer), ("grace-period-length", .gracePeriodLength),
    ("consumable-history", .onOff),
  ]

  /// The setting a change sets, by its `set` name.
  static func settingName(_ change: SettingChange) -> String {
    switch change {
    case .askToBuy: "ask-to-buy"
    case .interruptedPurchases: "interrupted-purchases"
    case .billingRetry: "billing-retry"
    case .gracePeriod: "grace-period"
    case .offline: "offline"
    case .latency: "latency"
    case .storefront: "storefront"
    case .locale: "locale"
    case .timeRate: "time-rate"
    case .refundAnswer: "refund-answer"
    case .gracePeriodLength: "grace-period-length"
    case .consumableHistory: "consumable-history"
    }
  }

  /// A grace period length by the word `set grace-period-length` takes: its days, or `default` (nil) for
  /// StoreKit Testing's own.
  static let gracePeriodLengths: [(String, GracePeriodLength?)] =
    GracePeriodLength.allCases.map { (String($0.rawValue), $0) } + [("default", nil)]

  static func gracePeriodLengthName(_ length: GracePeriodLength?) -> String {
    length.map { String($0.rawValue) } ?? "default"
  }

  static func onOff(_ value: Bool) -> String { value ? "on" : "off" }

  /// `Transaction.OwnershipType` by the language's words.
  static let ownershipTypes: [(String, OwnershipType)] = [("purchased", .purchased), ("family-shared", .familyShared)]

  static func ownershipName(_ ownership: OwnershipType) -> String {
    ownershipTypes.first { $0.1 == ownership }?.0 ?? ownership.rawValue
  }

  /// `Transaction.RevocationType` by the language's words, with `none` for a transaction not revoked.
  static let revocationTypes: [(String, RevocationType?)] = [
    ("refund-full", .refundFull), ("refund-prorated", .refundProrated), ("family-revoke", .familyRevocation),
    ("none", nil),
  ]

  static func revocationTypeName(_ type: RevocationType?) -> String {
    revocationTypes.first { $0.1 == type }?.0 ?? "none"
  }
}
