import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// The buttons under a product's details: which show, what they say, and how they flow into rows.
enum ProductButtons {
  /// A button placed in the detail pane: its row (from 0) and columns, relative to the button area.
  struct Placement: Hashable, Sendable {
    var button: DetailButton
    var label: String
    var row: Int
    var x: Int
    var width: Int
  }

  /// The buttons shown for a product: Buy and Restore always; Use one for a consumable the app holds; Request
  /// refund when there is a transaction to refund; Redeem code for a subscription the catalog has offer codes for;
  /// Manage subscriptions once the customer has subscribed to the product's group.
  static func available(for product: Product, in state: AppState) -> [DetailButton] {
    var buttons: [DetailButton] = [.buy, .restore]
    if product.type == .consumable && state.balance(of: product.id) > 0 { buttons.append(.useOne) }
    if state.refundableTransaction(of: product.id) != nil { buttons.append(.refund) }
    if hasOfferCodes(product, in: state) { buttons.append(.redeemCode) }
    if let group = product.subscription?.subscriptionGroupID, state.snapshot?.subscriptionStatus(ofGroup: group) != nil
    {
      buttons.append(.manageSubscriptions)
    }
    return buttons
  }

  /// Whether the catalog has offer codes for `product`, a subscription: what Redeem code (`c`) needs.
  static func hasOfferCodes(_ product: Product, in state: AppState) -> Bool {
    product.type == .autoRenewable && state.offerCodes[product.id]?.isEmpty == false
  }

  /// Why `c`, `m` or the sheet's `o` does not apply now, for `AppReducer.refusal(of:in:)` (the footer shows them only
  /// when it lets them through): Redeem code needs a selected subscription with offer codes; Manage subscriptions a
  /// subscription the customer has or had, in any group (`AppStore.showManageSubscriptions(in:)` lists them all); the
  /// next offer an offer this customer is eligible for.
  static func refusal(of command: Command, in state: AppState) -> Refusal? {
    switch command {
    case .redeemCode:
      guard state.tab == .storefront, let product = state.selectedProduct else { return .nothingSelected }
      return hasOfferCodes(product, in: state) ? nil : .noOfferCodes(product: product.displayName)
    case .manageSubscriptions:
      guard state.tab == .storefront, let snapshot = state.snapshot else { return .nothingSelected }
      return snapshot.subscriptions.isEmpty ? .noSubscriptions : nil
    case .nextOffer:
      guard case .purchaseSheet(let sheet) = state.modal, let product = state.listing.product(sheet.productID) else {
        return .nothingSelected
      }
      return OfferChoice.choices(for: product, in: state.snapshot).contains(where: \.isEligible) ? nil : .nothingSelected
    default:
      return nil
    }
  }

  /// The selected product's buttons (none when nothing is selected).
  static func available(in state: AppState) -> [DetailButton] {
    state.selectedProduct.map { available(for: $0, in: state) } ?? []
  }

  static func label(_ button: DetailButton, for product: Product, in state: AppState) -> String {
    let language = state.language
    switch button {
    case .buy:
      if state.isPurchasing(product.id) { return language.say(en: "Purchasing…", zhHans: "正在购买…") }
      if product.type == .nonConsumable && state.snapshot?.entitlements[product.id] != nil {
        return language.say(en: "Owned", zhHans: "已拥有")
      }
      if state.isSubscribed(to: product) { return language.say(en: "Subscribed", zhHans: "已订阅") }
      return SheetContent.buyLabel(product, quantity: product.allowsQuantity ? state.quantity : 1, in: state)
    case .restore: return language.say(en: "Restore Purchases", zhHans: "恢复购买")
    case .useOne: return language.say(en: "Use one", zhHans: "使用一个")
    case .refund: return language.say(en: "Request refund", zhHans: "申请退款")
    case .redeemCode: return language.say(en: "Redeem code", zhHans: "兑换代码")
    case .manageSubscriptions: return language.say(en: "Manage subscriptions", zhHans: "管理订阅")
    }
  }

  /// Lays the buttons out left to right, two columns apart, starting a new row where one does not fit.
  static func layout(for product: Product, in state: AppState, width: Int) -> [Placement] {
    var placements: [Placement] = []
    var row = 0
    var x = 0
    for button in available(for: product, in: state) {
      let label = label(button, for: product, in: state)
      let buttonWidth = min(width, Button(label).width)
      if x > 0 && x + buttonWidth > width {
        row += 1
        x = 0
      }
      placements.append(Placement(button: button, label: label, row: row, x: x, width: buttonWidth))
      x += buttonWidth + 2
    }
    return placements
  }

  /// How many rows the buttons take at `width`.
  static func rows(for product: Product, in state: AppState, width: Int) -> Int {
    (layout(for: product, in: state, width: width).map(\.row).max() ?? -1) + 1
  }
}
