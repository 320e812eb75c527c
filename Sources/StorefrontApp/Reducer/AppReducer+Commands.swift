import StoreEngine
import StoreOperations

/// Carrying out commands: what a key, a footer hint or a button asks for, in the context the state is in.
extension AppReducer {
  static func perform(_ command: Command, _ state: inout AppState) -> [Effect] {
    if let refusal = refusal(of: command, in: state) { return refuse(refusal, &state) }
    switch command {
    case .quit:
      state.isFinished = true
    case .help:
      state.modal = .help(HelpState(scopes: KeyScope.mainStack(for: state), tabs: state.tabs))
    case .back:
      back(&state)
    case .nextFocus:
      cycleFocus(by: 1, &state)
    case .previousFocus:
      cycleFocus(by: -1, &state)
    case .showTabNumbered(let digit):
      return Tab.numbered(digit, among: state.tabs).map { showTab($0, &state) } ?? []
    case .redraw, .suspend:
      break
    case .up, .down, .pageUp, .pageDown, .top, .bottom:
      move(command, &state)
    case .left, .right:
      return sideways(command, &state)
    case .open:
      return open(&state)
    case .buy, .restore, .useOne, .requestRefund, .redeemCode, .manageSubscriptions, .reload:
      return storeCommand(command, &state)
    case .moreQuantity, .lessQuantity:
      changeQuantity(by: command == .moreQuantity ? 1 : -1, &state)
    case .nextOffer:
      nextOffer(&state)
    case .filter:
      startFilter(&state)
    case .refundTransaction, .revokeTransaction, .deleteTransaction, .finishTransaction, .approveRequest,
      .declineRequest, .cancelSubscription, .resumeSubscription, .expireSubscription, .renewSubscription, .writeJWS:
      return transactionCommand(command, &state)
    case .toggleClock, .nextEvent, .advanceBy:
      return qaShortcut(command, &state)
    case .failWebhookAnswers, .resendNotification:
      return serverCommand(command, &state)
    case .togglePlayback:
      return togglePlayback(&state)
    case .stepPlayback:
      return stepPlayback(&state)
    case .press:
      return press(&state)
    case .confirm:
      return closeSheet(confirmed: true, &state)
    case .cancel:
      return cancel(&state)
    case .dismiss:
      state.modal = nil
    case .keepFilter, .clearFilter, .deleteBackward, .clearQuery:
      editText(command, &state)
    }
    return []
  }

  /// What the customer does in the app (`perform` refused it while a scenario plays).
  private static func storeCommand(_ command: Command, _ state: inout AppState) -> [Effect] {
    switch command {
    case .buy: return buy(&state)
    case .restore: return [.run(.restore)]
    case .useOne: return useOne(&state)
    case .requestRefund: return requestRefund(&state)
    case .redeemCode: return redeemCode(&state)
    case .manageSubscriptions: return [.run(.manageSubscriptions)]
    default: return reload(&state)
    }
  }

  private static func open(_ state: inout AppState) -> [Effect] {
    switch state.tab {
    case .transactions:
      return openHistoryDetail(&state)
    case .storefront:
      if let first = ProductButtons.available(in: state).first { state.focus = .button(first) }
    case .qa, .diagnostics, .server:
      break
    }
    return []
  }

  private static func startFilter(_ state: inout AppState) {
    if case .picker(var picker) = state.modal {
      picker.isFiltering = true
      state.modal = .picker(picker)
      return
    }
    switch state.tab {
    case .storefront where state.showsProductList:
      state.storefrontTab.filter.isEditing = true
    case .transactions where state.historyDetail == nil:
      state.transactions.filter.isEditing = true
    default:
      break
    }
  }

  /// Backspace, Ctrl-U, Enter and Esc while typing: in a picker, a prompt, or the view's filter.
  private static func editText(_ command: Command, _ state: inout AppState) {
    switch state.modal {
    case .picker(var picker):
      if command == .deleteBackward, !picker.query.isEmpty { picker.query.removeLast() }
      if command == .clearQuery { picker.query = "" }
      state.modal = .picker(picker.reselected())
    case .prompt(var prompt):
      if command == .deleteBackward, !prompt.text.isEmpty { prompt.text.removeLast() }
      if command == .clearQuery { prompt.text = "" }
      prompt.error = nil
      state.modal = .prompt(prompt)
    default:
      switch command {
      case .keepFilter: state.activeFilter.isEditing = false
      case .clearFilter: state.activeFilter = FilterState()
      case .deleteBackward: if !state.activeFilter.query.isEmpty { state.activeFilter.query.removeLast() }
      default: state.activeFilter.query = ""
      }
      keepShownSelection(&state)
    }
  }

  /// Left and right: in a sheet they move between its buttons; in the QA panel they step a value; elsewhere they
  /// move between panes and buttons.
  static func sideways(_ command: Command, _ state: inout AppState) -> [Effect] {
    switch state.modal {
    case .purchaseSheet(var sheet):
      sheet.focused = sheet.focused == .cancel ? .confirm : .cancel
      state.modal = .purchaseSheet(sheet)
    case .refundSheet(var sheet):
      sheet.focused = sheet.focused == .cancel ? .confirm : .cancel
      state.modal = .refundSheet(sheet)
    case .confirmation(var confirmation):
      confirmation.focused = confirmation.focused == .cancel ? .confirm : .cancel
      state.modal = .confirmation(confirmation)
    case nil where state.tab == .qa:
      return stepQA(QAControls.selected(state), by: command == .right ? 1 : -1, &state)
    default:
      moveAcross(command, &state)
    }
    return []
  }

  /// Enter or Space on what has the focus: a sheet's focused button, a picker's option, a prompt's text, a QA
  /// control, or a detail button.
  static func press(_ state: inout AppState) -> [Effect] {
    switch state.modal {
    case .purchaseSheet(let sheet):
      return closeSheet(confirmed: sheet.focused == .confirm, &state)
    case .refundSheet(let sheet):
      return closeSheet(confirmed: sheet.focused == .confirm, &state)
    case .confirmation(let confirmation):
      return closeSheet(confirmed: confirmation.focused == .confirm, &state)
    case .picker(let picker):
      return choose(picker, &state)
    case .prompt(let prompt):
      return submit(prompt, &state)
    default:
      if state.tab == .qa { return changeQA(QAControls.selected(state), &state) }
      guard case .button(let button) = state.focus else { return [] }
      return press(button, &state)
    }
  }

  /// Esc or `n` in front of a modal: a sheet cancels; a picker leaves its filter (clearing what was typed, so `j`
  /// and `k` move again), then closes.
  private static func cancel(_ state: inout AppState) -> [Effect] {
    switch state.modal {
    case .picker(var picker) where picker.isFiltering || !picker.query.isEmpty:
      picker.query = ""
      picker.isFiltering = false
      state.modal = .picker(picker.reselected())
    case .picker, .prompt:
      state.modal = nil
    default:
      return closeSheet(confirmed: false, &state)
    }
    return []
  }

  static func press(_ button: DetailButton, _ state: inout AppState) -> [Effect] {
    switch button {
    case .buy: perform(.buy, &state)
    case .restore: perform(.restore, &state)
    case .useOne: perform(.useOne, &state)
    case .refund: perform(.requestRefund, &state)
    case .redeemCode: perform(.redeemCode, &state)
    case .manageSubscriptions: perform(.manageSubscriptions, &state)
    }
  }

  static func changeQuantity(by step: Int, _ state: inout AppState) {
    if case .purchaseSheet(var sheet) = state.modal {
      sheet.quantity = min(Product.maximumQuantity, max(1, sheet.quantity + step))
      state.modal = .purchaseSheet(sheet)
      // The details show the quantity the customer picked, on the sheet as under the details.
      if sheet.productID == state.selectedProductID {
        select(sheet.productID, &state)
        state.storefrontTab.quantity = sheet.quantity
      }
      return
    }
    guard let product = state.selectedProduct else { return }
    let quantity = state.quantity
    select(product.id, &state)
    state.storefrontTab.quantity = min(Product.maximumQuantity, max(1, quantity + step))
  }

  /// The products load again through the executor, as `Product.products(for:)` is called again by an app's Retry,
  /// and the app transaction is read again, as `AppTransaction.refresh()` reads it from the App Store server
  /// (developer.apple.com/documentation/storekit/apptransaction/refresh()); a store that could not be opened is
  /// opened again.
  static func reload(_ state: inout AppState) -> [Effect] {
    switch state.store {
    case .unavailable:
      state.store = .opening
      state.diagnostics = []
      return [.openStore]
    case .open:
      return [.run(.loadProducts), .readAppTransaction]
    case .opening:
      return []
    }
  }
}
