import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI
import Testing

@testable import StorefrontApp

/// Offers a tester can demo from the storefront, on the real engine and the demo catalog: the purchase sheet offers
/// the promotional and win-back offers the customer may have (and says why not the others), the purchase carries the
/// pick as StoreKit's purchase option, the result names the offer and what is billed, the details list the catalog's
/// offer codes, and Redeem code opens the offer-code redeem sheet.
@Suite(.serialized) struct OfferSheetTests {
  static let standard = "com.example.storefront.plus.standard.monthly"
  static let premium = "com.example.storefront.plus.premium.monthly"
  static let yearly = "com.example.storefront.plus.premium.yearly"

  /// The storefront's state on the store, with the catalog's offer codes read and `productID` selected.
  static func state(_ store: EngineStore, selecting productID: String, size: Size = Size(width: 80, height: 24))
    -> AppState
  {
    var state = store.state(size: size)
    _ = AppReducer.reduce(&state, .store(.offerCodesRead(OfferCodes.byProduct(in: EngineStore.demoCatalog))))
    AppReducer.select(productID, &state)
    return state
  }

  /// The purchase sheet's lines, unwrapped.
  static func sheetText(_ state: AppState) -> String {
    guard case .purchaseSheet(let sheet) = state.modal, let product = state.listing.product(sheet.productID) else {
      return ""
    }
    let lines = SheetContent.purchase(product, sheet, in: state, width: 200)
    return lines.map { ($0.segments + $0.trailing).map(\.text).joined() }.joined(separator: "\n")
  }

  /// Promotional offers are for existing and lapsed subscribers ("Implementing promotional offers in your app",
  /// https://developer.apple.com/documentation/storekit/implementing-promotional-offers-in-your-app) and win-back
  /// offers for lapsed ones (`eligibleWinBackOfferIDs`,
  /// https://developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalinfo/eligiblewinbackofferids):
  /// a new customer is offered neither, and the sheet says why.
  @Test(.timeLimit(.minutes(1))) func aNewCustomerIsOfferedNeitherAndTheSheetSaysWhy() async throws {
    let store = try await EngineStore.open()
    defer { Task { await store.close() } }
    var state = Self.state(store, selecting: Self.standard, size: Size(width: 100, height: 30))
    AppFixtures.press(.character("b"), .character("o"), on: &state)
    #expect(state.modal == .purchaseSheet(PurchaseSheet(productID: Self.standard)), "o has nothing to pick")
    let screen = Self.sheetText(state)
    #expect(
      screen.contains("standard.thanks (promotional): Free for 1 month — for existing and lapsed subscribers only."))
    #expect(screen.contains("standard.winback (win-back): $1.99 for 1 month — for lapsed subscribers only."))
    #expect(screen.contains("Billed      $0.99 / month for 3 months, then $4.99 / month"))
  }

  /// A lapsed subscriber picks the win-back offer with `o`; the purchase carries it as
  /// `Product.PurchaseOption.winBackOffer(_:)`
  /// (https://developer.apple.com/documentation/storekit/product/purchaseoption/winbackoffer(_:)), and the result says
  /// which offer applied and what is billed.
  @Test(.timeLimit(.minutes(1))) func aLapsedSubscriberPicksTheWinBackOfferAndTheResultNamesIt() async throws {
    let store = try await EngineStore.open()
    defer { Task { await store.close() } }
    let executor = StoreExecutor(sandbox: store.sandbox, app: store.model)
    _ = await executor.run(.buy(productID: Self.standard, options: PurchaseRequest()))
    _ = await executor.run(.subscription(.expire, SubscriptionReference(Self.standard)))
    await store.model.refresh()
    var state = Self.state(store, selecting: Self.standard, size: Size(width: 100, height: 30))
    AppFixtures.press(.character("b"), .character("o"), on: &state)
    guard case .purchaseSheet(let sheet) = state.modal else {
      Issue.record("the sheet must be open")
      return
    }
    #expect(sheet.offer?.offer.id == "standard.thanks", "promotional offers come first")
    AppFixtures.press(.character("o"), on: &state)
    #expect(Self.sheetText(state).contains("Offer       standard.winback (win-back): $1.99 for 1 month   (o: 2 offers)"))
    #expect(Self.sheetText(state).contains("Billed      $1.99 for 1 month, then $4.99 / month"))
    let effects = AppFixtures.press(.character("y"), on: &state)
    let operation = StoreOperation.buy(productID: Self.standard, options: PurchaseRequest(winBackOffer: "standard.winback"))
    #expect(effects == [.run(operation)])
    let result = await executor.run(operation)
    _ = AppReducer.reduce(&state, .store(.operationFinished(result)))
    guard case .result(let dialog) = state.modal, case .purchase(.purchased(let transaction)) = result.outcome else {
      Issue.record("expected a purchase and its dialog, got \(result.outcome)")
      return
    }
    #expect(transaction.offer?.type == .winBack && transaction.offer?.id == "standard.winback")
    #expect(
      dialog.message
        == "You are subscribed to Standard Monthly. The win-back offer standard.winback applies: 1 month paid up "
        + "front at $1.99, then $4.99 / month. Transaction \(transaction.id) was verified, delivered and finished.")
  }

  /// An existing subscriber may have a promotional offer (`Product.PurchaseOption.promotionalOffer(…)`,
  /// https://developer.apple.com/documentation/storekit/product/purchaseoption/promotionaloffer(_:compactjws:)), not a
  /// win-back offer; the purchase asks for the promotional offer the operations layer signs, and an upgrade bought
  /// with it is charged the offer's price at once.
  @Test(.timeLimit(.minutes(1))) func aSubscriberPicksAPromotionalOffer() async throws {
    let store = try await EngineStore.open()
    defer { Task { await store.close() } }
    let executor = StoreExecutor(sandbox: store.sandbox, app: store.model)
    _ = await executor.run(.buy(productID: Self.standard, options: PurchaseRequest()))
    await store.model.refresh()
    var state = Self.state(store, selecting: Self.premium, size: Size(width: 100, height: 30))
    AppFixtures.press(.character("b"), .character("o"), .character("o"), on: &state)
    guard case .purchaseSheet(let sheet) = state.modal else {
      Issue.record("the sheet must be open")
      return
    }
    #expect(sheet.offer == nil, "one eligible offer: o picks it, o again goes back to none")
    let effects = AppFixtures.press(.character("o"), .character("y"), on: &state)
    let operation = StoreOperation.buy(
      productID: Self.premium, options: PurchaseRequest(promotionalOffer: "premium.comeback"))
    #expect(effects == [.run(operation)])
    let result = await executor.run(operation)
    guard case .purchase(.upgraded(let transaction, _)) = result.outcome else {
      Issue.record("expected an upgrade, got \(result.outcome)")
      return
    }
    #expect(transaction.offer?.type == .promotional && transaction.offer?.id == "premium.comeback")
    #expect(transaction.price == Decimal(string: "4.99"), "the first period is charged at the offer's price")
    _ = AppReducer.reduce(&state, .store(.operationFinished(result)))
    guard case .result(let dialog) = state.modal else {
      Issue.record("the upgrade is a dialog")
      return
    }
    #expect(
      dialog.message.contains(
        "The promotional offer premium.comeback applies: $4.99 / month for 3 months, paid as you go, then "))
  }

  /// The details list the catalog's offer codes with who may redeem them, and Redeem code (`c`, or the button) opens
  /// the offer-code redeem sheet (`AppStore.presentOfferCodeRedeemSheet(in:)`,
  /// https://developer.apple.com/documentation/storekit/appstore/presentoffercoderedeemsheet(in:)); redeeming goes
  /// through the operations layer, so the QA panel's "Offer Code Redeem Sheet" fault reaches it.
  @Test(.timeLimit(.minutes(1))) func offerCodesAreListedAndRedeemedFromTheSheet() async throws {
    let store = try await EngineStore.open()
    defer { Task { await store.close() } }
    var state = Self.state(store, selecting: Self.yearly)
    let product = try #require(state.listing.product(Self.yearly))
    let facts = ProductDetailContent.facts(for: product, in: state)
    #expect(facts.contains(.init("Offer codes", "Launch Code: Free for 1 month; new and expired subscribers · eligible")))
    #expect(ProductButtons.available(for: product, in: state).contains(.redeemCode))
    AppFixtures.press(.character("c"), on: &state)
    guard case .picker(let picker) = state.modal else {
      Issue.record("c opens the redeem sheet")
      return
    }
    #expect(picker.title == "Redeem an offer code for Premium Yearly" && picker.shown.map(\.value) == ["Launch Code"])
    let effects = AppFixtures.press(.enter, on: &state)
    #expect(effects == [.run(.redeem(code: "Launch Code", productID: Self.yearly))])
    let executor = StoreExecutor(sandbox: store.sandbox, app: store.model)
    _ = await executor.run(.fault(.offerCodeRedeem, .generic(.networkError)))
    let failed = await executor.run(.redeem(code: "Launch Code", productID: Self.yearly))
    _ = AppReducer.reduce(&state, .store(.operationFinished(failed)))
    guard case .result(let dialog) = state.modal else {
      Issue.record("a failed redemption is a dialog")
      return
    }
    #expect(dialog.title == "Offer code not redeemed")
    #expect(dialog.message.hasSuffix("(StoreKitError.networkError). The error is injected: set Offer Code Redeem Sheet to none in the QA panel (tab 3), then try again."))
  }

  /// The footer offers `c`, `m` and the sheet's `o` only where they apply, as `AppReducer.refusal(of:in:)` decides
  /// for the keys themselves (and help lists them): Redeem code for a subscription with offer codes
  /// (`AppStore.presentOfferCodeRedeemSheet(in:)`,
  /// https://developer.apple.com/documentation/storekit/appstore/presentoffercoderedeemsheet(in:)), Manage
  /// subscriptions once the customer has a subscription to manage (`AppStore.showManageSubscriptions(in:)`,
  /// https://developer.apple.com/documentation/storekit/appstore/showmanagesubscriptions(in:)), the next offer when the
  /// customer is eligible for one (promotional offers for existing and lapsed subscribers, win-back offers for lapsed
  /// ones: "Implementing promotional offers in your app").
  @Test(.timeLimit(.minutes(1))) func theFooterOffersTheOfferKeysWhereTheyApply() async throws {
    let store = try await EngineStore.open()
    defer { Task { await store.close() } }
    func footer(_ state: AppState) -> [String] {
      FooterView.hints(state, glyphs: .unicode).map { "\($0.keys) \($0.label)" }
    }
    var state = Self.state(store, selecting: Self.yearly, size: Size(width: 200, height: 60))
    #expect(footer(state).contains("c redeem code") && !footer(state).contains("m manage"), "\(footer(state))")
    AppFixtures.press(.character("m"), on: &state)
    #expect(state.toast.message?.text == "There is no subscription to manage yet: subscribe to a plan first")
    AppFixtures.press(.character("b"), on: &state)
    #expect(!footer(state).contains { $0.hasPrefix("o ") }, "a new customer has no offer to pick")
    AppReducer.select(Self.standard, &state)
    state.modal = nil
    #expect(!footer(state).contains { $0.hasPrefix("c ") }, "no offer codes for this plan")

    let executor = StoreExecutor(sandbox: store.sandbox, app: store.model)
    _ = await executor.run(.buy(productID: Self.standard, options: PurchaseRequest()))
    _ = await executor.run(.subscription(.expire, SubscriptionReference(Self.standard)))
    await store.model.refresh()
    state = Self.state(store, selecting: Self.standard, size: Size(width: 200, height: 60))
    #expect(footer(state).contains("m manage"), "\(footer(state))")
    AppFixtures.press(.character("b"), on: &state)
    #expect(footer(state).contains("o next offer"), "a lapsed subscriber may pick one: \(footer(state))")
    var help = state
    help.modal = nil
    AppFixtures.press(.character("?"), on: &help)
    guard case .help(let shown) = help.modal else {
      Issue.record("help opens")
      return
    }
    let entries = KeyBindings.helpSections(for: shown, glyphs: .unicode, language: .en).flatMap(\.entries)
    #expect(entries.contains(HelpEntry(keys: "c", label: "redeem an offer code")))
    #expect(entries.contains(HelpEntry(keys: "m", label: "manage subscriptions")))
  }

  /// A product without offer codes has no Redeem code button, and `c` says why.
  @Test(.timeLimit(.minutes(1))) func withoutOfferCodesRedeemSaysSo() async throws {
    let store = try await EngineStore.open()
    defer { Task { await store.close() } }
    var state = Self.state(store, selecting: Self.standard)
    let product = try #require(state.listing.product(Self.standard))
    #expect(!ProductButtons.available(for: product, in: state).contains(.redeemCode))
    AppFixtures.press(.character("c"), on: &state)
    #expect(state.modal == nil && state.toast.message?.text == "The catalog has no offer codes for Standard Monthly.")
  }

  /// Manage subscriptions (`m`, or the button once the customer has subscribed to the group) shows the App Store's
  /// sheet through the operations layer (`AppStore.showManageSubscriptions(in:)`,
  /// https://developer.apple.com/documentation/storekit/appstore/showmanagesubscriptions(in:)), so the QA panel's
  /// "Manage Subscriptions Sheet" fault reaches it.
  @Test(.timeLimit(.minutes(1))) func manageSubscriptionsOpensTheSheetOrFailsWithTheInjectedError() async throws {
    let store = try await EngineStore.open()
    defer { Task { await store.close() } }
    let executor = StoreExecutor(sandbox: store.sandbox, app: store.model)
    var state = Self.state(store, selecting: Self.standard)
    let product = try #require(state.listing.product(Self.standard))
    #expect(!ProductButtons.available(for: product, in: state).contains(.manageSubscriptions), "nothing to manage yet")
    _ = await executor.run(.buy(productID: Self.standard, options: PurchaseRequest()))
    await store.model.refresh()
    state = Self.state(store, selecting: Self.standard)
    #expect(ProductButtons.available(for: product, in: state).contains(.manageSubscriptions))
    #expect(AppFixtures.press(.character("m"), on: &state) == [.run(.manageSubscriptions)])
    let shown = await executor.run(.manageSubscriptions)
    _ = AppReducer.reduce(&state, .store(.operationFinished(shown)))
    #expect(
      state.toast.message?.text
        == "The App Store's Manage Subscriptions sheet opened (AppStore.showManageSubscriptions); what the customer "
        + "changes there reaches the app on Transaction.updates.")
    _ = await executor.run(.fault(.manageSubscriptions, .generic(.unknown)))
    let failed = await executor.run(.manageSubscriptions)
    _ = AppReducer.reduce(&state, .store(.operationFinished(failed)))
    guard case .result(let dialog) = state.modal else {
      Issue.record("a failure is a dialog")
      return
    }
    #expect(dialog.title == "Manage Subscriptions did not open")
    #expect(
      dialog.message
        == "An unknown error occurred (StoreKitError.unknown); trying again usually works. The error is injected: set "
        + "Manage Subscriptions Sheet to none in the QA panel (tab 3), then try again.")
  }
}
