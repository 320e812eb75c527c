import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront finish ID`.
  static let finish = CommandSpec(
    name: "finish",
    summary: "finish a transaction, as an app does after delivering it",
    arguments: [ArgumentSpec(name: "ID", help: "the transaction id")],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      try await session.perform(.finish(.id(try transactionID(arguments))))
      return 0
    }
  )

  /// `storefront refund ID`.
  static let refund = CommandSpec(
    name: "refund",
    summary: "refund a transaction from outside the app (approved at once, as in testing)",
    arguments: [ArgumentSpec(name: "ID", help: "the transaction id")],
    options: OptionSpec.sandboxOptions + [
      .value("reason", "REASON", help: "other (default) or developer-issue", values: .words(["other", "developer-issue"])),
    ],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let id = try transactionID(arguments)
      let reason: RevocationReason
      switch arguments.value("reason") ?? "other" {
      case "other": reason = .other
      case "developer-issue": reason = .developerIssue
      case let other: throw UsageError("--reason expects other or developer-issue, got '\(other)'")
      }
      try await session.perform(.refund(.id(id), reason))
      return 0
    }
  )

  /// `storefront restore`.
  static let restore = CommandSpec(
    name: "restore",
    summary: "restore purchases: AppStore.sync(), then the current entitlements",
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
        for entitlement in entitlements { Console.out(TransactionOutput.line(entitlement)) }
      }
      return result.succeeded ? 0 : 1
    }
  )

  static func transactionID(_ arguments: ParsedArguments) throws -> UInt64 {
    let text = arguments.positionals[0]
    guard let id = UInt64(text.hasPrefix("#") ? String(text.dropFirst()) : text) else {
      throw UsageError("a transaction id is a number, got '\(text)'")
    }
    return id
  }
}
