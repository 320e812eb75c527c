import FoundationEssentials
import InterfaceLanguage
import StoreEngine
import StoreOperations
import StorefrontApp

extension CommandSpec {
  /// `storefront buy PRODUCT`: purchase as an app would.
  static let buy = CommandSpec(
    name: "buy",
    summary: Phrase(en: "buy a product as an app would: verify, deliver, finish", zhHans: "像 App 一样购买产品：验证、交付、完成"),
    discussion: Phrase(
      en: """
        Prints the result and the signed transaction. Exit status: 0 purchased, already owned, pending or
        cancelled (the result says which); 1 the purchase failed or its transaction did not verify.
        """,
      zhHans: """
        输出结果和签名的交易。退出状态：0 已购买、已拥有、待处理或已取消（结果会说明是哪一种）；1 购买失败或其交易
        未通过验证。
        """),
    arguments: [
      ArgumentSpec(name: "PRODUCT", help: Phrase(en: "the product identifier", zhHans: "产品标识符"), values: .products)
    ],
    options: OptionSpec.sandboxOptions + [
      .value(
        "quantity", "N",
        help: Phrase(
          en: "how many (1-10; consumables and non-renewing subscriptions)", zhHans: "数量（1-10；用于消耗型项目和非续期订阅）")),
      .flag(
        "no-finish",
        help: Phrase(
          en: "deliver but leave the transaction unfinished (it replays at the next launch)",
          zhHans: "交付但不完成交易（下次启动时会再次送达）")),
      .value(
        "app-account-token", "UUID",
        help: Phrase(en: "the app's account token to keep in the transaction", zhHans: "记入交易的 App 账户令牌")),
      .flag(
        "ask-to-buy",
        help: Phrase(
          en: "ask a parent to approve this purchase (simulatesAskToBuyInSandbox)",
          zhHans: "请家长批准这次购买（simulatesAskToBuyInSandbox）")),
      .value(
        "offer-code", "NAME",
        help: Phrase(
          en: "redeem an offer code (its reference name in the catalog)", zhHans: "兑换优惠代码（它在目录中的参考名称）")),
      .value("win-back", "OFFER", help: Phrase(en: "use a win-back offer", zhHans: "使用赢回优惠")),
      .value(
        "promotional-offer", "OFFER",
        help: Phrase(
          en: "use a promotional offer, signed with the catalog's offer key", zhHans: "使用促销优惠，以目录的优惠密钥签名")),
      .value(
        "billing-plan", "PLAN",
        help: Phrase(
          en: "pay a subscription by one of its billing plans: BILLED_UPFRONT or MONTHLY",
          zhHans: "按订阅的某个计费方案付款：BILLED_UPFRONT 或 MONTHLY")),
      .json,
    ],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let productID = arguments.positionals[0]
      var request = PurchaseRequest(
        quantity: try arguments.integer("quantity", in: 0...1_000), offerCode: arguments.value("offer-code"),
        billingPlan: arguments.value("billing-plan")?.uppercased(), askToBuy: arguments.flag("ask-to-buy"),
        noFinish: arguments.flag("no-finish"))
      request.promotionalOffer = arguments.value("promotional-offer")
      request.winBackOffer = arguments.value("win-back")
      if let token = arguments.value("app-account-token") {
        guard let uuid = UUID(uuidString: token) else {
          throw UsageError(
            Phrase(
              en: "--app-account-token expects a UUID, got '\(token)'", zhHans: "--app-account-token 的值应为 UUID，实际为 '\(token)'"))
        }
        request.appAccountToken = uuid
      }
      let model = try await session.launchApp(productIDs: [productID])
      let result = await StoreExecutor(sandbox: session.sandbox, app: model).run(.buy(productID: productID, options: request))
      await model.stop()
      return try await report(
        result, session: session, words: await session.words(products: result.snapshot?.loadedProducts ?? []),
        json: arguments.flag("json"))
    }
  )

  /// Prints the outcome in the renderer's words, then the order id and the signed transaction it produced or answered
  /// with. A success that charged nothing says why: the customer already had it, or the subscription changes at its
  /// next renewal.
  private static func report(_ result: OperationResult, session: SandboxSession, words: OutcomeWords, json: Bool)
    async throws -> Int32
  {
    let purchase: PurchaseOutcome? = if case .purchase(let outcome) = result.outcome { outcome } else { nil }
    let text = TerminalText.safe(words.report(result).text)
    let transaction: VerificationResult<Transaction>? =
      switch purchase {
      case .unverified(let bought, let error)?: .unverified(bought, error)
      case let outcome?: outcome.transaction.map { .verified($0) }
      case nil: nil
      }
    var orderID: String?
    if let transaction { orderID = try await session.sandbox.orderID(of: transaction.unsafePayloadValue.id) }
    if json {
      var object: [String: Any] = ["result": resultKey(purchase), "message": text]
      object["transaction"] = transaction.map { TransactionOutput.json($0, orderID: orderID) }
      if case .upgraded(_, let replaced)? = purchase { object["replaced"] = TransactionOutput.json(.verified(replaced)) }
      if case .renewalChanged(let change)? = purchase { object["changeDate"] = change.date.map(DateText.iso) }
      Console.out(TransactionOutput.text(object))
    } else {
      Console.out(text)
      if let orderID, transaction != nil { Console.out(words.orderSentence(orderID)) }
      if let transaction { Console.out(transaction.unsafePayloadValue.jwsRepresentation) }
    }
    return result.succeeded ? 0 : 1
  }

  /// The `result` key of `--json`: `purchased` (an upgrade too), `alreadyOwned`, `scheduled`, `pending`,
  /// `cancelled`, `unverified`, `failed` or `ignored`.
  private static func resultKey(_ purchase: PurchaseOutcome?) -> String {
    switch purchase {
    case .purchased?, .upgraded?: "purchased"
    case .alreadyOwned?: "alreadyOwned"
    case .renewalChanged?: "scheduled"
    case .pending?: "pending"
    case .cancelled?: "cancelled"
    case .unverified?: "unverified"
    case .ignored?: "ignored"
    case .failed?, .productNotLoaded?, nil: "failed"
    }
  }
}
