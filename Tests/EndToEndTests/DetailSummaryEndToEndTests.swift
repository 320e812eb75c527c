import Foundation
import TestSupport
import Testing

/// Issue 15's "Space": at 80×24 the details of a subscribed plan with an offer lead with its summary — the status,
/// the renewal and the latest transaction's verification verdict — above its buttons, and the offers and the long
/// facts follow below with the scroll hint; at 200×60 everything shows at once. Through the real binary in tmux.
/// The verdict is the app's check of the transaction's JWS (`VerificationResult`,
/// https://developer.apple.com/documentation/storekit/verificationresult); the plan's promotional offer is one an
/// existing subscriber may have ("Implementing promotional offers in your app",
/// https://developer.apple.com/documentation/storekit/implementing-promotional-offers-in-your-app).
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct DetailSummaryEndToEndTests {
  @Test(.timeLimit(.minutes(2)), arguments: [(80, 24), (200, 60)])
  func theVerdictAndTheButtonsOfASubscribedPlanStayOnScreen(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.prepare("buy com.example.storefront.plus.premium.monthly")
    try await session.start(cols: cols, rows: rows)
    let screen = try await session.filterProducts("Premium Monthly", until: "▶ ✓ Premium Monthly")
    let details = screen.split(separator: "\n").map { line in
      String(line.split(separator: "│", omittingEmptySubsequences: false).dropFirst(3).first ?? "")
    }
    #expect(details.contains { $0.contains("Status        ✓ Subscribed") }, "\(screen)")
    #expect(details.contains { $0.contains("Renews ") }, "\(screen)")
    #expect(details.contains { $0.contains("Verification  ✓ verified") }, "the verdict is on screen: \(screen)")
    #expect(screen.contains("[ Subscribed ]") && screen.contains("[ Manage subscriptions ]"), "\(screen)")
    let status = try #require(details.firstIndex { $0.contains("Status ") })
    let verdict = try #require(details.firstIndex { $0.contains("Verification ") })
    let buttons = try #require(details.firstIndex { $0.contains("[ Subscribed ]") })
    #expect(status < verdict && verdict < buttons, "the summary leads, above the buttons")
    if rows >= 60 {
      #expect(screen.contains("Promotional   premium.comeback"), "\(screen)")
      #expect(screen.contains("┌ Details ─"), "everything fits: no scroll hint")
    } else {
      #expect(screen.contains("Details (more below)"), "the rest is below, and the title says so: \(screen)")
    }
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }
}
