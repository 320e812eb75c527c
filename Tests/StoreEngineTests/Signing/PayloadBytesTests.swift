import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// Signed payloads are compact JSON with every key once, in ascending order: the same payload always signs the
/// same bytes.
@Suite struct PayloadBytesTests {
  @Test func transactionRenewalInfoAndAppTransactionPayloadsHaveSortedUniqueKeys() async throws {
    let sandbox = try EngineFixtures.sandbox()
    guard case .purchased(let record) = try await sandbox.purchase("pro.monthly", device: "d") else {
      Issue.record("the subscription was not charged")
      return
    }
    let renewalInfo = try #require(try await sandbox.signedSubscriptionStatuses().first?.renewalInfo)
    let appTransaction = try await sandbox.signedAppTransaction()
    for jws in [record.jws, renewalInfo, appTransaction] {
      let decoded = try DecodedJWS(compactSerialization: jws)
      let keys = try #require(decoded.payload.object?.members.map(\.key))
      #expect(keys.count > 8)
      #expect(keys == keys.sorted(), "keys out of order in \(keys)")
      #expect(Set(keys).count == keys.count)
      #expect(CompactJSONWriter.bytes(decoded.payload) == Array(decoded.payloadData))
    }
  }

  @Test func fieldsSetInAnyOrderAreWrittenOnceInAscendingKeyOrder() {
    var writer = PayloadWriter()
    writer.set("signedDate", 1_700_000_000_000 as Double?)
    writer.set("bundleId", "com.example" as String?)
    writer.set("quantity", 1 as Int?)
    writer.set("absent", nil as String?)
    writer.set("isUpgraded", true as Bool?)
    writer.set("quantity", 2 as Int?)
    writer.set("eligibleWinBackOfferIds", ["a", "b"] as [String]?)
    let expected =
      #"{"bundleId":"com.example","eligibleWinBackOfferIds":["a","b"],"isUpgraded":true,"quantity":2,"#
      + #""signedDate":1700000000000}"#
    #expect(String(decoding: writer.data, as: UTF8.self) == expected)
  }
}
