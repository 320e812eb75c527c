import InterfaceLanguage
import TerminalUI

/// The QA panel: the controls on the left (switches, pickers, clock controls, reset), and on the right the
/// sandbox clock with a timeline of what happens next.
enum QAPanelView {
  static func draw(_ state: AppState, in layout: AppLayout, into frame: inout Frame<ClickTarget>) {
    let panes = layout.qaPanes
    let focused = state.modal == nil
    let inside = PaneFrame(title: state.language.say(en: "QA panel", zhHans: "QA 面板"), isFocused: focused)
      .draw(in: panes.controls, on: &frame.screen)
    let rows = QAControls.rows(state)
    let list = ListView(
      entries: QAControls.entries(state), selection: rows.firstIndex(of: QAControls.selected(state)),
      offset: QAControls.offset(state), isFocused: focused)
    for row in list.draw(in: inside, on: &frame.screen).rows {
      if let control = rows[row.index] { frame.regions.add(row.rect, .qaControl(control)) }
    }
    guard let pane = panes.clock else { return }
    let title = state.language.say(en: "Clock and what happens next", zhHans: "时钟与接下来发生的事")
    let clock = PaneFrame(title: title, isFocused: false).draw(in: pane, on: &frame.screen)
    let area = clock.inset(horizontal: 1, vertical: 0)
    for (row, line) in TimelineContent.lines(state, width: area.width).prefix(area.height).enumerated() {
      line.draw(in: area.row(row), on: &frame.screen)
    }
  }
}
