import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A webhook below HTTP, for the answers the project's HTTP layer never gives: it reads each request and writes
/// `answer` as raw bytes (nil: nothing), then closes the connection.
final class RawWebhook: Sendable {
  let port: UInt16
  private let listener: Int32
  /// How many connections it has accepted.
  private let accepted = Mutex(0)

  init(answer: String?) throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
          && getsockname(listener, pointer, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      throw POSIXError(.EADDRNOTAVAIL)
    }
    self.listener = listener
    port = UInt16(bigEndian: address.sin_port)
    Thread.detachNewThread { [self] in serve(answer) }
  }

  private func serve(_ answer: String?) {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      accepted.withLock { $0 += 1 }
      Self.readRequest(connection)
      if let answer {
        _ = answer.utf8CString.withUnsafeBytes { send(connection, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL)) }
      }
      close(connection)
    }
  }

  var url: String { "http://127.0.0.1:\(port)/notifications" }

  var connections: Int { accepted.withLock { $0 } }

  /// Stops accepting (the accept loop ends).
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  /// Reads the request's head and its `Content-Length` bytes of body (at most 5 s).
  private static func readRequest(_ connection: Int32) {
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(connection, &chunk, chunk.count, 0)
      guard count > 0 else { return }
      received += chunk[0..<count]
      let text = String(decoding: received, as: UTF8.self)
      guard let headEnd = text.range(of: "\r\n\r\n") else { continue }
      let length =
        text[..<headEnd.lowerBound].split(separator: "\r\n")
        .first { $0.lowercased().hasPrefix("content-length:") }
        .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
      if text.utf8.distance(from: headEnd.upperBound, to: text.endIndex) >= length { return }
    }
  }
}
