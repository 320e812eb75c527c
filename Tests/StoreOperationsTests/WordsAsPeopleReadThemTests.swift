import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TestSupport
import Testing

/// The renderer's words as a person reads them: a refund that counts what it really took from the balance, one
/// StoreKit name for each injected error in the toast, the failure and the event log, plurals, and products named
/// by their display names.
@Suite(.serialized) struct WordsAsPeopleReadThemTests {
  typealias D = DemoStore

  /// A refunded consumable reaches the app on `Transaction.updates` with its `revocationDate`
  /// (https://developer.apple.com/documentation/storekit/transaction/updates,
  /// https://developer.apple.com/documentation/storekit/transaction/revocationdate); the app can take back only the
  /// units the customer has not used, and the words count those, with the balance left.
  @Test(.timeLimit(.minutes(1))) func aConsumableRefundCountsWhatItTookFromTheBalance() async throws {
    let store = try await D.open(started: true)
    defer { Task { await store.close() } }
    var events = store.model.transactionEvents().filter { $0.reason == .revocation }.makeAsyncIterator()
    await store.run(buy(D.gems, PurchaseRequest(quantity: 3)), .consume(productID: D.gems, amount: 2))
    let refunded = await store.run(.refund(.newest(productID: D.gems), .other))
    guard case .revoked(let record, true) = refunded.outcome else {
      Issue.record("expected a refund, got \(refunded.outcome)")
      return
    }
    let event = try #require(await events.next())
    #expect(event.handling == .tookBack(units: 1) && event.snapshot.balances[D.gems] == 0)
    let words = OutcomeWords(snapshot: event.snapshot, language: .en, surface: .storefront)
    #expect(
      words.arrival(event).message
        == "Transaction \(record.id) for 100 Gems was refunded or revoked: the app took back the 1 of 3 not used "
        + "yet; the balance is now 0.")
    let chinese = OutcomeWords(snapshot: event.snapshot, language: .zhHans, surface: .storefront)
    #expect(chinese.arrival(event).message == "100 Gems 的交易 \(record.id) 已退款或已撤销：App 扣回了 3 个中尚未使用的 1 个；余额现为 0。")
  }

  /// Every unit used before the refund: nothing is left to take back, and the words do not claim otherwise.
  @Test(.timeLimit(.minutes(1))) func aConsumableUsedUpBeforeItsRefundTakesNothingBack() async throws {
    let store = try await D.open(started: true)
    defer { Task { await store.close() } }
    var events = store.model.transactionEvents().filter { $0.reason == .revocation }.makeAsyncIterator()
    await store.run(buy(D.gems, PurchaseRequest(quantity: 2)), .consume(productID: D.gems, amount: 2))
    await store.run(.refund(.newest(productID: D.gems), .other))
    let event = try #require(await events.next())
    let message = OutcomeWords(snapshot: event.snapshot, language: .en, surface: .storefront).arrival(event).message
    #expect(
      message
        == "Transaction \(event.transaction.id) for 100 Gems was refunded or revoked: all 2 were used already, so "
        + "the app had nothing to take back; the balance is 0.")
  }

  /// An injected error has one name, StoreKit's (`Product.PurchaseError.invalidQuantity`,
  /// https://developer.apple.com/documentation/storekit/product/purchaseerror): in the toast that says it is
  /// injected, in the purchase's failure and in the app's event log.
  @Test(.timeLimit(.minutes(1))) func anInjectedErrorHasOneNameEverywhere() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    let words = store.words(.storefront)
    let injected = await store.run(.fault(.purchase, .purchase(.invalidQuantity)))
    #expect(words.report(injected).message == "Purchase now fails with Product.PurchaseError.invalidQuantity.")
    let failed = await store.run(buy(D.themes))
    #expect(
      words.report(failed).message
        == "Theme Pack was not bought. The quantity is not allowed for this product "
        + "(Product.PurchaseError.invalidQuantity).")
    let logged = store.model.currentSnapshot.log.map { EventLogWords.text($0.event, language: .en) }
    #expect(logged.contains("purchase(\(D.themes)) threw Product.PurchaseError.invalidQuantity"), "\(logged)")
    #expect(words.name(of: .generic(.networkError)) == "StoreKitError.networkError")
    #expect(words.name(of: .refundRequest(.duplicateRequest)) == "Transaction.RefundRequestError.duplicateRequest")
    #expect(words.name(of: .verification(.invalidSignature)) == "invalidSignature")
  }

  /// `AppStore.sync()` (https://developer.apple.com/documentation/storekit/appstore/sync()) with one current
  /// entitlement says "1 current entitlement" in the event log.
  @Test(.timeLimit(.minutes(1))) func oneEntitlementIsSingular() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    await store.run(buy(D.removeAds), .restore)
    let logged = store.model.currentSnapshot.log.map { EventLogWords.text($0.event, language: .en) }
    #expect(logged.contains("AppStore.sync() succeeded; 1 current entitlement"), "\(logged)")
  }

  /// What cannot be found is named as the customer knows it, by its display name.
  @Test func aMissingRequestNamesTheProduct() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    let result = await store.run(.approve(.newest(productID: D.themes)))
    #expect(store.words(.storefront).report(result).message == "There is no purchase request for Theme Pack.")
    #expect(store.words(.storefront, language: .zhHans).report(result).message == "没有 Theme Pack 的购买请求。")
  }
}
