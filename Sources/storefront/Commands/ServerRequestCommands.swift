import FoundationEssentials
import InterfaceLanguage
import StoreOperations

extension CommandSpec {
  /// `storefront server extend ID DAYS`: what the app's server does with Extend a Subscription Renewal Date, for a
  /// tester at the command line, through the same executor as the server's own handler.
  static let serverExtend = CommandSpec(
    name: "extend",
    summary: Phrase(
      en: "extend a subscription's renewal date by 1 to 90 days, as Extend a Subscription Renewal Date does",
      zhHans: "将订阅的续期日期延长 1 到 90 天，如同“延长订阅续期日期”（Extend a Subscription Renewal Date）"),
    discussion: Phrase(
      en: """
      ID is the subscription's original transaction id (a renewal's id is refused, as Apple refuses it). The
      subscription must be active; Apple allows two extensions a year. The app gets the re-signed transaction on
      Transaction.updates and every webhook a RENEWAL_EXTENDED notification.
      """,
      zhHans: """
      ID 是订阅的原始交易 ID（续期交易的 ID 会被拒绝，与 Apple 一致）。订阅必须处于有效状态；Apple 每年允许延长两次。
      App 会通过 Transaction.updates 收到重新签名的交易，每个 webhook 都会收到 RENEWAL_EXTENDED 通知。
      """),
    arguments: [
      ArgumentSpec(name: "ID", help: Phrase(en: "the original transaction id", zhHans: "原始交易 ID")),
      ArgumentSpec(name: "DAYS", help: Phrase(en: "days to extend by (1 to 90)", zhHans: "延长的天数（1 到 90）")),
    ],
    options: OptionSpec.sandboxOptions + [
      .value(
        "reason", "REASON",
        help: Phrase(
          en: "the extendReasonCode: undeclared (default), customer-satisfaction, other, service-issue",
          zhHans: "extendReasonCode：undeclared（默认）、customer-satisfaction、other、service-issue"),
        values: .words(ExtendReasonCode.allCases.map(\.name))),
    ],
    run: { arguments in
      let id = try transactionID(arguments)
      guard let days = Int(arguments.positionals[1]), RenewalExtension.allowedDays.contains(days) else {
        let given = arguments.positionals[1]
        throw UsageError(
          Phrase(
            en: "DAYS is a whole number from 1 to 90, got '\(given)'", zhHans: "DAYS 须是 1 到 90 之间的整数，而不是“\(given)”"))
      }
      let reasonName = arguments.value("reason") ?? ExtendReasonCode.undeclared.name
      guard let reason = ExtendReasonCode.allCases.first(where: { $0.name == reasonName }) else {
        let names = Phrase.listing(ExtendReasonCode.allCases.map(\.name))
        throw UsageError(
          Phrase(
            en: "--reason expects one of \(names.en), got '\(reasonName)'",
            zhHans: "--reason 应为以下之一：\(names.zhHans)，而不是“\(reasonName)”"))
      }
      let session = try await SandboxSession.open(arguments)
      let renewalExtension = RenewalExtension(days: days, reason: reason, requestID: UUID().uuidString.lowercased())
      try await session.perform(.server(.extendRenewalDate(.id(id), renewalExtension)))
      return 0
    }
  )

  /// `storefront server test-notification`: Request a Test Notification, from the command line.
  static let serverTestNotification = CommandSpec(
    name: "test-notification",
    summary: Phrase(
      en: "send a TEST notification to every webhook, as Request a Test Notification does",
      zhHans: "向每个 webhook 发送一条 TEST 通知，如同“请求测试通知”（Request a Test Notification）"),
    discussion: Phrase(
      en: """
      Prints the test notification token, which Get Test Notification Status takes. A running 'storefront server'
      (or 'storefront --server') delivers it.
      """,
      zhHans: """
      打印测试通知令牌，供“获取测试通知状态”（Get Test Notification Status）使用。由正在运行的“storefront server”
      （或“storefront --server”）发送。
      """),
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      try await session.perform(.server(.requestTestNotification))
      return 0
    }
  )
}
