public import FoundationEssentials

/// The test-environment settings of a catalog (the `.storekit` `settings` object), with defaults for
/// everything the file leaves out.
public struct CatalogSettings: Sendable, Hashable, Codable {
  /// The storefront as ISO 3166-1 alpha-3 (`USA`).
  public var storefront: String
  /// The locale identifier used to pick localizations (`en_US`).
  public var locale: String
  public var timeRate: TimeRate
  /// `_askToBuyEnabled`: purchases need a parent's approval and return `.pending`.
  public var askToBuyEnabled: Bool
  /// `_billingIssuesEnabled`: purchases are interrupted and complete once the issue is resolved.
  public var interruptedPurchasesEnabled: Bool
  /// `_renewalBillingIssuesEnabled`: renewals fail and enter billing retry.
  public var billingRetryOnRenewal: Bool
  /// `_billingGracePeriodEnabled`: billing retry starts with a grace period (needs billing retry).
  public var billingGracePeriodEnabled: Bool
  /// `_disableDialogs`: purchases skip the confirmation sheet.
  public var disableDialogs: Bool
  /// `_failTransactionsEnabled` (legacy): purchases fail with `legacyFailureError`.
  public var failTransactionsEnabled: Bool
  /// `_storeKitError` (legacy `SKError.Code`).
  public var legacyFailureError: Int?
  /// `_storeKitErrors`: the error each API is set to fail with, and whether it is switched on.
  public var simulatedErrors: [StoreKitAPI: SimulatedErrorSetting]
  /// `_compatibilityTimeRate`: the raw rates older OS versions use when they lack `timeRate`'s, by
  /// compatibility tier (`{"3": 6}`); the plain-number form is tier 0.
  public var compatibilityTimeRates: [Int: Int] = [:]
  /// `_applicationInternalID`: the App Store Connect app a synced file comes from.
  public var applicationInternalID: String? = nil
  /// `_developerTeamID`: the team of a synced file.
  public var developerTeamID: String? = nil
  /// `_lastSynchronizedDate`: when a synced file was last synced with App Store Connect.
  public var lastSynchronizedDate: Date? = nil
  /// `billingGracePeriodDuration` (Storefront's own key): the grace period length chosen in App Store Connect; nil
  /// keeps StoreKit Testing's (6 days for weekly subscriptions, 16 otherwise).
  public var gracePeriodLength: GracePeriodLength? = nil
  /// `SKIncludeConsumableInAppPurchaseHistory` (the app's Info.plist key, in Storefront's settings): finished
  /// consumables stay in `Transaction.all` and `latest(for:)`.
  public var includesConsumableHistory: Bool = false

  public init(
    storefront: String = "USA", locale: String = "en_US", timeRate: TimeRate = .realTime,
    askToBuyEnabled: Bool = false, interruptedPurchasesEnabled: Bool = false, billingRetryOnRenewal: Bool = false,
    billingGracePeriodEnabled: Bool = false, disableDialogs: Bool = false, failTransactionsEnabled: Bool = false,
    legacyFailureError: Int? = nil, simulatedErrors: [StoreKitAPI: SimulatedErrorSetting] = [:]
  ) {
    self.storefront = storefront
    self.locale = locale
    self.timeRate = timeRate
    self.askToBuyEnabled = askToBuyEnabled
    self.interruptedPurchasesEnabled = interruptedPurchasesEnabled
    self.billingRetryOnRenewal = billingRetryOnRenewal
    self.billingGracePeriodEnabled = billingGracePeriodEnabled
    self.disableDialogs = disableDialogs
    self.failTransactionsEnabled = failTransactionsEnabled
    self.legacyFailureError = legacyFailureError
    self.simulatedErrors = simulatedErrors
  }

  /// The errors that are switched on, by API.
  public var activeErrors: [StoreKitAPI: SimulatedError] {
    simulatedErrors.compactMapValues { $0.enabled ? $0.error : nil }
  }
}

/// One `_storeKitErrors` entry: the chosen error (kept even while off) and whether it is on.
public struct SimulatedErrorSetting: Sendable, Hashable, Codable {
  public var enabled: Bool
  public var error: SimulatedError?

  public init(enabled: Bool, error: SimulatedError?) {
    self.enabled = enabled
    self.error = error
  }
}

/// How long a billing grace period lasts: the choices App Store Connect offers (`SubscriptionGracePeriodDuration`
/// `THREE_DAYS`, `SIXTEEN_DAYS`, `TWENTY_EIGHT_DAYS`).
public enum GracePeriodLength: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
  case threeDays = 3
  case sixteenDays = 16
  case twentyEightDays = 28

  /// App Store Connect's name for the length (`SIXTEEN_DAYS`).
  public var appStoreConnectName: String {
    switch self {
    case .threeDays: "THREE_DAYS"
    case .sixteenDays: "SIXTEEN_DAYS"
    case .twentyEightDays: "TWENTY_EIGHT_DAYS"
    }
  }

  /// The length App Store Connect's name (`THREE_DAYS`) or a number of days (`3`) names.
  public init?(_ text: String) {
    guard let length = Self.allCases.first(where: { $0.appStoreConnectName == text.uppercased() || String($0.rawValue) == text })
    else { return nil }
    self = length
  }

  public var description: String { "\(rawValue) days" }
}
