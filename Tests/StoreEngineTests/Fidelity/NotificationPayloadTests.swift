import Foundation
import Testing

@testable import StoreEngine

/// The signed notification a change records decodes as Apple documents it: "responseBodyV2DecodedPayload"
/// (App Store Server Notifications: `notificationType`, `subtype`, `notificationUUID`, `version` "2.0", `signedDate` in
/// milliseconds, and either `data` or `summary`), "data" (`bundleId`, `bundleVersion`, `environment`,
/// `signedTransactionInfo`, and for a subscription `signedRenewalInfo` and `status`) and "summary" (`requestIdentifier`,
/// `productId`, `storefrontCountryCodes`, `succeededCount`, `failedCount`, `bundleId`, `environment`).
@Suite struct NotificationPayloadTests {
  @Test func aPurchaseNotifiesWithTheSignedTransactionInData() async throws {
    let store = try await FidelityFixtures.launch()
    guard case .purchased(let record) = try await store.sandbox.purchase("pro.monthly", device: "phone") else {
      Issue.record("the subscription was not bought")
      return
    }
    let notification = try #require(try await store.sandbox.allNotifications().last { $0.transactionID == record.id })
    let payload = try FidelityFixtures.payload(of: notification.signedPayload)
    #expect(payload["notificationType"] as? String == "SUBSCRIBED")
    #expect(payload["subtype"] as? String == "INITIAL_BUY")
    #expect(payload["notificationUUID"] as? String == notification.uuid)
    #expect(payload["version"] as? String == "2.0")
    #expect(payload["signedDate"] as? Int == Int(EngineFixtures.start.timeIntervalSince1970 * 1000))
    #expect(payload["summary"] == nil)
    let data = try #require(payload["data"] as? [String: Any])
    #expect(data["bundleId"] as? String == "com.example.storefront")
    #expect(data["bundleVersion"] as? String == "1")
    #expect(data["environment"] as? String == "Sandbox")
    #expect(data["signedTransactionInfo"] as? String == record.jws, "the transaction exactly as the App Store signed it")
    #expect(data["status"] as? Int == 1, "active (status 1)")
    let renewal = try FidelityFixtures.payload(of: try #require(data["signedRenewalInfo"] as? String))
    #expect(renewal["originalTransactionId"] as? String == String(record.originalID))
  }

  @Test func anExtensionForAllSubscribersNotifiesASummaryInsteadOfData() async throws {
    let store = try await FidelityFixtures.launch()
    _ = try await store.sandbox.purchase("pro.monthly", device: "phone")
    _ = try await store.sandbox.extendRenewalDatesForAll(
      productID: "pro.monthly", storefronts: ["USA"], days: 3, reason: 1, requestID: "request-1")
    let summaryNotification = try #require(try await store.sandbox.allNotifications().first { $0.kind.subtype == .summary })
    let payload = try FidelityFixtures.payload(of: summaryNotification.signedPayload)
    #expect(payload["notificationType"] as? String == "RENEWAL_EXTENSION")
    #expect(payload["data"] == nil)
    let summary = try #require(payload["summary"] as? [String: Any])
    #expect(summary["requestIdentifier"] as? String == "request-1")
    #expect(summary["productId"] as? String == "pro.monthly")
    #expect(summary["storefrontCountryCodes"] as? [String] == ["USA"])
    #expect(summary["succeededCount"] as? Int == 1)
    #expect(summary["failedCount"] as? Int == 0)
    #expect(summary["bundleId"] as? String == "com.example.storefront")
    #expect(summary["environment"] as? String == "Sandbox")
  }
}
