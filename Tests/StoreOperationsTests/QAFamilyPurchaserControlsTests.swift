import Foundation
import StoreEngine
import StoreOperations
import TerminalUI
import TestSupport
import Testing

@testable import StorefrontApp

/// The QA panel's controls for the purchaser's side of Family Sharing, beside share/stop, driven with keys on the
/// live storefront's store: "Purchaser stops renewing…" is `family lapse` and "Purchaser is refunded…" is `family
/// refund` with the reason picked, each an operation the one executor runs, its toast the renderer's sentence.
@Suite(.serialized) @MainActor struct QAFamilyPurchaserControlsTests {
  typealias D = DemoStore

  /// App Store Server Notifications, `DID_CHANGE_RENEWAL_STATUS` and `EXPIRED` (`VOLUNTARY`), and App Store Server
  /// API, `revocationReason` ("matches the value of the purchaser's revocation reason"): the purchaser's billing
  /// drives the customer's shared subscription and shared purchases.
  @Test(.timeLimit(.minutes(2))) func thePurchaserStopsRenewingAndIsRefundedFromThePanel() async throws {
    let qa = try await QASession.open()
    defer { Task { await qa.close() } }
    qa.pick(.familyLapse)
    #expect(qa.picker == nil && qa.toast?.hasPrefix("The family shares no subscription") == true)
    #expect(qa.value(.familyRefund) == "nothing shared")

    _ = await qa.run(.family(.share, productID: D.premium))
    _ = await qa.run(.family(.share, productID: D.removeAds))
    #expect(qa.value(.familyLapse) == "1 shared" && qa.value(.familyRefund) == "2 shared")

    qa.pick(.familyLapse)
    #expect(qa.picker?.options.map(\.value) == [D.premium], "only a shared subscription can stop renewing")
    let lapsed = try #require(await qa.enter())
    #expect(lapsed.operation == .family(.lapse, productID: D.premium))
    guard case .familyPurchaserStoppedRenewing(let head) = lapsed.outcome else {
      Issue.record("expected the lapse, got \(lapsed.outcome)")
      return
    }
    #expect(head.ownership == .familyShared && !head.isRevoked)
    #expect(qa.toast == qa.state.words.report(lapsed).text)

    qa.pick(.familyRefund)
    #expect(Set(qa.picker?.options.map(\.value) ?? []) == [D.premium, D.removeAds])
    qa.filter("remove")
    #expect(await qa.enter() == nil, "choosing the product asks why the purchaser is refunded")
    #expect(qa.picker?.purpose == .familyRefundReason(productID: D.removeAds))
    #expect(qa.picker?.shown.map(\.label) == ["other", "developer issue"])
    qa.press(.down)
    let refunded = try #require(await qa.enter())
    #expect(refunded.operation == .family(.refund(.developerIssue), productID: D.removeAds))
    guard case .familyPurchaserRefunded(_, let revoked) = refunded.outcome else {
      Issue.record("expected the refund, got \(refunded.outcome)")
      return
    }
    #expect(revoked.map(\.revocationReason) == [.developerIssue], "the purchaser's reason")
    #expect(qa.toast == qa.state.words.report(refunded).text)
    #expect(qa.value(.familyRefund) == "1 shared" && qa.state.snapshot?.entitlements[D.removeAds] == nil)
  }
}
