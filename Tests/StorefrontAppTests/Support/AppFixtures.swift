import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

@testable import StorefrontApp

/// Hand-made products and states for reducer and render tests: one product of each kind and a subscription group
/// of three levels, at a fixed time, in UTC.
enum AppFixtures {
  static let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
  static let utc = TimeZone(identifier: "UTC")!

  static func product(
    _ id: String, _ type: ProductType, _ name: String, price: String, description: String = "",
    subscription: Product.SubscriptionInfo? = nil
  ) -> Product {
    let amount = Decimal(string: price) ?? 0
    return Product(
      id: id, type: type, displayName: name, description: description, price: amount,
      displayPrice: "$" + price, isFamilyShareable: false, subscription: subscription)
  }

  static func subscription(level: Int, period: SubscriptionPeriod = .monthly, intro: Bool = false)
    -> Product.SubscriptionInfo
  {
    let offer = Product.SubscriptionOffer(
      id: nil, type: .introductory, price: 0, displayPrice: "$0.00", period: .weekly, periodCount: 2,
      paymentMode: .freeTrial)
    return Product.SubscriptionInfo(
      subscriptionGroupID: "PLUS", groupLevel: level, groupDisplayName: "Plus", subscriptionPeriod: period,
      introductoryOffer: intro ? offer : nil, promotionalOffers: [], winBackOffers: [])
  }

  static let products: [Product] = [
    product("gems.100", .consumable, "100 Gems", price: "0.99", description: "A handful of gems."),
    product("gems.550", .consumable, "550 Gems", price: "4.99", description: "A chest of gems."),
    product("removeads", .nonConsumable, "Remove Ads", price: "2.99", description: "No more ads."),
    product("themes", .nonConsumable, "Theme Pack", price: "1.99", description: "Six extra colour themes."),
    product(
      "plus.yearly", .autoRenewable, "Plus Yearly", price: "49.99", description: "Everything, yearly.",
      subscription: subscription(level: 1, period: .yearly, intro: true)),
    product("plus.monthly", .autoRenewable, "Plus Monthly", price: "4.99", subscription: subscription(level: 1)),
    product("plus.basic", .autoRenewable, "Basic Monthly", price: "1.99", subscription: subscription(level: 2)),
    product("season", .nonRenewable, "Season Pass", price: "9.99", description: "Three months of events."),
  ]

  static func snapshot(_ products: ProductsState = .loaded(products)) -> StoreSnapshot {
    var snapshot = StoreSnapshot(
      settings: SandboxSettings(catalog: CatalogSettings()), clock: .frozen(at: start))
    snapshot.products = products
    return snapshot
  }

  /// A state with the store open and `snapshot` arrived, as the reducer makes it.
  static func state(
    size: Size = Size(width: 80, height: 24), snapshot: StoreSnapshot? = snapshot(), glyphs: Glyphs = .unicode,
    language: Language = .en
  ) -> AppState {
    var state = AppState(
      catalogName: "demo.storekit", size: size, language: language, glyphs: glyphs, timeZone: utc, now: start)
    _ = AppReducer.reduce(&state, .store(.storeOpened))
    if let snapshot { _ = AppReducer.reduce(&state, .store(.snapshotArrived(snapshot))) }
    return state
  }

  static func frame(_ state: AppState) -> Frame<ClickTarget> {
    var frame = Frame<ClickTarget>(size: state.size, glyphs: state.glyphs)
    AppRenderer.render(state, into: &frame)
    return frame
  }

  /// A transaction as the App Store signs one, decoded (unsigned: reducer tests never verify it).
  static func transaction(_ id: UInt64, _ productID: String) -> Transaction {
    var payload = TransactionPayload()
    payload.transactionId = String(id)
    payload.productId = productID
    payload.purchaseDate = start.timeIntervalSince1970 * 1000
    return Transaction(payload: payload, jws: "")
  }

  /// The action of an operation finishing with `outcome` (without a snapshot of its own).
  static func finished(_ operation: StoreOperation, _ outcome: OperationOutcome) -> Action {
    .store(.operationFinished(OperationResult(operation: operation, outcome: outcome)))
  }

  /// A purchase of `productID` in the app that ended in `outcome`.
  static func bought(_ productID: String, _ outcome: PurchaseOutcome) -> Action {
    finished(.buy(productID: productID, options: PurchaseRequest()), .purchase(outcome))
  }

  /// Presses keys in order, collecting every effect.
  @discardableResult
  static func press(_ keys: Key..., on state: inout AppState) -> [Effect] {
    keys.flatMap { AppReducer.reduce(&state, .keyPressed($0)) }
  }

  /// The text of a frame and its style mask, as snapshots hold them.
  static func snapshotText(_ state: AppState) -> String {
    let screen = frame(state).screen
    return screen.text + "\n---\n" + screen.styleMask
  }
}
