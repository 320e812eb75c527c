import FoundationEssentials
import StoreCatalog

extension StoreModel {
  /// Handles one element of `Transaction.updates`, then tells `transactionEvents()` why it came and what the app
  /// did with it, with the snapshot that shows it; returns once it is handled: delivered (or taken back), finished
  /// when the configuration says so, and the snapshot refreshed.
  ///
  /// The model's own listener calls it; so do drivers that run the app one step at a time instead of calling
  /// `start()` — the scenario runner — so every step ends with the app caught up, deterministically and without
  /// waiting on background tasks. A started model must not be fed this way (its listener already handles updates).
  @discardableResult
  public func receive(update result: VerificationResult<Transaction>) async -> TransactionEvent {
    log(.update(StoreLogEntry.Verification(result)))
    let handling: TransactionEvent.Handling
    switch result {
    case .verified(let transaction):
      if transaction.isRevoked {
        handling = .tookBack(units: await takeBack(transaction))
      } else {
        handling = .delivered(newly: await deliver(transaction, finishing: configuration.finishTransactions))
        snapshot.purchases[transaction.productID] = nil
      }
    case .unverified(_, let error):
      handling = .ignored(error)
    }
    await refresh()
    let reason = await reason(for: result.unsafePayloadValue)
    let event = TransactionEvent(source: .updates, reason: reason, result: result, handling: handling, snapshot: snapshot)
    emit(event)
    return event
  }

  /// Why a transaction arrived on `updates`: what happened to it first, then where it was made.
  private func reason(for transaction: Transaction) async -> TransactionEvent.Reason {
    if transaction.isRevoked { return .revocation }
    if transaction.isUpgraded { return .upgrade }
    if store.unfinishedAtLaunch.contains(transaction.id), replayed.insert(transaction.id).inserted {
      return .launchReplay
    }
    if transaction.reason == .renewal { return .renewal }
    if let request = snapshot.purchaseRequests.first(where: { $0.transactionID == transaction.id }) {
      return request.kind == .askToBuy ? .approval : .resolution
    }
    guard let record = try? await store.sandbox.transaction(transaction.id) else { return .change }
    switch record.device {
    case nil: return .appStore
    case store.device: return .change
    case _?: return .anotherDevice
    }
  }

  /// Gives the customer what a verified transaction bought — exactly once — and finishes it when `finishing`, in the
  /// same commit.
  /// Returns whether this call delivered it (false when it had been delivered before).
  @discardableResult
  func deliver(_ transaction: Transaction, finishing: Bool) async -> Bool {
    var newly = false
    do {
      guard let delivered = try await store.sandbox.recordDelivery(of: transaction, finishedOn: finishing ? store.device : nil)
      else { return false }
      if delivered {
        newly = true
        let quantity = transaction.productType == .consumable ? transaction.purchasedQuantity : nil
        log(.delivered(productID: transaction.productID, transactionID: transaction.id, quantity: quantity))
      }
      if finishing { log(.finished(transactionID: transaction.id)) }
    } catch {
      log(.deliveryFailed(transactionID: transaction.id, error: "\(error)"))
    }
    return newly
  }

  /// A refunded or revoked transaction: take back consumable content and finish it. Returns the consumable units
  /// taken back (0 for other products: the entitlement simply goes).
  func takeBack(_ transaction: Transaction) async -> Int {
    var taken = 0
    do {
      let reversed = try await store.sandbox.reverseDelivery(of: transaction.id)
      if reversed > 0 { log(.tookBack(productID: transaction.productID, units: reversed)) }
      if transaction.productType == .consumable { taken = reversed }
      if configuration.finishTransactions {
        try await store.finish(transaction)
        log(.finished(transactionID: transaction.id))
      }
    } catch {
      log(.revocationFailed(transactionID: transaction.id, error: "\(error)"))
    }
    return taken
  }
}
