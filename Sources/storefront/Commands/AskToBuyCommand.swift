import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import StorefrontApp

extension CommandSpec {
  /// `storefront ask-to-buy …`: the parent's side of Ask to Buy.
  static let askToBuy = CommandSpec(
    name: "ask-to-buy",
    summary: Phrase(
      en: "list, approve or decline purchases waiting for a parent; turn Ask to Buy on or off",
      zhHans: "列出、批准或拒绝等待家长批准的购买；开启或关闭“购买前询问”（Ask to Buy）"),
    discussion: Phrase(
      en: """
      ACTION is list (the default), approve ID, decline ID, on or off. An approved purchase reaches the
      app through its updates stream; a declined one is never reported to the app, as with StoreKit.
      Interrupted purchases wait in the same list; 'approve' resolves them.
      """,
      zhHans: """
      ACTION 为 list（默认）、approve ID、decline ID、on 或 off。获批的购买通过 App 的更新流送达；被拒绝的购买
      与 StoreKit 一样，永远不会告知 App。中断的购买也在同一列表中等待，'approve' 会解决它们。
      """),
    arguments: [
      ArgumentSpec(
        name: "ACTION", help: Phrase(en: "list, approve, decline, on or off", zhHans: "list、approve、decline、on 或 off"),
        isOptional: true, values: .words(["list", "approve", "decline", "on", "off"])),
      ArgumentSpec(name: "ID", help: Phrase(en: "the request id (see list)", zhHans: "请求 id（见 list）"), isOptional: true),
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let sandbox = session.sandbox
      let action = arguments.argument(0) ?? "list"
      func requestID() throws -> UInt64 {
        guard let text = arguments.argument(1), let id = UInt64(text) else {
          throw UsageError(
            Phrase(
              en: "'ask-to-buy \(action)' needs a request ID (a number; see 'storefront ask-to-buy list')",
              zhHans: "'ask-to-buy \(action)' 需要一个请求 ID（数字；见 'storefront ask-to-buy list'）"))
        }
        return id
      }
      switch action {
      case "list":
        let requests = try await sandbox.purchaseRequests()
        let language = arguments.language
        if requests.isEmpty { Console.out(language.say(en: "No purchase requests.", zhHans: "没有购买请求。")) }
        for request in requests {
          let kind =
            request.kind == .askToBuy
            ? language.say(en: "Ask to Buy", zhHans: "购买前询问") : language.say(en: "interrupted", zhHans: "已中断")
          let state = TransactionWords.requestState(request.state, language: language)
          var line = "\(request.id)  \(state)  \(kind)  \(request.productID)"
          if request.quantity > 1 { line += " ×\(request.quantity)" }
          let requested = DateText.short(request.requestedAt)
          line += language.say(en: "  requested \(requested)", zhHans: "  请求于\(requested)")
          if let expiry = request.expiresAt.map(DateText.short), request.state == .pending {
            line += language.say(en: "  expires \(expiry)", zhHans: "  \(expiry)过期")
          }
          if let id = request.transactionID { line += language.say(en: "  → transaction #\(id)", zhHans: "  → 交易 #\(id)") }
          Console.out(TerminalText.safe(line))
        }
      case "approve":
        let executor = StoreExecutor(sandbox: sandbox)
        let id = try requestID()
        let kind = (try? await executor.resolver.request(.id(id)))?.kind
        try await session.perform(kind == .interrupted ? .resolve(.id(id)) : .approve(.id(id)), on: executor)
      case "decline":
        try await session.perform(.decline(.id(try requestID())))
      case "on", "off":
        try await session.perform(.set(.askToBuy(action == "on")))
      default:
        throw UsageError(
          Phrase(
            en: "unknown action '\(action)'; use list, approve, decline, on or off",
            zhHans: "没有操作 '\(action)'；可用 list、approve、decline、on 或 off"))
      }
      return 0
    }
  )
}
