import Foundation
import StoreEngine
import StoreOperations
import Testing

/// The resolver: `last`, a product, an id, a group's name — to what they mean now, and back to how a recording
/// names them.
@Suite struct ResolverTests {
  typealias D = DemoStore

  @Test func transactionsByLastByProductAndById() async throws {
    let (_, sandbox) = try D.makeSandbox()
    var resolver = OperationResolver(sandbox: sandbox)
    await #expect(throws: OperationFailure.noLastTransaction) { try await resolver.transaction(.last) }
    await #expect(throws: OperationFailure.noTransaction(productID: D.gems)) {
      try await resolver.transaction(.newest(productID: D.gems))
    }
    await #expect(throws: OperationFailure.store(StoreFailure(.sandbox(.noSuchTransaction(7))))) {
      try await resolver.transaction(.id(7))
    }
    _ = try await sandbox.purchase(D.gems, device: "a")
    _ = try await sandbox.purchase(D.removeAds, device: "a")
    resolver.lastTransactionID = 1
    #expect(try await resolver.transaction(.last).productID == D.gems)
    #expect(try await resolver.transaction(.newest(productID: D.removeAds)).id == 2)
    #expect(try await resolver.transaction(.id(2)).productID == D.removeAds)
    try await sandbox.deleteTransaction(1)
    await #expect(throws: OperationFailure.lastTransactionGone(1)) { try await resolver.transaction(.last) }
  }

  @Test func requestsMustBeOfTheKindTheOperationAnswers() async throws {
    let (_, sandbox) = try D.makeSandbox()
    let resolver = OperationResolver(sandbox: sandbox)
    await #expect(throws: OperationFailure.noRequest(.last)) { try await resolver.request(.last) }
    try await sandbox.setAskToBuy(true)
    _ = try await sandbox.purchase(D.themes, device: "a")
    let request = try await resolver.request(.newest(productID: D.themes), kind: .askToBuy)
    #expect(request.id == 1)
    await #expect(throws: OperationFailure.wrongRequestKind(request)) {
      try await resolver.request(.id(1), kind: .interrupted)
    }
  }

  @Test func groupsByIdReferenceNameOrProduct() async throws {
    let (_, sandbox) = try D.makeSandbox()
    let resolver = OperationResolver(sandbox: sandbox)
    #expect(try await resolver.groupID(SubscriptionReference("Cloud Storage")) == "5C1A0002")
    #expect(try await resolver.groupID(SubscriptionReference(D.cloud50)) == "5C1A0002")
    #expect(try await resolver.groupID(SubscriptionReference("5C1A0001")) == "5C1A0001")
  }

  /// A recording names a product's newest transaction by the product (ids shift between replays), others by id.
  @Test func recordingsNameTheNewestByProductAndTheRestById() async throws {
    let (_, sandbox) = try D.makeSandbox()
    let resolver = OperationResolver(sandbox: sandbox)
    _ = try await sandbox.purchase(D.gems, device: "a")
    #expect(await resolver.reference(toTransaction: 1) == .newest(productID: D.gems))
    try await sandbox.finish(1, device: "a")
    _ = try await sandbox.purchase(D.gems, device: "a")
    #expect(await resolver.reference(toTransaction: 2) == .newest(productID: D.gems))
    #expect(await resolver.reference(toTransaction: 1) == .id(1))
    #expect(await resolver.reference(toTransaction: 99) == .id(99))
    #expect(await resolver.reference(toRequest: 5) == .id(5))
  }
}
