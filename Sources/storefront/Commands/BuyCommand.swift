import Foundation
import StoreCatalog
import StoreEngine

extension CommandSpec {
  /// `storefront buy PRODUCT`: purchase as an app would.
  static let buy = CommandSpec(
    name: "buy",
    summary: "buy a product as an app would: verify, deliver, finish",
    discussion: """
      Prints the result and the signed transaction. Exit status: 0 purchased, already owned, pending or
      cancelled (the result says which); 1 the purchase failed or its transaction did not verify.
      """,
    arguments: [ArgumentSpec(name: "PRODUCT", help: "the product identifier", values: .products)],
    options: OptionSpec.sandboxOptions + [
      .value("quantity", "N", help: "how many (1-10; consumables and non-renewing subscriptions)"),
      .flag("no-finish", help: "deliver but leave the transaction unfinished (it replays at the next launch)"),
      .value("app-account-token", "UUID", help: "the app's account token to keep in the transaction"),
      .flag("ask-to-buy", help: "ask a parent to approve this purchase (simulatesAskToBuyInSandbox)"),
      .value("offer-code", "NAME", help: "redeem an offer code (its reference name in the catalog)"),
      .value("win-back", "OFFER", help: "use a win-back offer"),
      .value("promotional-offer", "OFFER", help: "use a promotional offer, signed with the catalog's offer key"),
      .value("billing-plan", "PLAN", help: "pay a subscription by one of its billing plans: BILLED_UPFRONT or MONTHLY"),
      .json,
    ],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let productID = arguments.positionals[0]
      var options: [PurchaseOption] = []
      if let quantity = try arguments.integer("quantity", in: 0...1_000) { options.append(.quantity(quantity)) }
      if let token = arguments.value("app-account-token") {
        guard let uuid = UUID(uuidString: token) else { throw UsageError("--app-account-token expects a UUID, got '\(token)'") }
        options.append(.appAccountToken(uuid))
      }
      if arguments.flag("ask-to-buy") { options.append(.simulatesAskToBuy(true)) }
      if let plan = arguments.value("billing-plan") { options.append(.billingPlan(plan.uppercased())) }
      if let code = arguments.value("offer-code") { options.append(.offerCode(code)) }
      if let offer = arguments.value("win-back") { options.append(.winBackOffer(offerID: offer)) }
      if let offer = arguments.value("promotional-offer") {
        options.append(try await session.sandbox.signedPromotionalOffer(offer, for: productID, appAccountToken: options.appAccountToken))
      }
      let store = try await Store(sandbox: session.sandbox, device: "cli-\(getpid())")
      let model = await StoreModel(store: store, configuration: .init(productIDs: [productID], finishTransactions: !arguments.flag("no-finish")))
      await model.loadProducts()
      let newestBefore = try await session.sandbox.allTransactions().last?.id ?? 0
      let outcome = await model.purchase(productID, options: options)
      await model.stop()
      let renewsAs = try await session.sandbox.subscriptionStatuses().first { $0.transaction.productID != productID
        && session.catalog.product(productID)?.subscription?.groupID == $0.groupID }?.renewal.autoRenewProductID
      return report(outcome, requested: productID, newestBefore: newestBefore, renewsAs: renewsAs, json: arguments.flag("json"))
    }
  )

  /// Prints the outcome. A success that charged nothing says why: the customer already had it, or (a
  /// downgrade or crossgrade) the subscription changes at its next renewal.
  private static func report(
    _ outcome: PurchaseOutcome, requested productID: String, newestBefore: UInt64, renewsAs: String?, json: Bool
  ) -> Int32 {
    let (result, text, status): (String, String, Int32)
    var transaction: VerificationResult<Transaction>?
    switch outcome {
    case .purchased(let bought) where bought.id > newestBefore:
      transaction = .verified(bought)
      (result, text, status) = ("purchased", "Purchased: \(TransactionOutput.line(.verified(bought)))", 0)
    case .purchased(let current) where current.productID != productID:
      transaction = .verified(current)
      let change = renewsAs == productID ? "renews as \(productID) at the end of the current period" : "keeps its current product"
      (result, text, status) = (
        "scheduled", "Nothing charged now: the subscription \(change). Current: \(TransactionOutput.line(.verified(current)))", 0
      )
    case .purchased(let owned):
      transaction = .verified(owned)
      (result, text, status) = ("alreadyOwned", "Already owned, nothing charged: \(TransactionOutput.line(.verified(owned)))", 0)
    case .unverified(let bought, let error):
      transaction = .unverified(bought, error)
      (result, text, status) = ("unverified", "Not granted — the transaction failed verification: \(error)", 1)
    case .pending:
      (result, text, status) = ("pending", "Pending: waiting for approval (see 'storefront ask-to-buy list')", 0)
    case .cancelled:
      (result, text, status) = ("cancelled", "Cancelled", 0)
    case .failed(let message):
      (result, text, status) = ("failed", "Failed: \(message)", 1)
    case .ignored:
      (result, text, status) = ("ignored", "Ignored: a purchase of this product is already in flight", 1)
    }
    if json {
      var object: [String: Any] = ["result": result, "message": text]
      object["transaction"] = transaction.map { TransactionOutput.json($0) }
      Console.out(TransactionOutput.text(object))
    } else {
      Console.out(text)
      if let transaction { Console.out(transaction.unsafePayloadValue.jwsRepresentation) }
    }
    return status
  }
}
