import Foundation
import StoreEngine
import StoreOperations
import TestSupport
import Testing

/// `storefront refund-request ID`: the app's own refund sheet from the command line, as the storefront's refund
/// button asks. Apple's Transaction.RefundRequestStatus: `success` "reflects the status of the request, not the
/// status of the refund itself" (approved and declined alike), `userCancelled` when the customer cancels the sheet;
/// beginRefundRequest throws RefundRequestError.duplicateRequest for a transaction already asked about.
@Suite(.serialized) struct RefundRequestCommandTests {
  typealias D = DemoStore

  /// A fresh sandbox with Remove Ads bought (transaction 1) and the refund answer set.
  static func sandbox(answer: RefundRequestAnswer) async throws -> String {
    let path = try ProjectPaths.temporaryDirectory("refund-request").appendingPathComponent("sandbox.sqlite").path
    for arguments in [["buy", D.removeAds], ["refund-answer", answer.rawValue]] {
      let result = try await ProcessRunner.storefront(arguments + ["--sandbox", path])
      guard result.status == 0 else { throw RefundRequestCommandError.failed(arguments, result.stderr) }
    }
    return path
  }

  static func json(_ result: ProcessResult) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  /// The words the executor's own run of the same request gives, on a store of its own.
  static func words(answer: RefundRequestAnswer) async throws -> String {
    let store = try await D.open()
    defer { Task { await store.close() } }
    await store.run(.set(.refundAnswer(answer)), .buy(productID: D.removeAds, options: PurchaseRequest()))
    return store.words().report(await store.run(.requestRefund(.id(1)))).text
  }

  @Test func anApprovedRequestIsSuccessAndRevokesTheTransaction() async throws {
    let path = try await Self.sandbox(answer: .approve)
    let result = try await ProcessRunner.storefront(["refund-request", "1", "--json", "--sandbox", path])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try Self.json(result)
    #expect(object["result"] as? String == "approved" && object["status"] as? String == "success")
    let transaction = try #require(object["transaction"] as? [String: Any])
    #expect(transaction["revocationDate"] != nil && transaction["id"] as? Int == 1)
    #expect(object["message"] as? String == (try await Self.words(answer: .approve)))
  }

  @Test func aDeclinedRequestIsSuccessTooAndASecondIsADuplicate() async throws {
    let path = try await Self.sandbox(answer: .decline)
    let text = try await ProcessRunner.storefront(["refund-request", "1", "--sandbox", path])
    #expect(text.status == 0)
    #expect(text.stdout.trimmingCharacters(in: .newlines) == (try await Self.words(answer: .decline)))
    let again = try await ProcessRunner.storefront(["refund-request", "1", "--json", "--sandbox", path])
    #expect(again.status == 1)
    let object = try Self.json(again)
    #expect(object["result"] as? String == "failed" && object["error"] as? String == "duplicateRequest")
    #expect(object["status"] == nil, "beginRefundRequest threw: there is no status")
    let transaction = try #require(object["transaction"] as? [String: Any])
    #expect(transaction["revocationDate"] == nil, "a declined refund changes nothing")
  }

  @Test func aCancelledSheetIsUserCancelled() async throws {
    let path = try await Self.sandbox(answer: .cancel)
    let result = try await ProcessRunner.storefront(["refund-request", "1", "--json", "--sandbox", path])
    #expect(result.status == 0)
    let object = try Self.json(result)
    #expect(object["result"] as? String == "cancelled" && object["status"] as? String == "userCancelled")
  }

  @Test func anUnknownTransactionFailsWithTheRenderersWords() async throws {
    let path = try await Self.sandbox(answer: .approve)
    let result = try await ProcessRunner.storefront(["refund-request", "99", "--sandbox", path])
    #expect(result.status == 1 && !result.stderr.isEmpty && result.stdout.isEmpty)
    #expect(try await ProcessRunner.storefront(["refund-request", "abc", "--sandbox", path]).status == 2)
  }
}

enum RefundRequestCommandError: Error {
  case failed([String], String)
}
