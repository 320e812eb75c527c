import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront refund-answer [approve|decline|cancel]`: how the App Store answers the app's refund sheet.
  static let refundAnswer = CommandSpec(
    name: "refund-answer",
    summary: "show or choose how the App Store answers a refund request the customer makes in the app",
    discussion: """
      approve   the refund is approved at once (StoreKit Testing's answer): the refunded transaction reaches updates
      decline   the App Store declines: beginRefundRequest returns success, nothing changes for the app, and the
                server is sent REFUND_DECLINED
      cancel    the customer cancels the refund sheet: beginRefundRequest returns userCancelled
      """,
    arguments: [
      ArgumentSpec(
        name: "ANSWER", help: "approve, decline or cancel (without it: the answer in force)", isOptional: true,
        values: .words(RefundRequestAnswer.allCases.map(\.rawValue)))
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      guard let word = arguments.argument(0) else {
        Console.out("Refund answer: \(await session.sandbox.settings.refundRequestAnswer.rawValue)")
        return 0
      }
      guard let answer = RefundRequestAnswer(rawValue: word) else {
        throw UsageError("'refund-answer' takes approve, decline or cancel, got '\(word)'")
      }
      try await session.perform(.set(.refundAnswer(answer)))
      return 0
    }
  )

  /// `storefront grace-period [on|off|3|16|28|default]`: the billing grace period and its length.
  static let gracePeriod = CommandSpec(
    name: "grace-period",
    summary: "show or change the billing grace period: on or off, and its length in days (3, 16 or 28)",
    discussion: """
      on, off   whether a renewal that fails to bill keeps access for a grace period (with billing retry on)
      3, 16, 28 App Store Connect's lengths (THREE_DAYS, SIXTEEN_DAYS, TWENTY_EIGHT_DAYS); default is StoreKit
                Testing's own: 6 days for weekly subscriptions, 16 otherwise. Lengths scale with the time rate.
      """,
    arguments: [
      ArgumentSpec(
        name: "VALUE", help: "on, off, 3, 16, 28 or default (without it: what is in force)", isOptional: true,
        values: .words(["on", "off"] + GracePeriodLength.allCases.map { String($0.rawValue) } + ["default"]))
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      switch arguments.argument(0) {
      case nil:
        let settings = await session.sandbox.settings
        let length = settings.gracePeriodLength.map { "\($0.rawValue) days" } ?? "default (6 days weekly, 16 otherwise)"
        Console.out("Grace period: \(settings.billingGracePeriodEnabled ? "on" : "off"), \(length)")
      case "on", "off":
        try await session.perform(.set(.gracePeriod(arguments.argument(0) == "on")))
      case "default":
        try await session.perform(.set(.gracePeriodLength(nil)))
      case let word?:
        guard let days = Int(word), let length = GracePeriodLength(rawValue: days) else {
          throw UsageError("'grace-period' takes on, off, 3, 16, 28 or default, got '\(word)'")
        }
        try await session.perform(.set(.gracePeriodLength(length)))
      }
      return 0
    }
  )

  /// `storefront consumable-history [on|off]`: the app's `SKIncludeConsumableInAppPurchaseHistory`.
  static let consumableHistory = CommandSpec(
    name: "consumable-history",
    summary: "show or switch SKIncludeConsumableInAppPurchaseHistory: finished consumables in Transaction.all",
    arguments: [
      ArgumentSpec(
        name: "STATE", help: "on or off (without it: what is in force)", isOptional: true, values: .words(["on", "off"]))
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      switch arguments.argument(0) {
      case nil:
        Console.out("Consumable history: \(await session.sandbox.settings.includesConsumableHistory ? "on" : "off")")
      case let state? where state == "on" || state == "off":
        try await session.perform(.set(.consumableHistory(state == "on")))
      case let other?:
        throw UsageError("'consumable-history' takes on or off, got '\(other)'")
      }
      return 0
    }
  )
}
