import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

@Suite struct DeterminismTests {
  /// A scenario with purchases, renewals, an upgrade, a refund and billing trouble.
  func runScenario() async throws -> Sandbox {
    let sandbox = try EngineFixtures.sandbox()
    _ = try await sandbox.purchase("news.weekly", device: "a")
    _ = try await sandbox.purchase("plus.monthly", device: "a")
    _ = try await sandbox.purchase("coins.100", options: [.quantity(3)], device: "a")
    try await sandbox.advanceClock(by: 10 * 86_400)
    _ = try await sandbox.purchase("pro.monthly", device: "a")
    try await sandbox.refund(3)
    try await sandbox.setBillingRetryOnRenewal(true)
    try await sandbox.setBillingGracePeriod(true)
    try await sandbox.advanceClock(by: 40 * 86_400)
    return sandbox
  }

  /// Everything a transaction says except what is unique per run: ids, signatures, device nonces.
  func comparable(_ record: TransactionRecord) throws -> String {
    let json: JSONNode = try #require(TransactionVerifier.payloadJSON(of: record.jws))
    var payload = TransactionPayload(json: json)
    payload.deviceVerification = nil
    payload.deviceVerificationNonce = nil
    payload.appTransactionId = nil
    var row = record
    row.jws = String(decoding: payload.json, as: UTF8.self)
    return "\(row)"
  }

  @Test func theSameScenarioProducesTheSameLedger() async throws {
    let first = try await runScenario()
    let second = try await runScenario()
    let a = try await first.allTransactions().map(comparable)
    let b = try await second.allTransactions().map(comparable)
    #expect(a.count == 5)  // 3 purchases, a weekly renewal, the upgrade; then renewals fail into billing retry
    #expect(a == b)
    let statusA = try await first.subscriptionStatuses().map { "\($0.state) \($0.renewal)" }
    let statusB = try await second.subscriptionStatuses().map { "\($0.state) \($0.renewal)" }
    #expect(statusA == statusB)
  }
}
