import InterfaceLanguage
import StoreEngine
import TerminalUI

/// The event log pane: what the app's code saw, newest at the bottom.
enum EventLogView {
  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame<ClickTarget>) {
    frame.regions.add(rect, .pane(.log))
    let focused = state.focus == .log && state.modal == nil
    let offset = AppReducer.logOffset(state)
    let language = state.language
    let arrow = state.glyphs.arrowUp
    let scrolled =
      offset > 0
      ? language.say(
        en: " \(arrow) \(offset) \(Language.english(offset, one: "line", other: "lines")) up",
        zhHans: " \(arrow)上移\(offset)行")
      : ""
    let title =
      state.toast.message == nil
      ? language.say(en: "Event log: what the app saw", zhHans: "事件日志：App 看到的内容")
      : name(in: language)
    let inside = PaneFrame(title: title + scrolled, isFocused: focused)
      .draw(in: rect, on: &frame.screen)
    let area = inside.inset(horizontal: 1, vertical: 0)
    guard let log = state.snapshot?.log, !log.isEmpty else {
      frame.screen.write(
        language.say(
          en: "Purchase results, updates, finishes and deliveries appear here.",
          zhHans: "购买结果、更新、完成和交付会显示在这里。"),
        in: area.row(0), style: .dim)
      return
    }
    let lines = EventLogContent.tail(
      log, count: area.height, offset: offset, width: area.width, calendar: state.calendar, language: state.language)
    let top = area.maxY - lines.count
    for (row, line) in lines.enumerated() { line.draw(in: area.row(top - area.y + row), on: &frame.screen) }
  }

  /// The pane's short title, which it keeps while a toast sits on its top edge.
  static func name(in language: Language) -> String {
    language.say(en: "Event log", zhHans: "事件日志")
  }
}
