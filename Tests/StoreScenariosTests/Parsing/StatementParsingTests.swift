import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import Testing

@testable import StoreScenarios

/// Every statement of the language parses to what it says, and writes back to a line that parses
/// to the same statement.
@Suite struct StatementParsingTests {
  static let token = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
  static let day = ScenarioDate.parse("2026-02-01")!
  static let describing: [TransactionFacet] = [
    .product("p"), .price(Decimal(string: "0.99")), .currency("EUR"), .storefront("FRA"), .quantity(2),
    .offer(.promotional),
    .offerID("o"), .ownership(.familyShared), .revocationType(.familyRevocation),
  ]
  static let dated: [TransactionFacet] = [
    .price(nil), .offer(nil), .reason(.renewal), .accountToken(token), .expires(day), .ownership(.purchased),
    .revocationType(nil),
  ]
  static let flags: [TransactionFacet] = [
    .revoked(true), .upgraded(false), .finished(true), .revoked(false), .upgraded(true), .finished(false),
  ]

  static let actions: [(String, Statement)] = [
    ("set ask-to-buy on", .operation(.set(.askToBuy(true)))),
    ("set interrupted-purchases off", .operation(.set(.interruptedPurchases(false)))),
    ("set billing-retry on", .operation(.set(.billingRetry(true)))),
    ("set grace-period on", .operation(.set(.gracePeriod(true)))),
    ("set offline on", .operation(.set(.offline(true)))),
    ("set latency 250ms", .operation(.set(.latency(0.25)))),
    ("set latency 2s", .operation(.set(.latency(2)))),
    ("set storefront fra", .operation(.set(.storefront("FRA")))),
    ("set storefront 143441", .operation(.set(.storefront("USA")))),
    ("set locale fr_FR", .operation(.set(.locale("fr_FR")))),
    ("set time-rate 1004", .operation(.set(.timeRate(1004)))),
    ("set refund-answer decline", .operation(.set(.refundAnswer(.decline)))),
    ("set refund-answer cancel", .operation(.set(.refundAnswer(.cancel)))),
    ("set grace-period-length 28", .operation(.set(.gracePeriodLength(.twentyEightDays)))),
    ("set grace-period-length default", .operation(.set(.gracePeriodLength(nil)))),
    ("set consumable-history on", .operation(.set(.consumableHistory(true)))),
    ("family share com.example.removeads", .operation(.family(.share, productID: "com.example.removeads"))),
    ("family stop com.example.removeads", .operation(.family(.stop, productID: "com.example.removeads"))),
    ("family lapse com.example.premium", .operation(.family(.lapse, productID: "com.example.premium"))),
    ("family billing-fail com.example.premium", .operation(.family(.billingFail, productID: "com.example.premium"))),
    ("family billing-recover com.example.premium", .operation(.family(.billingRecover, productID: "com.example.premium"))),
    ("family refund com.example.removeads", .operation(.family(.refund(.other), productID: "com.example.removeads"))),
    (
      "family refund com.example.removeads developer-issue",
      .operation(.family(.refund(.developerIssue), productID: "com.example.removeads"))
    ),
    ("app-transaction", .operation(.readAppTransaction)),
    ("manage-subscriptions", .operation(.manageSubscriptions)),
    ("fault purchase networkError", .operation(.fault(.purchase, .generic(.networkError)))),
    ("fault purchase invalidQuantity", .operation(.fault(.purchase, .purchase(.invalidQuantity)))),
    ("fault load-products generic.unknown", .operation(.fault(.loadProducts, .generic(.unknown)))),
    ("fault verification invalidSignature", .operation(.fault(.verification, .verification(.invalidSignature)))),
    ("fault refund-request duplicateRequest", .operation(.fault(.refundRequest, .refundRequest(.duplicateRequest)))),
    ("fault offer-code-redeem none", .operation(.fault(.offerCodeRedeem, nil))),
    ("fault app-store-sync notEntitled", .operation(.fault(.appStoreSync, .generic(.notEntitled)))),
    ("buy p", .operation(.buy(productID: "p", options: PurchaseRequest()))),
    ("buy p quantity 3 no-finish", .operation(.buy(productID: "p", options: PurchaseRequest(quantity: 3, noFinish: true)))),
    (
      "buy p account-token \(token.uuidString.lowercased())",
      .operation(.buy(productID: "p", options: PurchaseRequest(appAccountToken: token)))
    ),
    (
      "buy p promotional-offer o ask-to-buy",
      .operation(.buy(productID: "p", options: PurchaseRequest(promotionalOffer: "o", askToBuy: true)))
    ),
    ("buy p win-back w", .operation(.buy(productID: "p", options: PurchaseRequest(winBackOffer: "w")))),
    (
      "buy p offer-code \"Launch Code\" from app-store",
      .operation(.buy(productID: "p", options: PurchaseRequest(offerCode: "Launch Code", place: .appStore)))
    ),
    (
      "buy p from another-device quantity 2",
      .operation(.buy(productID: "p", options: PurchaseRequest(quantity: 2, place: .anotherDevice)))
    ),
    ("cancel p", .operation(.cancel(productID: "p"))),
    ("redeem \"Launch Code\" p", .operation(.redeem(code: "Launch Code", productID: "p"))),
    ("finish last", .operation(.finish(.last))),
    ("finish transaction 7", .operation(.finish(.id(7)))),
    ("request-refund p", .operation(.requestRefund(.newest(productID: "p")))),
    ("restore", .operation(.restore)),
    ("consume p", .operation(.consume(productID: "p", amount: 1))),
    ("consume p 4", .operation(.consume(productID: "p", amount: 4))),
    ("load-products", .operation(.loadProducts)),
    ("restart", .restart),
    ("approve last-request", .operation(.approve(.last))),
    ("decline request 2", .operation(.decline(.id(2)))),
    ("resolve p", .operation(.resolve(.newest(productID: "p")))),
    ("expire last-request", .operation(.expire(.last))),
    ("refund last", .operation(.refund(.last, .other))),
    ("refund p developer-issue", .operation(.refund(.newest(productID: "p"), .developerIssue))),
    ("revoke transaction 3", .operation(.revoke(.id(3)))),
    ("delete last", .operation(.delete(.last))),
    ("advance 1mo", .operation(.advance(.by(SimulatedDuration(months: 1))))),
    ("advance next-event", .operation(.advance(.nextEvent))),
    ("advance to 2026-02-01", .operation(.advance(.to(day)))),
    ("subscription cancel \"Storefront Plus\"", .operation(.subscription(.cancel, SubscriptionReference("Storefront Plus")))),
    ("subscription resume g", .operation(.subscription(.resume, SubscriptionReference("g")))),
    ("subscription expire g", .operation(.subscription(.expire, SubscriptionReference("g")))),
    ("subscription renew g", .operation(.subscription(.renew, SubscriptionReference("g")))),
    ("buy p billing-plan MONTHLY", .operation(.buy(productID: "p", options: PurchaseRequest(billingPlan: "MONTHLY")))),
    ("pause-clock", .operation(.pauseClock)),
    ("resume-clock", .operation(.resumeClock)),
    ("reset", .operation(.reset)),
  ]

  static let expectations: [(String, ScenarioExpectation)] = [
    ("expect result purchased", .result(.purchased)),
    ("expect result charged", .result(.charged)),
    ("expect result upgraded", .result(.upgraded)),
    ("expect result already-owned", .result(.alreadyOwned)),
    ("expect result scheduled", .result(.scheduled)),
    ("expect result pending", .result(.pending)),
    ("expect result cancelled", .result(.cancelled)),
    ("expect result succeeded", .result(.succeeded)),
    ("expect result ignored", .result(.ignored)),
    ("expect result failed", .result(.failed(nil))),
    ("expect result failed invalidQuantity", .result(.failed("invalidQuantity"))),
    ("expect result failed duplicateRequest", .result(.failed("duplicateRequest"))),
    ("expect result unverified", .result(.unverified(nil))),
    ("expect result unverified invalidSignature", .result(.unverified(.invalidSignature))),
    ("expect entitled p", .entitled(productID: "p", true)),
    ("expect not entitled p", .entitled(productID: "p", false)),
    ("expect entitlements b a", .entitlements(["a", "b"])),
    ("expect entitlements none", .entitlements([])),
    ("expect balance p 30", .balance(productID: "p", 30)),
    ("expect subscription g subscribed", .subscription(SubscriptionReference("g"), [.state(.subscribed)])),
    ("expect subscription g none", .subscription(SubscriptionReference("g"), [.state(nil)])),
    (
      "expect subscription g inGracePeriod auto-renew off renews-to p product q expires 2026-02-01",
      .subscription(
        SubscriptionReference("g"),
        [.state(.inGracePeriod), .autoRenew(false), .renewsTo("p"), .product("q"), .expires(day)])
    ),
    (
      "expect subscription g inBillingRetryPeriod",
      .subscription(SubscriptionReference("g"), [.state(.inBillingRetryPeriod)])
    ),
    ("expect subscription g expired", .subscription(SubscriptionReference("g"), [.state(.expired)])),
    ("expect subscription g revoked", .subscription(SubscriptionReference("g"), [.state(.revoked)])),
    ("expect intro-eligible g", .introEligible(SubscriptionReference("g"), true)),
    ("expect not intro-eligible g", .introEligible(SubscriptionReference("g"), false)),
    ("expect updates none", .updates(count: 0, productIDs: [])),
    ("expect updates 2", .updates(count: 2, productIDs: [])),
    ("expect updates 2 p q", .updates(count: 2, productIDs: ["p", "q"])),
    (
      "expect transaction last product p price 0.99 currency EUR storefront FRA quantity 2 offer promotional offer-id o"
        + " ownership family-shared revocation-type family-revoke",
      .transaction(.last, describing)
    ),
    (
      "expect transaction p price free offer none reason renewal account-token \(token.uuidString) expires 2026-02-01"
        + " ownership purchased revocation-type none",
      .transaction(.newest(productID: "p"), dated)
    ),
    (
      "expect transaction transaction 4 revoked not upgraded finished not revoked upgraded not finished",
      .transaction(.id(4), flags)
    ),
    ("expect transaction last verified", .transaction(.last, [.verified])),
    ("expect transaction last unverified", .transaction(.last, [.unverified(nil)])),
    ("expect transaction last unverified finished", .transaction(.last, [.unverified(nil), .finished(true)])),
    ("expect transaction last unverified invalidEncoding", .transaction(.last, [.unverified(.invalidEncoding)])),
    ("expect transaction last offer offer-code", .transaction(.last, [.offer(.offerCode)])),
    (
      "expect transaction last offer win-back offer introductory",
      .transaction(.last, [.offer(.winBack), .offer(.introductory)])
    ),
    ("expect transactions 3", .transactionCount(3, productID: nil)),
    ("expect transactions 3 p", .transactionCount(3, productID: "p")),
    ("expect unfinished 0", .unfinished(0)),
    ("expect request last-request approved", .request(.last, .approved)),
    ("expect request p declined", .request(.newest(productID: "p"), .declined)),
    ("expect request request 2 expired", .request(.id(2), .expired)),
    ("expect request last-request resolved", .request(.last, .resolved)),
    ("expect request last-request pending", .request(.last, .pending)),
    ("expect pending-requests 1", .pendingRequests(1)),
    ("expect products loaded", .products(.loaded)),
    ("expect products empty", .products(.empty)),
    ("expect products failed", .products(.failed(nil))),
    ("expect products failed networkError", .products(.failed("networkError"))),
    ("expect price p \"1,99 €\"", .price(productID: "p", "1,99 €")),
    ("expect log \"finish(#1)\"", .log("finish(#1)")),
    ("expect message \"Restored\"", .message("Restored")),
    ("expect now 2026-02-01T00:00:00Z", .now(day)),
  ]

  @Test(arguments: actions)
  func actionsParse(_ line: String, _ statement: Statement) {
    #expect(ScenarioTesting.statement(line) == statement)
  }

  @Test(arguments: expectations)
  func expectationsParse(_ line: String, _ expectation: ScenarioExpectation) {
    #expect(ScenarioTesting.statement(line) == .expectation(expectation))
  }

  @Test(arguments: actions.map(\.1) + expectations.map { Statement.expectation($0.1) })
  func everyStatementWritesBackToALineThatParsesToIt(_ statement: Statement) {
    let line = StatementFormatter.line(statement)
    #expect(ScenarioTesting.statement(line) == statement, "\(line)")
  }

  @Test func theHeaderNamesTheCatalogAndTheStart() throws {
    let scenario = try ScenarioParser.parse("# x\ncatalog ../my.storekit\nstart 2026-03-01\nrestore\n").get()
    #expect(scenario.catalog == .file("../my.storekit"))
    #expect(scenario.start == ScenarioDate.parse("2026-03-01"))
    #expect(try ScenarioParser.parse("catalog donation\nrestore").get().catalog == .shipped("donation"))
    #expect(try ScenarioParser.parse("catalog demo.storekit\nrestore").get().catalog == .file("demo.storekit"))
    let defaults = try ScenarioParser.parse("restore").get()
    #expect(defaults.catalog == .shippedDefault)
    #expect(defaults.startDate == Scenario.defaultStart)
  }

  @Test func stepsKeepTheirLineColumnAndSourceWithoutComments() throws {
    let scenario = try ScenarioParser.parse("\n\n   buy p quantity 2   # two\n\texpect log \"a # b\"").get()
    #expect(scenario.steps.map(\.line) == [3, 4])
    #expect(scenario.steps.map(\.column) == [4, 2])
    #expect(scenario.steps.map(\.source) == ["buy p quantity 2", "expect log \"a # b\""])
  }

  @Test func wordsThatNeedQuotesAreQuotedWhenWritten() {
    #expect(StatementFormatter.word("plain.word") == "plain.word")
    #expect(StatementFormatter.word("two words") == "\"two words\"")
    #expect(StatementFormatter.word("") == "\"\"")
    #expect(StatementFormatter.word("a\"b\\c\nd#") == #""a\"b\\c\nd#""#)
  }
}
