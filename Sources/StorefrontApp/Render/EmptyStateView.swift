import InterfaceLanguage
import StoreEngine
import StoreOperations
import TerminalUI

/// What the storefront shows instead of products: loading, an empty catalog, identifiers the catalog does not
/// have, a failed load, a catalog that could not be opened — each with why, what to do, and a Retry button.
enum EmptyStateView {
  struct Content: Hashable, Sendable {
    var heading: String
    var style: Style
    var message: String
    var canRetry: Bool
  }

  static func content(_ state: AppState) -> Content {
    let language = state.language
    switch state.store {
    case .opening:
      let name = state.catalogName
      return Content(
        heading: language.say(en: "Opening \(name)…", zhHans: "正在打开\(name)…"), style: .dim, message: "",
        canRetry: false)
    case .unavailable(let reason):
      let more =
        state.diagnostics.isEmpty
        ? ""
        : language.say(
          en: " The Diagnostics tab lists every problem found in the file.", zhHans: "“诊断”标签页列出了文件中发现的所有问题。")
      return Content(
        heading: language.say(en: "The catalog could not be opened", zhHans: "无法打开目录"), style: .error,
        message: reason + more,
        canRetry: true)
    case .open:
      if state.snapshot == nil, state.playback != nil {
        return Content(
          heading: language.say(en: "The app has not launched yet", zhHans: "App 尚未启动"), style: .dim,
          message: language.say(
            en: "It launches at the scenario's first statement that needs it, so the settings above that "
              + "statement are in force at launch.",
            zhHans: "App 在场景中第一条需要它的语句处启动，因此该语句之前的设置在启动时生效。"), canRetry: false)
      }
      let products = state.snapshot?.products ?? .loading
      switch products {
      case .loading, .loaded:
        return Content(
          heading: OutcomeWords.activity(.loadingProducts, language: state.language), style: .dim, message: "",
          canRetry: false)
      case .empty, .failed:
        let report = state.words.productsReport(products)
        let style: Style = report.tone == .failure ? .error : .warning
        return Content(heading: report.title, style: style, message: report.text, canRetry: true)
      }
    }
  }

  static func draw(_ state: AppState, in rect: Rect, into frame: inout Frame<ClickTarget>) {
    let inside = PaneFrame(title: state.language.say(en: "Products", zhHans: "产品"), isFocused: state.modal == nil).draw(
      in: rect, on: &frame.screen)
    var content = content(state)
    content.heading = state.glyphs.plain(content.heading)
    content.message = state.glyphs.plain(content.message)
    let width = min(64, max(10, inside.width - 4))
    let message = content.message.isEmpty ? [] : TextView.lines(of: content.message, width: width)
    let height = 1 + (message.isEmpty ? 0 : message.count + 1) + (content.canRetry ? 2 : 0)
    var y = inside.y + max(0, (inside.height - height) / 2)
    let column = Rect(x: inside.x + (inside.width - width) / 2, y: y, width: width, height: 1)
    frame.screen.write(content.heading, in: column, style: content.style, alignment: .center)
    y += 2
    for line in message where y < inside.maxY {
      frame.screen.write(line, in: Rect(x: column.x, y: y, width: width, height: 1))
      y += 1
    }
    guard content.canRetry, y + 1 < inside.maxY else { return }
    let button = Button(state.language.say(en: "Retry", zhHans: "重试"), state: state.modal == nil ? .focused : .normal)
    let drawn = button.draw(at: Point(x: inside.x + (inside.width - button.width) / 2, y: y + 1), on: &frame.screen)
    frame.regions.add(drawn, .command(.reload))
  }
}
