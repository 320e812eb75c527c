import Foundation
import TestSupport
import Testing

/// The QA panel's picked control keeps its line on the screen while Ask to Buy requests come and go, through the
/// real binary in tmux at 80×24 and 200×60. The requests come from another process on the same sandbox (another
/// device of the account: "Testing Ask to Buy", a purchase waits for a parent as `Product.PurchaseResult.pending`,
/// and the parent's answer arrives later), so the panel changes under the tester's selection: a "Waiting for
/// someone" section appears above it, grows, shrinks and goes. At 80×24 the list scrolls, and "Billing retry on
/// renewal" stays on its line; at 200×60 the whole list fits, so it stays at the top and the control moves down by
/// just the lines added above it (the section's title and one per request), staying selected.
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct QAPanelLinesEndToEndTests {
  static let picked = "▶ Billing retry on renewal"

  /// The screen line the picked control is drawn on, nil when it is not shown.
  static func line(in screen: String) -> Int? {
    screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(picked) }
  }

  @Test(.timeLimit(.minutes(2)), arguments: [(80, 24, true), (200, 60, false)])
  func thePickedControlKeepsItsLineWhileRequestsComeAndGo(cols: Int, rows: Int, scrolls: Bool) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.prepare("ask-to-buy on")
    try await session.start(cols: cols, rows: rows)
    let tmux = session.tmux
    try await session.openQAPanel()
    try await session.selectInQA("Billing retry on renewal")
    let start = try #require(Self.line(in: try tmux.screen()))
    /// Where the picked control belongs with `waiting` requests listed above it.
    func line(_ waiting: Int) -> Int { scrolls || waiting == 0 ? start : start + 1 + waiting }

    try await session.prepare("buy com.example.storefront.themes")
    let one = try await tmux.waitFor("Approve Theme Pack", timeout: .seconds(20))
    #expect(one.contains("Waiting for someone"))
    #expect(Self.line(in: one) == line(1), "a request arriving above it leaves the picked control on its line")

    try await session.prepare("buy com.example.storefront.removeads")
    let two = try await tmux.waitFor("Approve Remove Ads", timeout: .seconds(20))
    #expect(Self.line(in: two) == line(2), "a second request arriving leaves it there too")

    try await session.prepare("ask-to-buy approve 1")
    let answered = try await tmux.waitUntil("the approved request left the panel", timeout: .seconds(20)) {
      !$0.contains("Approve Theme Pack") && $0.contains("Approve Remove Ads")
    }
    #expect(Self.line(in: answered) == line(1), "a request answered above it leaves it on its line")

    try await session.prepare("ask-to-buy decline 2")
    let none = try await tmux.waitUntil("no request waits", timeout: .seconds(20)) {
      !$0.contains("Waiting for someone") && $0.contains(Self.picked)
    }
    #expect(Self.line(in: none) == line(0), "the section going leaves it on its line")

    try tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }
}
