import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `storefront --server --port 0`: the server the storefront runs in its own process shows its address in the header
/// at 80×24 and 200×60, answers there as the App Store Server API does (401 `Unauthenticated` without a bearer token,
/// "Generating JSON Web Tokens for API requests"), and stops when the storefront quits.
@Suite(.serialized) struct ServerHeaderEndToEndTests {
  @Test(.timeLimit(.minutes(3)), arguments: [(80, 24), (200, 60)])
  func theHeaderShowsTheInProcessServersAddress(_ size: (cols: Int, rows: Int)) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start("--server --port 0", cols: size.cols, rows: size.rows)
    let screen = try await session.tmux.waitFor("server 127.0.0.1:", timeout: .seconds(90))
    let header = try #require(screen.split(separator: "\n").first.map(String.init))
    let port = try #require(
      header.components(separatedBy: "server 127.0.0.1:").last?.prefix { $0.isNumber }.description)
    #expect(!port.isEmpty && header.contains("Storefront"), "\(header)")
    let url = try #require(URL(string: "http://127.0.0.1:\(port)/inApps/v1/transactions/1"))
    let (_, response) = try await URLSession.shared.data(for: URLRequest(url: url, timeoutInterval: 60))
    #expect((response as? HTTPURLResponse)?.statusCode == 401)
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
    await #expect(throws: (any Error).self) {
      _ = try await URLSession.shared.data(for: URLRequest(url: url, timeoutInterval: 5))
    }
  }
}
