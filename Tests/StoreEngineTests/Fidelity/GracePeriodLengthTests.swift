import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// A billing grace period lasts 3, 16 or 28 days, as chosen in App Store Connect, in the catalog or at run time.
///
/// App Store Connect's grace period durations are `THREE_DAYS`, `SIXTEEN_DAYS` and `TWENTY_EIGHT_DAYS`
/// (developer.apple.com/documentation/appstoreconnectapi/patch-v1-subscriptiongraceperiods-_id_, "Modify the billing
/// grace period opt-in status and duration"); a subscription in the grace period keeps service until
/// `gracePeriodExpirationDate` (developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalinfo/graceperiodexpirationdate).
/// Without a choice, StoreKit Testing's lengths apply: "6 days" for weekly subscriptions, "16 days" for the others
/// (developer.apple.com/documentation/storekittest/sktestsession/timerate-swift.enum/realtime).
@Suite struct GracePeriodLengthTests {
  let day: TimeInterval = 86_400

  /// Buys a subscription whose first renewal fails, and returns how long its grace period lasts.
  func graceLength(_ productID: String, in store: Store) async throws -> TimeInterval {
    try await store.sandbox.setBillingRetryOnRenewal(true)
    try await store.sandbox.setBillingGracePeriod(true)
    let bought = try await FidelityFixtures.buy(productID, in: store).payloadValue
    try await store.sandbox.advanceToNextEvent()
    let group = try #require(bought.subscriptionGroupID)
    let status = try #require(try await store.subscriptionStatus(for: group).first)
    #expect(status.state == .inGracePeriod)
    let grace = try #require(try status.renewalInfo.payloadValue.gracePeriodExpirationDate)
    return grace.timeIntervalSince(try #require(bought.expirationDate))
  }

  @Test func withoutAChoiceStoreKitTestingsLengthsApply() async throws {
    #expect(try await graceLength("plus.monthly", in: try await FidelityFixtures.launch()) == 16 * day)
    #expect(try await graceLength("news.weekly", in: try await FidelityFixtures.launch()) == 6 * day)
  }

  @Test(arguments: GracePeriodLength.allCases)
  func aLengthChosenAtRunTimeApplies(_ length: GracePeriodLength) async throws {
    let store = try await FidelityFixtures.launch()
    try await store.sandbox.setGracePeriodLength(length)
    #expect(try await graceLength("plus.monthly", in: store) == Double(length.rawValue) * day)
  }

  @Test func theCatalogCanChooseTheLength() async throws {
    for (written, length) in [("\"THREE_DAYS\"", GracePeriodLength.threeDays), ("28", .twentyEightDays)] {
      let text =
        #"{"products": [], "subscriptionGroups": [], "settings": {"billingGracePeriodDuration": \#(written)}, "version": {"major": 4, "minor": 0}}"#
      let result = CatalogLoader.load(bytes: Array(text.utf8), file: "grace.storekit")
      #expect(try #require(result.catalog).settings.gracePeriodLength == length)
      #expect(result.diagnostics.isEmpty)
    }
    let text =
      #"{"products": [], "subscriptionGroups": [], "settings": {"billingGracePeriodDuration": "FIVE_DAYS"}, "version": {"major": 4, "minor": 0}}"#
    let result = CatalogLoader.load(bytes: Array(text.utf8), file: "grace.storekit")
    #expect(try #require(result.catalog).settings.gracePeriodLength == nil)
    #expect(result.diagnostics.map(\.code) == [.invalidSetting])

    var catalog = EngineFixtures.catalog
    catalog.settings.gracePeriodLength = .twentyEightDays
    #expect(try await graceLength("plus.monthly", in: try await FidelityFixtures.launch(catalog: catalog)) == 28 * day)
  }

  @Test func aFastTimeRateScalesTheChosenLength() async throws {
    var catalog = EngineFixtures.catalog
    // A month every hour: 16 days of grace last 30 minutes, so 28 days last 28/32 of an hour.
    catalog.settings.timeRate = try #require(TimeRate(rawValue: 10))
    catalog.settings.gracePeriodLength = .twentyEightDays
    #expect(try await graceLength("plus.monthly", in: try await FidelityFixtures.launch(catalog: catalog)) == 3150)
  }
}
