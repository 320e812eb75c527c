import TerminalUI

/// Where everything goes on a screen of the state's size: the header, the tab bar, the panes and the footer.
/// A pure function of the state, shared by the renderer and by the reducer (which needs page sizes and the list's
/// visible rows to keep the selection in view).
struct AppLayout {
  /// Below this the storefront shows a "too small" notice instead.
  static let minimum = Size(width: 60, height: 16)

  let fits: Bool
  let header: Rect
  /// Present when there is more than one tab to choose from.
  let tabBar: Rect?
  /// Everything between the header (and tab bar) and the footer.
  let body: Rect
  let footer: Rect
  let list: Rect
  let detail: Rect
  /// The event log pane, when the screen is tall enough.
  let log: Rect?

  init(state: AppState) {
    let size = state.size
    fits = size.fits(Self.minimum)
    let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
    let hasTabs = state.tabs.count > 1
    let rows = screen.rows([.fixed(1), .fixed(hasTabs ? 1 : 0), .fill, .fixed(1)])
    header = rows[0]
    tabBar = hasTabs ? rows[1] : nil
    body = rows[2]
    footer = rows[3]
    let logHeight = body.height >= 18 ? min(16, max(6, body.height / (body.height >= 30 ? 3 : 4))) : 0
    let parts = body.rows([.fill, .fixed(logHeight)])
    log = logHeight > 0 ? parts[1] : nil
    let listWidth = min(56, max(28, body.width * 2 / 5))
    let columns = parts[0].columns([.fixed(listWidth), .fill])
    list = columns[0]
    detail = columns[1]
  }

  /// Rows of the product list inside its border.
  var listRows: Int { list.inset(by: 1).height }

  /// The widest the detail text gets, so lines stay readable on wide terminals.
  static let maximumDetailWidth = 90

  /// The columns of the detail pane's text and buttons.
  var detailWidth: Int { min(Self.maximumDetailWidth, max(0, detail.width - 4)) }

  /// Lines of text the detail pane shows above its buttons, for `buttonRows` rows of buttons.
  func detailTextRows(buttonRows: Int) -> Int {
    max(0, detail.inset(by: 1).height - buttonRows - 1)
  }

  /// Lines of the event log inside its border.
  var logRows: Int { log.map { $0.inset(by: 1).height } ?? 0 }

  /// Lines of the diagnostics view.
  var diagnosticsRows: Int { body.inset(by: 1).height }
}
