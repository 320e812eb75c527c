import Foundation
import TestSupport
import Testing

/// Issue 15's "Offers can be demoed", through the real binary in tmux at 80×24 and 200×60: a lapsed subscriber picks
/// the win-back offer on the purchase sheet, sees it billed, and the result names the offer applied.
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct OffersEndToEndTests {
  static let standard = "com.example.storefront.plus.standard.monthly"

  /// A win-back offer is for a lapsed subscriber whose renewal info lists it (`eligibleWinBackOfferIDs`,
  /// https://developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalinfo/eligiblewinbackofferids),
  /// bought with `Product.PurchaseOption.winBackOffer(_:)`
  /// (https://developer.apple.com/documentation/storekit/product/purchaseoption/winbackoffer(_:)).
  @Test(.timeLimit(.minutes(2)), arguments: [(80, 24), (200, 60)])
  func aLapsedSubscriberPicksTheWinBackOfferOnTheSheet(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    try await session.prepare("buy \(Self.standard)")
    try await session.prepare("subscription expire \(Self.standard)")
    try await session.start(cols: cols, rows: rows)
    try await session.filterProducts("Standard", until: "▶   Standard Monthly")
    try session.tmux.send("b")
    try await session.tmux.waitFor("[ Cancel ]")
    try session.tmux.send("o")
    try await session.tmux.waitFor("standard.thanks (promotional)")
    try session.tmux.send("o")
    let sheet = try await session.tmux.waitFor("standard.winback (win-back): $1.99 for 1 month")
    #expect(sheet.contains("(o: 2 offers)"), "the sheet says how many offers o steps through")
    #expect(sheet.contains("Billed      $1.99 for 1 month, then $4.99 / month"), "\(sheet)")
    #expect(sheet.contains("[ Cancel ]  [ Subscribe $1.99 for 1 month ]"), "both buttons show: \(sheet)")
    try session.tmux.send("y")
    let result = try await session.tmux.waitFor("Purchase complete")
    #expect(
      Self.dialogText(result, titled: "Purchase complete").contains(
        "You are subscribed to Standard Monthly. The win-back offer standard.winback applies: 1 month paid up front "
          + "at $1.99, then $4.99 / month."), "\(result)")
    try session.tmux.send("Enter")
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  /// The words inside the dialog box whose title line holds `title`, its lines joined with single spaces.
  static func dialogText(_ screen: String, titled title: String) -> String {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
    guard let top = lines.firstIndex(where: { String($0).contains(title) }),
      let left = lines[top].firstIndex(of: "┌"), let right = lines[top].lastIndex(of: "┐")
    else { return "" }
    var inside: [String] = []
    for line in lines[(top + 1)...] {
      guard line.count > right, line[left] != "└" else { break }
      inside.append(String(line[(left + 1)..<right]))
    }
    return inside.joined(separator: " ").split(separator: " ").joined(separator: " ")
  }
}
