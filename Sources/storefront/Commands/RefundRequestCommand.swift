import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StorefrontApp

extension CommandSpec {
  /// `storefront refund-request ID [--json]`: the app's own refund sheet (`Transaction.beginRefundRequest(for:)`),
  /// as the storefront's refund button opens it; the App Store answers as `refund-answer` says.
  static let refundRequest = CommandSpec(
    name: "refund-request",
    summary: Phrase(
      en: "ask for a refund in the app's refund sheet (Transaction.beginRefundRequest), answered as refund-answer says",
      zhHans: "在 App 的退款表单中申请退款（Transaction.beginRefundRequest），按 refund-answer 的设置作答"),
    discussion: Phrase(
      en: """
        The customer's side of a refund, as the storefront's refund button asks: the app calls beginRefundRequest
        for the transaction and prints what it returned. Approved (StoreKit Testing's answer): success, and the
        refunded transaction reaches updates. Declined: success too (the status of the request, not of the refund),
        nothing changes for the app and the server is sent REFUND_DECLINED. Cancelled: userCancelled.
        'storefront refund ID' is the App Store's side instead: a refund from outside the app, approved at once.
        --json prints the status beginRefundRequest returned, the App Store's answer and the transaction.
        Exit status: 0 the request was made or cancelled; 1 beginRefundRequest threw.
        """,
      zhHans: """
        退款中顾客一方的操作，与店面的退款按钮发起的一样：App 为这笔交易调用 beginRefundRequest，并打印它返回的结果。
        批准（StoreKit 测试的默认答复）：success，退款后的交易送达 updates。拒绝：同样是 success（这是请求的状态，
        而不是退款的状态），App 这边没有任何变化，服务器收到 REFUND_DECLINED。取消：userCancelled。
        'storefront refund ID' 则是 App Store 一方：从 App 之外退款，立即批准。
        --json 打印 beginRefundRequest 返回的状态、App Store 的答复和这笔交易。
        退出状态：0 请求已发出或已取消；1 beginRefundRequest 抛出了错误。
        """),
    arguments: [ArgumentSpec(name: "ID", help: Phrase(en: "the transaction id", zhHans: "交易 id"))],
    options: OptionSpec.sandboxOptions + [.json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let id = try transactionID(arguments)
      let model = try await session.launchApp()
      let result = await StoreExecutor(sandbox: session.sandbox, app: model).run(.requestRefund(.id(id)))
      let record = try await session.sandbox.transaction(id)
      let verdict = if let record { await model.store.verify([record]).first } else { nil as VerificationResult<Transaction>? }
      await model.stop()
      let text = TerminalText.safe(await session.words().report(result).text)
      guard arguments.flag("json") else {
        guard result.succeeded else { throw CommandFailure(words: text) }
        Console.out(text)
        return 0
      }
      let outcome: RefundRequestOutcome? = if case .refundRequest(let outcome) = result.outcome { outcome } else { nil }
      var object: [String: Any] = ["result": answerKey(outcome), "message": text, "transactionID": id]
      object["status"] = outcome?.status?.rawValue
      object["error"] = result.outcome.failure?.caseName
      if let record, let verdict {
        object["transaction"] = TransactionOutput.json(
          verdict, finished: record.isFinished, orderID: try await session.sandbox.orderID(of: id))
      }
      Console.out(TransactionOutput.text(object))
      return result.succeeded ? 0 : 1
    }
  )

  /// The `result` key of `--json`: what the App Store answered (`approved`, `declined`), `cancelled` when the
  /// customer cancelled the sheet, `failed` when beginRefundRequest threw.
  private static func answerKey(_ outcome: RefundRequestOutcome?) -> String {
    switch outcome {
    case .approved?: "approved"
    case .declined?: "declined"
    case .userCancelled?: "cancelled"
    case .failed?, nil: "failed"
    }
  }
}
