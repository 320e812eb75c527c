import Foundation
import InterfaceLanguage
import StoreEngine
import StoreOperations
import TerminalUI
import TestSupport
import Testing

@testable import StorefrontApp

/// The QA panel's controls for the purchaser's billing behind a shared subscription, beside "Purchaser lapses…",
/// driven with keys on the live storefront's store: "Purchaser can't pay…" is `family billing-fail` and
/// "Purchaser pays again…" is `family billing-recover`, each an operation the one executor runs, its toast the
/// renderer's sentence.
@Suite(.serialized) @MainActor struct QAFamilyBillingControlsTests {
  typealias D = DemoStore

  /// App Store Server Notifications V2, `DID_FAIL_TO_RENEW` (`GRACE_PERIOD`: "continue to provide service through the
  /// grace period") and `DID_RENEW` `BILLING_RECOVERY`
  /// (developer.apple.com/documentation/appstoreservernotifications/notificationtype); StoreKit's
  /// `RenewalState.inGracePeriod`: the member's shared subscription follows the purchaser's billing.
  @Test(.timeLimit(.minutes(2))) func thePurchasersBillingFailsAndRecoversFromThePanel() async throws {
    let qa = try await QASession.open()
    defer { Task { await qa.close() } }
    let rows = QAControls.rows(qa.state)
    let lapse = try #require(rows.firstIndex(of: .familyLapse))
    #expect(rows[lapse + 1] == .familyBillingFail && rows[lapse + 2] == .familyBillingRecover, "beside the lapse")
    #expect(QAControls.label(.familyBillingFail, in: qa.state) == "Purchaser can't pay…")
    qa.pick(.familyBillingFail)
    #expect(qa.picker == nil && qa.toast?.hasPrefix("The family shares no subscription") == true)

    _ = await qa.run(.set(.gracePeriod(true)))
    _ = await qa.run(.family(.share, productID: D.premium))
    _ = await qa.run(.family(.share, productID: D.removeAds))
    #expect(qa.value(.familyBillingFail) == "1 shared" && qa.value(.familyBillingRecover) == "1 shared")

    qa.pick(.familyBillingFail)
    #expect(qa.picker?.options.map(\.value) == [D.premium], "only a shared subscription renews")
    let failed = try #require(await qa.enter())
    #expect(failed.operation == .family(.billingFail, productID: D.premium))
    guard case .familyPurchaserBillingFailed(let head) = failed.outcome else {
      Issue.record("expected the billing failure, got \(failed.outcome)")
      return
    }
    #expect(qa.toast == qa.state.words.report(failed).text)

    _ = await qa.run(.advance(.nextEvent))
    #expect(
      qa.state.snapshot?.entitlements[D.premium]?.id == head.id,
      "full service through the grace period, and no renewal while billing fails")

    qa.pick(.familyBillingRecover)
    let recovered = try #require(await qa.enter())
    #expect(recovered.operation == .family(.billingRecover, productID: D.premium))
    guard case .familyPurchaserBillingRecovered(.renewed(let renewal)) = recovered.outcome else {
      Issue.record("expected the recovery to renew, got \(recovered.outcome)")
      return
    }
    #expect(renewal.originalID == head.id && renewal.purchaseDate == head.expirationDate, "the renewal date is kept")
    #expect(qa.toast == qa.state.words.report(recovered).text)
  }

  @Test func theControlsSpeakChineseToo() {
    let state = AppState(
      catalogName: "demo.storekit", size: Size(width: 120, height: 40), language: .zhHans, timeZone: .gmt, now: D.start)
    #expect(QAControls.label(.familyBillingFail, in: state) == "购买者付款失败…")
    #expect(QAControls.label(.familyBillingRecover, in: state) == "购买者付款恢复…")
  }
}
