import Foundation

/// Reading `settings`: storefront, locale, time rate, the test toggles and simulated errors, in every
/// form they have been written (legacy keys, truncated error lists, hand-made keys).
extension CatalogDecoder {
  /// Every settings key Xcode writes, and the keys hand-made files use (tolerated and ignored).
  static let knownSettingKeys: Set<String> = [
    "_storefront", "_locale", "_timeRate", "_compatibilityTimeRate", "_askToBuyEnabled", "_billingIssuesEnabled",
    "_renewalBillingIssuesEnabled", "_billingGracePeriodEnabled", "_disableDialogs", "_failTransactionsEnabled",
    "_storeKitError", "_storeKitErrors", "_applicationInternalID", "_developerTeamID", "_lastSynchronizedDate",
    "_shouldSetupSyncOnLoad", "_lastCheckoutTimestamp", "_lastVerificationError", "_storeKitErrorsEnabled",
    "storeKitVersion", "developmentStoreFront", "billingGracePeriodDuration", "SKIncludeConsumableInAppPurchaseHistory",
  ]

  mutating func decodeSettings(_ top: FieldReader) -> CatalogSettings {
    var settings = CatalogSettings()
    guard let node = top.value("settings") else { return settings }
    guard let fields = log.reader(node, at: top.path("settings")) else {
      log.warning(.wrongValueType, "expected a settings object, found \(node.value.kindDescription); default settings are used", at: top.path("settings"), node.position)
      return settings
    }
    for member in fields.object.members where !Self.knownSettingKeys.contains(member.key) {
      log.warning(.unknownKey, "unknown setting \"\(member.key)\" is kept but not read", at: fields.path(member.key), member.keyPosition)
    }
    if let storefront = fields.string("_storefront", &log), !storefront.isEmpty {
      settings.storefront = storefront.uppercased()
      if Storefront.find(storefront) == nil {
        log.warning(.unknownStorefront, "unknown storefront \"\(storefront)\"; expected an ISO 3166-1 alpha-3 App Store country code such as \"USA\"; prices are shown in US dollars", at: fields.path("_storefront"), fields.position("_storefront"))
      }
    }
    if let locale = fields.string("_locale", &log), !locale.isEmpty { settings.locale = locale }
    settings.askToBuyEnabled = fields.bool("_askToBuyEnabled", &log) ?? false
    settings.interruptedPurchasesEnabled = fields.bool("_billingIssuesEnabled", &log) ?? false
    settings.billingRetryOnRenewal = fields.bool("_renewalBillingIssuesEnabled", &log) ?? false
    settings.billingGracePeriodEnabled = fields.bool("_billingGracePeriodEnabled", &log) ?? false
    settings.disableDialogs = fields.bool("_disableDialogs", &log) ?? false
    settings.failTransactionsEnabled = fields.bool("_failTransactionsEnabled", &log) ?? false
    settings.legacyFailureError = fields.int("_storeKitError", &log)
    settings.applicationInternalID = fields.string("_applicationInternalID", &log)
    settings.developerTeamID = fields.string("_developerTeamID", &log)
    if let seconds = fields.value("_lastSynchronizedDate")?.number?.double, seconds > 0 {
      settings.lastSynchronizedDate = Date(timeIntervalSinceReferenceDate: seconds)
    }
    settings.gracePeriodLength = decodeGracePeriodLength(fields)
    settings.includesConsumableHistory = fields.bool("SKIncludeConsumableInAppPurchaseHistory", &log) ?? false
    settings.compatibilityTimeRates = decodeCompatibilityTimeRates(fields)
    settings.timeRate = decodeTimeRate(fields, compatibility: settings.compatibilityTimeRates)
    settings.simulatedErrors = decodeSimulatedErrors(fields)
    return settings
  }

  private mutating func decodeTimeRate(_ fields: FieldReader, compatibility: [Int: Int]) -> TimeRate {
    if let raw = fields.int("_timeRate", &log) {
      if let rate = TimeRate(rawValue: raw) { return rate }
      log.warning(.invalidSetting, "unknown _timeRate \(raw); expected one of \(TimeRate.rawValues.map(String.init).joined(separator: ", ")); real time is used", at: fields.path("_timeRate"), fields.position("_timeRate"))
      return .realTime
    }
    let fallback = compatibility.sorted(by: { $0.key > $1.key }).lazy.compactMap { TimeRate(rawValue: $0.value) }.first
    return fallback ?? .realTime
  }

  /// `billingGracePeriodDuration`: App Store Connect's `THREE_DAYS`, `SIXTEEN_DAYS`, `TWENTY_EIGHT_DAYS`, or the days.
  private mutating func decodeGracePeriodLength(_ fields: FieldReader) -> GracePeriodLength? {
    guard let node = fields.value("billingGracePeriodDuration"), !node.isNull else { return nil }
    let text = node.string ?? node.int.map(String.init)
    if let text, let length = GracePeriodLength(text) { return length }
    let names = GracePeriodLength.allCases.map { "\"\($0.appStoreConnectName)\" (\($0.rawValue))" }.joined(separator: ", ")
    let found = text.map { "\"\($0)\"" } ?? node.value.kindDescription
    log.warning(.invalidSetting, "unknown billing grace period duration \(found); expected one of \(names); StoreKit Testing's lengths are used", at: fields.path("billingGracePeriodDuration"), node.position)
    return nil
  }

  /// `_compatibilityTimeRate` as a number, as `{"3": 6, "5": 1004}`, or as `{"_storefront", "_value"}`.
  private mutating func decodeCompatibilityTimeRates(_ fields: FieldReader) -> [Int: Int] {
    guard let node = fields.value("_compatibilityTimeRate") else { return [:] }
    if let raw = node.int { return [0: raw] }
    let path = fields.path("_compatibilityTimeRate")
    guard let object = node.object else {
      log.warning(.invalidSetting, "expected a number or an object of numbers, found \(node.value.kindDescription); it is ignored", at: path, node.position)
      return [:]
    }
    var rates: [Int: Int] = [:]
    for member in object.members where member.key != "_storefront" {
      let tier = member.key == "_value" ? 0 : Int(member.key)
      guard let tier, let raw = member.value.int else {
        log.warning(.invalidSetting, "expected a tier number and a whole-number rate, found \"\(member.key)\" : \(member.value.value.kindDescription); it is ignored", at: path.appending(member.key), member.keyPosition)
        continue
      }
      rates[tier] = raw
    }
    return rates
  }

  private mutating func decodeSimulatedErrors(_ fields: FieldReader) -> [StoreKitAPI: SimulatedErrorSetting] {
    var result: [StoreKitAPI: SimulatedErrorSetting] = [:]
    for (index, node) in fields.array("_storeKitErrors", &log).enumerated() {
      let path = fields.path("_storeKitErrors").appending(index)
      guard let entry = log.reader(node, at: path), let name = entry.string("name", &log) else {
        log.warning(.invalidSetting, "expected { \"enabled\" : ..., \"name\" : ... }; the entry is ignored", at: path, node.position)
        continue
      }
      guard let api = StoreKitAPI(fileName: name) else {
        let names = StoreKitAPI.allCases.map { "\"\($0.fileName)\"" }.joined(separator: ", ")
        log.warning(.invalidSetting, "unknown StoreKit API \"\(name)\"; expected one of \(names); the entry is ignored", at: entry.path("name"), entry.position("name"))
        continue
      }
      let enabled = entry.bool("enabled", &log) ?? false
      var error: SimulatedError?
      if let current = entry.value("current"), let choice = log.reader(current, at: entry.path("current")) {
        let family = choice.string("type", &log).flatMap(SimulatedError.Family.init(rawValue:))
        let index = choice.int("index", &log)
        if let family, let index { error = SimulatedError(family: family, index: index) }
        if error == nil {
          log.warning(.invalidSetting, "unknown simulated error (type \(choice.string("type", &log) ?? "?"), index \(index.map(String.init) ?? "?")); \(api.fileName) fails with a generic error", at: entry.path("current"), current.position)
        }
      }
      if enabled {
        let what = error.map { " with \($0)" } ?? ""
        log.warning(.storeKitErrorEnabled, "the simulated \(api.fileName) error is switched on: \(api.fileName) will fail\(what)", at: entry.path("enabled"), entry.position("enabled"))
      }
      result[api] = SimulatedErrorSetting(enabled: enabled, error: error)
    }
    return result
  }
}
