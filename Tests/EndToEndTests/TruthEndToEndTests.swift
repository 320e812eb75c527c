import Foundation
import Testing
import TestSupport

/// The real binary in tmux, looked at as a user would: what the storefront shows is what the app would see — a
/// downgrade that changes nothing now, prices that follow the storefront, no ✓ for what failed verification, the
/// cause of a failed load, the offer the Subscribe button buys, and one name for a subscription in grace period.
@Suite(.serialized) struct TruthEndToEndTests {
  static let cloud200 = "com.example.storefront.cloud.200gb"

  /// A lower level takes effect at the next renewal (https://developer.apple.com/app-store/subscriptions/#ranking):
  /// the result says nothing changes now, and when the new plan starts — not "unlocked".
  @Test(.timeLimit(.minutes(1))) func aDowngradeSaysNothingChangesNowAndWhenTheNewPlanStarts() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.prepare("buy \(Self.cloud200)")
    try await session.start()
    try await session.tmux.waitFor("✓ Cloud 200 GB", timeout: .seconds(20))
    try session.tmux.send("End", "Up")
    try await session.tmux.waitFor("▶   Cloud 50 GB")
    try session.tmux.send("b")
    try await session.tmux.waitFor("[ Cancel ]")
    try session.tmux.send("y")
    let result = try await session.tmux.waitFor("Nothing changes now")
    #expect(result.contains("Cloud 50 GB is a lower level, so nothing changes now"))
    #expect(result.contains("Cloud 200 GB stays until"))
    #expect(!result.contains("unlocked"))
    try session.tmux.send("Enter", "q")
    #expect(try await session.finished().status == 0)
  }

  /// "Respond to storefront changes by refreshing the list of your available products"
  /// (https://developer.apple.com/documentation/storekit/storefront/updates): a change made by another process
  /// reaches the list at once.
  @Test(.timeLimit(.minutes(1))) func aStorefrontChangeFromAnotherProcessReloadsTheProducts() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start()
    try await session.tmux.waitFor("Remove Ads         $2.99", timeout: .seconds(20))
    try await session.prepare("storefront set GBR")
    let reloaded = try await session.tmux.waitFor("Remove Ads         £2.99")
    #expect(reloaded.contains("GBR (GBP)") && !reloaded.contains("$"))
    try session.tmux.send("q")
    #expect(try await session.finished().status == 0)
  }

  /// An app never grants an unverified transaction (https://developer.apple.com/documentation/storekit/
  /// verificationresult): with verification failing, an active subscription shows `!` and "Not granted".
  @Test(.timeLimit(.minutes(1))) func aSubscriptionThatFailsVerificationIsNotShownAsSubscribed() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.prepare("buy \(Self.cloud200)")
    try await session.prepare("fault set verification invalidSignature")
    try await session.start()
    try await session.tmux.waitFor("Cloud 200 GB", timeout: .seconds(20))
    try session.tmux.send("End", "Up", "Up")
    let shown = try await session.tmux.waitFor("Not granted: its transaction")
    #expect(shown.contains("▶ ! Cloud 200 GB") && !shown.contains("✓ Subscribed") && !shown.contains("[ Subscribed ]"))
    try session.tmux.send("q")
    #expect(try await session.finished().status == 0)
  }

  /// Offline, `products(for:)` throws `StoreKitError.networkError`
  /// (https://developer.apple.com/documentation/storekit/storekiterror/networkerror(_:)); the empty state names
  /// Offline as the cause and its switch as the fix, not an injected error. Offline is turned on as the issue's
  /// user did, with the QA panel's switch, and the app launched again.
  @Test(.timeLimit(.minutes(1))) func aFailedLoadWhileOfflineNamesOfflineAndItsSwitch() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start()
    try await session.tmux.waitFor("▶   100 Gems", timeout: .seconds(20))
    try session.tmux.send("3")
    try await session.tmux.waitFor("▶ Ask to Buy")
    var selected = "Ask to Buy"
    for _ in 0..<30 where selected != "Offline" {
      try session.tmux.send("Down")
      let moved = try await session.tmux.waitUntil("the selection moves on from \(selected)") {
        Self.selectedControl(on: $0) != selected
      }
      selected = Self.selectedControl(on: moved)
    }
    try session.tmux.send("Enter")
    try await session.tmux.waitUntil("Offline is on") { $0.contains("offline") && $0.contains("▶ Offline") }
    try session.tmux.send("q")
    try await session.tmux.waitFor("EXIT=0", history: true)
    try session.tmux.enter("clear; \(session.command("")); echo AGAIN=$?")
    let screen = try await session.tmux.waitFor("Products could not be loaded", timeout: .seconds(20))
    #expect(screen.contains("The sandbox is offline"))
    #expect(screen.contains("Turn Offline") && screen.contains("QA panel (tab 3)"))
    #expect(!screen.contains("fault clear"))
    try session.tmux.send("q")
    try await session.tmux.waitFor("AGAIN=0", timeout: .seconds(20))
  }

  /// The name of the QA panel's selected control (`▶ Offline     off` is "Offline").
  static func selectedControl(on screen: String) -> String {
    guard let line = screen.split(separator: "\n").first(where: { $0.contains("▶ ") }),
      let marker = line.range(of: "▶ ")
    else { return "" }
    let rest = line[marker.upperBound...]
    return String(rest[..<(rest.range(of: "  ")?.lowerBound ?? rest.endIndex)])
  }

  /// The introductory offer applies while the customer never subscribed to the group
  /// (https://developer.apple.com/documentation/storekit/product/subscriptioninfo/iseligibleforintrooffer): the
  /// button and the result name it — pay as you go here.
  @Test(.timeLimit(.minutes(1))) func theSubscribeButtonAndTheResultNameTheOffer() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.start()
    try await session.tmux.waitFor("▶   100 Gems", timeout: .seconds(20))
    try session.tmux.send("/", "s", "t", "a", "n", "d", "a", "r", "d", "Enter")
    try await session.tmux.waitFor("[ Subscribe $0.99 / month for 3 months ]")
    try session.tmux.send("b")
    try await session.tmux.waitFor("$0.99 / month for 3 months, then $4.99 / month")
    try session.tmux.send("y")
    let result = try await session.tmux.waitFor("Purchase complete")
    #expect(result.contains("paid as you go"))
    try session.tmux.send("Enter", "q")
    #expect(try await session.finished().status == 0)
  }

  /// A failed renewal with a grace period keeps the customer entitled
  /// (https://developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalstate/ingraceperiod):
  /// the transactions view names it as the product pane does, not "expired".
  @Test(.timeLimit(.minutes(1))) func theTransactionsViewNamesAGracePeriodAsTheProductPaneDoes() async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.prepare("buy \(Self.cloud200)")
    try await session.start(cols: 100, rows: 30)
    try await session.tmux.waitFor("✓ Cloud 200 GB", timeout: .seconds(20))
    try session.tmux.send("3", "Down", "Down", "Down")
    try await session.tmux.waitFor("▶ Billing retry on renewal")
    try session.tmux.send("Enter", "Down", "Enter")
    try await session.tmux.waitFor("QA: billing retry with grace")
    try session.tmux.send("n")
    try await session.tmux.waitFor("grace period")
    try session.tmux.send("2")
    let history = try await session.tmux.waitFor("Transactions (1)")
    #expect(history.contains("grace period") && !history.contains("expired"))
    try session.tmux.send("1", "End", "Up", "Up")
    let pane = try await session.tmux.waitFor("In grace period: billing failed")
    #expect(pane.contains("Cloud Storage · grace period"))
    try session.tmux.send("q")
    #expect(try await session.finished().status == 0)
  }
}
