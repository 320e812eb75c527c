import FoundationEssentials

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
      log.warning(.wrongValueType, .wrongType(expected: .settingsObject, found: node.kind.problemKind, consequence: .defaultSettingsUsed), at: top.path("settings"), node.position)
      return settings
    }
    for member in fields.object.members where !Self.knownSettingKeys.contains(member.key) {
      log.warning(.unknownKey, .unknownSetting(member.key), at: fields.path(member.key), member.keyPosition)
    }
    if let storefront = fields.string("_storefront", &log), !storefront.isEmpty {
      settings.storefront = storefront.uppercased()
      if Storefront.find(storefront) == nil {
        log.warning(.unknownStorefront, .unknownStorefront(storefront), at: fields.path("_storefront"), fields.position("_storefront"))
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
    if let seconds = fields.value("_lastSynchronizedDate")?.numberText.flatMap(Double.init), seconds > 0 {
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
      log.warning(.invalidSetting, .unknownTimeRate(raw, expected: TimeRate.rawValues), at: fields.path("_timeRate"), fields.position("_timeRate"))
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
    let names = GracePeriodLength.allCases.map { "\"\($0.appStoreConnectName)\" (\($0.rawValue))" }
    let found: CatalogProblem.Written = text.map { .text($0) } ?? .kind(node.kind.problemKind)
    log.warning(.invalidSetting, .unknownGracePeriod(found, expected: names), at: fields.path("billingGracePeriodDuration"), node.position)
    return nil
  }

  /// `_compatibilityTimeRate` as a number, as `{"3": 6, "5": 1004}`, or as `{"_storefront", "_value"}`.
  private mutating func decodeCompatibilityTimeRates(_ fields: FieldReader) -> [Int: Int] {
    guard let node = fields.value("_compatibilityTimeRate") else { return [:] }
    if let raw = node.int { return [0: raw] }
    let path = fields.path("_compatibilityTimeRate")
    guard let object = node.object else {
      log.warning(.invalidSetting, .invalidRates(found: node.kind.problemKind), at: path, node.position)
      return [:]
    }
    var rates: [Int: Int] = [:]
    for member in object.members where member.key != "_storefront" {
      let tier = member.key == "_value" ? 0 : Int(member.key)
      guard let tier, let raw = member.value.int else {
        log.warning(.invalidSetting, .invalidRate(key: member.key, found: member.value.kind.problemKind), at: path.appending(member.key), member.keyPosition)
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
        log.warning(.invalidSetting, .invalidStoreKitErrorEntry, at: path, node.position)
        continue
      }
      guard let api = StoreKitAPI(fileName: name) else {
        log.warning(.invalidSetting, .unknownStoreKitAPI(name, expected: StoreKitAPI.allCases.map(\.fileName)), at: entry.path("name"), entry.position("name"))
        continue
      }
      let enabled = entry.bool("enabled", &log) ?? false
      var error: SimulatedError?
      if let current = entry.value("current"), let choice = log.reader(current, at: entry.path("current")) {
        let family = choice.string("type", &log).flatMap(SimulatedError.Family.init(rawValue:))
        let index = choice.int("index", &log)
        if let family, let index { error = SimulatedError(family: family, index: index) }
        if error == nil {
          log.warning(.invalidSetting, .unknownSimulatedError(type: choice.string("type", &log), index: index, api: api.fileName), at: entry.path("current"), current.position)
        }
      }
      if enabled {
        log.warning(.storeKitErrorEnabled, .storeKitErrorEnabled(api: api.fileName, error: error.map { "\($0)" }), at: entry.path("enabled"), entry.position("enabled"))
      }
      result[api] = SimulatedErrorSetting(enabled: enabled, error: error)
    }
    return result
  }
}
