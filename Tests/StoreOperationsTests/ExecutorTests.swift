import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import Testing

/// The executor: the customer's operations through the app's model, a tester's at the sandbox, and a typed outcome
/// for each — what StoreKit hands the app, told apart by what the App Store did.
@Suite struct ExecutorTests {
  typealias D = DemoStore

  /// A lower level of service waits for the next renewal; nothing is charged now
  /// (https://developer.apple.com/app-store/subscriptions/#ranking — "the subscription continues until the next
  /// renewal date, then is renewed at the lower level and price").
  @Test func aDowngradeChangesNothingNowAndSaysWhenTheNewPlanStarts() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    await store.run(buy(D.cloud200))
    let result = await store.run(buy(D.cloud50))
    guard case .purchase(.renewalChanged(let scheduled)) = result.outcome else {
      Issue.record("expected a change at renewal, got \(result.outcome)")
      return
    }
    #expect(scheduled.change == .renewsAs(productID: D.cloud50))
    #expect(scheduled.current.productID == D.cloud200 && scheduled.current.id == 1)
    #expect(scheduled.date == SimulatedDuration(months: 1).added(to: D.start))
    #expect(try await store.sandbox.allTransactions().count == 1, "nothing was charged")
    #expect(result.snapshot?.entitlements[D.cloud200] != nil, "the current plan stays entitled")
    #expect(
      store.words().report(result).message
        == "Cloud 50 GB is a lower level, so nothing changes now: Cloud 200 GB stays until 2026-02-01 00:00, then "
        + "Cloud 50 GB starts and is charged. Nothing is charged today.")
  }

  /// A higher level starts at once and the App Store refunds the rest of the old period
  /// (https://developer.apple.com/app-store/subscriptions/#ranking): the outcome names what it replaced.
  @Test func anUpgradeSaysWhatItReplaced() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    await store.run(buy(D.cloud50))
    let result = await store.run(buy(D.cloud200))
    guard case .purchase(.upgraded(let new, let replaced)) = result.outcome else {
      Issue.record("expected an upgrade, got \(result.outcome)")
      return
    }
    #expect(new.productID == D.cloud200 && replaced.productID == D.cloud50 && replaced.isUpgraded)
    #expect(result.snapshot?.entitlements.keys.sorted() == [D.cloud200])
    #expect(
      store.words().report(result).message.hasPrefix(
        "Cloud 200 GB replaces Cloud 50 GB now: transaction 2 starts today, and the App Store refunds what is left of "
          + "transaction 1."))
  }

  /// Buying a non-consumable the customer owns returns the existing transaction without a charge
  /// (https://developer.apple.com/documentation/storekit/product/purchase(options:)).
  @Test func buyingWhatTheCustomerOwnsChargesNothing() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    await store.run(buy(D.removeAds))
    let again = await store.run(buy(D.removeAds))
    guard case .purchase(.alreadyOwned(let transaction)) = again.outcome else {
      Issue.record("expected what the customer owns, got \(again.outcome)")
      return
    }
    #expect(transaction.id == 1)
    #expect(try await store.sandbox.allTransactions().count == 1)
  }

  /// Ask to Buy: `purchase` returns `.pending` and the request waits for a parent
  /// (https://developer.apple.com/documentation/storekit/product/purchaseresult/pending).
  @Test func aPendingPurchaseCarriesItsRequest() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    let result = await store.run(.set(.askToBuy(true)), buy(D.themes))
    guard case .purchase(.pending(let request?)) = result.outcome else {
      Issue.record("expected a pending purchase with its request, got \(result.outcome)")
      return
    }
    #expect(request.kind == .askToBuy && request.productID == D.themes && request.state == .pending)
    #expect(store.words().report(result).message.contains("(Ask to Buy, request \(request.id))"))
  }

  /// Offline, every App Store call fails with `StoreKitError.networkError`
  /// (https://developer.apple.com/documentation/storekit/storekiterror/networkerror(_:)); the failure says the
  /// cause is the Offline switch, and the fix on each surface.
  @Test func anOfflineFailureNamesOfflineAsTheCauseAndTheSwitchAsTheFix() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    let failed = await store.run(.set(.offline(true)), buy(D.themes))
    let offline = StoreFailure(.storeKit(.networkError("notConnectedToInternet")), cause: .offline)
    #expect(failed.outcome == .purchase(.failed(offline)))
    let reload = await store.run(.loadProducts)
    #expect(reload.outcome == .productsLoaded(.failed(offline)))
    let words = store.words(.storefront).report(reload)
    #expect(words.title == "Products could not be loaded")
    #expect(words.message.contains("The sandbox is offline"))
    #expect(words.fix == "Turn Offline off in the QA panel (tab 3), or run 'storefront offline off', then try again.")
    #expect(!words.text.contains("fault clear"), "an offline failure is not an injected error")
    let notLoaded = await store.run(buy(D.themes))
    #expect(notLoaded.outcome == .purchase(.productNotLoaded(productID: D.themes, products: .failed(offline))))
  }

  /// An error the tester injected (`SKTestSession`'s failures,
  /// https://developer.apple.com/documentation/storekittest/sktestsession) says which API to clear.
  @Test func anInjectedFailureNamesTheAPIToClear() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    let result = await store.run(.fault(.purchase, .purchase(.invalidQuantity)), buy(D.removeAds))
    #expect(
      result.outcome == .purchase(.failed(StoreFailure(.purchase(.invalidQuantity), cause: .injected(.purchase)))))
    #expect(
      store.words(.commandLine).report(result).fix
        == "The error is injected: stop it with 'storefront fault clear purchase'.")
    #expect(store.words(.scenario).report(result).fix == "The error is injected: stop it with 'fault purchase none'.")
  }

  @Test func testerOperationsActAtTheAppStoreAndNameTheLastTransaction() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    await store.run(buy(D.removeAds))
    let refunded = await store.run(.refund(.last, .developerIssue))
    guard case .revoked(let record, refund: true) = refunded.outcome else {
      Issue.record("expected a refund, got \(refunded.outcome)")
      return
    }
    #expect(record.id == 1 && record.revocationReason == .developerIssue)
    #expect(refunded.snapshot?.entitlements[D.removeAds] == nil, "the snapshot that comes with it shows it")
    let again = await store.run(.refund(.last, .other))
    #expect(again.outcome == .failed(.store(StoreFailure(.sandbox(.alreadyRevoked(1))))))
  }

  @Test func customerOperationsNeedAnAppButFinishingDoesNot() async throws {
    let (_, sandbox) = try D.makeSandbox()
    let executor = StoreExecutor(sandbox: sandbox)
    #expect(await executor.run(.restore).outcome == .failed(.appNotRunning))
    _ = try await sandbox.purchase(D.removeAds, device: "elsewhere")
    #expect(await executor.run(.finish(.id(1))).outcome == .finish(.finished(transactionID: 1, wasUnfinished: true)))
    #expect(await executor.run(.finish(.id(1))).outcome == .finish(.finished(transactionID: 1, wasUnfinished: false)))
  }

  @Test func theClockOnlyMovesForward() async throws {
    let (_, sandbox) = try D.makeSandbox()
    let executor = StoreExecutor(sandbox: sandbox)
    let day = SimulatedDuration(days: 1).added(to: D.start)
    #expect(
      await executor.run(.advance(.by(SimulatedDuration(days: 1)))).outcome == .clockAdvanced(to: day, moved: true))
    #expect(await executor.run(.advance(.to(D.start))).outcome == .failed(.clockCannotGoBack(now: day, asked: D.start)))
    #expect(await executor.run(.advance(.nextEvent)).outcome == .clockAdvanced(to: day, moved: false))
  }
}
