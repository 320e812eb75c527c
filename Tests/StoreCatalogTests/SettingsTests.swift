import Foundation
import StoreCatalog
import Testing

@Suite("Settings")
struct SettingsTests {
  func settings(_ json: String) throws -> CatalogSettings {
    try #require(Fixture.load(Fixture.catalog(settings: json)).partialCatalog).settings
  }

  @Test func missingAndEmptySettingsMeanTheDefaults() throws {
    #expect(try settings("{}") == CatalogSettings())
    #expect(try #require(Fixture.load(#"{"products" : []}"#).catalog).settings == CatalogSettings())
    #expect(try settings("null") == CatalogSettings())
  }

  @Test func readsEveryToggle() throws {
    let value = try settings("""
      {"_askToBuyEnabled" : true, "_billingIssuesEnabled" : true, "_renewalBillingIssuesEnabled" : true,
       "_billingGracePeriodEnabled" : true, "_disableDialogs" : true, "_failTransactionsEnabled" : true,
       "_storeKitError" : 0, "_locale" : "zh_Hans", "_storefront" : "chn", "_timeRate" : 1003,
       "_applicationInternalID" : "6448701997", "_developerTeamID" : "ABCDE12345", "_lastSynchronizedDate" : 804965276.43550706,
       "_lastCheckoutTimestamp" : 5, "storeKitVersion" : "2"}
      """)
    #expect(value.askToBuyEnabled && value.interruptedPurchasesEnabled && value.billingRetryOnRenewal)
    #expect(value.billingGracePeriodEnabled && value.disableDialogs && value.failTransactionsEnabled)
    #expect(value.legacyFailureError == 0 && value.locale == "zh_Hans" && value.storefront == "CHN")
    #expect(value.timeRate == .renewalEvery(seconds: 30))
    #expect(value.applicationInternalID == "6448701997" && value.developerTeamID == "ABCDE12345")
    #expect(value.lastSynchronizedDate == Date(timeIntervalSinceReferenceDate: 804965276.43550706))
  }

  @Test(arguments: [
    (#""_compatibilityTimeRate" : 6"#, [0: 6], TimeRate.dayEvery(seconds: 1)),
    (#""_compatibilityTimeRate" : {"3" : 6, "5" : 1004}"#, [3: 6, 5: 1004], .renewalEvery(seconds: 10)),
    (#""_compatibilityTimeRate" : {"_storefront" : "USA", "_value" : 0}"#, [0: 0], .realTime),
  ])
  func compatibilityTimeRateInEveryForm(member: String, rates: [Int: Int], fallback: TimeRate) throws {
    let value = try settings("{\(member)}")
    #expect(value.compatibilityTimeRates == rates)
    #expect(value.timeRate == fallback, "without _timeRate the newest compatibility rate applies")
    #expect(try settings("{\(member), \"_timeRate\" : 15}").timeRate == .monthEvery(seconds: 30))
  }

  @Test func storeKitErrorsWithAndWithoutCurrentTruncatedAndVariants() throws {
    let result = Fixture.load(Fixture.catalog(settings: """
      {"_storeKitErrors" : [
        {"current" : null, "enabled" : false, "name" : "Load Products"},
        {"current" : {"index" : 4, "type" : "generic"}, "enabled" : false, "name" : "Offer Code Redeem Sheet"},
        {"enabled" : false, "name" : "Manage Subscriptions"},
        {"current" : {"index" : 1, "type" : "purchase"}, "enabled" : false, "name" : "Purchase"},
        {"current" : null, "enabled" : false, "name" : "cycleError"}
      ]}
      """))
    let errors = try #require(result.partialCatalog).settings.simulatedErrors
    #expect(errors.count == 4)
    #expect(errors[.offerCodeRedeem] == SimulatedErrorSetting(enabled: false, error: .generic(.notAvailableInStorefront)))
    #expect(errors[.manageSubscriptions]?.enabled == false)
    #expect(errors[.purchase]?.error == .purchase(.productUnavailable))
    #expect(result.codes == [.invalidSetting], "only the bogus name is reported")
    #expect(try settings(#"{"_storeKitErrors" : []}"#).simulatedErrors.isEmpty)
  }

  @Test func unknownValuesAreWarningsWithDefaults() throws {
    let result = Fixture.load(Fixture.catalog(settings: #"{"_timeRate" : 14, "_storefront" : "XYZ", "_askToBuyEnable" : true, "_askToBuyEnabled" : "yes"}"#))
    #expect(result.codes == [.unknownKey, .unknownStorefront, .wrongValueType, .invalidSetting])
    #expect(result.first(.unknownKey)?.path.description == "settings._askToBuyEnable")
    #expect(result.partialCatalog?.settings.timeRate == .realTime)
    #expect(result.isValid)
  }

  @Test func theOfferSigningKeyAndAppPoliciesAreKept() throws {
    let extra = #", "subscriptionOffersKeyPair" : {"id" : "C815358F", "privateKey" : "MIGT"}, "appPolicies" : {"eula" : "https://e", "policies" : [{"locale" : "zh_TW", "policyText" : "t", "policyURL" : "https://p"}]}"#
    let catalog = try #require(Fixture.load(Fixture.catalog(extra: extra)).catalog)
    #expect(catalog.offerSigningKey == OfferSigningKey(id: "C815358F", privateKeyBase64: "MIGT"))
    #expect(catalog.appPolicies == AppPolicies(eula: "https://e", policies: [.init(locale: "zh_TW", policyText: "t", policyURL: "https://p")]))
  }
}
