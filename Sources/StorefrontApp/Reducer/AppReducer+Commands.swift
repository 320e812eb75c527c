import StoreEngine

/// Carrying out commands: what a key, a footer hint or a button asks for, in the context the state is in.
extension AppReducer {
  static func perform(_ command: Command, _ state: inout AppState) -> [Effect] {
    switch command {
    case .quit:
      state.isFinished = true
    case .help:
      state.modal = .help(HelpState(scopes: KeyScope.mainStack(for: state)))
    case .back:
      back(&state)
    case .nextFocus:
      cycleFocus(by: 1, &state)
    case .previousFocus:
      cycleFocus(by: -1, &state)
    case .showTab(let tab):
      showTab(tab, &state)
    case .redraw, .suspend:
      break
    case .up, .down, .pageUp, .pageDown, .top, .bottom:
      move(command, &state)
    case .left, .right:
      sideways(command, &state)
    case .open:
      if let first = ProductButtons.available(in: state).first { state.focus = .button(first) }
    case .buy:
      return buy(&state)
    case .restore:
      return [.restore]
    case .useOne:
      return useOne(&state)
    case .requestRefund:
      return requestRefund(&state)
    case .moreQuantity, .lessQuantity:
      changeQuantity(by: command == .moreQuantity ? 1 : -1, &state)
    case .filter:
      if state.tab == .storefront && state.showsProductList { state.filter.isEditing = true }
    case .retry:
      return retry(&state)
    case .press:
      return press(&state)
    case .confirm:
      return closeSheet(confirmed: true, &state)
    case .cancel:
      return closeSheet(confirmed: false, &state)
    case .dismiss:
      state.modal = nil
      syncBusy(&state)
    case .keepFilter:
      state.filter.isEditing = false
    case .clearFilter:
      state.filter = FilterState()
      refreshListing(&state)
    case .deleteBackward:
      if !state.filter.query.isEmpty { state.filter.query.removeLast() }
      refreshListing(&state)
    case .clearQuery:
      state.filter.query = ""
      refreshListing(&state)
    }
    return []
  }

  /// Left and right: in a sheet they move between its buttons; elsewhere they move between panes and buttons.
  static func sideways(_ command: Command, _ state: inout AppState) {
    switch state.modal {
    case .purchaseSheet(var sheet):
      sheet.focused = sheet.focused == .cancel ? .confirm : .cancel
      state.modal = .purchaseSheet(sheet)
    case .refundSheet(var sheet):
      sheet.focused = sheet.focused == .cancel ? .confirm : .cancel
      state.modal = .refundSheet(sheet)
    default:
      moveAcross(command, &state)
    }
  }

  /// Enter or Space on what has the focus: a sheet's focused button, or a detail button.
  static func press(_ state: inout AppState) -> [Effect] {
    switch state.modal {
    case .purchaseSheet(let sheet):
      return closeSheet(confirmed: sheet.focused == .confirm, &state)
    case .refundSheet(let sheet):
      return closeSheet(confirmed: sheet.focused == .confirm, &state)
    default:
      guard case .button(let button) = state.focus else { return [] }
      return press(button, &state)
    }
  }

  static func press(_ button: DetailButton, _ state: inout AppState) -> [Effect] {
    switch button {
    case .buy: buy(&state)
    case .restore: [.restore]
    case .useOne: useOne(&state)
    case .refund: requestRefund(&state)
    }
  }

  static func changeQuantity(by step: Int, _ state: inout AppState) {
    if case .purchaseSheet(var sheet) = state.modal {
      guard state.listing.product(sheet.productID)?.allowsQuantity == true else { return }
      sheet.quantity = min(Product.maximumQuantity, max(1, sheet.quantity + step))
      state.modal = .purchaseSheet(sheet)
      return
    }
    guard state.selectedProduct?.allowsQuantity == true else { return }
    state.quantity = min(Product.maximumQuantity, max(1, state.quantity + step))
  }

  static func retry(_ state: inout AppState) -> [Effect] {
    switch state.store {
    case .unavailable:
      state.store = .opening
      state.diagnostics = []
      syncBusy(&state)
      return [.openStore]
    case .open:
      return [.loadProducts]
    case .opening:
      return []
    }
  }
}
