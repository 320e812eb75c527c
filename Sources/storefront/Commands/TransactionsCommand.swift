import Foundation
import StoreCatalog
import StoreEngine

extension CommandSpec {
  /// `storefront transactions`: the sandbox's whole history.
  static let transactions = CommandSpec(
    name: "transactions",
    summary: "list every transaction of the sandbox, with its verdict and signed JWS",
    options: OptionSpec.sandboxOptions + [
      .value("product", "ID", help: "only this product's transactions", values: .products), .flag("jws", help: "print each JWS under its line"), .json,
    ],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let store = try await Store(sandbox: session.sandbox, device: "cli-\(getpid())")
      var records = try await session.sandbox.allTransactions()
      if let product = arguments.value("product") { records = records.filter { $0.productID == product } }
      let results = await store.verify(records)
      let orders = try await session.orderIDs(of: records)
      if arguments.flag("json") {
        Console.out(
          TransactionOutput.text(
            zip(records, results).map { TransactionOutput.json($1, finished: $0.isFinished, orderID: orders[$0.id]) }))
      } else if results.isEmpty {
        Console.out("No transactions.")
      } else {
        for (record, result) in zip(records, results) {
          Console.out(TransactionOutput.line(result, orderID: orders[record.id]) + (record.isFinished ? "" : " · unfinished"))
          if arguments.flag("jws") { Console.out("  \(record.jws)") }
        }
      }
      await store.close()
      return 0
    }
  )

  /// `storefront entitlements`: what the customer is entitled to now.
  static let entitlements = CommandSpec(
    name: "entitlements",
    summary: "list current entitlements (Transaction.currentEntitlements) and consumable balances",
    options: OptionSpec.sandboxOptions + [.json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let store = try await Store(sandbox: session.sandbox, device: "cli-\(getpid())")
      let entitlements = try await store.currentEntitlements()
      let balances = try await session.sandbox.balances().filter { $0.value > 0 }
      if arguments.flag("json") {
        Console.out(TransactionOutput.text(["entitlements": entitlements.map { TransactionOutput.json($0) }, "balances": balances]))
      } else {
        Console.out(entitlements.isEmpty ? "No entitlements." : entitlements.map { TransactionOutput.line($0) }.joined(separator: "\n"))
        for (product, balance) in balances.sorted(by: { $0.key < $1.key }) { Console.out("balance \(product): \(balance)") }
      }
      await store.close()
      return 0
    }
  )
}
