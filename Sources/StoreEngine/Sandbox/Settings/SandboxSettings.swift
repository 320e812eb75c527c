public import FoundationEssentials
public import StoreCatalog

/// How the simulated App Store behaves right now: the catalog's settings with the run-time changes a
/// tester made on top (kept in the sandbox, so every process and command on it agrees).
public struct SandboxSettings: Sendable, Hashable {
  public var storefront: String
  public var locale: String
  /// Whether a tester chose the locale (`--locale`, `storefront locale`, the QA panel, a scenario's `set locale`);
  /// false while it is the catalog's own.
  public var isLocaleChosen: Bool
  public var askToBuyEnabled: Bool
  public var interruptedPurchasesEnabled: Bool
  public var billingRetryOnRenewal: Bool
  public var billingGracePeriodEnabled: Bool
  public var disableDialogs: Bool
  /// The error each API fails with, for the APIs set to fail.
  public var simulatedErrors: [StoreKitAPI: SimulatedError]
  /// Extra delay before each App Store answer, in real seconds.
  public var latency: TimeInterval
  /// When on, every App Store call fails with a network error.
  public var isOffline: Bool
  /// How long billing grace periods last; nil keeps StoreKit Testing's (6 days for weekly subscriptions, 16 otherwise).
  public var gracePeriodLength: GracePeriodLength?
  /// `SKIncludeConsumableInAppPurchaseHistory`: finished consumables stay in `Transaction.all` and `latest(for:)`.
  public var includesConsumableHistory: Bool
  /// How the App Store answers a refund request the customer submits in the app.
  public var refundRequestAnswer: RefundRequestAnswer

  /// The catalog's settings, with the legacy "Fail Transactions" switch mapped onto Purchase errors.
  public init(catalog settings: CatalogSettings) {
    storefront = settings.storefront
    locale = settings.locale
    isLocaleChosen = false
    askToBuyEnabled = settings.askToBuyEnabled
    interruptedPurchasesEnabled = settings.interruptedPurchasesEnabled
    billingRetryOnRenewal = settings.billingRetryOnRenewal
    billingGracePeriodEnabled = settings.billingGracePeriodEnabled
    disableDialogs = settings.disableDialogs
    simulatedErrors = settings.activeErrors
    if settings.failTransactionsEnabled, simulatedErrors[.purchase] == nil {
      simulatedErrors[.purchase] = Self.legacyFailure(settings.legacyFailureError)
    }
    latency = 0
    isOffline = false
    gracePeriodLength = settings.gracePeriodLength
    includesConsumableHistory = settings.includesConsumableHistory
    refundRequestAnswer = .approve
  }

  /// `_storeKitError` (an `SKError.Code`) as the StoreKit 2 error it corresponds to.
  static func legacyFailure(_ code: Int?) -> SimulatedError {
    switch code {
    case 11: .purchase(.invalidOfferIdentifier)
    case 12: .purchase(.invalidOfferSignature)
    case 13: .purchase(.missingOfferParameters)
    case 14: .purchase(.invalidOfferPrice)
    default: .generic(.unknown)
    }
  }

  /// These settings with `overrides` applied.
  func applying(_ overrides: SettingsOverrides) -> SandboxSettings {
    var settings = self
    if let value = overrides.storefront { settings.storefront = value }
    if let value = overrides.locale { (settings.locale, settings.isLocaleChosen) = (value, true) }
    if let value = overrides.askToBuyEnabled { settings.askToBuyEnabled = value }
    if let value = overrides.interruptedPurchasesEnabled { settings.interruptedPurchasesEnabled = value }
    if let value = overrides.billingRetryOnRenewal { settings.billingRetryOnRenewal = value }
    if let value = overrides.billingGracePeriodEnabled { settings.billingGracePeriodEnabled = value }
    if let value = overrides.latency { settings.latency = value }
    if let value = overrides.isOffline { settings.isOffline = value }
    if let value = overrides.gracePeriodLength { settings.gracePeriodLength = value.length }
    if let value = overrides.includesConsumableHistory { settings.includesConsumableHistory = value }
    if let value = overrides.refundRequestAnswer { settings.refundRequestAnswer = value }
    for change in overrides.errors {
      settings.simulatedErrors[change.api] = change.error
    }
    return settings
  }
}

/// The run-time changes a tester made to a sandbox's settings; nil means "as the catalog says".
struct SettingsOverrides: Sendable, Hashable, Codable {
  /// One API's error set (or cleared, when `error` is nil) at run time.
  struct ErrorChange: Sendable, Hashable, Codable {
    var api: StoreKitAPI
    var error: SimulatedError?
  }

  var storefront: String?
  var locale: String?
  var askToBuyEnabled: Bool?
  var interruptedPurchasesEnabled: Bool?
  var billingRetryOnRenewal: Bool?
  var billingGracePeriodEnabled: Bool?
  var latency: TimeInterval?
  var isOffline: Bool?
  /// A grace period length chosen at run time, which may be "StoreKit Testing's" (nil inside).
  var gracePeriodLength: GracePeriodLengthChoice?
  var includesConsumableHistory: Bool?
  var refundRequestAnswer: RefundRequestAnswer?
  var errors: [ErrorChange] = []

  /// A run-time choice of grace period length; `length` nil chooses StoreKit Testing's lengths.
  struct GracePeriodLengthChoice: Sendable, Hashable, Codable {
    var length: GracePeriodLength?
  }

  /// Records an error change, replacing an earlier change to the same API.
  mutating func setError(_ error: SimulatedError?, for api: StoreKitAPI) {
    errors.removeAll { $0.api == api }
    errors.append(ErrorChange(api: api, error: error))
  }
}

/// How the App Store answers a refund request in testing: StoreKit Testing approves every request; the sandbox
/// declines one whose reason says so ("Testing refund requests"); or the customer dismisses the sheet.
public enum RefundRequestAnswer: String, Sendable, Hashable, CaseIterable, Codable {
  /// The refund is approved at once: the transaction is revoked and reaches the app on updates.
  case approve
  /// The App Store declines: nothing changes for the app.
  case decline
  /// The customer cancels the refund sheet: `beginRefundRequest` returns `userCancelled`.
  case cancel
}
