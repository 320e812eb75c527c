import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// While the tester makes verification fail, every API that hands the app a `VerificationResult` gives the same
/// verdict, and an unverified transaction is replayed at every launch until it verifies.
///
/// StoreKit Testing's `verification` failure (developer.apple.com/documentation/storekittest/sktestfailures/verification)
/// makes StoreKit's verification fail, and "StoreKit automatically verifies the Transaction, RenewalInfo, and
/// AppTransaction values" it hands out (developer.apple.com/documentation/storekit/verificationresult); unfinished transactions
/// reach the app through `Transaction.updates` "once, immediately after the app launches" until they are finished
/// (developer.apple.com/documentation/storekit/transaction/updates).
@Suite struct InjectedVerificationTests {
  let fault = SimulatedError.verification(.invalidSignature)

  @Test func everyPathHandsOutTheSameUnverifiedVerdict() async throws {
    let store = try await FidelityFixtures.launch()
    try await store.sandbox.setSimulatedError(fault, for: .verification)
    let bought = try await FidelityFixtures.buy("pro.lifetime", in: store)
    _ = try await FidelityFixtures.buy("plus.monthly", in: store)
    #expect(bought.verificationError == .invalidSignature)

    let relaunch = try await Store(sandbox: store.sandbox, device: "phone")
    let updates = await relaunch.updates()
    var replayed: [VerificationResult<Transaction>] = []
    for await result in updates {
      replayed.append(result)
      if replayed.count == 2 { break }
    }
    #expect(replayed.allSatisfy { $0.verificationError == .invalidSignature })
    #expect(try await relaunch.currentEntitlements().allSatisfy { $0.verificationError == .invalidSignature })
    #expect(try await relaunch.all().allSatisfy { $0.verificationError == .invalidSignature })
    #expect(try await relaunch.unfinished().allSatisfy { $0.verificationError == .invalidSignature })
    #expect(try await relaunch.latest(for: "pro.lifetime")?.verificationError == .invalidSignature)
    let status = try #require(try await relaunch.subscriptionStatus(for: "GROUP1").first)
    #expect(status.transaction.verificationError == .invalidSignature)
    #expect(status.renewalInfo.verificationError == .invalidSignature)
    #expect(try await relaunch.appTransaction().verificationError == .invalidSignature)
  }

  @Test func aPurchaseOnAnotherDeviceArrivesUnverifiedToo() async throws {
    let store = try await FidelityFixtures.launch()
    let updates = await store.updates()
    try await store.sandbox.setSimulatedError(fault, for: .verification)
    _ = try await store.sandbox.purchase("pro.lifetime", device: "tablet")
    #expect(await FidelityFixtures.first(of: updates)?.verificationError == .invalidSignature)
  }

  @Test func anUnverifiedTransactionReplaysAtEveryLaunchUntilItVerifies() async throws {
    let store = try await FidelityFixtures.launch()
    let sandbox = store.sandbox
    try await sandbox.setSimulatedError(fault, for: .verification)
    let bought = try await FidelityFixtures.buy("pro.lifetime", in: store).unsafePayloadValue

    for _ in 1...2 {
      let model = await StoreModel(store: try await Store(sandbox: sandbox, device: "phone"))
      let events = model.transactionEvents()
      await model.start()
      let replayed = await FidelityFixtures.first(of: events)
      #expect(replayed?.source == .updates)
      #expect(replayed?.result.verificationError == .invalidSignature)
      await model.stop()
      #expect(
        try await sandbox.transaction(bought.id)?.isFinished == false, "an unverified transaction is never finished")
    }

    try await sandbox.setSimulatedError(nil, for: .verification)
    let model = await StoreModel(store: try await Store(sandbox: sandbox, device: "phone"))
    let events = model.transactionEvents()
    await model.start()
    #expect(await FidelityFixtures.first(of: events)?.result.isVerified == true)
    await model.refresh()
    #expect(model.currentSnapshot.entitlements["pro.lifetime"]?.id == bought.id)
    await model.stop()
    #expect(try await sandbox.transaction(bought.id)?.isFinished == true)
  }
}
