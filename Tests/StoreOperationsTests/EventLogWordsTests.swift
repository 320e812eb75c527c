import FoundationEssentials
import InterfaceLanguage
import StoreEngine
import StoreOperations
import Testing

/// The event log's entries are facts worded by one renderer (issue 17): the English forms are the ones scenarios
/// match with `expect log` and recordings kept, unchanged; the Chinese forms say the same in Chinese, quoting the
/// StoreKit calls as code (`purchase(_:)`, https://developer.apple.com/documentation/storekit/product/purchase(options:);
/// `AppStore.sync()`, https://developer.apple.com/documentation/storekit/appstore/sync()).
@Suite struct EventLogWordsTests {
  static let verified = StoreLogEntry.Verification(productID: "gems.100", transactionID: 1, failure: nil)

  static let events: [(StoreLogEntry.Event, en: String, zhHans: String)] = [
    (.productsLoaded(requested: 7, returned: 6), "products(for: 7 ids) returned 6", "products(for:) 请求 7 个 ID，返回 6 个产品"),
    (.productsLoaded(requested: 1, returned: 1), "products(for: 1 id) returned 1", "products(for:) 请求 1 个 ID，返回 1 个产品"),
    (.purchaseSucceeded(productID: "gems.100", verified), "purchase(gems.100) → .success(.verified(gems.100 #1))",
     "purchase(gems.100) → .success(.verified(gems.100 #1))"),
    (.update(StoreLogEntry.Verification(productID: "pro", transactionID: 2, failure: .invalidSignature)),
     "updates → .unverified(pro #2, .invalidSignature)", "updates → .unverified(pro #2, .invalidSignature)"),
    (.purchaseNotCalled(productID: "pro"), "purchase(pro) not called: the product is not loaded",
     "未调用 purchase(pro)：该产品未载入"),
    (.purchaseFailed(productID: "pro", error: "StoreKitError.networkError"),
     "purchase(pro) threw StoreKitError.networkError", "purchase(pro) 抛出 StoreKitError.networkError"),
    (.synced(entitlements: 1), "AppStore.sync() succeeded; 1 current entitlement", "AppStore.sync() 成功；当前有 1 项权益"),
    (.synced(entitlements: 2), "AppStore.sync() succeeded; 2 current entitlements", "AppStore.sync() 成功；当前有 2 项权益"),
    (.refundRequested(transactionID: 3, status: .success), "beginRefundRequest(3) → .success",
     "beginRefundRequest(3) → .success"),
    (.delivered(productID: "gems.100", transactionID: 1, quantity: 100),
     "delivered gems.100 #1: added 100 to the balance", "已交付 gems.100 #1：余额增加 100"),
    (.delivered(productID: "pro", transactionID: 2, quantity: nil), "delivered pro #2: unlocked", "已交付 pro #2：已解锁"),
    (.tookBack(productID: "gems.100", units: 100), "took back 100 of gems.100 (refunded)", "已收回 100 个 gems.100（已退款）"),
    (.finished(transactionID: 1), "finish(#1)", "finish(#1)"),
  ]

  @Test func eachEntryIsWordedInBothLanguages() {
    for (event, en, zhHans) in Self.events {
      #expect(EventLogWords.text(event, language: .en) == en)
      #expect(EventLogWords.text(event, language: .zhHans) == zhHans)
    }
  }

  @Test func theKindsAreWordedInBothLanguages() {
    #expect(EventLogWords.kind(.delivery, language: .en) == "delivery")
    #expect(EventLogWords.kind(.delivery, language: .zhHans) == "交付")
    #expect(StoreLogEntry(date: .distantPast, event: .finished(transactionID: 1)).kind == .finish)
    #expect(StoreLogEntry(date: .distantPast, event: .consumeFailed(productID: "gems.100", error: "x")).kind == .error)
  }
}
