import Foundation
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront reverse-refund ID`.
  static let reverseRefund = CommandSpec(
    name: "reverse-refund",
    summary: "reverse a refund the App Store granted: the purchase is entitled again (REFUND_REVERSED)",
    discussion: """
      As when the App Store reverses a refund after the customer disputed it: the transaction loses its
      revocationDate and revocationReason, the app gets it re-signed on Transaction.updates, and every webhook a
      REFUND_REVERSED notification. ID is a refunded transaction of the customer's own.
      """,
    arguments: [ArgumentSpec(name: "ID", help: "the refunded transaction's id")],
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
    summary: "ask the customer to consent to a subscription's price increase, or consent or decline for them",
    discussion: """
      As StoreKitTest's requestPriceIncreaseConsentForTransaction, consentToPriceIncreaseForTransaction and
      declinePriceIncreaseForTransaction: request sends PRICE_INCREASE / PENDING (priceIncreaseStatus 0 in the renewal
      info), consent PRICE_INCREASE / ACCEPTED (1); decline turns auto-renew off. Without consent by the renewal date
      the subscription expires (EXPIRED / PRICE_INCREASE, expirationIntent 3). The catalog's price does not change:
      a .storekit file has no second price. NAME is a subscription group (id or reference name) or one of its
      products.
      """,
    arguments: [
      ArgumentSpec(
        name: "STEP", help: "request, consent or decline", values: .words(PriceIncreaseStep.allCases.map(\.rawValue))),
      ArgumentSpec(name: "NAME", help: "a subscription group or product", isOptional: true),
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      // The catalog and sandbox first, as `subscription` does: a missing catalog is named before the words are.
      let session = try await SandboxSession.open(arguments)
      let stepName = arguments.positionals[0]
      guard let step = PriceIncreaseStep(rawValue: stepName) else {
        throw UsageError("unknown step '\(stepName)'; use request, consent or decline")
      }
      guard let name = arguments.argument(1) else {
        throw UsageError("'price-increase \(stepName)' needs a subscription group or product")
      }
      try await session.perform(.priceIncrease(step, SubscriptionReference(name)))
      return 0
    }
  )
}
