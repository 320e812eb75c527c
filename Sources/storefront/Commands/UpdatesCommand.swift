import FoundationEssentials
import Glibc
import InterfaceLanguage
import StoreEngine
import StorefrontApp

extension CommandSpec {
  /// `storefront updates`: listen to `Transaction.updates` as an app on another device would.
  static let updates = CommandSpec(
    name: "updates",
    summary: Phrase(
      en: "listen to Transaction.updates as an app would, printing each transaction as it arrives",
      zhHans: "像 App 一样监听 Transaction.updates，每到一笔交易就输出它"),
    discussion: Phrase(
      en: """
      Starts like an app launch: unfinished transactions arrive first, once; then purchases made on other
      devices (other storefront processes on the same sandbox), renewals, approvals and refunds arrive as
      they happen. Runs until interrupted, or until --count transactions arrived or --timeout passed.
      Exit status: 0, or 1 when --count was not reached before --timeout.
      """,
      zhHans: """
      启动方式与 App 启动相同：先送达未完成的交易（一次）；之后其他设备（同一沙盒上的其他 storefront 进程）
      上的购买、续期、批准和退款在发生时送达。一直运行到被中断，或收到 --count 笔交易，或超过 --timeout。
      退出状态：0；在 --timeout 之前未达到 --count 时为 1。
      """),
    options: OptionSpec.sandboxOptions + [
      .value("count", "N", help: Phrase(en: "stop after N transactions", zhHans: "收到 N 笔交易后停止")),
      .value("timeout", "SECONDS", help: Phrase(en: "stop after this many seconds", zhHans: "经过这么多秒后停止")),
      .flag(
        "finish",
        help: Phrase(
          en: "finish each verified transaction, as an app does after delivering it",
          zhHans: "完成每笔已验证的交易，就像 App 交付内容之后那样")),
      .json,
    ],
    run: { arguments in
      let count = try arguments.integer("count", in: 1...1_000_000)
      let timeout = try arguments.value("timeout").map { text -> Double in
        guard let seconds = Double(text), seconds > 0 else {
          throw UsageError(
            Phrase(en: "--timeout expects a number of seconds, got '\(text)'", zhHans: "--timeout 的值应为秒数，实际为 '\(text)'"))
        }
        return seconds
      }
      let session = try await SandboxSession.open(arguments)
      await session.sandbox.startScheduler()
      let store = try await Store(sandbox: session.sandbox, device: "cli-\(getpid())")
      let updates = await store.updates()
      let (language, path) = (arguments.language, session.sandbox.path)
      if !arguments.flag("json") { Console.out(language.say(en: "Listening on \(path)…", zhHans: "正在监听\(path)……")) }
      let received = await withTaskGroup(of: Int?.self) { group in
        group.addTask {
          var received = 0
          for await result in updates {
            received += 1
            if arguments.flag("json") {
              Console.out(TransactionOutput.text(TransactionOutput.json(result)).replacing("\n", with: " "))
            } else {
              Console.out("updates → \(TransactionOutput.line(result, language: language))")
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
