import Foundation
import InterfaceLanguage
import StoreEngine
import StoreOperations
import Testing

@testable import StoreScenarios

/// The statements for what the app's server asks of the App Store Server API ("Extend a Subscription Renewal Date",
/// "Extend Subscription Renewal Dates for All Active Subscribers", "Set App Account Token", "Send Consumption
/// Information", "Request a Test Notification") and a tester's webhook controls parse to the operation the server's handler runs, and write back to a
/// line that parses to it.
@Suite struct ServerStatementTests {
  static let token = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
  static let week = RenewalExtension(days: 7, reason: .undeclared, requestID: ServerGrammar.defaultRequestID)

  static let statements: [(String, StoreOperation)] = [
    ("extend-renewal last 7", .server(.extendRenewalDate(.last, week))),
    (
      "extend-renewal transaction 3 30 reason service-issue request outage-1",
      .server(.extendRenewalDate(.id(3), RenewalExtension(days: 30, reason: .serviceIssueOrOutage, requestID: "outage-1")))
    ),
    (
      "extend-renewals plus.monthly 7 storefront fra storefront USA",
      .server(.extendForAllActiveSubscribers(productID: "plus.monthly", storefronts: ["FRA", "USA"], week))
    ),
    (
      "set-account-token 4 6F9619FF-8B86-D011-B42D-00C04FC964FF",
      .server(.setAppAccountToken(token, originalTransactionID: 4))
    ),
    (
      #"send-consumption 5 "{\"customerConsented\":true}""#,
      .server(.sendConsumptionInformation(transactionID: 5, json: #"{"customerConsented":true}"#))
    ),
    ("test-notification", .server(.requestTestNotification)),
    ("reverse-refund last", .reverseRefund(.last)),
    ("reverse-refund transaction 4", .reverseRefund(.id(4))),
    ("price-increase request \"Storefront Plus\"", .priceIncrease(.request, SubscriptionReference("Storefront Plus"))),
    ("price-increase consent plus.monthly", .priceIncrease(.consent, SubscriptionReference("plus.monthly"))),
    ("price-increase decline plus.monthly", .priceIncrease(.decline, SubscriptionReference("plus.monthly"))),
    ("fail-webhook 2", .server(.failNextWebhookAnswers(2))),
    ("fail-webhook 0", .server(.failNextWebhookAnswers(0))),
    ("resend-notification latest", .server(.resendNotification(.latest(nil)))),
    ("resend-notification latest DID_RENEW", .server(.resendNotification(.latest(.didRenew)))),
    (
      "resend-notification 0B9A6C1E-3F2D-4A5B-8C7D-6E5F4A3B2C1D",
      .server(.resendNotification(.uuid("0b9a6c1e-3f2d-4a5b-8c7d-6e5f4a3b2c1d")))
    ),
  ]

  @Test(arguments: statements)
  func serverStatementsParse(_ line: String, _ operation: StoreOperation) {
    #expect(ScenarioTesting.statement(line) == .operation(operation))
  }

  @Test(arguments: statements.map(\.1))
  func serverStatementsWriteBackToALineThatParsesToThem(_ operation: StoreOperation) {
    let line = StatementFormatter.line(.operation(operation))
    #expect(ScenarioTesting.statement(line) == .operation(operation), "\(line)")
  }

  /// Apple's `extendByDays` is 1 to 90: a statement outside it says so where it is written.
  @Test func anExtensionOutsideApplesRangeIsAParseError() {
    guard case .failure(let diagnostics) = ScenarioParser.parse("extend-renewal last 91") else {
      Issue.record("91 days parsed")
      return
    }
    #expect(diagnostics.diagnostics.first?.message.contains("from 1 to 90") == true)
  }

  /// "Extend a Subscription Renewal Date" takes `extendByDays` from 1 to 90: a run tells one day as one day, in
  /// English, and with its measure word in Chinese.
  @Test func aRunSaysOneDayAsOneDay() {
    let day = RenewalExtension(days: 1, reason: .undeclared, requestID: ServerGrammar.defaultRequestID)
    let one = ServerStatementDescription.text(.extendRenewalDate(.id(3), day), language: .en)
    #expect(one.hasSuffix("by 1 day"), "\(one)")
    let all = ServerStatementDescription.text(
      .extendForAllActiveSubscribers(productID: "plus.monthly", storefronts: [], day), language: .en)
    #expect(all.hasSuffix("subscription by 1 day"), "\(all)")
    let week = ServerStatementDescription.text(.extendRenewalDate(.id(3), Self.week), language: .en)
    #expect(week.hasSuffix("by 7 days"), "\(week)")
    #expect(ServerStatementDescription.text(.extendRenewalDate(.id(3), day), language: .zhHans).hasSuffix("延长 1 天"))
  }
}
