import StoreEngine

/// The purchase flow and the other store actions: the confirmation sheet (Cancel first; Cancel is the
/// `.userCancelled` path), buying without a sheet when the sandbox disables dialogs, using a consumable, and the
/// refund request sheet.
extension AppReducer {
  static func buy(_ state: inout AppState) -> [Effect] {
    guard state.tab == .storefront, let product = state.selectedProduct, let snapshot = state.snapshot else {
      return []
    }
    guard !state.isPurchasing(product.id) else {
      return showToast(.warning, "A purchase of \(product.displayName) is already in progress", &state)
    }
    let quantity = product.allowsQuantity ? state.quantity : 1
    if snapshot.settings.disableDialogs {
      return [.purchase(productID: product.id, quantity: quantity)]
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
      guard confirmed else {
        return [.cancelPurchase(productID: sheet.productID)]
          + showToast(.information, "Purchase cancelled: the app got .userCancelled", &state)
      }
      return [.purchase(productID: sheet.productID, quantity: sheet.quantity)]
    case .refundSheet(let sheet):
      state.modal = nil
      return confirmed ? [.requestRefund(transactionID: sheet.transactionID)] : []
    default:
      return []
    }
  }

  static func useOne(_ state: inout AppState) -> [Effect] {
    guard state.tab == .storefront, let product = state.selectedProduct, product.type == .consumable else {
      return []
    }
    let balance = state.balance(of: product.id)
    guard balance > 0 else { return showToast(.warning, "The app holds no \(product.displayName)", &state) }
    return [.consume(productID: product.id)]
      + showToast(.success, "Used one \(product.displayName); \(balance - 1) left", &state)
  }

  static func requestRefund(_ state: inout AppState) -> [Effect] {
    guard state.tab == .storefront, let product = state.selectedProduct else { return [] }
    guard let transaction = state.refundableTransaction(of: product.id) else {
      return showToast(.warning, "\(product.displayName) has no transaction to refund", &state)
    }
    state.modal = .refundSheet(RefundSheet(productID: product.id, transactionID: transaction.id))
    return []
  }
}
