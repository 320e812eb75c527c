import Foundation
import Synchronization

@testable import StoreEngine
@testable import StoreServer

/// A backend's notification endpoint for tests, on the project's own HTTP layer: answers each POST as `behaviour`
/// says and keeps the `notificationUUID` of every notification it was sent, in order.
final class WebhookReceiver: Sendable {
  enum Behaviour: Sendable {
    /// Answers at once with this status.
    case status(Int)
    /// Waits this long, then answers 200.
    case slow(Duration)
    /// Holds every request until `release()`, then answers 200.
    case held
  }

  /// What the request threads and the test share.
  private final class State: Sendable {
    let value: Mutex<(behaviour: Behaviour, received: [String], released: Bool)>

    init(_ behaviour: Behaviour) { value = Mutex((behaviour, [], false)) }

    func withLock<T: Sendable>(_ body: (inout (behaviour: Behaviour, received: [String], released: Bool)) -> T) -> T {
      value.withLock { body(&$0) }
    }
  }

  private let server: HTTPServer
  private let state: State

  init(_ behaviour: Behaviour) throws {
    let state = State(behaviour)
    self.state = state
    server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
      let uuid = WebhookReceiver.notificationUUID(request.body) ?? "unreadable"
      let behaviour = state.withLock { state in
        state.received.append(uuid)
        return state.behaviour
      }
      switch behaviour {
      case .status(let status): return HTTPResponse(status: status)
      case .slow(let delay): try? await Task.sleep(for: delay)
      case .held:
        while !state.withLock({ $0.released }) { try? await Task.sleep(for: .milliseconds(10)) }
      }
      return HTTPResponse(status: 200)
    }
  }

  var url: String { "http://127.0.0.1:\(server.port)/notifications" }

  /// The UUIDs of the notifications POSTed so far, one per request.
  var received: [String] { state.withLock { $0.received } }

  func answer(_ behaviour: Behaviour) { state.withLock { $0.behaviour = behaviour } }

  func release() { state.withLock { $0.released = true } }

  func stop() async {
    release()
    await server.stop()
  }

  /// A test that ends early must not leave a request held: the server's deinit waits for it.
  deinit { release() }

  /// A URL nothing listens on: a port the kernel handed out and that was closed again.
  static func deadURL() async throws -> String {
    let probe = try HTTPServer(host: "127.0.0.1", port: 0) { _ in HTTPResponse(status: 200) }
    let port = probe.port
    await probe.stop()
    return "http://127.0.0.1:\(port)/notifications"
  }

  /// The `notificationUUID` inside `{"signedPayload": JWS}`.
  static func notificationUUID(_ body: Data) -> String? {
    guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
      let jws = object["signedPayload"] as? String
    else { return nil }
    let parts = jws.split(separator: ".")
    guard parts.count == 3, let payload = Base64URL.decode(parts[1].utf8),
      let claims = (try? JSONSerialization.jsonObject(with: payload)) as? [String: Any]
    else { return nil }
    return claims["notificationUUID"] as? String
  }
}
