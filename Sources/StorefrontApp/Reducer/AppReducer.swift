import TerminalUI

/// The only place the state changes: `reduce` applies one action and returns the effects to carry out. Pure —
/// no clock, no store, no terminal — so every behaviour is tested by calling it.
enum AppReducer {
  static func reduce(
    _ state: inout AppState, _ action: Action, regions: HitRegions<ClickTarget> = HitRegions()
  ) -> [Effect] {
    switch action {
    case .keyPressed(let key):
      return keyPressed(key, &state)
    case .mouse(let event):
      return mouse(event, regions: regions, &state)
    case .resized(let size):
      state.size = size
      keepInView(&state)
      return []
    case .ticked:
      if case .busy = state.modal { state.spinnerFrame &+= 1 }
      return []
    case .quitRequested:
      state.isFinished = true
      return []
    case .store(let event):
      return storeEvent(event, &state)
    }
  }

  /// A key, in the scopes in force. Below the minimum size nothing but quitting works: what the keys would act on
  /// is not on the screen.
  static func keyPressed(_ key: Key, _ state: inout AppState) -> [Effect] {
    guard AppLayout(state: state).fits else {
      if KeyBindings.command(for: key, in: [.always, .main]) == .quit { state.isFinished = true }
      return []
    }
    if let command = KeyBindings.command(for: key, in: KeyScope.stack(for: state)) {
      return perform(command, &state)
    }
    guard case .character(let character) = key else { return [] }
    switch state.modal {
    case .picker(var picker):
      picker.query.append(character)
      state.modal = .picker(picker.reselected())
    case .prompt(var prompt):
      prompt.text.append(character)
      prompt.error = nil
      state.modal = .prompt(prompt)
    case nil where state.activeFilter.isEditing:
      state.activeFilter.query.append(character)
      refreshFilteredView(&state)
    default:
      break
    }
    return []
  }

  // MARK: - Keeping the state consistent

  /// Rebuilds the list of the view whose filter changed.
  static func refreshFilteredView(_ state: inout AppState) {
    if state.tab == .transactions { _ = refreshHistory(&state) } else { refreshListing(&state) }
  }

  /// Rebuilds the product list after the store, the filter or the glyphs changed, keeping the selection when it
  /// is still listed and the focus on something that still exists.
  static func refreshListing(_ state: inout AppState) {
    if let snapshot = state.snapshot {
      state.listing = ProductListing(
        products: snapshot.loadedProducts, snapshot: snapshot, query: state.storefrontTab.filter.query, glyphs: state.glyphs)
    } else {
      state.listing = ProductListing()
    }
    if state.storefrontTab.selectedProductID.flatMap(state.listing.index(of:)) == nil {
      select(state.listing.firstProductID ?? state.storefrontTab.selectedProductID, &state)
    }
    switch state.modal {
    case .purchaseSheet(let sheet) where state.listing.product(sheet.productID) == nil: state.modal = nil
    case .refundSheet(let sheet) where state.listing.product(sheet.productID) == nil: state.modal = nil
    default: break
    }
    keepInView(&state)
  }

  /// Selects a product; a different product starts at quantity 1 with its details scrolled to the top.
  static func select(_ productID: String?, _ state: inout AppState) {
    guard productID != state.storefrontTab.selectedProductID else { return }
    state.storefrontTab.selectedProductID = productID
    state.storefrontTab.quantity = 1
    state.storefrontTab.detailOffset = 0
  }

  /// Keeps the selection visible, every scroll offset within its content, and the tab and focus on something shown.
  static func keepInView(_ state: inout AppState) {
    if !state.tabs.contains(state.tab) { state.tab = .storefront }
    let layout = AppLayout(state: state)
    if let index = state.storefrontTab.selectedProductID.flatMap(state.listing.index(of:)) {
      state.storefrontTab.listOffset = state.listing.navigation.offset(
        keeping: index, visibleRows: layout.listRows, current: state.storefrontTab.listOffset)
    } else {
      state.storefrontTab.listOffset = 0
    }
    if !focusOrder(state).contains(state.storefrontTab.focus) { state.storefrontTab.focus = .products }
    if state.storefrontTab.detailOffset > 0 {
      state.storefrontTab.detailOffset = clamp(state.storefrontTab.detailOffset, total: detailLineCount(state), visible: detailRows(state))
    }
    if state.diagnosticsTab.offset > 0 {
      state.diagnosticsTab.offset = clamp(
        state.diagnosticsTab.offset, total: diagnosticsLineCount(state), visible: layout.diagnosticsRows)
    }
    if layout.log == nil { state.storefrontTab.logOffset = 0 }
  }

  static func clamp(_ offset: Int, total: Int, visible: Int) -> Int {
    min(max(0, offset), max(0, total - visible))
  }
}
