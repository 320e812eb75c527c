import TerminalUI

/// Mouse input, resolved through the hit regions of the frame the person saw: clicks act on release (or on a
/// whole click, depending on the terminal), the wheel scrolls whatever is under the pointer.
extension AppReducer {
  /// Wheel steps move this many lines of text (the product list moves one product per step).
  static let wheelLines = 3

  static func mouse(_ event: MouseEvent, regions: HitRegions<ClickTarget>, _ state: inout AppState) -> [Effect] {
    let target = regions.target(at: event.position)
    switch event.kind {
    case .wheelUp, .wheelDown:
      wheel(event.kind == .wheelUp ? .up : .down, over: target, &state)
      return []
    case .press:
      return []
    case .release, .click, .doubleClick:
      guard let target else { return [] }
      return click(target, twice: event.kind == .doubleClick, &state)
    }
  }

  static func wheel(_ direction: Command, over target: ClickTarget?, _ state: inout AppState) {
    switch state.modal {
    case .help:
      for _ in 0..<wheelLines { move(direction, &state) }
      return
    case .picker:
      move(direction, &state)
      return
    default:
      break
    }
    guard state.modal == nil, let target else { return }
    let pane: Focus
    switch target {
    case .product, .pane(.products):
      moveSelection(direction, &state)
      return
    case .pane(.detail), .button: pane = .detail
    case .pane(.log): pane = .log
    case .diagnostics: pane = state.focus
    case .historyItem, .historyDetail, .qaControl, .serverNotification:
      for _ in 0..<(target == .historyDetail ? wheelLines : 1) { move(direction, &state) }
      return
    default: return
    }
    let saved = state.storefrontTab.focus
    state.focus = pane
    for _ in 0..<wheelLines { move(direction, &state) }
    state.storefrontTab.focus = saved
  }

  static func click(_ target: ClickTarget, twice: Bool, _ state: inout AppState) -> [Effect] {
    switch target {
    case .product(let id):
      if (state.selectedProductID == id && state.focus == .products) || twice {
        select(id, &state)
        return perform(.open, &state)
      }
      select(id, &state)
      state.focus = .products
    case .pane(let focus):
      if focusOrder(state).contains(focus) { state.focus = focus }
    case .button(let button):
      state.focus = .button(button)
      return press(button, &state)
    case .tab(let tab):
      return showTab(tab, &state)
    case .command(let command):
      return perform(command, &state)
    case .sheetButton(let button):
      return closeSheet(confirmed: button == .confirm, &state)
    case .diagnostics, .historyDetail:
      break
    case .historyItem(let id):
      let again = state.selectedHistoryID == id
      selectInHistory(id, &state)
      if again || twice { return openHistoryDetail(&state) }
    case .qaControl(let control):
      let again = QAControls.selected(state) == control
      selectInQA(control, &state)
      if again || twice { return changeQA(control, &state) }
    case .serverNotification(let uuid):
      selectNotification(uuid, &state)
    case .pickerOption(let value):
      guard case .picker(var picker) = state.modal else { return [] }
      let again = picker.selected == value
      picker.selected = value
      state.modal = .picker(picker)
      if again || twice { return choose(picker, &state) }
    }
    return []
  }
}
