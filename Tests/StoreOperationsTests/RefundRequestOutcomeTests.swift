import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations
import Testing

/// The app's refund sheet (`Transaction.beginRefundRequest`) through the executor: the outcome carries the
/// `Transaction.RefundRequestStatus` StoreKit returns and what the App Store then did.
///
/// Apple's page (https://developer.apple.com/documentation/storekit/transaction/refundrequeststatus): "The refund
/// request status reflects the status of the request, not the status of the refund itself" — `success`, "The App
/// Store has received the refund request", for an approved and a declined request alike; `userCancelled`, "The
/// user canceled submission of their refund request". A declined request sends the server `REFUND_DECLINED`
/// (https://developer.apple.com/documentation/storekit/testing-refund-requests).
@Suite(.serialized) struct RefundRequestOutcomeTests {
  typealias D = DemoStore

  func requestRefund(answer: RefundRequestAnswer) async throws -> (DemoStore, OperationResult) {
    let store = try await D.open()
    await store.run(buy(D.themes), .set(.refundAnswer(answer)))
    return (store, await store.run(.requestRefund(.newest(productID: D.themes))))
  }

  @Test func anApprovedRequestIsSuccessAndTheRefundArrives() async throws {
    let (store, result) = try await requestRefund(answer: .approve)
    defer { Task { await store.close() } }
    #expect(result.outcome == .refundRequest(.approved(transactionID: 1)))
    #expect(result.outcome.refundStatus == .success)
    #expect(try await store.sandbox.transaction(1)?.isRevoked == true)
  }

  @Test func aDeclinedRequestIsSuccessTooButNothingChangesForTheApp() async throws {
    let (store, result) = try await requestRefund(answer: .decline)
    defer { Task { await store.close() } }
    #expect(result.outcome == .refundRequest(.declined(transactionID: 1)))
    #expect(result.outcome.refundStatus == .success, "the status of the request, not of the refund")
    #expect(result.succeeded)
    #expect(try await store.sandbox.transaction(1)?.isRevoked == false)
    #expect(result.snapshot?.entitlements[D.themes] != nil, "the customer keeps what they bought")
    #expect(
      store.words().report(result).message
        == "The App Store declined the refund of transaction 1: beginRefundRequest returned success (the request "
        + "was received), the transaction stays as it was, and nothing reaches Transaction.updates.")
    let again = await store.run(.requestRefund(.newest(productID: D.themes)))
    #expect(again.outcome.failure?.caseName == "duplicateRequest")
  }

  @Test func aCancelledSheetIsUserCancelledAndAsksNothing() async throws {
    let (store, result) = try await requestRefund(answer: .cancel)
    defer { Task { await store.close() } }
    #expect(result.outcome == .refundRequest(.userCancelled(transactionID: 1)))
    #expect(result.outcome.refundStatus == .userCancelled)
    #expect(try await store.sandbox.transaction(1)?.isRevoked == false)
    #expect(try await store.sandbox.refundWasDeclined(1) == false, "nothing was asked")
    #expect(store.words().report(result).title == "Refund request cancelled")
  }

  /// A scenario's `request-refund` gets the same typed outcome and words, and `expect result` tells them apart.
  @Test func aScenarioGetsTheSameOutcomesAndWords() async throws {
    for answer in [RefundRequestAnswer.approve, .decline, .cancel] {
      let operations: [StoreOperation] = [
        buy(D.themes), .set(.refundAnswer(answer)), .requestRefund(.newest(productID: D.themes)),
      ]
      let (store, expected) = try await requestRefund(answer: answer)
      let played = try await SameWordsEverywhereTests.scenarioResults(operations)
      #expect(played.last?.0.outcome == expected.outcome, "\(answer)")
      #expect(played.last?.1 == store.words(.scenario).report(expected).text, "\(answer)")
      await store.close()
    }
  }
}

extension OperationOutcome {
  /// The status `beginRefundRequest` returned, for a refund request's outcome.
  fileprivate var refundStatus: RefundRequestStatus? {
    if case .refundRequest(let refund) = self { return refund.status }
    return nil
  }
}
