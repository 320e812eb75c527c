import TerminalUI

/// The event log pane: what the app's code saw, newest at the bottom.
enum EventLogView {
  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame<ClickTarget>) {
    frame.regions.add(rect, .pane(.log))
    let focused = state.focus == .log && state.modal == nil
    let offset = AppReducer.logOffset(state)
    let scrolled = offset > 0 ? " \(state.glyphs.arrowUp) \(offset) lines up" : ""
    let title = state.toast.message == nil ? "Event log: what the app saw" : "Event log"
    let inside = PaneFrame(title: title + scrolled, isFocused: focused)
      .draw(in: rect, on: &frame.screen)
    let area = inside.inset(horizontal: 1, vertical: 0)
    guard let log = state.snapshot?.log, !log.isEmpty else {
      frame.screen.write(
        "Purchase results, updates, finishes and deliveries appear here.", in: area.row(0), style: .dim)
      return
    }
    let lines = EventLogContent.tail(
      log, count: area.height, offset: offset, width: area.width, calendar: state.calendar)
    let top = area.maxY - lines.count
    for (row, line) in lines.enumerated() { line.draw(in: area.row(top - area.y + row), on: &frame.screen) }
  }
}
