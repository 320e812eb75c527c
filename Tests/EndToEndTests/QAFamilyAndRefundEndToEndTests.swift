import Foundation
import TestSupport
import Testing

/// The QA panel's Family Sharing, refund-answer and grace-period-length controls through the real binary in tmux,
/// at 80×24 and 200×60: a family member shares Remove Ads ("Supporting Family Sharing in your app": it reaches the
/// customer as a familyShared transaction and an entitlement, `Transaction.ownershipType` `.familyShared`), the refund
/// sheet's answer is set to decline ("Transaction.RefundRequestStatus"; the sheet is `beginRefundRequest(in:)`,
/// "Testing refund requests"), and a grace period is made to last 28 days ("Enable Billing Grace Period for
/// auto-renewable subscriptions", App Store Connect Help: 3, 16 or 28 days; App Store Connect API
/// "SubscriptionGracePeriodDuration" `TWENTY_EIGHT_DAYS`). The controls are in the panel's order: the selection only
/// moves down.
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct QAFamilyAndRefundEndToEndTests {
  @Test(.timeLimit(.minutes(2)), arguments: [(80, 24), (200, 60)])
  func familySharingTheRefundAnswerAndTheGraceLengthFromTheQAPanel(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start(cols: cols, rows: rows)
    let tmux = session.tmux
    try await session.openQAPanel()

    try await session.selectInQA("Grace period length…")
    try tmux.send("Enter")
    try await tmux.waitFor("A billing grace period lasts")
    try tmux.type("28")
    try tmux.send("Enter")
    try await tmux.waitUntil("the grace period lasts 28 days") {
      !$0.contains("A billing grace period lasts") && $0.contains("length…") && $0.contains("28 days")
    }

    try await session.selectInQA("Family Sharing…")
    try tmux.send("Enter")
    let picker = try await tmux.waitFor("A family member shares")
    #expect(picker.contains("Remove Ads") && picker.contains("not shared"))
    #expect(!picker.contains("100 Gems"), "a consumable is never shared")
    try tmux.type("remove")
    try tmux.send("Enter")
    let shared = try await tmux.waitFor("1 shared")
    #expect(shared.contains("A family member shares Remove Ads"))

    try await session.selectInQA("Refund requests…")
    try tmux.send("Enter")
    try await tmux.waitFor("The App Store answers refund requests")
    try tmux.send("Down", "Enter")
    let declined = try await tmux.waitFor("refunds declined")
    #expect(declined.contains("decline"))

    try tmux.send("1")
    try await tmux.waitFor("✓ Remove Ads")
    try tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  /// Transaction.RefundRequestStatus: a declined request is `success` ("the status of the request, not of the
  /// refund") and a cancelled sheet `userCancelled`; either way nothing reaches the app, so the storefront says so
  /// in a toast whose first words carry the answer, readable at 80 columns. The refund sheet says what is armed.
  @Test(.timeLimit(.minutes(2)), arguments: [(80, 24), (200, 60)])
  func aDeclinedAndACancelledRefundShowAsToasts(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.prepare("buy com.example.storefront.removeads")
    try await session.prepare("refund-answer decline")
    try await session.start(cols: cols, rows: rows)
    let tmux = session.tmux
    try await tmux.waitFor("✓ Remove Ads", timeout: .seconds(20))
    try tmux.send("Down", "Down")
    try await tmux.waitFor("▶ ✓ Remove Ads")
    try tmux.send("R")
    let sheet = try await tmux.waitFor("Request a refund")
    #expect(sheet.contains("Refund requests are declined"))
    try tmux.send("y")
    let declined = try await tmux.waitFor("The App Store declined the refund")
    #expect(declined.contains("✓ Remove Ads"), "the customer keeps what they bought")

    try await session.prepare("refund-answer cancel")
    try tmux.send("R")
    try await tmux.waitFor("The customer cancels the refund sheet")
    try tmux.send("y")
    let cancelled = try await tmux.waitFor("The customer cancelled the refund sheet")
    #expect(cancelled.contains("✓ Remove Ads"))
    try tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }
}
