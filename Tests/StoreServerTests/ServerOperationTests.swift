import Foundation
import InterfaceLanguage
import StoreOperations
import Testing

@testable import StoreEngine
@testable import StoreServer

/// The requests that change the sandbox are store operations: the server's handler, the CLI and scenarios hand the
/// same `StoreOperation.server` to one `StoreExecutor`, get the same typed outcome and the same words, and the handler
/// turns a refusal into Apple's error code for it.
@Suite struct ServerOperationTests {
  static let fiveDays = RenewalExtension(days: 5, reason: .customerSatisfaction, requestID: "r1")

  /// "Extend a Subscription Renewal Date": the period's end moves `extendByDays` later; a renewal's id (not the
  /// original transaction id the page asks for) is `OriginalTransactionIdNotFoundError` 4040005, as a refusal the
  /// executor names the same way.
  @Test func anExtensionRunsThroughTheExecutorAndARenewalsIDIsRefusedAsApplesPageSays() async throws {
    let server = try await ServerFixture()
    let plus = try await server.buy("plus.monthly")
    let executor = StoreExecutor(sandbox: server.sandbox)
    let result = await executor.run(.server(.extendRenewalDate(.newest(productID: "plus.monthly"), Self.fiveDays)))
    guard case .server(.renewalExtended(let record, days: 5)) = result.outcome else {
      Issue.record("not extended: \(result.outcome)")
      return
    }
    let expected = plus.expirationDate!.addingTimeInterval(5 * 86400)
    #expect(record.expirationDate == expected)
    #expect(try await server.sandbox.transaction(plus.id)?.expirationDate == expected)
    let words = OutcomeWords(language: .en, surface: .commandLine).report(result).text
    #expect(words.hasPrefix("Extended plus.monthly by 5 days: it renews at 2026-02-06 00:00"))

    try await server.sandbox.advanceClock(by: 40 * 86400)
    let renewal = try #require(try await server.sandbox.allTransactions().first { $0.id != $0.originalID })
    let refused = await executor.run(.server(.extendRenewalDate(.id(renewal.id), Self.fiveDays)))
    #expect(refused.outcome == .failed(.server(.refused(.notAnOriginalSubscription(renewal.id)))))
    #expect(
      OutcomeWords(language: .en, surface: .commandLine).report(refused).text
        == "Transaction \(renewal.id) is not the original transaction of an auto-renewable subscription.")
    let response = try await server.send(
      "PUT", "/inApps/v1/subscriptions/extend/\(renewal.id)",
      json: #"{"extendByDays":5,"extendReasonCode":1,"requestIdentifier":"r2"}"#)
    #expect(response.status == 404 && response.errorCode == 4_040_005)
  }

  /// "Request a Test Notification": without a notification URL it is `ServerNotificationURLNotFoundError` 4040007;
  /// with one, a `TEST` notification is stored and its UUID is the `testNotificationToken`.
  @Test func aTestNotificationNeedsAWebhookAndItsTokenNamesTheStoredNotification() async throws {
    let server = try await ServerFixture()
    let executor = StoreExecutor(sandbox: server.sandbox)
    #expect(await executor.run(.server(.requestTestNotification)).outcome == .failed(.server(.noWebhook)))
    #expect(try await server.send("POST", "/inApps/v1/notifications/test").errorCode == 4_040_007)

    try await server.sandbox.addWebhook("http://127.0.0.1:9/notifications")
    let result = await executor.run(.server(.requestTestNotification))
    guard case .server(.testNotificationRequested(let token)) = result.outcome else {
      Issue.record("no test notification: \(result.outcome)")
      return
    }
    #expect(try await server.sandbox.notification(uuid: token)?.kind.type == .test)
    #expect(OutcomeWords(language: .en, surface: .scenario).report(result).text.hasSuffix("its test notification token is \(token)."))
  }

  /// "Set App Account Token" and "Send Consumption Information" name a transaction the sandbox must have:
  /// `TransactionIdNotFoundError` 4040010 otherwise, the executor's refusal being "no such transaction".
  @Test func anUnknownTransactionIsRefusedWithApplesNotFoundCode() async throws {
    let server = try await ServerFixture()
    let executor = StoreExecutor(sandbox: server.sandbox)
    let missing = await executor.run(.server(.setAppAccountToken(UUID(), originalTransactionID: 77)))
    #expect(missing.outcome == .failed(.store(StoreFailure(.sandbox(.noSuchTransaction(77))))))
    let token = try await server.send(
      "PUT", "/inApps/v1/transactions/77/appAccountToken", json: #"{"appAccountToken":"\#(UUID().uuidString)"}"#)
    #expect(token.errorCode == 4_040_010)
    let consumption = try await server.send(
      "PUT", "/inApps/v1/transactions/consumption/77", json: #"{"customerConsented":true}"#)
    #expect(consumption.errorCode == 4_040_010)
  }
}
