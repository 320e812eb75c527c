import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront ask-to-buy …`: the parent's side of Ask to Buy.
  static let askToBuy = CommandSpec(
    name: "ask-to-buy",
    summary: "list, approve or decline purchases waiting for a parent; turn Ask to Buy on or off",
    discussion: """
      ACTION is list (the default), approve ID, decline ID, on or off. An approved purchase reaches the
      app through its updates stream; a declined one is never reported to the app, as with StoreKit.
      Interrupted purchases wait in the same list; 'approve' resolves them.
      """,
    arguments: [
      ArgumentSpec(
        name: "ACTION", help: "list, approve, decline, on or off", isOptional: true,
        values: .words(["list", "approve", "decline", "on", "off"])),
      ArgumentSpec(name: "ID", help: "the request id (see list)", isOptional: true),
    ],
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let sandbox = session.sandbox
      let action = arguments.argument(0) ?? "list"
      func requestID() throws -> UInt64 {
        guard let text = arguments.argument(1), let id = UInt64(text) else {
          throw UsageError("'ask-to-buy \(action)' needs a request ID (a number; see 'storefront ask-to-buy list')")
        }
        return id
      }
      switch action {
      case "list":
        let requests = try await sandbox.purchaseRequests()
        if requests.isEmpty { Console.out("No purchase requests.") }
        for request in requests {
          let kind = request.kind == .askToBuy ? "Ask to Buy" : "interrupted"
          var line = "\(request.id)  \(request.state.rawValue)  \(kind)  \(request.productID)"
          if request.quantity > 1 { line += " ×\(request.quantity)" }
          line += "  requested \(DateText.short(request.requestedAt))"
          if let expiry = request.expiresAt, request.state == .pending { line += "  expires \(DateText.short(expiry))" }
          if let id = request.transactionID { line += "  → transaction #\(id)" }
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
        throw UsageError("unknown action '\(action)'; use list, approve, decline, on or off")
      }
      return 0
    }
  )
}
