import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront refund-request ID [--json]`: the app's own refund sheet (`Transaction.beginRefundRequest(for:)`),
  /// as the storefront's refund button opens it; the App Store answers as `refund-answer` says.
  static let refundRequest = CommandSpec(
    name: "refund-request",
    summary: "ask for a refund in the app's refund sheet (Transaction.beginRefundRequest), answered as refund-answer says",
    discussion: """
      The customer's side of a refund, as the storefront's refund button asks: the app calls beginRefundRequest
      for the transaction and prints what it returned. Approved (StoreKit Testing's answer): success, and the
      refunded transaction reaches updates. Declined: success too (the status of the request, not of the refund),
      nothing changes for the app and the server is sent REFUND_DECLINED. Cancelled: userCancelled.
      'storefront refund ID' is the App Store's side instead: a refund from outside the app, approved at once.
      --json prints the status beginRefundRequest returned, the App Store's answer and the transaction.
      Exit status: 0 the request was made or cancelled; 1 beginRefundRequest threw.
      """,
    arguments: [ArgumentSpec(name: "ID", help: "the transaction id")],
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
        guard result.succeeded else { throw CommandFailure(text) }
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
