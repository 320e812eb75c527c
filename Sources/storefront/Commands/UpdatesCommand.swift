import Foundation
import StoreCatalog
import StoreEngine

extension CommandSpec {
  /// `storefront updates`: listen to `Transaction.updates` as an app on another device would.
  static let updates = CommandSpec(
    name: "updates",
    summary: "listen to Transaction.updates as an app would, printing each transaction as it arrives",
    discussion: """
      Starts like an app launch: unfinished transactions arrive first, once; then purchases made on other
      devices (other storefront processes on the same sandbox), renewals, approvals and refunds arrive as
      they happen. Runs until interrupted, or until --count transactions arrived or --timeout passed.
      Exit status: 0, or 1 when --count was not reached before --timeout.
      """,
    options: OptionSpec.sandboxOptions + [
      .value("count", "N", help: "stop after N transactions"),
      .value("timeout", "SECONDS", help: "stop after this many seconds"),
      .flag("finish", help: "finish each verified transaction, as an app does after delivering it"),
      .json,
    ],
    run: { arguments in
      let count = try arguments.integer("count", in: 1...1_000_000)
      let timeout = try arguments.value("timeout").map { text -> Double in
        guard let seconds = Double(text), seconds > 0 else { throw UsageError("--timeout expects a number of seconds, got '\(text)'") }
        return seconds
      }
      let session = try await SandboxSession.open(arguments)
      await session.sandbox.startScheduler()
      let store = try await Store(sandbox: session.sandbox, device: "cli-\(getpid())")
      let updates = await store.updates()
      if !arguments.flag("json") { Console.out("Listening on \(session.sandbox.path)…") }
      let received = await withTaskGroup(of: Int?.self) { group in
        group.addTask {
          var received = 0
          for await result in updates {
            received += 1
            if arguments.flag("json") {
              Console.out(TransactionOutput.text(TransactionOutput.json(result)).replacingOccurrences(of: "\n", with: " "))
            } else {
              Console.out("updates → \(TransactionOutput.line(result))")
            }
            if arguments.flag("finish"), case .verified(let transaction) = result { try? await store.finish(transaction) }
            if let count, received >= count { return received }
          }
          return received
        }
        if let timeout {
          group.addTask {
            try? await Task.sleep(for: .seconds(timeout))
            return nil
          }
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first
      }
      await store.close()
      await session.sandbox.stopScheduler()
      if let count, (received ?? 0) < count { return 1 }
      return 0
    }
  )
}
