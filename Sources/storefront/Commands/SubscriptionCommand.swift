import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StorefrontApp

extension CommandSpec {
  /// `storefront subscription …`: a subscription's life, from outside the app.
  static let subscription = CommandSpec(
    name: "subscription",
    summary: Phrase(
      en: "show a subscription's status, or cancel, resume, expire or renew it", zhHans: "查看订阅状态，或取消、恢复、使其过期或续期"),
    discussion: Phrase(
      en: """
      ACTION is status (the default), cancel (turn auto-renew off), resume (turn it back on), expire (end
      it now) or renew (renew now; while a renewal is failing, this resolves the billing issue).
      NAME is a subscription group (id or reference name) or one of its products; status without NAME
      shows every group.
      """,
      zhHans: """
      ACTION 为 status（默认）、cancel（关闭自动续期）、resume（重新开启）、expire（立即结束）或 renew
      （立即续期；续期失败期间，这会解决计费问题）。NAME 为订阅群组（id 或参考名称）或其中的产品；
      不带 NAME 的 status 显示所有群组。
      """),
    arguments: [
      ArgumentSpec(
        name: "ACTION",
        help: Phrase(en: "status, cancel, resume, expire or renew", zhHans: "status、cancel、resume、expire 或 renew"),
        isOptional: true, values: .words(["status", "cancel", "resume", "expire", "renew"])),
      ArgumentSpec(
        name: "NAME", help: Phrase(en: "a subscription group or product", zhHans: "订阅群组或产品"), isOptional: true),
    ],
    options: OptionSpec.sandboxOptions + [.json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let sandbox = session.sandbox
      let action = arguments.argument(0) ?? "status"
      let name = arguments.argument(1)
      func required() throws -> String {
        guard let name else {
          throw UsageError(
            Phrase(
              en: "'subscription \(action)' needs a subscription group or product",
              zhHans: "'subscription \(action)' 需要一个订阅群组或产品"))
        }
        return name
      }
      let subscription: StoreOperation? =
        switch action {
        case "status": nil
        case "cancel": .subscription(.cancel, SubscriptionReference(try required()))
        case "resume": .subscription(.resume, SubscriptionReference(try required()))
        case "expire": .subscription(.expire, SubscriptionReference(try required()))
        case "renew": .subscription(.renew, SubscriptionReference(try required()))
        default:
          throw UsageError(
            Phrase(
              en: "unknown action '\(action)'; use status, cancel, resume, expire or renew",
              zhHans: "没有操作 '\(action)'；可用 status、cancel、resume、expire 或 renew"))
        }
      if let subscription { try await session.perform(subscription) }
      var statuses = try await sandbox.signedSubscriptionStatuses()
      if let name {
        do {
          let groupID = try await sandbox.subscriptionGroupID(named: name)
          statuses = statuses.filter { $0.status.groupID == groupID }
        } catch {
          let failure = OperationFailure.store(StoreFailure(error, api: nil, settings: await sandbox.settings))
          throw CommandFailure(words: await session.words().failureReport(failure).message)
        }
      }
      try await printStatuses(statuses, session: session, json: arguments.flag("json"))
      return 0
    }
  )

  private static func printStatuses(
    _ signed: [(status: SubscriptionGroupStatus, renewalInfo: String)], session: SandboxSession, json: Bool
  ) async throws {
    if json {
      Console.out(TransactionOutput.text(signed.map { status, renewalInfo -> [String: Any] in
        var object: [String: Any] = [
          "group": status.groupID, "state": status.state.rawValue, "productID": status.transaction.productID,
          "transactionID": status.transaction.id, "originalTransactionID": status.renewal.originalID,
          "willAutoRenew": status.renewal.autoRenew, "autoRenewPreference": status.renewal.autoRenewProductID,
          "isInBillingRetry": status.renewal.isInBillingRetry, "signedRenewalInfo": renewalInfo,
          "signedTransaction": status.transaction.jws,
        ]
        object["expirationDate"] = status.expirationDate.map(DateText.iso)
        object["gracePeriodExpirationDate"] = status.renewal.gracePeriodExpires.map(DateText.iso)
        object["expirationReason"] = status.renewal.expirationIntent?.rawValue
        return object
      }))
      return
    }
    let language = session.language
    if signed.isEmpty {
      Console.out(language.say(en: "No subscriptions.", zhHans: "没有订阅。"))
      return
    }
    for status in signed.map(\.status) {
      let group = session.catalog.group(status.groupID)?.name ?? status.groupID
      let state = SubscriptionWords.state(status.state, language: language)
      var parts = [
        language.say(en: "\(group): \(state)", zhHans: "\(group)：\(state)"),
        "\(status.transaction.productID) (#\(status.transaction.id))",
      ]
      if let expiration = status.expirationDate.map(DateText.short) {
        parts.append(
          status.state == .subscribed
            ? language.say(en: "until \(expiration)", zhHans: "有效期至\(expiration)")
            : language.say(en: "ended \(expiration)", zhHans: "已于\(expiration)结束"))
      }
      if status.state.isEntitled || status.renewal.isInBillingRetry {
        let next = status.renewal.autoRenewProductID
        parts.append(
          status.renewal.autoRenew
            ? language.say(en: "renews as \(next)", zhHans: "将续期为\(next)")
            : language.say(en: "auto-renew off", zhHans: "自动续期已关闭"))
      }
      if let grace = status.renewal.gracePeriodExpires.map(DateText.short) {
        parts.append(language.say(en: "grace until \(grace)", zhHans: "宽限期至\(grace)"))
      }
      if let intent = status.renewal.expirationIntent {
        let reason = SubscriptionWords.expiration(intent, language: language)
        parts.append(language.say(en: "expired: \(reason)", zhHans: "已过期：\(reason)"))
      }
      Console.out(TerminalText.safe(parts.joined(separator: " · ")))
    }
  }
}
