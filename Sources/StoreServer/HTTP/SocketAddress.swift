import Glibc

/// An IPv4 or IPv6 socket address parsed from text, for binding the server.
struct SocketAddress {
  private enum Storage {
    case v4(sockaddr_in)
    case v6(sockaddr_in6)
  }

  private let storage: Storage

  init(host: String, port: UInt16) throws {
    var v4 = sockaddr_in()
    if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
      v4.sin_family = sa_family_t(AF_INET)
      v4.sin_port = port.bigEndian
      storage = .v4(v4)
      return
    }
    var v6 = sockaddr_in6()
    let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    guard inet_pton(AF_INET6, bare, &v6.sin6_addr) == 1 else { throw HTTPServerError.badHost(host) }
    v6.sin6_family = sa_family_t(AF_INET6)
    v6.sin6_port = port.bigEndian
    storage = .v6(v6)
  }

  /// Calls `body` with a `sockaddr` pointer to the address and whether it is IPv6.
  func withPointer<T>(_ body: (UnsafePointer<sockaddr>, Bool) throws -> T) rethrows -> T {
    switch storage {
    case .v4(var address):
      try withUnsafePointer(to: &address) { try $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { try body($0, false) } }
    case .v6(var address):
      try withUnsafePointer(to: &address) { try $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { try body($0, true) } }
    }
  }
}
