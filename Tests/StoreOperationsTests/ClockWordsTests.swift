import Foundation
import InterfaceLanguage
import StoreCatalog
import StoreEngine
import StoreOperations
import Testing

/// The clock's words come from the renderer in both languages: the engine says what will happen as a typed event
/// and the time rate as `SKTestSession.TimeRate` (https://developer.apple.com/documentation/storekittest/sktestsession/timerate),
/// and the words name the products and groups by their display names.
@Suite struct ClockWordsTests {
  typealias D = DemoStore

  /// Xcode's time rates (`_timeRate` 0, 6, 10, 15, 1005) named in whole words in each language.
  @Test func timeRatesInBothLanguages() throws {
    let rates: [(Int, String, String)] = [
      (0, "real time", "实时"), (6, "1 day every 1 s", "每 1 秒计 1 天"), (10, "1 month every 1 h", "每 1 小时计 1 个月"),
      (15, "1 month every 30 s", "每 30 秒计 1 个月"), (12, "1 month every 15 min", "每 15 分钟计 1 个月"),
      (1005, "1 renewal every 2 s", "每 2 秒续期 1 次"),
    ]
    for (raw, english, chinese) in rates {
      let rate = try #require(TimeRate(rawValue: raw))
      #expect(ClockWords.rate(rate, language: .en) == english)
      #expect(ClockWords.rate(rate, language: .zhHans) == chinese)
    }
  }

  /// A subscription that will renew, then (auto-renew off) expire, and an Ask to Buy request that will expire
  /// (https://developer.apple.com/documentation/storekit/transaction/purchase-requests): the events are typed, and
  /// each reads as a whole sentence with the products' display names.
  @Test func upcomingEventsInBothLanguages() async throws {
    let store = try await D.open()
    defer { Task { await store.close() } }
    await store.run(buy(D.standard))
    let renewal = try #require(try await store.sandbox.upcomingEvents().first)
    #expect(renewal.kind == .renews(groupID: try groupID(of: D.standard), productID: D.standard))
    #expect(store.words(language: .en).upcoming(renewal) == "Storefront Plus renews as Standard Monthly")
    #expect(store.words(language: .zhHans).upcoming(renewal).hasSuffix("将续期为 \(store.words().name(of: D.standard))"))

    await store.run(.subscription(.cancel, SubscriptionReference(D.standard)))
    let expiry = try #require(try await store.sandbox.upcomingEvents().first)
    #expect(expiry.kind == .expires(groupID: try groupID(of: D.standard), .autoRenewDisabled))
    #expect(store.words(language: .en).upcoming(expiry) == "Storefront Plus expires (auto-renew was turned off)")
    #expect(store.words(language: .zhHans).upcoming(expiry).hasSuffix(" 将过期（自动续期已关闭）"))

    await store.run(.set(.askToBuy(true)), buy(D.themes))
    let events = try await store.sandbox.upcomingEvents()
    let request = try #require(events.first { if case .askToBuyExpires = $0.kind { true } else { false } })
    guard case .askToBuyExpires(let id, D.themes) = request.kind else {
      Issue.record("expected the Theme Pack request to expire, got \(request.kind)")
      return
    }
    #expect(store.words(language: .en).upcoming(request) == "Ask to Buy request \(id) for Theme Pack expires")
    #expect(store.words(language: .zhHans).upcoming(request) == "Theme Pack 的购买前询问请求 \(id) 到期")
  }

  private func groupID(of productID: String) throws -> String {
    try #require(D.catalog.products.first { $0.id == productID }?.subscription?.groupID)
  }
}
