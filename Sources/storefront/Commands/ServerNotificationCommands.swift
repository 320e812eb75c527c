import Foundation
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront server notifications`: every App Store Server Notification the sandbox stored, with its attempts.
  static let serverNotifications = CommandSpec(
    name: "notifications",
    summary: "list the notifications the sandbox stored, with each delivery attempt",
    discussion: """
      Oldest first: type and subtype, the transaction, when it was signed and how delivery stands, then its
      notificationUUID and one line per attempt (webhook, time, sendAttemptResult, HTTP status). With --json, each
      notification's notificationUUID, notificationType, subtype, transactionId, signedDate, signedPayload and
      sendAttempts.
      """,
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
    summary: "send one notification to every webhook again, now, with the same notificationUUID",
    discussion: """
      A new attempt of the stored notification (the same signedPayload), listed in Get Notification History beside
      the earlier ones; a retry already scheduled is made now instead. UUID is its notificationUUID, as 'storefront
      server notifications' shows it; 'latest' means the newest notification, 'latest TYPE' the newest of a
      notificationType (REFUND, DID_RENEW, …). A running 'storefront server' (or 'storefront --server') delivers it.
      """,
    arguments: [
      ArgumentSpec(name: "UUID", help: "the notificationUUID, or latest for the newest notification"),
      ArgumentSpec(
        name: "TYPE", help: "with latest: the newest notification of this notificationType", isOptional: true,
        values: .words(NotificationType.allCases.map(\.rawValue))),
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
  guard let first = arguments.argument(0) else {
    throw UsageError("server resend needs a notificationUUID or latest")
  }
  if first == "latest" {
    guard let name = arguments.argument(1) else { return .latest(nil) }
    guard let type = NotificationType(rawValue: name) else {
      throw UsageError("'\(name)' is not a notificationType; expected one of \(NotificationType.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return .latest(type)
  }
  guard UUID(uuidString: first) != nil, arguments.argument(1) == nil else {
    throw UsageError("server resend needs a notificationUUID (like 7e3f0e6c-9b1a-4c55-8d2e-1f0a2b3c4d5e) or latest [TYPE]")
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
