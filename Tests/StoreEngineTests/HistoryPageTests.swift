import Foundation
import StoreCatalog
import Testing
import TestSupport

@testable import StoreEngine

/// The transactions page a model's snapshot holds (`StoreSnapshot.history`) is brought up to date from the ledger's
/// change log, re-reading only what changed; whatever way it got there, it must be the page a fresh read gives —
/// the newest transactions, each as `Transaction.all` would hand it now, with this device's verdict.
@Suite struct HistoryPageTests {
  /// The page a new launch of the app reads whole, to compare with the one kept up to date.
  func freshPage(of sandbox: Sandbox, limit: Int) async throws -> [LedgerTransaction] {
    let model = await StoreModel(store: try await Store(sandbox: sandbox, device: "d"), configuration: .init(historyLimit: limit))
    await model.refresh()
    defer { Task { await model.stop() } }
    return model.currentSnapshot.history
  }

  @Test func thePageKeepsTheNewestAndFollowsEveryChange() async throws {
    let sandbox = try EngineFixtures.sandbox()
    let model = await StoreModel(store: try await Store(sandbox: sandbox, device: "d"), configuration: .init(historyLimit: 3))
    await model.loadProducts()
    for _ in 1...5 {
      guard case .purchased = await model.purchase("coins.100").outcome else { Issue.record("no purchase"); return }
    }
    var page = model.currentSnapshot.history
    #expect(page.map(\.result.unsafePayloadValue.id) == [5, 4, 3])
    #expect(model.currentSnapshot.historyCount == 5)
    #expect(page.allSatisfy { $0.isFinished })
    // A refund of a transaction on the page (`Transaction.revocationDate`) shows on it; one below it does not
    // bring it onto the page.
    _ = try await sandbox.refund(4)
    _ = try await sandbox.refund(1)
    await model.refresh()
    page = model.currentSnapshot.history
    #expect(page.map(\.result.unsafePayloadValue.id) == [5, 4, 3])
    #expect(page[1].result.unsafePayloadValue.revocationDate != nil)
    #expect(page == (try await freshPage(of: sandbox, limit: 3)))
    await model.stop()
  }

  /// How many transactions the ledger holds (`StoreSnapshot.historyCount`, beside the page) is added to from the change
  /// log as purchases come in, and counted again after a deletion (Xcode's Transaction Manager deletes transactions):
  /// it is always the count a fresh read gives.
  @Test func theCountFollowsPurchasesAndDeletions() async throws {
    let sandbox = try EngineFixtures.sandbox()
    let model = await StoreModel(store: try await Store(sandbox: sandbox, device: "d"), configuration: .init(historyLimit: 2))
    await model.loadProducts()
    for _ in 1...4 { _ = await model.purchase("coins.100") }
    #expect(model.currentSnapshot.historyCount == 4)
    try await sandbox.deleteTransaction(2)
    await model.refresh()
    #expect(model.currentSnapshot.historyCount == 3)
    _ = await model.purchase("coins.100")
    #expect(model.currentSnapshot.historyCount == 4)
    let fresh = await StoreModel(store: try await Store(sandbox: sandbox, device: "e"), configuration: .init(historyLimit: 2))
    await fresh.refresh()
    #expect(fresh.currentSnapshot.historyCount == model.currentSnapshot.historyCount)
    #expect(fresh.currentSnapshot.history.map(\.transaction.id) == model.currentSnapshot.history.map(\.transaction.id))
    await fresh.stop()
    await model.stop()
  }

  /// An injected verification fault (StoreKitTest's `SKTestSession.setSimulatedError(_:forAPI:)`, the verification
  /// API) changes every verdict on the page, not only those of the transactions that changed since.
  @Test func aVerificationFaultReachesTheWholePage() async throws {
    let sandbox = try EngineFixtures.sandbox()
    let model = await StoreModel(store: try await Store(sandbox: sandbox, device: "d"), configuration: .init(historyLimit: 10))
    await model.loadProducts()
    for _ in 1...3 { _ = await model.purchase("coins.100") }
    #expect(model.currentSnapshot.history.allSatisfy { $0.result.isVerified })
    try await sandbox.setSimulatedError(.verification(.invalidSignature), for: .verification)
    await model.refresh()
    #expect(model.currentSnapshot.history.count == 3)
    #expect(model.currentSnapshot.history.allSatisfy { !$0.result.isVerified })
    try await sandbox.setSimulatedError(nil, for: .verification)
    await model.refresh()
    #expect(model.currentSnapshot.history.allSatisfy { $0.result.isVerified })
    await model.stop()
  }
}
