import InterfaceLanguage
import FoundationEssentials
import StoreEngine
import StoreOperations
import StorefrontApp

extension CommandSpec {
  /// `storefront server webhook add|remove|list|fail-next`: where App Store Server Notifications V2 are POSTed.
  static let serverWebhook = CommandSpec(
    name: "webhook",
    summary: Phrase(
      en: "manage the URLs App Store Server Notifications V2 are sent to, and how their answers count",
      zhHans: "管理接收 App Store Server Notifications V2 的 URL，以及其应答如何计数"),
    subcommands: [
      CommandSpec(
        name: "add",
        summary: Phrase(en: "send notifications to URL (http or https) from now on", zhHans: "从现在起将通知发往 URL（http 或 https）"),
        arguments: [ArgumentSpec(name: "URL", help: Phrase(en: "the webhook", zhHans: "webhook 地址"))],
        options: OptionSpec.sandboxOptions,
        run: { arguments in
          let checked = try WebhookURL.checked(arguments.positionals[0])
          let session = try await SandboxSession.open(arguments)
          let added = try await session.sandbox.addWebhook(checked)
          Console.out(
            added
              ? arguments.language.say(
                en: "Notifications go to \(checked) from now on.", zhHans: "从现在起，通知将发往\(checked)。")
              : arguments.language.say(en: "\(checked) already gets notifications.", zhHans: "\(checked)已在接收通知。"))
          return 0
        }),
      CommandSpec(
        name: "remove", summary: Phrase(en: "stop sending notifications to URL", zhHans: "停止向 URL 发送通知"),
        arguments: [ArgumentSpec(name: "URL", help: Phrase(en: "the webhook", zhHans: "webhook 地址"))],
        options: OptionSpec.sandboxOptions,
        run: { arguments in
          let url = arguments.positionals[0]
          let session = try await SandboxSession.open(arguments)
          guard try await session.sandbox.removeWebhook(url) else {
            throw CommandFailure(
              Phrase(en: "\(url) is not a webhook of this sandbox", zhHans: "\(url)不是此沙盒的 webhook"))
          }
          Console.out(arguments.language.say(en: "Removed \(url).", zhHans: "已移除\(url)。"))
          return 0
        }),
      CommandSpec(
        name: "list", summary: Phrase(en: "list the webhooks", zhHans: "列出 webhook"), options: OptionSpec.sandboxOptions,
        run: { arguments in
          let session = try await SandboxSession.open(arguments)
          let hooks = try await session.sandbox.webhooks()
          Console.out(
            hooks.isEmpty
              ? arguments.language.say(
                en: "No webhooks; add one with 'storefront server webhook add URL'.",
                zhHans: "没有 webhook；请用“storefront server webhook add URL”添加一个。")
              : hooks.joined(separator: "\n"))
          return 0
        }),
      CommandSpec(
        name: "fail-next",
        summary: Phrase(
          en: "count the webhooks' next N answers as failures, so Apple's retries follow",
          zhHans: "将 webhook 接下来的 N 次应答计为失败，以触发 Apple 的重试"),
        discussion: Phrase(
          en: """
          Whatever the webhook answers, each of its next N answers is recorded as UNSUCCESSFUL_HTTP_RESPONSE_CODE
          (with the status it really gave) and the notification is retried on Apple's schedule with the same
          notificationUUID: a backend that already acted on it must not act twice. 0 stops it, and so does a reset.
          It holds for whichever process delivers ('storefront server', 'storefront --server').
          """,
          zhHans: """
          无论 webhook 如何应答，接下来的 N 次应答都记录为 UNSUCCESSFUL_HTTP_RESPONSE_CODE（并保留其实际状态码），
          通知会按 Apple 的重试计划以相同的 notificationUUID 重试：已处理过该通知的后端不得重复处理。0 表示停止，
          重置沙盒也会停止。无论由哪个进程发送（“storefront server”、“storefront --server”）都有效。
          """),
        arguments: [
          ArgumentSpec(
            name: "N", help: Phrase(en: "how many answers to count as failures (0 stops it)", zhHans: "计为失败的应答次数（0 表示停止）"))
        ],
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
    else {
      throw UsageError(Phrase(en: "'\(text)' is not an http or https URL", zhHans: "“\(text)”不是 http 或 https URL"))
    }
    return text
  }
}
