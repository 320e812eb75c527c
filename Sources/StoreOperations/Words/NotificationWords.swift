public import FoundationEssentials
public import InterfaceLanguage
public import StoreEngine

/// An App Store Server Notification and its delivery attempts in words, one rendering for the command line's
/// `server notifications` and the storefront's Server tab. Types, subtypes and `sendAttemptResult` values stay as
/// Apple spells them: a backend developer searches for those.
public enum NotificationWords {
  /// `DID_RENEW / BILLING_RECOVERY`, or the type alone when it has no subtype.
  public static func kind(_ kind: NotificationKind) -> String {
    kind.subtype.map { "\(kind.type.rawValue) / \($0.rawValue)" } ?? kind.type.rawValue
  }

  /// What a list of notifications says while the sandbox has none.
  public static func noneYet(language: Language) -> String {
    language.say(
      en: "No notifications yet: purchases, renewals, refunds and the other changes of the account each store one.",
      zhHans: "还没有通知：购买、续期、退款及账户的其他变化都会各存一条通知。")
  }

  /// `DID_RENEW / BILLING_RECOVERY · #12 · 2026-01-01 12:00 · delivered`: what a notification is about, when it was
  /// signed and how its delivery stands.
  public static func line(
    _ notification: ServerNotificationRecord, calendar: Calendar = SimulatedDuration.calendar, language: Language
  ) -> String {
    var parts = [kind(notification.kind)]
    if let id = notification.transactionID {
      parts.append(language.say(en: "transaction #\(id)", zhHans: "交易 #\(id)"))
    }
    parts.append(DateWords.minute(notification.signedDate, in: calendar))
    parts.append(standing(notification, calendar: calendar, language: language))
    return parts.joined(separator: " · ")
  }

  /// How delivery stands: delivered, being sent, the next attempt's time, or given up.
  public static func standing(
    _ notification: ServerNotificationRecord, calendar: Calendar = SimulatedDuration.calendar, language: Language
  ) -> String {
    let attempts = notification.attempts
    if attempts.isEmpty { return language.say(en: "no webhook", zhHans: "无 webhook") }
    if attempts.contains(where: { $0.result == .success }) {
      return language.say(en: "delivered", zhHans: "已送达")
    }
    if attempts.contains(where: { $0.state == .claimed }) { return language.say(en: "sending", zhHans: "发送中") }
    if let next = attempts.filter({ $0.state == .pending }).map(\.dueDate).min() {
      let when = DateWords.minute(next, in: calendar)
      return language.say(en: "next attempt \(when)", zhHans: "下次尝试\(when)")
    }
    return language.say(en: "not delivered", zhHans: "未送达")
  }

  /// `#2 http://127.0.0.1:9000/n · 2026-01-01 13:00 · UNSUCCESSFUL_HTTP_RESPONSE_CODE (HTTP 500)`: one attempt, made
  /// or still to make.
  public static func attempt(
    _ attempt: NotificationAttempt, calendar: Calendar = SimulatedDuration.calendar, language: Language
  ) -> String {
    let head = "#\(attempt.number) \(attempt.url)"
    switch attempt.state {
    case .pending:
      let when = DateWords.minute(attempt.dueDate, in: calendar)
      return "\(head) · " + language.say(en: "due \(when)", zhHans: "\(when)到期")
    case .claimed:
      return "\(head) · " + language.say(en: "being sent", zhHans: "正在发送")
    case .done:
      let when = attempt.attemptDate.map { DateWords.minute($0, in: calendar) } ?? "?"
      let result = attempt.result?.rawValue ?? "?"
      let status = attempt.httpStatus.map { " (HTTP \($0))" } ?? ""
      return "\(head) · \(when) · \(result)\(status)"
    }
  }
}
