import FoundationEssentials

/// Writes `CatalogSettings` as the `settings` object Xcode writes (format 4.0 keys, plus the legacy and
/// synced-file keys when the settings use them).
enum SettingsEncoder {
  static func node(_ settings: CatalogSettings) -> JSONNode {
    var fields = JSONObject()
    let flag = { (value: Bool) in JSONNode(.bool(value)) }
    fields["_askToBuyEnabled"] = flag(settings.askToBuyEnabled)
    fields["_billingGracePeriodEnabled"] = flag(settings.billingGracePeriodEnabled)
    fields["_billingIssuesEnabled"] = flag(settings.interruptedPurchasesEnabled)
    fields["_disableDialogs"] = flag(settings.disableDialogs)
    fields["_failTransactionsEnabled"] = flag(settings.failTransactionsEnabled)
    fields["_locale"] = CatalogEncoder.string(settings.locale)
    fields["_renewalBillingIssuesEnabled"] = flag(settings.billingRetryOnRenewal)
    fields["_storefront"] = CatalogEncoder.string(settings.storefront)
    fields["_storeKitErrors"] = CatalogEncoder.array(StoreKitAPI.allCases.compactMap { api in
      settings.simulatedErrors[api].map { simulatedError(api, $0) }
    })
    fields["_timeRate"] = CatalogEncoder.number(settings.timeRate.rawValue ?? 0)
    if let legacy = settings.legacyFailureError { fields["_storeKitError"] = CatalogEncoder.number(legacy) }
    if let grace = settings.gracePeriodLength { fields["billingGracePeriodDuration"] = CatalogEncoder.string(grace.appStoreConnectName) }
    if settings.includesConsumableHistory { fields["SKIncludeConsumableInAppPurchaseHistory"] = flag(true) }
    if !settings.compatibilityTimeRates.isEmpty { fields["_compatibilityTimeRate"] = compatibility(settings.compatibilityTimeRates) }
    if let id = settings.applicationInternalID { fields["_applicationInternalID"] = CatalogEncoder.string(id) }
    if let team = settings.developerTeamID { fields["_developerTeamID"] = CatalogEncoder.string(team) }
    if let date = settings.lastSynchronizedDate {
      fields["_lastSynchronizedDate"] = JSONNode(.number(JSONNumber(text: String(date.timeIntervalSinceReferenceDate))))
    }
    return JSONNode(.object(fields))
  }

  private static func simulatedError(_ api: StoreKitAPI, _ setting: SimulatedErrorSetting) -> JSONNode {
    let current = setting.error.map { error in
      CatalogEncoder.object(["index": CatalogEncoder.number(error.index), "type": CatalogEncoder.string(error.family.rawValue)])
    }
    return CatalogEncoder.object([
      "current": current ?? JSONNode(.null), "enabled": JSONNode(.bool(setting.enabled)),
      "name": CatalogEncoder.string(api.fileName),
    ])
  }

  /// Tier 0 alone is the plain-number form; tiers are written as string keys (`{"3": 6}`).
  private static func compatibility(_ rates: [Int: Int]) -> JSONNode {
    if rates.count == 1, let plain = rates[0] { return CatalogEncoder.number(plain) }
    let members = rates.sorted(by: { $0.key < $1.key }).map { JSONObject.Member(key: String($0.key), value: CatalogEncoder.number($0.value)) }
    return JSONNode(.object(JSONObject(members)))
  }
}
