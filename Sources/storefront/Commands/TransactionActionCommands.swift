import Foundation
import StoreCatalog
import StoreEngine

extension CommandSpec {
  /// `storefront finish ID`.
  static let finish = CommandSpec(
    name: "finish",
    summary: "finish a transaction, as an app does after delivering it",
    arguments: [ArgumentSpec(name: "ID", help: "the transaction id")],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let id = try transactionID(arguments)
      guard try await session.sandbox.transaction(id) != nil else { throw CommandFailure("there is no transaction \(id) in this sandbox") }
      let changed = try await session.sandbox.finish(id, device: "cli-\(getpid())")
      Console.out(changed ? "Finished transaction \(id)." : "Transaction \(id) was already finished.")
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
      do {
        let record = try await session.sandbox.refund(id, reason: reason, device: nil)
        Console.out("Refunded transaction \(id) (\(record.productID)); it leaves entitlements and reaches every device's updates.")
      } catch let error as SandboxActionError {
        throw CommandFailure(error.description)
      }
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
      let store = try await Store(sandbox: session.sandbox, device: "cli-\(getpid())")
      let model = await StoreModel(store: store)
      let message = await model.restore()
      let entitlements = try await store.currentEntitlements()
      await model.stop()
      if arguments.flag("json") {
        Console.out(TransactionOutput.text(["result": message.kind.rawValue, "message": message.text, "entitlements": entitlements.map { TransactionOutput.json($0) }]))
      } else {
        Console.out(message.text)
        for entitlement in entitlements { Console.out(TransactionOutput.line(entitlement)) }
      }
      return message.kind == .failure ? 1 : 0
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
