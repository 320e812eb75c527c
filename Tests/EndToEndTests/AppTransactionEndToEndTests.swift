import Foundation
import Testing
import TestSupport

/// The app transaction in the real binary's transactions view, in tmux at 80×24 and 200×60: the app reads
/// `AppTransaction.shared` as it starts (developer.apple.com/documentation/storekit/apptransaction/shared) and
/// a reload reads it again as `AppTransaction.refresh()` does (…/apptransaction/refresh()), so a verification error
/// injected from another terminal (StoreKitTest's `FailableStoreKitAPI.appTransaction`) shows on the next reload.
@Suite(.serialized) struct AppTransactionEndToEndTests {
  @Test(.timeLimit(.minutes(2))) func theAppTransactionLineItsDetailsAndAnInjectedVerificationError() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start()
    try await session.tmux.waitFor("▶   100 Gems", timeout: .seconds(20))
    try session.tmux.send("2")
    let narrow = try await session.tmux.waitFor("App  com.example.storefront · 1.0 · ")
    #expect(narrow.contains("Sandbox") && narrow.contains("✓ verified") && narrow.contains("▶ App"))
    try session.tmux.resize(cols: 200, rows: 60)
    try await session.tmux.waitFor("App transaction  com.example.storefront · 1.0 · since ")
    try await session.prepare("fault set verification invalidSignature")
    try session.tmux.send("C-r")
    try await session.tmux.waitFor("! unverified")
    try session.tmux.send("Enter")
    let details = try await session.tmux.waitFor("App transaction details")
    for expected in ["originalPlatform", "\"originalPlatform\": \"iOS\"", "invalidSignature", "JWS payload"] {
      #expect(details.contains(expected), "the details show \(expected)")
    }
    try session.tmux.resize(cols: 80, rows: 24)
    let small = try await session.tmux.waitFor("Platform      iOS")
    #expect(small.contains("App transaction details") && small.contains("unverified"))
    try await session.prepare("fault clear verification")
    try session.tmux.send("q")
    try session.tmux.send("F5")
    try await session.tmux.waitFor("✓ verified")
    try session.tmux.send("q")
    #expect(try await session.finished().status == 0)
  }
}
