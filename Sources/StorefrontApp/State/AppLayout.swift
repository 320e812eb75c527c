import StoreEngine
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
  /// The scenario banner, while a scenario plays.
  let banner: Rect?
  /// Everything between the header (with the tab bar and banner) and the footer.
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
    let bannerHeight = state.playback == nil ? 0 : Self.bannerHeight
    let rows = screen.rows([.fixed(1), .fixed(hasTabs ? 1 : 0), .fixed(bannerHeight), .fill, .fixed(1)])
    header = rows[0]
    tabBar = hasTabs ? rows[1] : nil
    banner = bannerHeight > 0 ? rows[2] : nil
    body = rows[3]
    footer = rows[4]
    // The log takes up to a third of a tall screen, but no more rows than it has entries (and at least two), so
    // an almost empty log leaves its room to the list and the details.
    let logShare = body.height >= 18 ? min(16, max(6, body.height / (body.height >= 30 ? 3 : 4))) : 0
    let entries = state.snapshot?.log.count ?? 0
    let logHeight = logShare > 0 ? min(logShare, max(4, entries + 2)) : 0
    let parts = body.rows([.fill, .fixed(logHeight)])
    log = logHeight > 0 ? parts[1] : nil
    // The list is as wide as its widest row needs (borders and scrollbar beside it), so on a wide screen a name and
    // its price stay side by side and the details take the rest.
    let listWidth = min(56, max(28, body.width * 2 / 5), max(28, state.listing.widestRow + 3))
    let columns = parts[0].columns([.fixed(listWidth), .fill])
    list = columns[0]
    detail = columns[1]
  }

  /// Rows of the scenario banner.
  static let bannerHeight = 2

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

  /// Rows of the transactions list inside its border, under the column titles.
  var historyRows: Int { max(0, body.inset(by: 1).height - 1) }

  /// Lines of a transaction's detail view under its title line.
  var historyDetailRows: Int { max(0, body.height - 1) }

  /// The QA panel's two panes: the controls, and the clock with what happens next (none below 76 columns: the
  /// controls then take the width, and say the clock's state and next event themselves).
  var qaPanes: (controls: Rect, clock: Rect?) {
    guard body.width >= 76 else { return (body, nil) }
    let width = min(64, max(44, body.width * 11 / 20))
    let columns = body.columns([.fixed(width), .fill])
    return (columns[0], columns[1])
  }

  /// Rows of the QA panel's control list inside its border.
  var qaRows: Int { qaPanes.controls.inset(by: 1).height }

  /// Lines of the diagnostics view.
  var diagnosticsRows: Int { body.inset(by: 1).height }
}
