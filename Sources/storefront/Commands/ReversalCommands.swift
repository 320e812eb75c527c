import InterfaceLanguage
import StoreOperations

extension CommandSpec {
  /// `storefront reverse-refund ID`.
  static let reverseRefund = CommandSpec(
    name: "reverse-refund",
    summary: Phrase(
      en: "reverse a refund the App Store granted: the purchase is entitled again (REFUND_REVERSED)",
      zhHans: "撤回 App Store 已批准的退款：该购买重新享有权益（REFUND_REVERSED）"),
    discussion: Phrase(
      en: """
      As when the App Store reverses a refund after the customer disputed it: the transaction loses its
      revocationDate and revocationReason, the app gets it re-signed on Transaction.updates, and every webhook a
      REFUND_REVERSED notification. ID is a refunded transaction of the customer's own; a revocation that was no
      refund (REVOKE) cannot be reversed.
      """,
      zhHans: """
      如同顾客提出异议后 App Store 撤回退款：该交易不再带有 revocationDate 和 revocationReason，App 会通过
      Transaction.updates 收到重新签名的交易，每个 webhook 都会收到 REFUND_REVERSED 通知。ID 须是顾客本人已退款的交易；
      并非退款的撤销（REVOKE）无法撤回。
      """),
    arguments: [ArgumentSpec(name: "ID", help: Phrase(en: "the refunded transaction's id", zhHans: "已退款交易的 ID"))],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      try await session.perform(.reverseRefund(.id(try transactionID(arguments))))
      return 0
    }
  )

  /// `storefront price-increase request|consent|decline NAME`.
  static let priceIncrease = CommandSpec(
    name: "price-increase",
    summary: Phrase(
      en: "ask the customer to consent to a subscription's price increase, or consent or decline for them",
      zhHans: "请顾客同意订阅涨价，或代顾客同意或拒绝"),
    discussion: Phrase(
      en: """
      As StoreKitTest's requestPriceIncreaseConsentForTransaction, consentToPriceIncreaseForTransaction and
      declinePriceIncreaseForTransaction: request sends PRICE_INCREASE / PENDING (priceIncreaseStatus 0 in the renewal
      info), consent PRICE_INCREASE / ACCEPTED (1); decline turns auto-renew off. Without consent by the renewal date
      the subscription expires (EXPIRED / PRICE_INCREASE, expirationIntent 3). The catalog's price does not change:
      a .storekit file has no second price. NAME is a subscription group (id or reference name) or one of its
      products.
      """,
      zhHans: """
      对应 StoreKitTest 的 requestPriceIncreaseConsentForTransaction、consentToPriceIncreaseForTransaction 和
      declinePriceIncreaseForTransaction：request 发送 PRICE_INCREASE / PENDING（续期信息中 priceIncreaseStatus 为 0），
      consent 发送 PRICE_INCREASE / ACCEPTED（1）；decline 会关闭自动续期。若到续期日期仍未同意，订阅将过期
      （EXPIRED / PRICE_INCREASE，expirationIntent 为 3）。目录中的价格不会改变：.storekit 文件没有第二个价格。
      NAME 是订阅群组（ID 或参考名称）或其中的一个产品。
      """),
    arguments: [
      ArgumentSpec(
        name: "STEP", help: Phrase(en: "request, consent or decline", zhHans: "request、consent 或 decline"),
        values: .words(PriceIncreaseStep.allCases.map(\.rawValue))),
      ArgumentSpec(
        name: "NAME", help: Phrase(en: "a subscription group or product", zhHans: "订阅群组或产品"), isOptional: true),
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      // The catalog and sandbox first, as `subscription` does: a missing catalog is named before the words are.
      let session = try await SandboxSession.open(arguments)
      let stepName = arguments.positionals[0]
      guard let step = PriceIncreaseStep(rawValue: stepName) else {
        throw UsageError(
          Phrase(
            en: "unknown step '\(stepName)'; use request, consent or decline",
            zhHans: "没有步骤“\(stepName)”；请使用 request、consent 或 decline"))
      }
      guard let name = arguments.argument(1) else {
        throw UsageError(
          Phrase(
            en: "'price-increase \(stepName)' needs a subscription group or product",
            zhHans: "“price-increase \(stepName)”需要一个订阅群组或产品"))
      }
      try await session.perform(.priceIncrease(step, SubscriptionReference(name)))
      return 0
    }
  )
}
