import FoundationEssentials
import InterfaceLanguage
import StoreEngine
import StoreOperations
import StorefrontApp

extension CommandSpec {
  /// `storefront server notifications`: every App Store Server Notification the sandbox stored, with its attempts.
  static let serverNotifications = CommandSpec(
    name: "notifications",
    summary: Phrase(
      en: "list the notifications the sandbox stored, with each delivery attempt",
      zhHans: "列出沙盒存储的通知及每次发送尝试"),
    discussion: Phrase(
      en: """
      Oldest first: type and subtype, the transaction, when it was signed and how delivery stands, then its
      notificationUUID and one line per attempt (webhook, time, sendAttemptResult, HTTP status). With --json, each
      notification's notificationUUID, notificationType, subtype, transactionId, signedDate, signedPayload and
      sendAttempts.
      """,
      zhHans: """
      从旧到新：类型和子类型、交易、签名时间和发送状态，然后是其 notificationUUID，以及每次尝试一行（webhook、时间、
      sendAttemptResult、HTTP 状态码）。使用 --json 时，列出每条通知的 notificationUUID、notificationType、subtype、
      transactionId、signedDate、signedPayload 和 sendAttempts。
      """),
    options: OptionSpec.sandboxOptions + [.json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let notifications = try await session.sandbox.allNotifications()
      if arguments.flag("json") {
        Console.out(TransactionOutput.text(notifications.map(NotificationOutput.json)))
        return 0
      }
      if notifications.isEmpty {
        Console.out(NotificationWords.noneYet(language: session.language))
      }
      for notification in notifications {
        Console.out(TerminalText.safe(NotificationWords.line(notification, language: session.language)))
        Console.out("  \(notification.uuid)")
        for attempt in notification.attempts {
          Console.out("  " + TerminalText.safe(NotificationWords.attempt(attempt, language: session.language)))
        }
      }
      return 0
    }
  )

  /// `storefront server resend UUID`: one notification sent again, as a new attempt with the same notificationUUID.
  static let serverResend = CommandSpec(
    name: "resend",
    summary: Phrase(
      en: "send one notification to every webhook again, now, with the same notificationUUID",
      zhHans: "立即以相同的 notificationUUID 将一条通知再次发往每个 webhook"),
    discussion: Phrase(
      en: """
      A new attempt of the stored notification (the same signedPayload), listed in Get Notification History beside
      the earlier ones; a retry already scheduled is made now instead. UUID is its notificationUUID, as 'storefront
      server notifications' shows it; 'latest' means the newest notification, 'latest TYPE' the newest of a
      notificationType (REFUND, DID_RENEW, …). A running 'storefront server' (or 'storefront --server') delivers it.
      """,
      zhHans: """
      对已存储通知的一次新尝试（相同的 signedPayload），在“获取通知历史记录”（Get Notification History）中与之前的尝试
      并列；已安排的重试会改为立即进行。UUID 是其 notificationUUID，即“storefront server notifications”所显示的；
      “latest”表示最新的通知，“latest TYPE”表示某一 notificationType（REFUND、DID_RENEW……）中最新的一条。
      由正在运行的“storefront server”（或“storefront --server”）发送。
      """),
    arguments: [
      ArgumentSpec(
        name: "UUID",
        help: Phrase(
          en: "the notificationUUID, or latest for the newest notification",
          zhHans: "notificationUUID，或用 latest 表示最新的通知")),
      ArgumentSpec(
        name: "TYPE",
        help: Phrase(
          en: "with latest: the newest notification of this notificationType",
          zhHans: "与 latest 一起使用：该 notificationType 中最新的通知"),
        isOptional: true, values: .words(NotificationType.allCases.map(\.rawValue))),
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      try await session.perform(.server(.resendNotification(try notificationReference(arguments))))
      return 0
    }
  )
}

/// The notification `server resend` names: `latest [TYPE]` or a notificationUUID.
private func notificationReference(_ arguments: ParsedArguments) throws -> NotificationReference {
  let first = arguments.positionals[0]
  if first == "latest" {
    guard let name = arguments.argument(1) else { return .latest(nil) }
    guard let type = NotificationType(rawValue: name) else {
      let types = Phrase.listing(NotificationType.allCases.map(\.rawValue))
      throw UsageError(
        Phrase(
          en: "'\(name)' is not a notificationType; expected one of \(types.en)",
          zhHans: "“\(name)”不是 notificationType；应为以下之一：\(types.zhHans)"))
    }
    return .latest(type)
  }
  guard UUID(uuidString: first) != nil, arguments.argument(1) == nil else {
    throw UsageError(
      Phrase(
        en: "server resend needs a notificationUUID (like 7e3f0e6c-9b1a-4c55-8d2e-1f0a2b3c4d5e) or latest [TYPE]",
        zhHans: "server resend 需要一个 notificationUUID（如 7e3f0e6c-9b1a-4c55-8d2e-1f0a2b3c4d5e）或 latest [TYPE]"))
  }
  return .uuid(first)
}

/// How commands print a stored notification as JSON: Apple's field names (Get Notification History's
/// `sendAttempts` items), plus the delivery state of attempts still to make.
enum NotificationOutput {
  static func json(_ notification: ServerNotificationRecord) -> [String: Any] {
    var object: [String: Any] = [
      "notificationUUID": notification.uuid, "notificationType": notification.kind.type.rawValue,
      "signedDate": DateText.iso(notification.signedDate), "signedPayload": notification.signedPayload,
      "sendAttempts": notification.attempts.map { attempt in
        var item: [String: Any] = ["url": attempt.url, "number": attempt.number, "state": attempt.state.rawValue]
        item["dueDate"] = DateText.iso(attempt.dueDate)
        item["attemptDate"] = attempt.attemptDate.map(DateText.iso)
        item["sendAttemptResult"] = attempt.result?.rawValue
        item["httpStatus"] = attempt.httpStatus
        return item
      },
    ]
    object["subtype"] = notification.kind.subtype?.rawValue
    object["transactionId"] = notification.transactionID.map(String.init)
    return object
  }
}
