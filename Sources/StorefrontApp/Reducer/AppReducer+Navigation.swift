import InterfaceLanguage
import StoreEngine
import TerminalUI

/// Moving around: the selection, scrolling, focus and tabs.
extension AppReducer {
  /// Up, down, page and jump keys, applied to whatever has the focus.
  static func move(_ command: Command, _ state: inout AppState) {
    if case .help(var help) = state.modal {
      help.offset = scrolled(help.offset, command, page: max(1, state.size.height - 4), total: helpLineCount(help))
      state.modal = .help(help)
      return
    }
    if case .picker(var picker) = state.modal {
      moveInPicker(command, &picker, page: PickerView.visibleRows(on: state.size))
      state.modal = .picker(picker)
      return
    }
    if state.storefrontTab.filter.isEditing && state.tab == .storefront {
      moveSelection(command, &state)
      return
    }
    let layout = AppLayout(state: state)
    switch (state.tab, state.focus) {
    case (.transactions, _):
      moveInHistory(command, &state)
    case (.qa, _):
      moveInQA(command, &state)
    case (.server, _):
      moveInServer(command, &state)
    case (.diagnostics, _):
      state.diagnosticsTab.offset = scrolled(
        diagnosticsOffset(state), command, page: layout.diagnosticsRows, total: diagnosticsLineCount(state))
    case (.storefront, .products):
      moveSelection(command, &state)
    case (.storefront, .detail):
      select(state.selectedProductID, &state)
      state.storefrontTab.detailOffset = scrolled(
        detailOffset(state), command, page: detailRows(state), total: detailLineCount(state))
    case (.storefront, .log):
      let total = logLineCount(state)
      let fromTop = max(0, total - layout.logRows - logOffset(state))
      let moved = scrolled(fromTop, command, page: layout.logRows, total: total)
      state.storefrontTab.logOffset = max(0, total - layout.logRows - moved)
    case (.storefront, .button):
      if command == .up { state.focus = .detail }
    }
  }

  /// Moves the product selection (headers are skipped).
  static func moveSelection(_ command: Command, _ state: inout AppState) {
    let listing = state.listing
    let current = state.selectedProductID.flatMap(listing.index(of:))
    let next = moved(current, command, in: listing.navigation, visibleRows: AppLayout(state: state).listRows)
    if let id = next.flatMap(listing.productID(at:)) { select(id, &state) }
  }

  /// Where a movement command takes a selection at `current` in a list that shows `visibleRows` rows (section
  /// titles skipped).
  static func moved(_ current: Int?, _ command: Command, in navigation: ListNavigation, visibleRows: Int) -> Int? {
    switch command {
    case .up: navigation.moved(current, by: -1)
    case .down: navigation.moved(current, by: 1)
    case .pageUp: navigation.pageUp(current, visibleRows: visibleRows)
    case .pageDown: navigation.pageDown(current, visibleRows: visibleRows)
    case .top: navigation.first
    case .bottom: navigation.last
    default: current
    }
  }

  /// `offset` after a movement command over `total` lines of which `page` show.
  static func scrolled(_ offset: Int, _ command: Command, page: Int, total: Int) -> Int {
    let moved =
      switch command {
      case .up: offset - 1
      case .down: offset + 1
      case .pageUp: offset - max(1, page - 1)
      case .pageDown: offset + max(1, page - 1)
      case .top: 0
      case .bottom: total
      default: offset
      }
    return clamp(moved, total: total, visible: page)
  }

  // MARK: - Focus

  /// The panes and buttons Tab walks through, in order: products, details, each button, the event log.
  static func focusOrder(_ state: AppState) -> [Focus] {
    guard state.tab == .storefront, state.showsProductList else { return [.products] }
    var order: [Focus] = [.products]
    if state.selectedProduct != nil {
      order.append(.detail)
      order += ProductButtons.available(in: state).map(Focus.button)
    }
    if state.showsLog { order.append(.log) }
    return order
  }

  static func cycleFocus(by step: Int, _ state: inout AppState) {
    let order = focusOrder(state)
    let index = order.firstIndex(of: state.focus) ?? 0
    state.focus = order[(index + step + order.count) % order.count]
  }

  /// Left and right: between the list and the details, and between buttons.
  static func moveAcross(_ command: Command, _ state: inout AppState) {
    switch state.focus {
    case .products where command == .right:
      if focusOrder(state).contains(.detail) { state.focus = .detail }
    case .detail where command == .left:
      state.focus = .products
    case .button(let button):
      let buttons = ProductButtons.available(in: state)
      guard let index = buttons.firstIndex(of: button) else { return }
      let next = index + (command == .right ? 1 : -1)
      if buttons.indices.contains(next) { state.focus = .button(buttons[next]) }
    default:
      break
    }
  }

  /// Esc in the main view: close a transaction's details, then clear the filter, then go back to the product list;
  /// from the diagnostics, back to the storefront tab. The transactions and QA tabs stay open (their digits leave
  /// them). Never quits.
  static func back(_ state: inout AppState) {
    if state.historyDetail != nil && state.tab == .transactions {
      state.transactions.detail = nil
    } else if state.activeFilter.isActive || state.activeFilter.isEditing {
      state.activeFilter = FilterState()
    } else if state.tab == .diagnostics {
      state.tab = .storefront
    } else if state.tab == .storefront && state.focus != .products {
      state.focus = .products
    }
  }

  /// Shows a tab; the Server tab reads the notifications as it opens.
  static func showTab(_ tab: Tab, _ state: inout AppState) -> [Effect] {
    guard state.tabs.contains(tab) else { return [] }
    state.storefrontTab.filter.isEditing = false
    state.transactions.filter.isEditing = false
    state.tab = tab
    return notificationsWanted(state)
  }

  // MARK: - Content sizes

  static func detailRows(_ state: AppState) -> Int {
    guard let product = state.selectedProduct else { return 0 }
    let layout = AppLayout(state: state)
    return layout.detailTextRows(buttonRows: ProductButtons.rows(for: product, in: state, width: layout.detailWidth))
  }

  static func detailLineCount(_ state: AppState) -> Int {
    guard let product = state.selectedProduct else { return 0 }
    return ProductDetailContent.lines(for: product, in: state, width: AppLayout(state: state).detailWidth).count
  }

  static func logLineCount(_ state: AppState) -> Int {
    guard let log = state.snapshot?.log, let pane = AppLayout(state: state).log else { return 0 }
    return EventLogContent.totalLines(
      log, width: pane.inset(by: 1).width, calendar: state.calendar, language: state.language)
  }

  static func diagnosticsLineCount(_ state: AppState) -> Int {
    guard state.tab == .diagnostics else { return 0 }
    let width = AppLayout(state: state).body.inset(by: 1).width
    return DiagnosticsContent.lines(
      state.diagnostics, catalogName: state.catalogName, width: width, glyphs: state.glyphs, language: state.language
    )
    .count
  }

  static func helpLineCount(_ help: HelpState) -> Int {
    let sections = KeyBindings.helpSections(for: help, glyphs: .unicode, language: .en)
    return sections.map { $0.entries.count + 1 }.reduce(0, +) + max(0, sections.count - 1)
  }
}
