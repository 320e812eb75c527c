extension KeyScope {
  /// The scopes in force, most specific first: the modal's own scope when one is open (plus Ctrl-C), otherwise
  /// the focused pane's, the view's and the main view's.
  static func stack(for state: AppState) -> [KeyScope] {
    switch state.modal {
    case .purchaseSheet: [.purchaseSheet, .always]
    case .refundSheet: [.refundSheet, .always]
    case .busy: [.busy, .always]
    case .result: [.dialog, .always]
    case .help: [.help, .always]
    case nil: mainStack(for: state)
    }
  }

  /// Every stack `stack(for:)` can give.
  static let allStacks: [[KeyScope]] =
    [
      [.purchaseSheet, .always], [.refundSheet, .always], [.busy, .always], [.dialog, .always], [.help, .always],
      [.filterPrompt, .always], [.diagnostics, .main, .always], [.closedStore, .main, .always],
      [.emptyState, .main, .always],
    ]
    + [KeyScope.products, .detail, .buttons, .log].map { [$0, .storefront, .main, .always] }

  /// The scopes of the view behind any modal: what help describes.
  static func mainStack(for state: AppState) -> [KeyScope] {
    if state.filter.isEditing { return [.filterPrompt, .always] }
    switch state.tab {
    case .diagnostics:
      return [.diagnostics, .main, .always]
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
