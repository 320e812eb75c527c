import Glibc
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StorefrontApp

extension CommandSpec {
  /// `storefront transactions`: the sandbox's whole history.
  static let transactions = CommandSpec(
    name: "transactions",
    summary: Phrase(
      en: "list every transaction of the sandbox, with its verdict and signed JWS", zhHans: "列出沙盒中的每笔交易，及其验证结果和签名 JWS"),
    options: OptionSpec.sandboxOptions + [
      .value(
        "product", "ID", help: Phrase(en: "only this product's transactions", zhHans: "只列出此产品的交易"),
        values: .products),
      .flag("jws", help: Phrase(en: "print each JWS under its line", zhHans: "在每行下方输出其 JWS")), .json,
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
        Console.out(arguments.language.say(en: "No transactions.", zhHans: "没有交易。"))
      } else {
        let unfinished = arguments.language.say(en: " · unfinished", zhHans: " · 未完成")
        for (record, result) in zip(records, results) {
          let line = TransactionOutput.line(result, orderID: orders[record.id], language: arguments.language)
          Console.out(line + (record.isFinished ? "" : unfinished))
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
    summary: Phrase(
      en: "list current entitlements (Transaction.currentEntitlements) and consumable balances",
      zhHans: "列出当前权益（Transaction.currentEntitlements）和消耗型项目余额"),
    options: OptionSpec.sandboxOptions + [.json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let store = try await Store(sandbox: session.sandbox, device: "cli-\(getpid())")
      let entitlements = try await store.currentEntitlements()
      let balances = try await session.sandbox.balances().filter { $0.value > 0 }
      if arguments.flag("json") {
        Console.out(TransactionOutput.text(["entitlements": entitlements.map { TransactionOutput.json($0) }, "balances": balances]))
      } else {
        let language = arguments.language
        Console.out(
          entitlements.isEmpty
            ? language.say(en: "No entitlements.", zhHans: "没有权益。")
            : entitlements.map { TransactionOutput.line($0, language: language) }.joined(separator: "\n"))
        for (product, balance) in balances.sorted(by: { $0.key < $1.key }) {
          Console.out(language.say(en: "balance \(product): \(balance)", zhHans: "余额\(product)：\(balance)"))
        }
      }
      await store.close()
      return 0
    }
  )
}
