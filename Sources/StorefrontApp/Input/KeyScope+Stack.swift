extension KeyScope {
  /// The scopes in force, most specific first: the modal's own scope when one is open (plus Ctrl-C), otherwise
  /// the focused pane's, the view's and the main view's (behind the playback keys while a scenario plays).
  static func stack(for state: AppState) -> [KeyScope] {
    switch state.modal {
    case .purchaseSheet: [.purchaseSheet, .always]
    case .refundSheet: [.refundSheet, .always]
    case .confirmation: [.confirmation, .always]
    case .picker(let picker): picker.isFiltering ? [.picker, .always] : [.pickerMoving, .picker, .always]
    case .prompt: [.prompt, .always]
    case .busy: [.busy, .always]
    case .result: [.dialog, .always]
    case .help: [.help, .always]
    case nil: mainStack(for: state)
    }
  }

  /// The scopes of the view behind any modal: what help describes.
  static func mainStack(for state: AppState) -> [KeyScope] {
    if state.activeFilter.isEditing { return [.filterPrompt, .always] }
    let view = viewStack(for: state)
    return state.playback == nil ? view : [.playback] + view
  }

  private static func viewStack(for state: AppState) -> [KeyScope] {
    switch state.tab {
    case .diagnostics:
      return [.diagnostics, .main, .always]
    case .transactions:
      let list: KeyScope = state.historyDetail == nil ? .transactionList : .transactionDetail
      return [list, .transactionActions, .main, .always]
    case .qa:
      return [.qaPanel, .main, .always]
    case .server:
      return [.server, .main, .always]
    case .storefront:
      if case .unavailable = state.store { return [.closedStore, .main, .always] }
      guard state.showsProductList else { return [.emptyState, .main, .always] }
      let pane: KeyScope =
        switch state.focus {
        case .products: .products
        case .detail: .detail
        case .button: .buttons
        case .log: .log
        }
      return [pane, .storefront, .main, .always]
    }
  }
}
