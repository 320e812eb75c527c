import Foundation
import StoreCatalog

extension StoreModel {
  /// Handles one element of `Transaction.updates`.
  func handle(update result: VerificationResult<Transaction>) async {
    log(.update, "updates → \(describe(result))")
    emit(TransactionEvent(source: .updates, result: result))
    switch result {
    case .verified(let transaction):
      if transaction.isRevoked {
        await takeBack(transaction)
      } else {
        await deliver(transaction)
        snapshot.purchases[transaction.productID] = nil
        snapshot.lastMessage = StoreMessage(.success, "\(transaction.productID) arrived on updates — transaction \(transaction.id)")
      }
    case .unverified(let transaction, let error):
      snapshot.lastMessage = StoreMessage(
        .unverified, "Ignored an unverified transaction \(transaction.id) for \(transaction.productID): \(error)")
    }
    await refresh()
  }

  /// Gives the customer what a verified transaction bought — exactly once — then finishes it.
  func deliver(_ transaction: Transaction) async {
    let sandbox = store.sandbox
    do {
      guard let record = try await sandbox.transaction(transaction.id) else { return }
      if try await sandbox.recordDelivery(of: record) {
        let what = transaction.productType == .consumable ? "added \(transaction.purchasedQuantity) to the balance" : "unlocked"
        log(.delivery, "delivered \(transaction.productID) #\(transaction.id): \(what)")
      }
      if configuration.finishTransactions {
        try await store.finish(transaction)
        log(.finish, "finish(#\(transaction.id))")
      }
    } catch {
      log(.error, "delivering #\(transaction.id) failed: \(error)")
    }
  }

  /// A refunded or revoked transaction: take back consumable content, finish it, tell the user.
  func takeBack(_ transaction: Transaction) async {
    do {
      let taken = try await store.sandbox.reverseDelivery(of: transaction.id)
      if taken > 0 { log(.delivery, "took back \(taken) of \(transaction.productID) (refunded)") }
      if configuration.finishTransactions {
        try await store.finish(transaction)
        log(.finish, "finish(#\(transaction.id))")
      }
    } catch {
      log(.error, "handling the revocation of #\(transaction.id) failed: \(error)")
    }
    snapshot.lastMessage = StoreMessage(.info, "Transaction \(transaction.id) for \(transaction.productID) was refunded or revoked")
  }
}
