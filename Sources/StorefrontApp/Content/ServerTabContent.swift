import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import TerminalUI

/// Where the Server tab's three panes go in the body: the notifications over the API requests on the left, the
/// selected notification's details on the right.
struct ServerTabLayout {
  let notifications: Rect
  let requests: Rect
  let detail: Rect

  init(body: Rect) {
    let left = body.width >= 100 ? body.width * 2 / 5 : body.width / 2 - 2
    let notificationRows = max(4, body.height * 3 / 5)
    notifications = Rect(x: body.x, y: body.y, width: left, height: notificationRows)
    requests = Rect(x: body.x, y: body.y + notificationRows, width: left, height: body.height - notificationRows)
    detail = Rect(x: body.x + left, y: body.y, width: body.width - left, height: body.height)
  }

  /// The width the details are laid out to: the detail pane's inside, less a margin on each side.
  static func detailTextWidth(_ state: AppState) -> Int {
    max(1, ServerTabLayout(body: AppLayout(state: state).body).detail.inset(by: 1).width - 2)
  }
}

/// The Server tab's lines: a notification and a request as list rows, and a notification's details — its facts, its
/// delivery attempts with Apple's retry schedule, its payload decoded (with the signed transaction and renewal info
/// inside it decoded too), and the `signedPayload` JWS as POSTed.
enum ServerTabContent {
  /// `✓ DID_RENEW / BILLING_RECOVERY   12:00`: how delivery stands, what the notification is, when it was signed.
  static func row(_ notification: ServerNotificationRecord, in state: AppState) -> StyledLine {
    let glyphs = state.glyphs
    let attempts = notification.attempts
    let (mark, style): (String, Style) =
      if attempts.contains(where: { $0.result == .success }) {
        (String(glyphs.success), .success)
      } else if attempts.contains(where: { $0.state != .done }) {
        (glyphs.ellipsis, .warning)
      } else if attempts.isEmpty {
        ("·", .dim)
      } else {
        (String(glyphs.failure), .error)
      }
    return StyledLine(
      segments: [Segment(mark, style), Segment(" " + NotificationWords.kind(notification.kind))],
      trailing: [Segment(time(notification.signedDate, state.calendar, seconds: false), .dim)])
  }

  /// `12:00:03 GET /inApps/v1/transactions/1   200 3.1 ms`; in a narrow pane the path keeps the room, so the time and
  /// the duration go.
  static func row(_ request: InProcessServerHook.Request, in state: AppState, width: Int) -> StyledLine {
    let style: Style = request.status < 300 ? .success : request.status < 500 ? .warning : .error
    let wide = width >= 56
    let when = wide ? [Segment(time(request.date, state.calendar, seconds: true) + " ", .dim)] : []
    let milliseconds = (request.duration * 1000).seconds(decimals: 1)
    let took = wide ? [Segment(state.language.say(en: " \(milliseconds) ms", zhHans: " \(milliseconds) 毫秒"), .dim)] : []
    return StyledLine(
      segments: when + [Segment(request.method + " "), Segment(request.path)],
      trailing: [Segment("\(request.status)", style)] + took)
  }

  /// The selected notification's details at `width` columns, or what the tab says while there is none.
  static func detailLines(_ state: AppState, width: Int) -> [StyledLine] {
    let language = state.language
    guard let ledger = state.serverTab.ledger else { return [] }
    var lines: [StyledLine] = []
    lines += StyledLine.wrapped(NotificationWords.webhooks(ledger.webhooks, language: language), width: width, style: .dim)
    if let failing = NotificationWords.failing(ledger.answersToFail, language: language) {
      lines += StyledLine.wrapped(failing, width: width, style: .warning)
    }
    lines.append(.blank)
    guard let notification = state.serverTab.selected else {
      return lines + StyledLine.wrapped(NotificationWords.noneYet(language: language), width: width, style: .dim)
    }
    lines.append(StyledLine(NotificationWords.kind(notification.kind), .title))
    let labelWidth = 18
    lines += StyledLine.fact("notificationUUID", notification.uuid, labelWidth: labelWidth, width: width)
    if let id = notification.transactionID {
      lines += StyledLine.fact("transactionId", String(id), labelWidth: labelWidth, width: width)
    }
    lines += StyledLine.fact(
      "signedDate", DateWords.minute(notification.signedDate, in: state.calendar), labelWidth: labelWidth, width: width)
    lines.append(.blank)
    lines.append(StyledLine(NotificationWords.attemptsHeading(language: language), .title))
    let standing = NotificationWords.standing(notification, calendar: state.calendar, language: language)
    lines += StyledLine.wrapped(standing, width: width, indent: 2)
    for attempt in notification.attempts {
      let text = NotificationWords.attempt(attempt, calendar: state.calendar, language: language)
      let style: Style = attempt.result == .success ? .success : attempt.state == .done ? .error : .warning
      lines += StyledLine.wrapped(text, width: width, style: style, indent: 2)
    }
    lines += StyledLine.wrapped(NotificationWords.retrySchedule(language: language), width: width, style: .dim, indent: 2)
    lines += decoded(notification.signedPayload, field: "signedPayload", width: width, language: language)
    lines.append(.blank)
    lines.append(StyledLine(NotificationWords.rawHeading(language: language), .title))
    let payload = TransactionDetailContent.chunks(of: notification.signedPayload, width: width)
    lines += payload.map { StyledLine($0, .dim) }
    return lines
  }

  /// A JWS's payload as terminal-safe JSON under a heading, then the signed fields inside its `data` decoded the same
  /// way. Long lines are cut at the pane's edge; the JWS itself follows in full.
  private static func decoded(_ jws: String, field: String, width: Int, language: Language) -> [StyledLine] {
    var lines: [StyledLine] = [.blank, StyledLine(NotificationWords.decodedHeading(field, language: language), .title)]
    guard let decoded = try? DecodedJWS(compactSerialization: jws) else {
      return lines + [StyledLine(NotificationWords.undecodable(language: language), .error)]
    }
    lines += decoded.payload.formatted().split(separator: "\n", omittingEmptySubsequences: false).map {
      StyledLine(String($0))
    }
    for nested in ["signedTransactionInfo", "signedRenewalInfo"] {
      guard let inner = decoded.payload["data"]?[nested]?.string else { continue }
      lines += Self.decoded(inner, field: "data.\(nested)", width: width, language: language)
    }
    return lines
  }

  private static func time(_ date: Date, _ calendar: Calendar, seconds: Bool) -> String {
    let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
    let twoDigits = { (value: Int?) in String((value ?? 0) + 100).dropFirst() }
    let clock = "\(twoDigits(parts.hour)):\(twoDigits(parts.minute))"
    return seconds ? clock + ":\(twoDigits(parts.second))" : clock
  }
}
