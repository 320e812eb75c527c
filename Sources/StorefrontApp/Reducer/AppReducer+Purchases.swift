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
      return [purchase(sheet.productID, quantity: sheet.quantity)]
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

  /// The purchase the sheet (or Buy, without dialogs) asks for.
  static func purchase(_ productID: String, quantity: Int) -> Effect {
    .run(.buy(productID: productID, options: PurchaseRequest(quantity: quantity > 1 ? quantity : nil)))
  }

  static func requestRefund(_ state: inout AppState) -> [Effect] {
    guard let product = state.selectedProduct, let transaction = state.refundableTransaction(of: product.id) else {
      return []
    }
    state.modal = .refundSheet(RefundSheet(productID: product.id, transactionID: transaction.id))
    return []
  }
}
