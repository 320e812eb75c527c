import Foundation
import StoreCatalog

/// What a purchase through the model ended in.
public enum PurchaseOutcome: Sendable, Hashable {
  /// Bought (or already owned) and verified; delivered and, unless configured otherwise, finished.
  case purchased(Transaction)
  /// The App Store returned a transaction that failed verification: not granted, not finished.
  case unverified(Transaction, VerificationError)
  case pending
  case cancelled
  case failed(String)
  /// A purchase of this product was already in flight: this one was ignored.
  case ignored
}

extension StoreModel {
  /// Buys a product the way a careful app does; a second call while one is in flight is ignored.
  @discardableResult
  public func purchase(_ productID: String, options: [PurchaseOption] = []) async -> PurchaseOutcome {
    guard snapshot.purchases[productID] != .purchasing else { return .ignored }
    guard let product = snapshot.loadedProducts.first(where: { $0.id == productID }) else {
      let message = "'\(productID)' is not among the loaded products"
      snapshot.lastMessage = StoreMessage(.failure, "Cannot buy: \(message)")
      publish()
      return .failed(message)
    }
    snapshot.purchases[productID] = .purchasing
    let outcome = await withActivity(.purchasing(productID: productID, name: product.displayName)) {
      await performPurchase(product, options: options)
    }
    if outcome == .pending {
      snapshot.purchases[productID] = .pending
    } else {
      snapshot.purchases[productID] = nil
    }
    await refresh()
    return outcome
  }

  private func performPurchase(_ product: Product, options: [PurchaseOption]) async -> PurchaseOutcome {
    do {
      switch try await store.purchase(product, options: options) {
      case .success(let result):
        log(.purchase, "purchase(\(product.id)) → .success(\(describe(result)))")
        emit(TransactionEvent(source: .purchase, result: result))
        switch result {
        case .verified(let transaction):
          await deliver(transaction)
          snapshot.lastMessage = StoreMessage(.success, "Purchased \(product.displayName) — transaction \(transaction.id)")
          return .purchased(transaction)
        case .unverified(let transaction, let error):
          snapshot.lastMessage = StoreMessage(.unverified, "Not granted: the transaction failed verification (\(error))")
          return .unverified(transaction, error)
        }
      case .pending:
        log(.purchase, "purchase(\(product.id)) → .pending")
        snapshot.lastMessage = StoreMessage(.pending, "\(product.displayName) is waiting for approval; it arrives on updates if approved")
        return .pending
      case .userCancelled:
        log(.purchase, "purchase(\(product.id)) → .userCancelled")
        snapshot.lastMessage = StoreMessage(.cancelled, "Purchase cancelled")
        return .cancelled
      }
    } catch {
      log(.purchase, "purchase(\(product.id)) threw \(error)")
      noteFailure(of: product.id, "\(error)")
      snapshot.lastMessage = StoreMessage(.failure, "Purchase failed: \(error)")
      return .failed("\(error)")
    }
  }

  /// The user tapped Cancel on the confirmation sheet: `purchase` is never called, the result is
  /// `.userCancelled` as far as the app is concerned.
  public func purchaseCancelledByUser(_ productID: String) {
    log(.purchase, "purchase(\(productID)) → .userCancelled")
    snapshot.lastMessage = StoreMessage(.cancelled, "Purchase cancelled")
    publish()
  }

  /// Restore purchases: `AppStore.sync()`, then the entitlements again.
  @discardableResult
  public func restore() async -> StoreMessage {
    let message = await withActivity(.restoring) { () -> StoreMessage in
      do {
        try await store.sync()
        let count = try await store.currentEntitlements().filter(\.isVerified).count
        log(.restore, "AppStore.sync() succeeded; \(count) current entitlements")
        return StoreMessage(.success, count == 0 ? "Restore finished: nothing to restore" : "Restored \(count) purchase\(count == 1 ? "" : "s")")
      } catch {
        log(.restore, "AppStore.sync() threw \(error)")
        return StoreMessage(.failure, "Restore failed: \(error)")
      }
    }
    snapshot.lastMessage = message
    await refresh()
    return message
  }

  /// Asks for a refund of a transaction (the refund request sheet); the outcome arrives on updates.
  @discardableResult
  public func requestRefund(_ transactionID: UInt64) async -> StoreMessage {
    let message = await withActivity(.requestingRefund(transactionID: transactionID)) { () -> StoreMessage in
      do {
        try await store.beginRefundRequest(for: transactionID)
        log(.refund, "beginRefundRequest(\(transactionID)) → .success")
        return StoreMessage(.success, "Refund requested for transaction \(transactionID)")
      } catch {
        log(.refund, "beginRefundRequest(\(transactionID)) threw \(error)")
        return StoreMessage(.failure, "Refund request failed: \(error)")
      }
    }
    snapshot.lastMessage = message
    await refresh()
    return message
  }

  /// Spends units of a consumable the app holds.
  public func consume(_ productID: String, amount: Int = 1) async {
    do {
      let balance = try await store.sandbox.consume(productID, amount: amount)
      log(.delivery, "used \(amount) of \(productID); balance \(balance)")
    } catch {
      log(.error, "using \(productID) failed: \(error)")
    }
    await refresh()
  }

  /// Keeps a refused purchase for the transactions view (the newest `failedPurchaseLimit`).
  private func noteFailure(of productID: String, _ reason: String) {
    let date = snapshot.clock.now(real: Date())
    snapshot.failedPurchases.append(FailedPurchase(productID: productID, date: date, reason: reason))
    if snapshot.failedPurchases.count > Self.failedPurchaseLimit { snapshot.failedPurchases.removeFirst() }
  }

  func describe(_ result: VerificationResult<Transaction>) -> String {
    switch result {
    case .verified(let transaction): ".verified(\(transaction.productID) #\(transaction.id))"
    case .unverified(let transaction, let error): ".unverified(\(transaction.productID) #\(transaction.id), \(error))"
    }
  }
}
