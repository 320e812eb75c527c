import InterfaceLanguage
import StoreCatalog
import StoreEngine
import TerminalUI

/// The top line — the app, the catalog, `● REC FILE` while recording, the storefront with its currency, the locale
/// and the sandbox clock, placed by `HeaderLine` — and
/// the tab bar under it, which ends with what the QA panel has armed (`QA: Ask to Buy · purchase fails:
/// networkError`), in words, on every view.
enum HeaderView {
  static func draw(_ state: AppState, layout: AppLayout, into frame: inout Frame<ClickTarget>) {
    let row = layout.header
    frame.screen.fill(row)
    let badge = diagnosticsBadge(state)
    let line = HeaderLine(
      width: row.width, catalogName: state.glyphs.plain(state.catalogName), recording: state.recordingFile,
      badge: badge?.text, drift: driftLabel(state), statuses: statusCandidates(state), glyphs: state.glyphs)
    var x = frame.screen.write(HeaderLine.title, at: row.origin, style: .focusedTitle, clip: row) + 1
    x = frame.screen.write(line.catalogName, at: Point(x: x, y: row.y), style: .title, clip: row) + 2
    if let recording = line.recording {
      frame.screen.write(recording, at: Point(x: x, y: row.y), style: .error, clip: row)
    }
    var right = row.maxX - 1
    if let text = line.badge, let badge {
      let width = DisplayWidth.of(text)
      let rect = Rect(x: right - width, y: row.y, width: width, height: 1)
      frame.screen.write(text, in: rect, style: badge.style)
      frame.regions.add(rect, .tab(.diagnostics))
      right = rect.x - 2
    }
    if let status = line.status {
      status.draw(in: Rect(x: right - status.width, y: row.y, width: status.width, height: 1), on: &frame.screen)
      right -= status.width + 2
    }
    if let drift = line.drift {
      let width = DisplayWidth.of(drift)
      frame.screen.write(drift, in: Rect(x: right - width, y: row.y, width: width, height: 1), style: .warning)
    }
    if let tabBar = layout.tabBar { drawTabs(state, in: tabBar, into: &frame) }
  }

  /// "✗ 2 errors" or "! 3 warnings": the catalog's problems, clickable.
  static func diagnosticsBadge(_ state: AppState) -> (text: String, style: Style)? {
    guard !state.diagnostics.isEmpty else { return nil }
    let errors = state.diagnostics.filter { $0.severity == .error }.count
    if errors > 0 {
      return ("\(state.glyphs.failure) \(DiagnosticsContent.errorCount(errors, in: state.language))", .error)
    }
    let warnings = DiagnosticsContent.warningCount(state.diagnostics.count, in: state.language)
    return ("\(state.glyphs.warning) \(warnings)", .warning)
  }

  /// `3d 2h ahead`, `45m behind`: how far the tester's clock controls moved the sandbox off real time (a time rate
  /// keeps real time, as Xcode's do), or nil while it keeps real time.
  static func driftLabel(_ state: AppState) -> String? {
    guard let clock = state.snapshot?.clock else { return nil }
    switch clock.drift(real: state.realNow) {
    case .inStep: return nil
    case .ahead(let seconds):
      let span = state.language.duration(seconds: seconds.rounded(), .compact(seconds: false))
      return state.language.say(en: "\(span) ahead", zhHans: "快\(span)")
    case .behind(let seconds):
      let span = state.language.duration(seconds: seconds.rounded(), .compact(seconds: false))
      return state.language.say(en: "\(span) behind", zhHans: "慢\(span)")
    }
  }

  /// The storefront, locale and clock, from the most detailed to the shortest: the header shows the first that fits.
  /// With a server in this process, each starts with its address, which stays the longest.
  static func statusCandidates(_ state: AppState) -> [StyledLine] {
    let lines = storeCandidates(state)
    guard let address = state.serverAddress else { return lines }
    let host = address.replacing("http://", with: "")
    let server = [Segment(state.language.say(en: "server ", zhHans: "服务器 "), .dim), Segment(host, .accent)]
    return lines.map { StyledLine(segments: server + [Segment(" · ", .dim)] + $0.segments) } + [
      StyledLine(segments: server)
    ]
      + lines
  }

  private static func storeCandidates(_ state: AppState) -> [StyledLine] {
    guard let snapshot = state.snapshot, let now = state.sandboxNow else { return [] }
    let storefront = state.storefront
    let time = state.clockText(now)
    let rate = DateText.rate(snapshot.clock, language: state.language)
    let separator = Segment(" · ", .dim)
    let place = [Segment(storefront.countryCode, .accent), Segment(" (\(storefront.currencyCode))", .dim)]
    let locale = Segment(snapshot.settings.locale, .accent)
    let clock = [Segment(time), Segment(" (\(rate))", .dim)]
    return [
      StyledLine(segments: place + [separator, locale, separator] + clock),
      StyledLine(segments: place + [separator, locale, separator, Segment(time)]),
      StyledLine(segments: [Segment(storefront.countryCode, .accent), separator, Segment(time)]),
      StyledLine(segments: [Segment(time)]),
    ]
  }

  static func drawTabs(_ state: AppState, in row: Rect, into frame: inout Frame<ClickTarget>) {
    frame.screen.fill(row)
    var x = row.x + 1
    for tab in state.tabs {
      let active = tab == state.tab
      let start = x
      x = frame.screen.write(
        " \(tab.digit(among: state.tabs) ?? 0) ", at: Point(x: x, y: row.y), style: active ? .focusedTitle : .keyHint, clip: row)
      var title = tab.title.text(in: state.language)
      if tab == .diagnostics { title += " (\(state.diagnostics.count))" }
      x = frame.screen.write(title + " ", at: Point(x: x, y: row.y), style: active ? .focusedTitle : .normal, clip: row)
      frame.regions.add(Rect(x: start, y: row.y, width: x - start, height: 1), .tab(tab))
      x += 2
    }
    guard let snapshot = state.snapshot else { return }
    let armed = QAText.armed(snapshot, in: state.language)
    guard !armed.isEmpty else { return }
    let badge = state.glyphs.plain("QA: " + armed.joined(separator: " · "))
    let room = Rect(x: x, y: row.y, width: max(0, row.maxX - 1 - x), height: 1)
    guard room.width >= 8 else { return }
    let drawn = frame.screen.write(badge, in: room, style: .warning, alignment: .trailing)
    frame.regions.add(drawn, .tab(.qa))
  }
}
