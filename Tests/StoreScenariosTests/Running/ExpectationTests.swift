import Testing

@testable import StoreScenarios

private let token = "6F9619FF-8B86-D011-B42D-00C04FC964FF"

/// Each kind of expectation holds when the app sees what it says, and otherwise fails with the
/// expected and the actual value in the same words.
@Suite struct ExpectationTests {

  /// (setup, expectation, expected, actual)
  static let failures: [(String, String, String, String)] = [
    ("buy \(removeAds)", "expect result pending", "pending", "charged"),
    ("", "expect result purchased", "purchased", "no app action yet"),
    (
      "fault purchase invalidQuantity\nbuy \(removeAds)", "expect result failed networkError", "failed networkError",
      "failed invalidQuantity: The quantity is not allowed for this product (Product.PurchaseError.invalidQuantity)."
    ),
    (
      "fault verification invalidSignature\nbuy \(removeAds)", "expect result unverified invalidEncoding",
      "unverified invalidEncoding", "unverified invalidSignature"
    ),
    ("", "expect entitled \(removeAds)", "entitled", "not entitled"),
    ("buy \(removeAds)", "expect not entitled \(removeAds)", "not entitled", "entitled"),
    ("buy \(removeAds)", "expect entitlements \(themes)", themes, removeAds),
    ("buy \(removeAds)", "expect entitlements none", "none", removeAds),
    ("buy \(gems)", "expect balance \(gems) 2", "2", "1"),
    (
      "buy \(cloud)", "expect subscription \(cloud) expired auto-renew off", "expired, auto-renew off",
      "subscribed, auto-renew on"
    ),
    ("", "expect subscription \"Cloud Storage\" subscribed", "subscribed", "none"),
    (
      "buy \(cloud)", "expect subscription 5C1A0002 renews-to com.example.storefront.cloud.50gb",
      "renews-to com.example.storefront.cloud.50gb", "renews-to \(cloud)"
    ),
    (
      "buy \(cloud)\nsubscription cancel \(cloud)", "expect subscription \(cloud) renews-to \(cloud)",
      "renews-to \(cloud)", "renews to nothing (auto-renew off)"
    ),
    (
      "buy \(cloud)", "expect subscription \(cloud) product com.example.storefront.cloud.50gb expires 2026-03-01",
      "product com.example.storefront.cloud.50gb, expires 2026-03-01T00:00:00Z",
      "product \(cloud), expires 2026-02-01T00:00:00Z"
    ),
    ("", "expect subscription \(cloud) auto-renew on", "auto-renew on", "never subscribed"),
    (
      "fault subscription-status networkError", "expect subscription \(cloud) none", "none",
      "the status could not be read: The App Store could not be reached: notConnectedToInternet (StoreKitError.networkError)."
    ),
    (
      "buy com.example.storefront.plus.basic.monthly", "expect intro-eligible \"Storefront Plus\"", "eligible",
      "not eligible"
    ),
    ("", "expect not intro-eligible \(cloud)", "not eligible", "eligible"),
    ("buy \(themes) from another-device", "expect updates none", "none", "1 (\(themes))"),
    ("buy \(themes) from another-device", "expect updates 1 \(removeAds)", "1 (\(removeAds))", "1 (\(themes))"),
    ("", "expect updates 1", "1", "none"),
    (
      "buy \(removeAds)", "expect transaction last price 1.99 currency EUR offer introductory revoked",
      "price 1.99, currency EUR, offer introductory, revoked", "price 2.99, currency USD, offer none, not revoked"
    ),
    (
      "fault verification invalidSignature\nbuy \(removeAds)", "expect transaction last verified", "verified",
      "unverified invalidSignature"
    ),
    ("buy \(removeAds)", "expect transaction last unverified", "unverified", "verified"),
    ("buy \(gems) no-finish", "expect transaction last finished", "finished", "not finished"),
    (
      "buy \(gems) quantity 2",
      "expect transaction \(gems) quantity 3 storefront FRA reason renewal offer-id x account-token \(token) expires 2026-02-01 upgraded product \(themes)",
      "quantity 3, storefront FRA, reason renewal, offer-id x, account-token \(token), expires 2026-02-01T00:00:00Z, upgraded, product \(themes)",
      "quantity 2, storefront USA, reason purchase, offer-id none, account-token none, expires never, not upgraded, product \(gems)"
    ),
    ("buy \(removeAds)", "expect transactions 2", "2", "1"),
    ("buy \(removeAds)", "expect transactions 1 \(themes)", "1", "0"),
    ("buy \(gems) no-finish", "expect unfinished 0", "0", "1"),
    ("set ask-to-buy on\nbuy \(removeAds)", "expect request last-request approved", "approved", "pending"),
    ("set ask-to-buy on\nbuy \(removeAds)", "expect pending-requests 0", "0", "1"),
    (
      "fault load-products networkError", "expect products loaded", "loaded",
      "failed networkError: products(for:) threw. The App Store could not be reached: notConnectedToInternet (StoreKitError.networkError)."
    ),
    (
      "fault load-products unknown", "expect products failed networkError", "failed with networkError",
      "failed unknown: products(for:) threw. An unknown error occurred (StoreKitError.unknown); trying again usually works."
    ),
    ("", "expect products empty", "empty", "loaded (11)"),
    ("", "expect price \(removeAds) \"€2.99\"", "\"€2.99\"", "\"$2.99\""),
    ("fault load-products networkError", "expect price \(removeAds) \"$2.99\"", "\"$2.99\"", "not loaded"),
    (
      "", "expect log \"nothing like this\"", "a line containing \"nothing like this\"",
      "no line contains it (last lines: \"products(for: 11 ids) returned 11\")"
    ),
    (
      "cancel \(removeAds)", "expect message \"Purchased\"", "a message containing \"Purchased\"",
      "\"Purchase cancelled: the app got .userCancelled.\""
    ),
    ("", "expect message \"Purchased\"", "a message containing \"Purchased\"", "no message"),
    ("advance 1d", "expect now 2026-01-01", "2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z"),
  ]

  @Test(arguments: failures)
  func failsWithExpectedAndActual(_ setup: String, _ expectation: String, _ expected: String, _ actual: String)
    async throws
  {
    let (report, output) = try await ScenarioTesting.run("\(setup)\n\(expectation)\nrestore")
    let failure = try #require(report.failure)
    #expect(failure.step.source == expectation)
    #expect(failure.outcome == .failed(ExpectationFailure(expected: expected, actual: actual)))
    #expect(report.notRun.map(\.source) == ["restore"])
    #expect(!report.passed)
    let line = failure.step.line
    #expect(output.contains("test.scenario:\(line): expectation failed: \(expectation)"))
    #expect(output.contains("    expected: \(expected)"))
    #expect(output.contains("    actual:   \(actual)"))
  }

  @Test func everyKindHoldsWhenTheAppSeesWhatItSays() async throws {
    let report = try await ScenarioTesting.expectPass(
      """
      expect products loaded
      expect price \(removeAds) "$2.99"
      expect intro-eligible "Storefront Plus"
      expect subscription \(cloud) none
      set ask-to-buy on
      buy \(themes)
      expect result pending
      expect request \(themes) pending
      expect pending-requests 1
      approve \(themes)
      expect request last-request approved
      expect updates 1 \(themes)
      set ask-to-buy off
      buy \(gems) quantity 2 account-token \(token) no-finish
      expect result purchased
      expect balance \(gems) 2
      expect unfinished 1
      expect transaction last product \(gems) quantity 2 price 1.98 currency USD storefront USA reason purchase account-token \(token) offer none not finished verified not revoked not upgraded
      expect transactions 2
      expect transactions 1 \(gems)
      buy \(cloud)
      expect subscription "Cloud Storage" subscribed auto-renew on renews-to \(cloud) product \(cloud) expires 2026-02-01
      expect entitlements \(themes) \(cloud)
      expect entitled \(cloud)
      expect not entitled \(removeAds)
      expect not intro-eligible "Cloud Storage"
      fault purchase networkError
      buy \(removeAds)
      expect result failed networkError
      expect result failed
      expect message "could not be reached"
      expect log "purchase(\(removeAds)) threw"
      expect now 2026-01-01T00:00:00Z
      expect updates none
      """)
    #expect(report.expectationsPassed == 26)
  }
}
