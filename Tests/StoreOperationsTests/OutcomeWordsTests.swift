import Foundation
import StoreCatalog
import InterfaceLanguage
import StoreEngine
import StoreOperations
import Testing

/// The renderer: whole sentences from typed values, the offer that applies named the same on the button, the sheet
/// and the result, and one name for each subscription standing.
@Suite struct OutcomeWordsTests {
  typealias D = DemoStore

  /// The introductory offer applies while the customer never subscribed to the group
  /// (https://developer.apple.com/documentation/storekit/product/subscriptioninfo/iseligibleforintrooffer); the
  /// Subscribe button and what is billed name its payment mode: free trial, pay up front, pay as you go
  /// (https://developer.apple.com/documentation/storekit/product/subscriptionoffer/paymentmode).
  @Test func theSubscribeButtonNamesTheOfferThatApplies() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    #expect(try store.subscribeLabel(D.yearly) == "Try 2 weeks free")
    #expect(try store.subscribeLabel(D.premium) == "Subscribe $4.99 for 2 months")
    #expect(try store.subscribeLabel(D.standard) == "Subscribe $0.99 / month for 3 months")
    #expect(try store.subscribeLabel(D.cloud200) == "Subscribe $2.99 / month")
    #expect(try store.billed(D.standard) == "$0.99 / month for 3 months, then $4.99 / month")
    let result = await store.run(buy(D.standard))
    #expect(
      store.words().report(result).message
        == "You are subscribed to Standard Monthly. It starts at $0.99 / month for 3 months, paid as you go, then "
        + "$4.99 / month. Transaction 1 was verified, delivered and finished.")
    let after = try #require(result.snapshot)
    let basic = try #require(after.loadedProducts.first { $0.id == D.basic })
    #expect(OfferWords.applicableOffer(basic, in: after) == nil, "the group was subscribed to: no intro offer")
    #expect(OfferWords.subscribeLabel(basic, offer: nil, language: .en) == "Subscribe $1.99 / month")
  }

  /// Every standing has one name, used by every view
  /// (https://developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalstate).
  @Test func everyStandingHasOneName() {
    let standings: [(SubscriptionStanding, String, String)] = [
      (.subscribed, "subscribed", "Subscribed"),
      (.inGracePeriod(until: nil), "grace period", "In grace period: billing failed, still entitled"),
      (.inBillingRetry(since: nil), "billing retry", "In billing retry: billing failed, not entitled"),
      (.expired(.autoRenewDisabled, at: D.start), "expired", "Expired 2026-01-01 00:00 (auto-renew was turned off)"),
      (.revoked, "revoked", "Revoked: the App Store took access back"),
      (
        .notGranted(.invalidSignature), "not granted",
        "Not granted: its transaction failed verification (invalidSignature)"
      ),
    ]
    expectNames(standings, language: .en)
    #expect(
      SubscriptionWords.state(RenewalState.inGracePeriod, language: .en) == SubscriptionWords.state(.inGracePeriod(until: D.start), language: .en))
    #expect(standings.map(\.0.isGranted) == [true, true, false, false, false, false])
  }

  /// Each message is whole sentences: it starts with a capital and ends with a full stop, whatever the outcome.
  @Test(arguments: [
    OperationOutcome.purchase(.cancelled), .purchase(.ignored), .purchase(.pending(nil)),
    .purchase(.failed(StoreFailure(.storeKit(.unknown)))), .restore(.restored(entitlements: 0)),
    .restore(.restored(entitlements: 1)), .restore(.restored(entitlements: 3)),
    .refundRequest(.approved(transactionID: 4)), .refundRequest(.declined(transactionID: 4)),
    .refundRequest(.userCancelled(transactionID: 4)),
    .refundRequest(.failed(StoreFailure(.refundRequest(.duplicateRequest)))),
    .consume(.consumed(productID: DemoStore.gems, amount: 1, balance: 2)),
    .finish(.finished(transactionID: 3, wasUnfinished: true)),
    .productsLoaded(.empty(.catalogEmpty)), .productsLoaded(.empty(.unknownIdentifiers(["x"]))),
    .settingChanged(.storefront("FRA")), .settingChanged(.latency(0.25)), .faultChanged(.loadProducts, nil),
    .settingChanged(.refundAnswer(.decline)), .settingChanged(.refundAnswer(.cancel)),
    .settingChanged(.gracePeriodLength(.twentyEightDays)), .settingChanged(.gracePeriodLength(nil)),
    .settingChanged(.consumableHistory(false)), .appTransaction(.failed(StoreFailure(.storeKit(.unknown)))),
    .clockPaused(at: DemoStore.start), .clockAdvanced(to: DemoStore.start, moved: false),
    .reset(clock: DemoStore.start),
    .failed(.noLastTransaction), .failed(.readOnly),
    .failed(.clockCannotGoBack(now: DemoStore.start, asked: DemoStore.start)),
  ])
  func messagesAreWholeSentences(_ outcome: OperationOutcome) {
    let words = OutcomeWords(catalog: D.catalog, language: .en, surface: .commandLine)
    let message = words.report(OperationResult(operation: buy(D.gems), outcome: outcome)).message
    #expect(message.first?.isLowercase == false, "\(message)")
    #expect(message.hasSuffix("."), "\(message)")
    #expect(!message.contains("  "))
  }
}

// MARK: - Helpers both languages' tests use

extension DemoStore {
  /// The Subscribe button's label for one of this store's products, in `language`, naming the offer that applies.
  func subscribeLabel(_ productID: String, language: Language = .en) throws -> String {
    let snapshot = model.currentSnapshot
    let product = try #require(snapshot.loadedProducts.first { $0.id == productID })
    return OfferWords.subscribeLabel(
      product, offer: OfferWords.applicableOffer(product, in: snapshot), language: language)
  }

  /// What the product's purchase bills, in `language`, with the offer that applies.
  func billed(_ productID: String, language: Language = .en) throws -> String {
    let snapshot = model.currentSnapshot
    let product = try #require(snapshot.loadedProducts.first { $0.id == productID })
    return OfferWords.billed(product, offer: OfferWords.applicableOffer(product, in: snapshot), language: language)
  }
}

/// Each standing's short state and its status line in `language`, as every view names them (dates in UTC).
func expectNames(_ standings: [(SubscriptionStanding, String, String)], language: Language) {
  for (standing, state, status) in standings {
    #expect(SubscriptionWords.state(standing, language: language) == state)
    #expect(SubscriptionWords.status(standing, calendar: SimulatedDuration.calendar, language: language) == status)
  }
}
