import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// Every control works on a paused clock and leaves a state StoreKit could report.
///
/// StoreKit Testing's `expireSubscription(productIdentifier:)` ends the subscription now
/// (developer.apple.com/documentation/storekittest/sktestsession/expiresubscription(productidentifier:)); an expired
/// subscription's state is `expired` (developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalstate/expired),
/// which "isn't entitled to service" (developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalstate).
/// A pause stops simulated time at a moment of real time, which has fractions of a millisecond; the ledger and the
/// signed payloads keep whole milliseconds, so the clock does too.
@Suite struct PausedClockTests {
  /// A sandbox whose clock runs from a moment with a fraction of a millisecond (one that rounds up), then is paused.
  func pausedSandbox() async throws -> (Store, RealTimeSource) {
    let real = RealTimeSource(EngineFixtures.start.addingTimeInterval(0.100_8))
    let sandbox = try Sandbox(
      path: try FidelityFixtures.ledgerPath(), catalog: EngineFixtures.catalog, realNow: real.now)
    real.pass(1)
    try await sandbox.pauseClock()
    return (try await Store(sandbox: sandbox, device: "phone"), real)
  }

  /// What the App Store says about each group agrees with itself and with the entitlements.
  func expectConsistent(_ store: Store, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let sandbox = store.sandbox
    let now = await sandbox.now
    let entitled = Set(try await sandbox.entitlementRecords().map(\.id))
    for status in try await sandbox.subscriptionStatuses() {
      let expiration = try #require(status.transaction.expirationDate, sourceLocation: sourceLocation)
      switch status.state {
      case .subscribed: #expect(expiration > now, sourceLocation: sourceLocation)
      case .expired: #expect(expiration <= now, sourceLocation: sourceLocation)
      default: break
      }
      #expect(
        entitled.contains(status.transaction.id) == status.state.isEntitled, "\(status.state)",
        sourceLocation: sourceLocation)
      let info = try #require(try await store.subscriptionStatus(for: status.groupID).first).renewalInfo
        .unsafePayloadValue
      #expect(
        (info.expirationReason != nil) == (status.state == .expired), "\(status.state)", sourceLocation: sourceLocation)
    }
  }

  @Test func expiringThenChangingPlansOnAPausedClockIsKept() async throws {
    let (store, real) = try await pausedSandbox()
    let sandbox = store.sandbox
    let paused = await sandbox.now
    _ = try await FidelityFixtures.buy("premium.monthly", in: store)
    try await sandbox.expireSubscription("GROUP1")
    #expect(try await sandbox.subscriptionStatus(group: "GROUP1")?.state == .expired)
    #expect(try await sandbox.entitlementRecords().isEmpty)
    try await expectConsistent(store)

    let plus = try await FidelityFixtures.buy("plus.monthly", in: store).payloadValue
    #expect(plus.productID == "plus.monthly")
    real.pass(1)
    #expect(await sandbox.now == paused)
    let status = try #require(try await sandbox.subscriptionStatus(group: "GROUP1"))
    #expect(status.state == .subscribed)
    #expect(status.transaction.id == plus.id)
    #expect(status.renewal.autoRenewProductID == "plus.monthly")
    try await expectConsistent(store)
    try await sandbox.resumeClock()
    try await sandbox.advanceToNextEvent()
    #expect(try await sandbox.subscriptionStatus(group: "GROUP1")?.transaction.productID == "plus.monthly")
  }

  @Test func everyControlOnAPausedClockLeavesAConsistentState() async throws {
    let (store, _) = try await pausedSandbox()
    let sandbox = store.sandbox
    let controls: [(String, () async throws -> Void)] = [
      ("buy", { _ = try await FidelityFixtures.buy("plus.monthly", in: store) }),
      ("cancel", { try await sandbox.cancelSubscription("GROUP1") }),
      ("resume", { try await sandbox.resumeSubscription("GROUP1") }),
      ("downgrade", { _ = try await store.purchase(try await FidelityFixtures.product("plus.monthly", in: store)) }),
      ("upgrade", { _ = try await FidelityFixtures.buy("pro.monthly", in: store) }),
      ("renew now", { try await sandbox.renewSubscription("GROUP1") }),
      ("advance", { try await sandbox.advanceClock(by: 3 * 86_400) }),
      ("next event", { try await sandbox.advanceToNextEvent() }),
      (
        "billing retry",
        {
          try await sandbox.setBillingRetryOnRenewal(true)
          try await sandbox.setBillingGracePeriod(true)
          try await sandbox.advanceToNextEvent()
        }
      ),
      ("resolve billing", { try await sandbox.renewSubscription("GROUP1") }),
      ("expire", { try await sandbox.expireSubscription("GROUP1") }),
      ("buy again", { _ = try await FidelityFixtures.buy("premium.monthly", in: store) }),
      (
        "refund",
        {
          let head = try #require(try await sandbox.subscriptionStatus(group: "GROUP1")).transaction
          try await sandbox.refund(head.id)
        }
      ),
    ]
    for (name, control) in controls {
      let before = await sandbox.now
      try await control()
      try await expectConsistent(store)
      if name != "advance", name != "next event", name != "billing retry" {
        #expect(await sandbox.now == before, "\(name) moved a paused clock")
      }
    }
    #expect(await sandbox.currentClock.isPaused)
  }
}
