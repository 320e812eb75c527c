import Foundation
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
    .flag("server", help: "also serve the App Store Server API and send notifications, as 'storefront server' does"),
    .value("port", "N", help: "with --server: the port (default \(StoreServer.defaultPort); 0 picks a free one)"),
  ]

  /// Starts the server the arguments ask for (nil without `--server`); a port in use or a catalog that cannot be read
  /// stops the command before the screen opens.
  static func start(_ arguments: ParsedArguments, catalog source: CatalogSource, sandboxPath: String) async throws
    -> StoreServer?
  {
    guard arguments.flag("server") else {
      if arguments.value("port") != nil { throw UsageError("--port goes with --server") }
      return nil
    }
    if arguments.value("record") != nil {
      throw UsageError("--record runs on a sandbox of its own; record the session without --server")
    }
    let port = try arguments.integer("port", in: 0...65_535).map(UInt16.init) ?? StoreServer.defaultPort
    guard let catalog = source.load().catalog else {
      throw CommandFailure("--server needs a catalog without errors; check it with 'storefront catalog validate'")
    }
    do {
      return try await StoreServer(sandbox: try Sandbox(path: sandboxPath, catalog: catalog), port: port)
    } catch let error as HTTPServerError {
      throw CommandFailure(error.description)
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
