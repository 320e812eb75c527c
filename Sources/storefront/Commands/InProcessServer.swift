import InterfaceLanguage
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreServer
import StorefrontApp

/// `storefront --server [--port N]`: the interactive storefront with the App Store server running in the same
/// process, on the same sandbox file. It reads through a connection of its own and delivers notifications from it;
/// the requests that change the sandbox run on the storefront's executor once the store is open
/// (`InProcessServerHook`), the one operations path, so the app sees them as it sees its own. It is started before
/// the screen opens (a port in use stops the command there), prints nothing while the screen is up, shows its address
/// in the header, and stops when the storefront quits, leaving undelivered notifications in the sandbox.
enum InProcessServer {
  static let options: [OptionSpec] = [
    .flag(
      "server",
      help: Phrase(
        en: "also serve the App Store Server API and send notifications, as 'storefront server' does",
        zhHans: "同时提供 App Store Server API 并发送通知，如同“storefront server”")),
    .value(
      "port", "N",
      help: Phrase(
        en: "with --server: the port (default \(StoreServer.defaultPort); 0 picks a free one)",
        zhHans: "与 --server 一起使用：端口（默认\(StoreServer.defaultPort)；0 选择空闲端口）")),
  ]

  /// Starts the server the arguments ask for (nil without `--server`); a port in use or a catalog that cannot be read
  /// stops the command before the screen opens.
  static func start(_ arguments: ParsedArguments, catalog source: CatalogSource, sandboxPath: String) async throws
    -> StoreServer?
  {
    guard arguments.flag("server") else {
      if arguments.value("port") != nil {
        throw UsageError(Phrase(en: "--port goes with --server", zhHans: "--port 需与 --server 一起使用"))
      }
      return nil
    }
    if arguments.value("record") != nil {
      throw UsageError(
        Phrase(
          en: "--record runs on a sandbox of its own; record the session without --server",
          zhHans: "--record 使用自己的沙盒；请不带 --server 录制会话"))
    }
    let port = try arguments.integer("port", in: 0...65_535).map(UInt16.init) ?? StoreServer.defaultPort
    guard let catalog = source.load().catalog else {
      throw CommandFailure(
        Phrase(
          en: "--server needs a catalog without errors; check it with 'storefront catalog validate'",
          zhHans: "--server 需要没有错误的目录；请用“storefront catalog validate”检查"))
    }
    do {
      return try await StoreServer(sandbox: try Sandbox(path: sandboxPath, catalog: catalog), port: port)
    } catch let error as HTTPServerError {
      throw CommandFailure(ServerStartWords.failure(error))
    } catch let error as SandboxError {
      throw CommandFailure.sandbox(error)
    }
  }

  /// What the server does, as the storefront's Server tab follows it.
  static func activity(of server: StoreServer) -> AsyncStream<InProcessServerHook.Activity> {
    let events = server.events()
    return AsyncStream { continuation in
      let forwarding = Task {
        for await event in events {
          switch event {
          case .request(let request):
            continuation.yield(.answered(InProcessServerHook.Request(
              method: request.method, path: request.path, status: request.status, date: request.date,
              duration: request.duration)))
          case .delivery:
            continuation.yield(.attemptedDelivery)
          }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in forwarding.cancel() }
    }
  }

  /// Stops the server and closes its connection to the sandbox.
  static func stop(_ server: StoreServer?) async {
    guard let server else { return }
    await server.stop()
    await server.sandbox.close()
  }
}

/// Why the server could not start, for `storefront server` and `storefront --server`.
enum ServerStartWords {
  static func failure(_ error: HTTPServerError) -> Phrase {
    switch error {
    case .badHost(let host):
      Phrase(en: "'\(host)' is not an IPv4 or IPv6 address", zhHans: "“\(host)”不是 IPv4 或 IPv6 地址")
    case .cannotListen(let host, let port, let reason):
      Phrase(en: "cannot listen on \(host):\(port): \(reason)", zhHans: "无法在\(host):\(port)上监听：\(reason)")
    case .libraryMissing(let reason):
      Phrase(
        en: "cannot serve the App Store Server API without libmicrohttpd (scripts/install-deps --runtime installs it): \(reason)",
        zhHans: "没有 libmicrohttpd 无法提供 App Store Server API（scripts/install-deps --runtime 可安装）：\(reason)")
    }
  }
}
