import InterfaceLanguage
import TerminalUI

/// A toast drawn into the top edge of the event log (`┌ Event log ─── ✓ Restored 1 purchase ┐`), beside the
/// entries that explain it, so it hides none of them.
enum ToastView {
  static func draw(_ toast: ToastMessage, onTopEdgeOf pane: Rect, language: Language, on screen: inout Screen) {
    let glyphs = screen.glyphs
    let text = " \(toast.kind.symbol(glyphs)) \(glyphs.plain(toast.text)) "
    let titleEnd = pane.x + DisplayWidth.of("┌ \(EventLogView.name(in: language)) ") + 1
    let room = Rect(x: titleEnd, y: pane.y, width: max(0, pane.maxX - 2 - titleEnd), height: 1)
    screen.write(text, in: room, style: toast.kind.style, alignment: .trailing)
  }
}

extension ToastMessage.Kind {
  func symbol(_ glyphs: Glyphs) -> Character {
    switch self {
    case .information: glyphs.information
    case .success: glyphs.success
    case .warning: glyphs.warning
    case .failure: glyphs.failure
    }
  }

  var style: Style {
    switch self {
    case .information: .accent
    case .success: .success
    case .warning: .warning
    case .failure: .error
    }
  }

  var widgetKind: Toast.Kind {
    switch self {
    case .information: .information
    case .success: .success
    case .warning: .warning
    case .failure: .error
    }
  }
}
