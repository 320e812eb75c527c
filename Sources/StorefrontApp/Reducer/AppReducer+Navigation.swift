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
    if state.filter.isEditing {
      moveSelection(command, &state)
      return
    }
    let layout = AppLayout(state: state)
    switch (state.tab, state.focus) {
    case (.diagnostics, _):
      state.diagnosticsOffset = scrolled(
        state.diagnosticsOffset, command, page: layout.diagnosticsRows, total: diagnosticsLineCount(state))
    case (.storefront, .products):
      moveSelection(command, &state)
    case (.storefront, .detail):
      state.detailOffset = scrolled(state.detailOffset, command, page: detailRows(state), total: detailLineCount(state))
    case (.storefront, .log):
      let total = logLineCount(state)
      let fromTop = max(0, total - layout.logRows - state.logOffset)
      let moved = scrolled(fromTop, command, page: layout.logRows, total: total)
      state.logOffset = max(0, total - layout.logRows - moved)
    case (.storefront, .button):
      if command == .up { state.focus = .detail }
    }
  }

  /// Moves the product selection (headers are skipped) and keeps it in view.
  static func moveSelection(_ command: Command, _ state: inout AppState) {
    let navigation = state.listing.navigation
    let current = state.selectedProductID.flatMap(state.listing.index(of:))
    let rows = AppLayout(state: state).listRows
    let next: Int? =
      switch command {
      case .up: navigation.moved(current, by: -1)
      case .down: navigation.moved(current, by: 1)
      case .pageUp: navigation.pageUp(current, visibleRows: rows)
      case .pageDown: navigation.pageDown(current, visibleRows: rows)
      case .top: navigation.first
      case .bottom: navigation.last
      default: current
      }
    if let id = next.flatMap(state.listing.productID(at:)) { select(id, &state) }
    keepInView(&state)
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

  /// Esc in the main view: clear the filter, then go back to the product list, then to the storefront tab.
  /// Never quits.
  static func back(_ state: inout AppState) {
    if state.filter.isActive || state.filter.isEditing {
      state.filter = FilterState()
      refreshListing(&state)
    } else if state.tab != .storefront {
      state.tab = .storefront
    } else if state.focus != .products {
      state.focus = .products
    }
  }

  static func showTab(_ tab: Tab, _ state: inout AppState) {
    guard state.tabs.contains(tab) else { return }
    state.tab = tab
    state.filter.isEditing = false
    keepInView(&state)
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
    return EventLogContent.totalLines(log, width: pane.inset(by: 1).width, calendar: state.calendar)
  }

  static func diagnosticsLineCount(_ state: AppState) -> Int {
    guard state.tab == .diagnostics else { return 0 }
    let width = AppLayout(state: state).body.inset(by: 1).width
    return DiagnosticsContent.lines(
      state.diagnostics, catalogName: state.catalogName, width: width, glyphs: state.glyphs
    )
    .count
  }

  static func helpLineCount(_ help: HelpState) -> Int {
    let sections = KeyBindings.table.helpSections(in: help.scopes)
    return sections.map { $0.entries.count + 1 }.reduce(0, +) + max(0, sections.count - 1)
  }
}
