import FoundationEssentials
import Glibc
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreServer
import StorefrontApp
import Threads

extension CommandSpec {
  /// `storefront server`: the App Store Server API and App Store Server Notifications V2 for the sandbox.
  static let server = CommandSpec(
    name: "server",
    summary: Phrase(
      en: "serve the App Store Server API for the sandbox and send its App Store Server Notifications V2",
      zhHans: "为沙盒提供 App Store Server API，并发送其 App Store Server Notifications V2"),
    discussion: Phrase(
      en: """
      Listens on http://127.0.0.1:\(StoreServer.defaultPort) (--port N; --port 0 picks a free port; --host to listen
      elsewhere) and prints 'listening on URL' when ready, then one line per request. Requests need a bearer token
      signed by a key from 'storefront server key new'. Every change to the sandbox — purchases, renewals, refunds,
      billing problems, expiries — is stored with its notification and POSTed to each webhook ('storefront server
      webhook add URL', or --webhook URL for this run too), with Apple's retries on the sandbox clock.
      SIGINT or SIGTERM stops it; notifications not yet delivered stay in the sandbox for the next run.
      """,
      zhHans: """
      监听 http://127.0.0.1:\(StoreServer.defaultPort)（--port N；--port 0 选择空闲端口；--host 监听其他地址），
      就绪时打印“listening on URL”，之后每个请求打印一行。请求需要带有由“storefront server key new”生成的密钥签名的
      bearer 令牌。沙盒的每项变化（购买、续期、退款、计费问题、过期）都会与其通知一同保存，并 POST 到每个 webhook
      （“storefront server webhook add URL”，或用 --webhook URL 仅对本次运行添加），按沙盒时钟执行 Apple 的重试。
      SIGINT 或 SIGTERM 会停止服务；尚未送达的通知保留在沙盒中，下次运行时继续发送。
      """),
    options: OptionSpec.sandboxOptions + [
      .value(
        "port", "N",
        help: Phrase(
          en: "the port to listen on (default \(StoreServer.defaultPort); 0 picks a free one)",
          zhHans: "监听的端口（默认 \(StoreServer.defaultPort)；0 选择空闲端口）")),
      .value(
        "host", "ADDRESS",
        help: Phrase(en: "the address to listen on (default 127.0.0.1)", zhHans: "监听的地址（默认 127.0.0.1）")),
      .value(
        "webhook", "URL",
        help: Phrase(
          en: "also send notifications to URL (repeatable; kept in the sandbox)",
          zhHans: "同时将通知发往 URL（可重复；保存在沙盒中）")),
    ],
    subcommands: [.serverKey, .serverWebhook, .serverNotifications, .serverResend, .serverExtend, .serverTestNotification],
    run: { arguments in
      let port = try arguments.integer("port", in: 0...65_535).map(UInt16.init) ?? StoreServer.defaultPort
      let host = arguments.value("host") ?? "127.0.0.1"
      let session = try await SandboxSession.open(arguments)
      for url in arguments.values["webhook"] ?? [] {
        try await session.sandbox.addWebhook(try WebhookURL.checked(url))
      }
      await session.sandbox.startScheduler()
      let server: StoreServer
      do {
        server = try await StoreServer(sandbox: session.sandbox, host: host, port: port)
      } catch let error as HTTPServerError {
        throw CommandFailure(ServerStartWords.failure(error))
      }
      let events = server.events()
      let log = Task {
        for await event in events {
          if case .request(let request) = event { Console.out(request.logLine) }
        }
      }
      Console.out("listening on \(server.address)")
      await StopSignal.wait()
      await server.stop()
      await session.sandbox.stopScheduler()
      // The lines of requests answered before the stop are written before the process exits.
      await log.value
      return 0
    }
  )
}

/// Waiting for SIGINT or SIGTERM: a C signal handler writes one byte to a pipe (`write(2)` is async-signal-safe), and
/// a thread of its own blocks reading it. The pipe is made before the handlers are installed, so the handler only
/// reads an initialised constant.
enum StopSignal {
  private static let pipeEnds: (read: Int32, write: Int32) = {
    var ends: [Int32] = [-1, -1]
    _ = pipe(&ends)
    return (ends[0], ends[1])
  }()

  /// Returns once SIGINT or SIGTERM arrives.
  static func wait() async {
    let ends = pipeEnds
    for number in [SIGINT, SIGTERM] {
      signal(number) { _ in
        var byte: UInt8 = 1
        _ = write(StopSignal.pipeEnds.write, &byte, 1)
      }
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DetachedThread.start {
        var byte: UInt8 = 0
        while read(ends.read, &byte, 1) < 0, errno == EINTR {}
        continuation.resume()
      }
    }
  }
}
