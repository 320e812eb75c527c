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
      if KeyBindings.table.action(for: key, in: [.always, .main]) == .quit { state.isFinished = true }
      return []
    }
    if let command = KeyBindings.table.action(for: key, in: KeyScope.stack(for: state)) {
      return perform(command, &state)
    }
    guard case .character(let character) = key else { return [] }
    switch state.modal {
    case .picker(var picker):
      picker.isFiltering = true
      picker.query.append(character)
      state.modal = .picker(picker.reselected())
    case .prompt(var prompt):
      prompt.text.append(character)
      prompt.error = nil
      state.modal = .prompt(prompt)
    case nil where state.activeFilter.isEditing:
      state.activeFilter.query.append(character)
      keepShownSelection(&state)
    default:
      break
    }
    return []
  }

  /// The person picks a product; a different product starts at quantity 1 with its details scrolled to the top,
  /// and the list stays where it is shown, moved just enough to show the pick.
  static func select(_ productID: String?, _ state: inout AppState) {
    guard productID != state.storefrontTab.selectedProductID else { return }
    state.storefrontTab.listOffset = listOffset(state)  // where the list is shown now
    state.storefrontTab.selectedProductID = productID
    state.storefrontTab.quantity = 1
    state.storefrontTab.detailOffset = 0
    state.storefrontTab.listOffset = listOffset(state)
  }

  /// While the person narrows a list, the line they see selected becomes their pick, so it stays selected when
  /// the filter is cleared.
  static func keepShownSelection(_ state: inout AppState) {
    if state.tab == .transactions {
      if let shown = state.selectedHistoryID { state.transactions.selected = shown }
    } else if let shown = state.selectedProductID {
      select(shown, &state)
    }
  }

  // MARK: - Scroll offsets shown

  /// The product list's first entry shown: where the person left it, moved just enough to show the selected
  /// product and kept within the list at the screen's size.
  static func listOffset(_ state: AppState) -> Int {
    let listing = state.listing
    return listing.navigation.offset(
      keeping: state.selectedProductID.flatMap(listing.index(of:)), visibleRows: AppLayout(state: state).listRows,
      current: state.storefrontTab.listOffset)
  }

  /// The selected product's first line of details shown: where the person left them (the top for a product they
  /// did not pick), kept within the text at the screen's size.
  static func detailOffset(_ state: AppState) -> Int {
    clamp(state.productDetailOffset, total: detailLineCount(state), visible: detailRows(state))
  }

  /// Lines the event log is shown scrolled up from its newest: where the person left it, kept within the log.
  static func logOffset(_ state: AppState) -> Int {
    min(state.storefrontTab.logOffset, max(0, logLineCount(state) - AppLayout(state: state).logRows))
  }

  /// The diagnostics' first line shown, kept within them at the screen's size.
  static func diagnosticsOffset(_ state: AppState) -> Int {
    clamp(state.diagnosticsTab.offset, total: diagnosticsLineCount(state), visible: AppLayout(state: state).diagnosticsRows)
  }

  static func clamp(_ offset: Int, total: Int, visible: Int) -> Int {
    min(max(0, offset), max(0, total - visible))
  }
}
