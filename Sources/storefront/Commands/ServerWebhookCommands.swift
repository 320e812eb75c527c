import InterfaceLanguage
import Foundation
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront server webhook add|remove|list`: where App Store Server Notifications V2 are POSTed.
  static let serverWebhook = CommandSpec(
    name: "webhook",
    summary: "manage the URLs App Store Server Notifications V2 are sent to, and how their answers count",
    subcommands: [
      CommandSpec(
        name: "add", summary: "send notifications to URL (http or https) from now on",
        arguments: [ArgumentSpec(name: "URL", help: "the webhook")], options: OptionSpec.sandboxOptions,
        run: { arguments in
          guard let url = arguments.argument(0) else { throw UsageError("server webhook add needs a URL") }
          let checked = try WebhookURL.checked(url)
          let session = try await SandboxSession.open(arguments)
          let added = try await session.sandbox.addWebhook(checked)
          Console.out(added ? "Notifications go to \(checked) from now on." : "\(checked) already gets notifications.")
          return 0
        }),
      CommandSpec(
        name: "remove", summary: "stop sending notifications to URL",
        arguments: [ArgumentSpec(name: "URL", help: "the webhook")], options: OptionSpec.sandboxOptions,
        run: { arguments in
          guard let url = arguments.argument(0) else { throw UsageError("server webhook remove needs a URL") }
          let session = try await SandboxSession.open(arguments)
          guard try await session.sandbox.removeWebhook(url) else { throw CommandFailure("\(url) is not a webhook of this sandbox") }
          Console.out("Removed \(url).")
          return 0
        }),
      CommandSpec(
        name: "list", summary: "list the webhooks", options: OptionSpec.sandboxOptions,
        run: { arguments in
          let session = try await SandboxSession.open(arguments)
          let hooks = try await session.sandbox.webhooks()
          Console.out(hooks.isEmpty ? "No webhooks; add one with 'storefront server webhook add URL'." : hooks.joined(separator: "\n"))
          return 0
        }),
      CommandSpec(
        name: "fail-next", summary: "count the webhooks' next N answers as failures, so Apple's retries follow",
        discussion: """
          Whatever the webhook answers, each of its next N answers is recorded as UNSUCCESSFUL_HTTP_RESPONSE_CODE
          (with the status it really gave) and the notification is retried on Apple's schedule with the same
          notificationUUID: a backend that already acted on it must not act twice. 0 stops it. It holds for whichever
          process delivers ('storefront server', 'storefront --server').
          """,
        arguments: [ArgumentSpec(name: "N", help: "how many answers to count as failures (0 stops it)")],
        options: OptionSpec.sandboxOptions,
        run: { arguments in
          let text = arguments.argument(0) ?? ""
          guard let count = Int(text), (0...1000).contains(count) else {
            throw UsageError(
              Phrase(
                en: "'\(text)' is not a count of answers: fail-next takes a whole number from 0 to 1000 (0 stops it)",
                zhHans: "“\(text)”不是应答次数：fail-next 需要 0 到 1000 之间的整数（0 表示停止）"))
          }
          let session = try await SandboxSession.open(arguments)
          try await session.perform(.server(.failNextWebhookAnswers(count)))
          return 0
        }),
    ])
}

/// Checks a webhook URL before it is stored.
enum WebhookURL {
  static func checked(_ text: String) throws -> String {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil
    else { throw UsageError("'\(text)' is not an http or https URL") }
    return text
  }
}
