import Testing

@testable import StoreScenarios

/// Every way a scenario can be written wrong fails before anything runs, at the right line and
/// column, saying what was expected.
@Suite struct ParseErrorTests {
  /// The first problem parsing `text` reports, as `line:column: message`.
  func problem(_ text: String) -> String? {
    guard case .failure(let diagnostics) = ScenarioParser.parse(text), let first = diagnostics.diagnostics.first else {
      return nil
    }
    return "\(first.line):\(first.column): \(first.message)"
  }

  static let cases: [(String, String)] = [
    // Statements
    (
      "by x",
      "1:1: unknown statement 'by' (did you mean 'buy'?); expected one of catalog, start, set, fault, buy, cancel, redeem, finish, …"
    ),
    ("\"buy\" x", "1:1: a statement starts with a bare keyword, not a quoted string"),
    ("restore now", "1:9: unexpected 'now' after 'restore'; expected the end of the line"),
    ("refund last because", "1:13: unexpected 'because' after 'refund'; expected the end of the line"),
    ("", "1:1: the scenario has no statements; expected at least one, like 'buy PRODUCT' or 'expect …'"),
    (
      "# only comments\n\n",
      "1:1: the scenario has no statements; expected at least one, like 'buy PRODUCT' or 'expect …'"
    ),
    // Arguments: missing, wrong type, wrong value
    ("buy", "1:4: 'buy' needs a product identifier"),
    ("buy p quantity", "1:15: 'buy' needs a quantity"),
    ("buy p quantity three", "1:16: expected a quantity (a whole number from 0 to 99), found 'three'"),
    ("buy p quantity 100", "1:16: expected a quantity (a whole number from 0 to 99), found '100'"),
    (
      "buy p quantty 2",
      "1:7: unknown purchase option 'quantty' (did you mean 'quantity'?); expected one of quantity, account-token, promotional-offer, win-back, offer-code, billing-plan, ask-to-buy, no-finish, …"
    ),
    ("buy p quantity 2 quantity 3", "1:18: 'quantity' is given twice; expected each purchase option at most once"),
    (
      "buy p win-back a promotional-offer b",
      "1:18: a purchase takes one offer; expected only one of promotional-offer, win-back or offer-code"
    ),
    (
      "buy p no-finish from app-store",
      "1:7: no-finish is about the app under test; a purchase from app-store is finished (or not) by that side"
    ),
    ("buy p from mars", "1:12: unknown place 'mars'; expected another-device or app-store"),
    (
      "buy p account-token 1234",
      "1:21: '1234' is not a UUID; expected a form like 6F9619FF-8B86-D011-B42D-00C04FC964FF"
    ),
    ("consume p 0", "1:11: expected an amount (a whole number from 1 to 1000000), found '0'"),
    ("finish transaction x", "1:20: expected a transaction id (a whole number from 1 to 999999999), found 'x'"),
    ("approve request", "1:16: 'approve' needs a request id"),
    (
      "subscription stop x", "1:14: unknown subscription action 'stop'; expected one of cancel, resume, expire or renew"
    ),
    ("subscription cancel", "1:20: 'subscription' needs a subscription group or subscription product"),
    ("redeem code", "1:12: 'redeem' needs the product the code is for"),
    // Settings and faults
    ("set ask-to-buy yes", "1:16: unknown switch value 'yes'; expected on or off"),
    ("set ask-to-buy", "1:15: 'set' needs a switch value (on or off)"),
    (
      "set ask-to-buys on",
      "1:5: unknown setting 'ask-to-buys' (did you mean 'ask-to-buy'?); expected one of ask-to-buy, interrupted-purchases, billing-retry, grace-period, offline, latency, storefront, locale, …"
    ),
    (
      "set latency 1d",
      "1:13: a latency is real time the App Store waits; expected seconds or milliseconds, like 250ms or 2s"
    ),
    ("set storefront ZZZ", "1:16: unknown storefront 'ZZZ'; expected one of AFG, AGO, AIA, ALB, ARE, ARG, ARM, ATG, …"),
    (
      "set time-rate 7",
      "1:15: 7 is not an Xcode time rate; expected one of 0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 15, 1000, 1001, 1002, 1003, 1004, 1005"
    ),
    (
      "fault purchse networkError",
      "1:7: unknown API 'purchse' (did you mean 'purchase'?); expected one of load-products, purchase, verification, app-store-sync, subscription-status, app-transaction, manage-subscriptions, refund-request, …"
    ),
    (
      "fault purchase invalidSignature",
      "1:16: unknown purchase error 'invalidSignature'; expected one of unknown, userCancelled, networkError, systemError, notAvailableInStorefront, notEntitled, unsupported, invalidQuantity, …"
    ),
    (
      "fault verification networkError",
      "1:20: unknown verification error 'networkError'; expected one of revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties or none"
    ),
    ("fault load-products", "1:20: 'fault' needs an error name or none"),
    // Durations and dates
    (
      "advance soon",
      "1:9: 'soon' is not a duration; expected a form like 90s, 15m, 2h, 3d, 1w, 1mo, 1y, 1d12h, 250ms or P1M"
    ),
    ("advance", "1:8: 'advance' needs a duration (like 90s, 15m, 2h, 3d, 1w, 1mo, 1y or P1M)"),
    (
      "advance to 2026-02-30",
      "1:12: '2026-02-30' is not a date; expected 2026-01-01, 2026-01-01T09:30:00Z or 2026-01-01T09:30:00.250Z (UTC)"
    ),
    (
      "expect now noon",
      "1:12: 'noon' is not a date; expected 2026-01-01, 2026-01-01T09:30:00Z or 2026-01-01T09:30:00.250Z (UTC)"
    ),
    // Quotes
    ("expect log \"open", "1:12: unterminated quoted string; expected a closing \" on this line"),
    ("  expect log \"a\\q\"", "1:16: unknown escape \\q in a quoted string; expected \\\", \\\\, \\n or \\t"),
    // Expectations
    (
      "expect",
      "1:7: 'expect' needs an expectation (one of result, entitled, entitlements, balance, subscription, intro-eligible, updates, transaction, …)"
    ),
    (
      "expect entitld x",
      "1:8: unknown expectation 'entitld' (did you mean 'entitled'?); expected one of result, entitled, entitlements, balance, subscription, intro-eligible, updates, transaction, …"
    ),
    ("expect not balance x 1", "1:12: 'not' applies only to entitled or intro-eligible; 'balance' cannot be negated"),
    (
      "expect result maybe",
      "1:15: unknown result 'maybe'; expected one of purchased, charged, upgraded, already-owned, scheduled, pending, cancelled, succeeded, …"
    ),
    (
      "expect result failed netwrkError",
      "1:22: unknown error 'netwrkError' (did you mean 'networkError'?); expected one of unknown, userCancelled, networkError, systemError, notAvailableInStorefront, notEntitled, unsupported, invalidQuantity, …"
    ),
    (
      "expect result unverified badReason",
      "1:26: unknown verification failure 'badReason'; expected one of revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature or missingRequiredProperties"
    ),
    ("expect balance p", "1:17: 'expect balance' needs a balance"),
    ("expect balance p -1", "1:18: expected a balance (a whole number from 0 to 100000000), found '-1'"),
    ("expect updates 2 a", "1:18: 1 product listed for 2 updates; expected one product per update, or none"),
    ("expect updates lots", "1:16: expected a number of updates (a whole number from 0 to 10000), found 'lots'"),
    (
      "expect subscription g",
      "1:22: 'expect subscription' needs what to check: a state, auto-renew on|off, renews-to PRODUCT, product PRODUCT or expires DATE"
    ),
    (
      "expect subscription g subscribd",
      "1:23: unknown subscription check 'subscribd' (did you mean 'subscribed'?); expected one of subscribed, expired, inBillingRetryPeriod, inGracePeriod, revoked, none, auto-renew, renews-to, …"
    ),
    ("expect subscription g auto-renew maybe", "1:34: unknown switch value 'maybe'; expected on or off"),
    (
      "expect transaction last",
      "1:24: 'expect transaction' needs what to check, like product, price, offer, revoked or verified"
    ),
    (
      "expect transaction last colour red",
      "1:25: unknown transaction check 'colour'; expected one of product, price, currency, storefront, quantity, offer, offer-id, reason, …"
    ),
    ("expect transaction last price cheap", "1:31: expected a price or free (a number like 0.99), found 'cheap'"),
    ("expect transaction last price 1.2.3", "1:31: expected a price or free (a number like 0.99), found '1.2.3'"),
    (
      "expect transaction last offer trial",
      "1:31: unknown offer kind 'trial'; expected one of introductory, promotional, offer-code, win-back or none"
    ),
    (
      "expect transaction last not verified",
      "1:29: 'not' applies only to one of revoked, upgraded or finished; found 'verified' (write unverified)"
    ),
    (
      "expect transaction last unverified invalidSignatur",
      "1:36: unknown verification failure 'invalidSignatur' (did you mean 'invalidSignature'?); expected one of revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature or missingRequiredProperties"
    ),
    (
      "expect transaction last reason refund", "1:32: unknown transaction reason 'refund'; expected purchase or renewal"
    ),
    (
      "expect request last-request done",
      "1:29: unknown request state 'done'; expected one of pending, approved, declined, expired or resolved"
    ),
    ("expect products broken", "1:17: unknown product state 'broken'; expected one of loaded, empty or failed"),
    ("expect price p", "1:15: 'expect price' needs the display price, like \"$0.99\""),
    // The header
    (
      "restore\ncatalog demo",
      "2:1: 'catalog' must come before the first statement (line 1); expected it at the top of the file"
    ),
    (
      "catalog demo\ncatalog donation\nrestore",
      "2:1: a second 'catalog' line; the scenario's catalog is set once, on line 1"
    ),
    (
      "start 2026-01-01\nrestore\nstart 2026-02-01",
      "3:1: a second 'start' line; the scenario's start is set once, on line 1"
    ),
    ("catalog", "1:8: 'catalog' needs a shipped catalog name or a .storekit path"),
    (
      "start soon\nrestore",
      "1:7: 'soon' is not a date; expected 2026-01-01, 2026-01-01T09:30:00Z or 2026-01-01T09:30:00.250Z (UTC)"
    ),
  ]

  @Test(arguments: cases)
  func reportsTheProblemWhereItIs(_ text: String, _ expected: String) {
    #expect(problem(text) == expected)
  }

  @Test func everyWrongLineIsReportedNotJustTheFirst() throws {
    let text = "buy\nrestore\nby x\nexpect balance p\n"
    guard case .failure(let diagnostics) = ScenarioParser.parse(text) else {
      Issue.record("expected problems")
      return
    }
    #expect(diagnostics.diagnostics.map(\.line) == [1, 3, 4])
  }

  @Test func diagnosticsRenderCompilerStyleWithTheFileName() {
    guard case .failure(let diagnostics) = ScenarioParser.parse("by x") else {
      Issue.record("expected a problem")
      return
    }
    #expect(
      diagnostics.inFile("checkout.scenario").description.hasPrefix(
        "checkout.scenario:1:1: error: unknown statement 'by'"))
    #expect(diagnostics.description.hasPrefix("<scenario>:1:1: error:"))
    #expect(
      ScenarioDiagnostic(file: "x.scenario", line: 0, column: 0, .noSuchFile).description
        == "x.scenario: error: no such file; expected a scenario file")
  }
}
