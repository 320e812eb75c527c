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
}
