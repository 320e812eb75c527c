import Foundation
import InterfaceLanguage
import StoreOperations
import Testing

@testable import StoreEngine
@testable import StoreServer

/// The notifications only a tester's operation causes, run through the executor as the CLI, scenarios and the
/// storefront run them. "App Store Server Notifications V2", notificationType: `REFUND_REVERSED` — the App Store
/// reversed a refund, so an app that revoked content for it reinstates it; `PRICE_INCREASE` — the customer was told of a
/// price increase, subtype `PENDING` until they respond, `ACCEPTED` once they consent. "priceIncreaseStatus": 0 the
/// customer hasn't responded, 1 consented; "expirationIntent" 3: the customer didn't consent to a price increase
/// (`EXPIRED` / `PRICE_INCREASE`). StoreKitTest's `declinePriceIncreaseForTransaction` turns auto-renew off.
@Suite struct ReversalNotificationTests: NotificationReading {
  @Test func aReversedRefundEntitlesThePurchaseAgainAndNotifiesRefundReversed() async throws {
    let server = try await ServerFixture()
    let pro = try await server.buy("pro.lifetime")
    let executor = StoreExecutor(sandbox: server.sandbox)
    _ = await executor.run(.refund(.id(pro.id), .other))
    #expect(try await server.sandbox.entitlementRecords().isEmpty)
    let result = await executor.run(.reverseRefund(.last))
    guard case .refundReversed(let record) = result.outcome else {
      Issue.record("not reversed: \(result.outcome)")
      return
    }
    #expect(record.id == pro.id && !record.isRevoked)
    #expect(try await server.sandbox.entitlementRecords().map(\.id) == [pro.id])
    #expect(try await kinds(server.sandbox) == ["ONE_TIME_CHARGE", "REFUND", "REFUND_REVERSED"])
    let notification = try #require(try await server.sandbox.allNotifications().last)
    let transaction = try claims(try #require(try data(notification)["signedTransactionInfo"] as? String))
    #expect(transaction["transactionId"] as? String == String(pro.id) && transaction["revocationDate"] == nil)
    #expect(
      OutcomeWords(catalog: ServerFixture.catalog, language: .en, surface: .commandLine).report(result).text
        == "Reversed the refund of transaction \(pro.id) (Pro): it is entitled again, and the app gets it on "
        + "Transaction.updates.")
  }

  @Test func onlyARefundedPurchaseCanBeReversed() async throws {
    let server = try await ServerFixture()
    let pro = try await server.buy("pro.lifetime")
    let refused = await StoreExecutor(sandbox: server.sandbox).run(.reverseRefund(.id(pro.id)))
    #expect(refused.outcome == .failed(.store(StoreFailure(.sandbox(.notRefunded(pro.id))))))
    #expect(try await kinds(server.sandbox) == ["ONE_TIME_CHARGE"])
  }

  /// "App Store Server Notifications V2", notificationType `REFUND_REVERSED`: "the App Store reversed a previously
  /// granted refund". A `REVOKE` (a tester's revocation here; for a family share, the purchaser's refund or stop) is
  /// no refund, so there is none to reverse — even on a purchase that was refunded and reversed before.
  @Test func aRevocationThatIsNoRefundCannotBeReversed() async throws {
    let server = try await ServerFixture()
    let pro = try await server.buy("pro.lifetime")
    let executor = StoreExecutor(sandbox: server.sandbox)
    _ = await executor.run(.revoke(.id(pro.id)))
    let refused = await executor.run(.reverseRefund(.id(pro.id)))
    #expect(refused.outcome == .failed(.store(StoreFailure(.sandbox(.notRefunded(pro.id))))))

    let gems = try await server.buy("gems.10")
    _ = await executor.run(.refund(.id(gems.id), .other))
    guard case .refundReversed = await executor.run(.reverseRefund(.id(gems.id))).outcome else {
      Issue.record("a refund was not reversed")
      return
    }
    _ = await executor.run(.revoke(.id(gems.id)))
    #expect(await executor.run(.reverseRefund(.id(gems.id))).outcome == .failed(.store(StoreFailure(.sandbox(.notRefunded(gems.id))))))
    #expect(try await server.sandbox.entitlementRecords().isEmpty)
  }

  @Test func aPriceIncreaseIsPendingThenAcceptedAndTheSubscriptionRenews() async throws {
    let server = try await ServerFixture()
    _ = try await server.buy("plus.monthly")
    let executor = StoreExecutor(sandbox: server.sandbox)
    let plus = SubscriptionReference("plus.monthly")
    let asked = await executor.run(.priceIncrease(.request, plus))
    #expect(asked.outcome == .priceIncreaseChanged(.request, groupID: "GROUP1"))
    _ = await executor.run(.priceIncrease(.consent, plus))
    let notifications = try await server.sandbox.allNotifications()
    #expect(try await kinds(server.sandbox) == ["SUBSCRIBED/INITIAL_BUY", "PRICE_INCREASE/PENDING", "PRICE_INCREASE/ACCEPTED"])
    let statuses = try notifications.dropFirst().map { notification in
      try claims(try #require(try data(notification)["signedRenewalInfo"] as? String))["priceIncreaseStatus"] as? Int
    }
    #expect(statuses == [0, 1])
    try await server.sandbox.advanceClock(by: 32 * 86400)
    try await server.sandbox.settle()
    #expect(try await kinds(server.sandbox).last == "DID_RENEW")
    #expect(
      OutcomeWords(catalog: ServerFixture.catalog, language: .en, surface: .storefront).report(asked).text.hasPrefix(
        "The customer is told of a price increase for Membership and asked to consent"))
  }

  @Test func aDeclinedOrUnansweredPriceIncreaseExpiresTheSubscriptionForNotConsenting() async throws {
    for declining in [true, false] {
      let server = try await ServerFixture()
      _ = try await server.buy("plus.monthly")
      let executor = StoreExecutor(sandbox: server.sandbox)
      _ = await executor.run(.priceIncrease(.request, SubscriptionReference("GROUP1")))
      if declining { _ = await executor.run(.priceIncrease(.decline, SubscriptionReference("GROUP1"))) }
      try await server.sandbox.advanceClock(by: 32 * 86400)
      try await server.sandbox.settle()
      let expected =
        ["SUBSCRIBED/INITIAL_BUY", "PRICE_INCREASE/PENDING"]
        + (declining ? ["DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED"] : []) + ["EXPIRED/PRICE_INCREASE"]
      #expect(try await kinds(server.sandbox) == expected)
      let expired = try #require(try await server.sandbox.allNotifications().last)
      let renewal = try claims(try #require(try data(expired)["signedRenewalInfo"] as? String))
      #expect(renewal["expirationIntent"] as? Int == 3)
    }
  }

  @Test func consentNeedsAPendingIncrease() async throws {
    let server = try await ServerFixture()
    _ = try await server.buy("plus.monthly")
    let refused = await StoreExecutor(sandbox: server.sandbox).run(.priceIncrease(.consent, SubscriptionReference("GROUP1")))
    #expect(refused.outcome == .failed(.store(StoreFailure(.sandbox(.noPriceIncreasePending("GROUP1"))))))
  }
}
