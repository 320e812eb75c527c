import Foundation
import Testing
import TestSupport

/// The reload key in the real binary in tmux: Ctrl-R and F5 load the products again from any view, as an app's
/// Retry calls `Product.products(for:)` again (https://developer.apple.com/documentation/storekit/product/products(for:)).
@Suite(.serialized) struct ReloadEndToEndTests {
  /// An error injected from another terminal shows on the next reload (Ctrl-R in the transactions view), and the
  /// products come back on the reload after it is cleared (F5 in front of the help overlay).
  @Test(.timeLimit(.minutes(1))) func theReloadKeyLoadsTheProductsAgainFromAnyView() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start()
    try await session.tmux.waitFor("▶   100 Gems", timeout: .seconds(20))
    try await session.prepare("fault set load-products networkError")
    try session.tmux.send("2")
    try await session.tmux.waitFor("No transactions")
    try session.tmux.send("C-r")
    try session.tmux.send("1")
    let failed = try await session.tmux.waitFor("Products could not be loaded")
    #expect(failed.contains("networkError") && !failed.contains("100 Gems"))
    try await session.prepare("fault clear load-products")
    try session.tmux.send("?")
    try await session.tmux.waitFor("reload the products")
    try session.tmux.send("F5")
    try session.tmux.send("Escape")
    let reloaded = try await session.tmux.waitFor("▶   100 Gems")
    #expect(!reloaded.contains("could not be loaded"))
    try session.tmux.send("q")
    #expect(try await session.finished().status == 0)
  }
}
