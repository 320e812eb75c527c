import InterfaceLanguage
import TerminalUI

/// Draws the state into a frame: the screen and what a click on each part of it means. Pure — the same state
/// always gives the same frame, which is what the snapshot tests compare.
enum AppRenderer {
  static func render(_ state: AppState, into frame: inout Frame<ClickTarget>) {
    var state = state
    state.size = frame.screen.size
    let layout = AppLayout(state: state)
    guard layout.fits else {
      TooSmallNotice(minimum: AppLayout.minimum, words: tooSmallWords(state.language, glyphs: frame.screen.glyphs))
        .draw(on: &frame.screen)
      return
    }
    HeaderView.draw(state, layout: layout, into: &frame)
    switch state.tab {
    case .storefront:
      if state.showsProductList {
        ProductPaneView.draw(state, in: layout.list, into: &frame)
        DetailPaneView.draw(state, in: layout.detail, into: &frame)
      } else {
        EmptyStateView.draw(state, in: layout.list.union(layout.detail), into: &frame)
      }
      if let log = layout.log { EventLogView.draw(state, in: log, into: &frame) }
    case .transactions:
      if let detail = state.historyDetail {
        TransactionDetailView.draw(state, detail: detail, in: layout.body, into: &frame)
      } else {
        TransactionsView.draw(state, in: layout.body, into: &frame)
      }
    case .qa:
      QAPanelView.draw(state, in: layout, into: &frame)
    case .diagnostics:
      DiagnosticsView.draw(state, in: layout.body, into: &frame)
    case .server:
      ServerTabView.draw(state, in: layout.body, into: &frame)
    }
    if let banner = layout.banner, let playback = state.playback {
      BannerView.draw(playback, language: state.language, in: banner, on: &frame.screen)
    }
    if let toast = state.toast.message {
      if let log = layout.log, state.tab == .storefront {
        ToastView.draw(toast, onTopEdgeOf: log, language: state.language, on: &frame.screen)
      } else {
        let text = state.glyphs.plain(toast.text)
        Toast(text, kind: toast.kind.widgetKind).draw(in: layout.body.inset(by: 1), on: &frame.screen)
      }
    }
    let footer = FooterView.draw(state, in: layout.footer, on: &frame.screen)
    if state.modal != nil { frame.regions.block(frame.screen.bounds) }
    frame.regions.add(contentsOf: footer)
    ModalView.draw(state, into: &frame)
  }

  /// The notice's words when the terminal is below the minimum size: `Terminal too small: 50×10, need ≥ 60×16`,
  /// `终端太小：50×10，至少需要 60×16`.
  static func tooSmallWords(_ language: Language, glyphs: Glyphs) -> TooSmallNotice.Words {
    let minimum = "\(AppLayout.minimum.width)\(glyphs.times)\(AppLayout.minimum.height)"
    return TooSmallNotice.Words(
      heading: language.say(en: "Terminal too small:", zhHans: "终端太小："),
      shortHeading: language.say(en: "Too small:", zhHans: "太小："),
      gap: language.say(en: " ", zhHans: ""), separator: language.say(en: ", ", zhHans: "，"),
      need: language.say(en: "need \(glyphs.atLeast) \(minimum)", zhHans: "至少需要\(minimum)"))
  }
}

extension Rect {
  /// The smallest rectangle covering both.
  func union(_ other: Rect) -> Rect {
    let left = min(minX, other.minX)
    let top = min(minY, other.minY)
    return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }
}
