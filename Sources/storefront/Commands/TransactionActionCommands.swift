import InterfaceLanguage
import StoreEngine
import StoreOperations
import StorefrontApp

extension CommandSpec {
  /// `storefront finish ID`.
  static let finish = CommandSpec(
    name: "finish",
    summary: Phrase(en: "finish a transaction, as an app does after delivering it", zhHans: "完成一笔交易，就像 App 交付内容之后那样"),
    arguments: [ArgumentSpec(name: "ID", help: Phrase(en: "the transaction id", zhHans: "交易 id"))],
    options: OptionSpec.sandboxOptions + [.json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let id = try transactionID(arguments)
      return try await performOnTransaction(.finish(.id(id)), id: id, session: session, json: arguments.flag("json"))
    }
  )

  /// `storefront refund ID`.
  static let refund = CommandSpec(
    name: "refund",
    summary: Phrase(
      en: "refund a transaction from outside the app (approved at once, as in testing)",
      zhHans: "从 App 之外为一笔交易退款（与测试中一样立即批准）"),
    arguments: [ArgumentSpec(name: "ID", help: Phrase(en: "the transaction id", zhHans: "交易 id"))],
    options: OptionSpec.sandboxOptions + [.revocationReason, .json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let id = try transactionID(arguments)
      let reason = try arguments.revocationReason()
      return try await performOnTransaction(.refund(.id(id), reason), id: id, session: session, json: arguments.flag("json"))
    }
  )

  /// `storefront restore`.
  static let restore = CommandSpec(
    name: "restore",
    summary: Phrase(
      en: "restore purchases: AppStore.sync(), then the current entitlements", zhHans: "恢复购买：AppStore.sync()，然后列出当前权益"),
    options: OptionSpec.sandboxOptions + [.json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let model = try await session.launchApp()
      let result = await StoreExecutor(sandbox: session.sandbox, app: model).run(.restore)
      let entitlements = try await model.store.currentEntitlements()
      await model.stop()
      let text = TerminalText.safe(await session.words().report(result).text)
      if arguments.flag("json") {
        let kind = result.succeeded ? "success" : "failure"
        Console.out(TransactionOutput.text(["result": kind, "message": text, "entitlements": entitlements.map { TransactionOutput.json($0) }]))
      } else {
        Console.out(text)
        for entitlement in entitlements { Console.out(TransactionOutput.line(entitlement, language: arguments.language)) }
      }
      return result.succeeded ? 0 : 1
    }
  )

  /// Finishes or refunds a transaction: in words, or with `--json` as `{"result", "id", "message"}` whether or not
  /// it was done — `result` is `finished`, `alreadyFinished`, `refunded` or `failed` (then the exit status is 1).
  private static func performOnTransaction(
    _ operation: StoreOperation, id: UInt64, session: SandboxSession, json: Bool
  ) async throws -> Int32 {
    guard json else {
      try await session.perform(operation)
      return 0
    }
    let result = await StoreExecutor(sandbox: session.sandbox).run(operation)
    let kind =
      switch result.outcome {
      case .finish(.finished(_, wasUnfinished: true)): "finished"
      case .finish(.finished(_, wasUnfinished: false)): "alreadyFinished"
      case .revoked(_, refund: true): "refunded"
      default: "failed"
      }
    let message = TerminalText.safe(await session.words().report(result).text)
    Console.out(TransactionOutput.text(["result": kind, "id": id, "message": message]))
    return result.succeeded ? 0 : 1
  }

  static func transactionID(_ arguments: ParsedArguments) throws -> UInt64 {
    let text = arguments.positionals[0]
    guard let id = UInt64(text.hasPrefix("#") ? String(text.dropFirst()) : text) else {
      throw UsageError(Phrase(en: "a transaction id is a number, got '\(text)'", zhHans: "交易 id 应为数字，实际为 '\(text)'"))
    }
    return id
  }
}
