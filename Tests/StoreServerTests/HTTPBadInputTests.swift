import Foundation
import Testing

@testable import StoreEngine
@testable import StoreServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Bad input on the wire, through libmicrohttpd: a body over the limit gets 413 with Apple's `GeneralBadRequestError`
/// body (4000000, "Error codes" in the App Store Server API), bytes that are not HTTP get libmicrohttpd's own 4xx, a
/// client that disconnects mid-body is dropped, and the server goes on answering.
@Suite struct HTTPBadInputTests {
  func send(_ server: StoreServer, _ fixture: ServerFixture, _ method: String, _ path: String, body: Data? = nil)
    async throws
    -> (Int, Data)
  {
    var request = URLRequest(url: URL(string: server.address + path)!, timeoutInterval: 20)
    request.httpMethod = method
    request.setValue(
      "Bearer \(try fixture.token(claims: ServerFixture.claims(at: Date())))", forHTTPHeaderField: "Authorization")
    request.httpBody = body
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
  }

  /// Writes `bytes` on a fresh connection and returns what came back before the server closed it (or 5 s passed).
  func raw(_ port: UInt16, _ bytes: [UInt8], closeEarly: Bool = false) async throws -> String {
    try await onOwnThread { Self.exchange(port, bytes, closeEarly: closeEarly) }
  }

  static func exchange(_ port: UInt16, _ bytes: [UInt8], closeEarly: Bool) -> String {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return "connect failed" }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    if closeEarly { return "" }
    var answer = [UInt8](repeating: 0, count: 4096)
    let count = recv(socket, &answer, answer.count, 0)
    return count > 0 ? String(decoding: answer.prefix(count), as: UTF8.self) : ""
  }

  @Test func hugeBodiesAndGarbageGetAnAnswerAndTheServerGoesOn() async throws {
    let fixture = try await ServerFixture()
    let record = try await fixture.buy("gems.10")
    let server = try await StoreServer(sandbox: fixture.sandbox, port: 0)
    let huge = Data(repeating: UInt8(ascii: "{"), count: 2 * 1024 * 1024)
    let (status, body) = try await send(
      server, fixture, "PUT", "/inApps/v2/transactions/consumption/\(record.id)", body: huge)
    #expect(status == 413)
    #expect(HTTPResponse(status: status, body: body).errorCode == 4_000_000)
    #expect(try await fixture.sandbox.consumptionInformation(transactionID: record.id) == nil)

    let garbage: [[UInt8]] = [
      Array("GARBAGE\r\n\r\n".utf8), [0x16, 0x03, 0x01, 0x00, 0xA5, 0x01, 0x00],  // a TLS ClientHello's first bytes
      Array("GET /inApps/v1/transactions/1 HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n".utf8),
      Array("GET /\(String(repeating: "a", count: 300_000)) HTTP/1.1\r\nHost: x\r\n\r\n".utf8),
      Array("GET / HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "b", count: 300_000))\r\n\r\n".utf8),
    ]
    for bytes in garbage {
      let answer = try await raw(server.port, bytes)
      #expect(answer.isEmpty || answer.hasPrefix("HTTP/1.1 4"), "\(answer.prefix(60))")
    }
    // A client that promises a body and hangs up halfway.
    _ = try await raw(
      server.port,
      Array(
        "PUT /inApps/v1/transactions/1/appAccountToken HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n{\"a".utf8),
      closeEarly: true)

    let (after, info) = try await send(server, fixture, "GET", "/inApps/v1/transactions/\(record.id)")
    #expect(after == 200 && HTTPResponse(status: after, body: info).object?["signedTransactionInfo"] != nil)
    await server.stop()
  }
}
