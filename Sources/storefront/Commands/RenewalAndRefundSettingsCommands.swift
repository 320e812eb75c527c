import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StorefrontApp

extension CommandSpec {
  /// `storefront refund-answer [approve|decline|cancel]`: how the App Store answers the app's refund sheet.
  static let refundAnswer = CommandSpec(
    name: "refund-answer",
    summary: Phrase(
      en: "show or choose how the App Store answers a refund request the customer makes in the app",
      zhHans: "查看或选择 App Store 如何答复顾客在 App 内提出的退款请求"),
    discussion: Phrase(
      en: """
      approve   the refund is approved at once (StoreKit Testing's answer): the refunded transaction reaches updates
      decline   the App Store declines: beginRefundRequest returns success, nothing changes for the app, and the
                server is sent REFUND_DECLINED
      cancel    the customer cancels the refund sheet: beginRefundRequest returns userCancelled
      """,
      zhHans: """
      approve   立即批准退款（StoreKit Testing 的答复）：退款的交易会送达 updates
      decline   App Store 拒绝：beginRefundRequest 返回 success，App 这边什么都不变，服务器收到
                REFUND_DECLINED
      cancel    顾客取消退款表单：beginRefundRequest 返回 userCancelled
      """),
    arguments: [
      ArgumentSpec(
        name: "ANSWER",
        help: Phrase(
          en: "approve, decline or cancel (without it: the answer in force)",
          zhHans: "approve、decline 或 cancel（省略时显示当前的答复）"),
        isOptional: true,
        values: .words(RefundRequestAnswer.allCases.map(\.rawValue)))
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      guard let word = arguments.argument(0) else {
        let answer = await session.sandbox.settings.refundRequestAnswer.rawValue
        Console.out(arguments.language.say(en: "Refund answer: \(answer)", zhHans: "退款答复：\(answer)"))
        return 0
      }
      guard let answer = RefundRequestAnswer(rawValue: word) else {
        throw UsageError(
          Phrase(
            en: "'refund-answer' takes approve, decline or cancel, got '\(word)'",
            zhHans: "'refund-answer' 接受 approve、decline 或 cancel，实际为 '\(word)'"))
      }
      try await session.perform(.set(.refundAnswer(answer)))
      return 0
    }
  )

  /// `storefront grace-period [on|off|3|16|28|default]`: the billing grace period and its length.
  static let gracePeriod = CommandSpec(
    name: "grace-period",
    summary: Phrase(
      en: "show or change the billing grace period: on or off, and its length in days (3, 16 or 28)",
      zhHans: "查看或更改账单宽限期：开启或关闭，以及天数（3、16 或 28）"),
    discussion: Phrase(
      en: """
      on, off   whether a renewal that fails to bill keeps access for a grace period (with billing retry on)
      3, 16, 28 App Store Connect's lengths (THREE_DAYS, SIXTEEN_DAYS, TWENTY_EIGHT_DAYS); default is StoreKit
                Testing's own: 6 days for weekly subscriptions, 16 otherwise. Lengths scale with the time rate.
      """,
      zhHans: """
      on, off   续期计费失败时是否在宽限期内保留访问权限（需开启计费重试）
      3, 16, 28 App Store Connect 的时长（THREE_DAYS、SIXTEEN_DAYS、TWENTY_EIGHT_DAYS）；default 为 StoreKit
                Testing 自己的：每周订阅 6 天，其他 16 天。时长随时间速率缩放。
      """),
    arguments: [
      ArgumentSpec(
        name: "VALUE",
        help: Phrase(
          en: "on, off, 3, 16, 28 or default (without it: what is in force)",
          zhHans: "on、off、3、16、28 或 default（省略时显示当前设置）"),
        isOptional: true,
        values: .words(["on", "off"] + GracePeriodLength.allCases.map { String($0.rawValue) } + ["default"]))
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      switch arguments.argument(0) {
      case nil:
        let settings = await session.sandbox.settings
        Console.out(
          Self.gracePeriodStatus(
            on: settings.billingGracePeriodEnabled, days: settings.gracePeriodLength?.rawValue
          ).text(in: arguments.language))
      case "on", "off":
        try await session.perform(.set(.gracePeriod(arguments.argument(0) == "on")))
      case "default":
        try await session.perform(.set(.gracePeriodLength(nil)))
      case let word?:
        guard let days = Int(word), let length = GracePeriodLength(rawValue: days) else {
          throw UsageError(
            Phrase(
              en: "'grace-period' takes on, off, 3, 16, 28 or default, got '\(word)'",
              zhHans: "'grace-period' 接受 on、off、3、16、28 或 default，实际为 '\(word)'"))
        }
        try await session.perform(.set(.gracePeriodLength(length)))
      }
      return 0
    }
  )

  /// `storefront consumable-history [on|off]`: the app's `SKIncludeConsumableInAppPurchaseHistory`.
  static let consumableHistory = onOffSwitch(
    name: "consumable-history",
    summary: Phrase(
      en: "show or switch SKIncludeConsumableInAppPurchaseHistory: finished consumables in Transaction.all",
      zhHans: "查看或切换 SKIncludeConsumableInAppPurchaseHistory：已完成的消耗型项目是否出现在 Transaction.all 中"),
    shown: { isOn in
      isOn
        ? Phrase(en: "Consumable history: on", zhHans: "消耗型项目历史：开")
        : Phrase(en: "Consumable history: off", zhHans: "消耗型项目历史：关")
    },
    current: \.includesConsumableHistory, change: SettingChange.consumableHistory)

  /// `Grace period: on, 16 days`; `宽限期：开，16 天`.
  private static func gracePeriodStatus(on: Bool, days: Int?) -> Phrase {
    switch (on, days) {
    case (true, let days?): Phrase(en: "Grace period: on, \(days) days", zhHans: "宽限期：开，\(days)天")
    case (false, let days?): Phrase(en: "Grace period: off, \(days) days", zhHans: "宽限期：关，\(days)天")
    case (true, nil):
      Phrase(en: "Grace period: on, default (6 days weekly, 16 otherwise)", zhHans: "宽限期：开，默认（每周订阅 6 天，其他 16 天）")
    case (false, nil):
      Phrase(en: "Grace period: off, default (6 days weekly, 16 otherwise)", zhHans: "宽限期：关，默认（每周订阅 6 天，其他 16 天）")
    }
  }
}
