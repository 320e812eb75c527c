import StoreEngine
import StoreOperations

/// The purchase flow and the other store actions: the confirmation sheet (Cancel first; Cancel is the
/// `.userCancelled` path), buying without a sheet when the sandbox disables dialogs, using a consumable, the
/// refund request sheet, and closing a tester action's confirmation.
extension AppReducer {
  static func buy(_ state: inout AppState) -> [Effect] {
    guard let product = state.selectedProduct, let snapshot = state.snapshot else { return [] }
    let quantity = product.allowsQuantity ? state.quantity : 1
    if snapshot.settings.disableDialogs {
      return [purchase(product.id, quantity: quantity)]
    }
    state.modal = .purchaseSheet(PurchaseSheet(productID: product.id, quantity: quantity))
    return []
  }

  /// Closes the sheet in front: confirming buys or asks for the refund; cancelling a purchase tells the store
  /// the customer cancelled.
  static func closeSheet(confirmed: Bool, _ state: inout AppState) -> [Effect] {
    switch state.modal {
    case .purchaseSheet(let sheet):
      state.modal = nil
      guard confirmed else { return [.run(.cancel(productID: sheet.productID))] }
      return [purchase(sheet.productID, quantity: sheet.quantity, offer: sheet.offer)]
    case .refundSheet(let sheet):
      state.modal = nil
      return confirmed ? [.run(.requestRefund(.id(sheet.transactionID)))] : []
    case .confirmation(let confirmation):
      state.modal = nil
      return confirmed ? act(confirmation.action, &state) : []
    default:
      return []
    }
  }

  static func useOne(_ state: inout AppState) -> [Effect] {
    guard let product = state.selectedProduct else { return [] }
    return [.run(.consume(productID: product.id, amount: 1))]
  }

  /// The purchase the sheet (or Buy, without dialogs) asks for, with the offer picked on the sheet as its purchase
  /// option.
  static func purchase(_ productID: String, quantity: Int, offer: OfferChoice? = nil) -> Effect {
    let request = PurchaseRequest(quantity: quantity > 1 ? quantity : nil)
    return .run(.buy(productID: productID, options: offer?.applied(to: request) ?? request))
  }

  /// `o` on the purchase sheet: the next offer the customer may have, then none (the introductory offer, if any).
  static func nextOffer(_ state: inout AppState) {
    guard case .purchaseSheet(var sheet) = state.modal, let product = state.listing.product(sheet.productID) else {
      return
    }
    let eligible = OfferChoice.choices(for: product, in: state.snapshot).filter(\.isEligible)
    let next = sheet.offer.flatMap { eligible.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
    sheet.offer = next < eligible.count ? eligible[next] : nil
    state.modal = .purchaseSheet(sheet)
  }

  /// The offer-code redeem sheet for the selected subscription, listing the catalog's codes for it (`perform` refused
  /// `c` for a product without them).
  static func redeemCode(_ state: inout AppState) -> [Effect] {
    guard let product = state.selectedProduct else { return [] }
    state.modal = .picker(OfferCodes.redeemSheet(for: product, in: state))
    return []
  }

  static func requestRefund(_ state: inout AppState) -> [Effect] {
    guard let product = state.selectedProduct, let transaction = state.refundableTransaction(of: product.id) else {
      return []
    }
    state.modal = .refundSheet(RefundSheet(productID: product.id, transactionID: transaction.id))
    return []
  }
}
