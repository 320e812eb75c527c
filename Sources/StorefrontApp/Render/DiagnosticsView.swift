import InterfaceLanguage
import TerminalUI

/// The diagnostics view: every problem found in the catalog file.
enum DiagnosticsView {
  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame<ClickTarget>) {
    frame.regions.add(rect, .diagnostics)
    let inside = PaneFrame(
      title: state.language.say(en: "Catalog diagnostics", zhHans: "目录诊断"), isFocused: state.modal == nil).draw(
      in: rect, on: &frame.screen)
    let area = inside.inset(horizontal: 1, vertical: 0)
    let lines = DiagnosticsContent.lines(
      state.diagnostics, catalogName: state.catalogName, width: area.width, glyphs: state.glyphs,
      language: state.language)
    let offset = AppReducer.clamp(state.diagnosticsTab.offset, total: lines.count, visible: area.height)
    for (row, line) in lines.dropFirst(offset).prefix(area.height).enumerated() {
      line.draw(in: area.row(row), on: &frame.screen)
    }
  }
}
