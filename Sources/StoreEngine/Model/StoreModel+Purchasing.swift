import FoundationEssentials
import StoreCatalog

extension StoreModel {
  /// Buys a product the way a careful app does; a second call while one is in flight is ignored.
  ///
  /// - Parameter finishing: whether the app finishes the transaction once it delivered it (default: as configured);
  ///   false is an app that crashed between delivering and finishing.
  @discardableResult
  public func purchase(
    _ productID: String, options: [PurchaseOption] = [], finishing: Bool? = nil
  ) async -> ModelResult<PurchaseOutcome> {
    guard snapshot.purchases[productID] != .purchasing else { return ModelResult(.ignored, snapshot: snapshot) }
    guard let product = snapshot.loadedProducts.first(where: { $0.id == productID }) else {
      log(.purchaseNotCalled(productID: productID))
      publish()
      return ModelResult(.productNotLoaded(productID: productID, products: snapshot.products), snapshot: snapshot)
    }
    snapshot.purchases[productID] = .purchasing
    let (outcome, handling) = await withActivity(.purchasing(productID: productID, name: product.displayName)) {
      await performPurchase(product, options: options, finishing: finishing ?? configuration.finishTransactions)
    }
    if case .pending = outcome {
      snapshot.purchases[productID] = .pending
    } else {
      snapshot.purchases[productID] = nil
    }
    await refresh()
    if let handling, let transaction = outcome.transaction {
      let result: VerificationResult<Transaction> =
        if case .unverified(_, let error) = outcome { .unverified(transaction, error) } else { .verified(transaction) }
      emit(TransactionEvent(source: .purchase, reason: .purchase, result: result, handling: handling, snapshot: snapshot))
    }
    return ModelResult(outcome, snapshot: snapshot)
  }

  /// The purchase and, when it handed the app a transaction, what the app did with it.
  private func performPurchase(
    _ product: Product, options: [PurchaseOption], finishing: Bool
  ) async -> (PurchaseOutcome, TransactionEvent.Handling?) {
    do {
      let (result, made) = try await store.purchaseAtAppStore(product, options: options)
      switch result {
      case .success(let verification):
        log(.purchaseSucceeded(productID: product.id, StoreLogEntry.Verification(verification)))
        switch verification {
        case .verified(let transaction):
          let newly = await deliver(transaction, finishing: finishing)
          return (await outcome(of: made, answeredWith: transaction), .delivered(newly: newly))
        case .unverified(let transaction, let error):
          return (.unverified(transaction, error), .ignored(error))
        }
      case .pending:
        log(.purchasePending(productID: product.id))
        guard case .pending(let requestID) = made else { return (.pending(nil), nil) }
        let request = try? await store.sandbox.purchaseRequests().first { $0.id == requestID }
        return (.pending(request), nil)
      case .userCancelled:
        log(.purchaseCancelled(productID: product.id))
        return (.cancelled, nil)
      }
    } catch {
      log(.purchaseFailed(productID: product.id, error: "\(error)"))
      let failure = StoreFailure(error, api: .purchase, settings: await store.sandbox.settings)
      noteFailure(of: product.id, failure)
      return (.failed(failure), nil)
    }
  }

  /// What the App Store made of a purchase that handed the app `transaction`.
  private func outcome(of made: SandboxPurchase, answeredWith transaction: Transaction) async -> PurchaseOutcome {
    switch made {
    case .upgraded(_, let replaced):
      return .upgraded(transaction, replacing: await store.verify([replaced])[0].unsafePayloadValue)
    case .existing:
      return .alreadyOwned(transaction)
    case .renewalChanged(let change, let current):
      return .renewalChanged(ScheduledChange(change: change, current: transaction, date: current.expirationDate))
    case .purchased, .pending, .cancelled:
      return .purchased(transaction)
    }
  }

  /// The user tapped Cancel on the confirmation sheet: `purchase` is never called, the result is
  /// `.userCancelled` as far as the app is concerned.
  @discardableResult
  public func purchaseCancelledByUser(_ productID: String) -> ModelResult<PurchaseOutcome> {
    log(.purchaseCancelled(productID: productID))
    publish()
    return ModelResult(.cancelled, snapshot: snapshot)
  }

  /// Restore purchases: `AppStore.sync()`, then the entitlements again.
  @discardableResult
  public func restore() async -> ModelResult<RestoreOutcome> {
    let outcome = await withActivity(.restoring) { () -> RestoreOutcome in
      do {
        try await store.sync()
        let count = try await store.currentEntitlements().filter(\.isVerified).count
        log(.synced(entitlements: count))
        return .restored(entitlements: count)
      } catch {
        log(.syncFailed(error: "\(error)"))
        return .failed(StoreFailure(error, api: .appStoreSync, settings: await store.sandbox.settings))
      }
    }
    await refresh()
    return ModelResult(outcome, snapshot: snapshot)
  }

  /// Asks for a refund of a transaction (the refund request sheet); the outcome arrives on updates.
  @discardableResult
  public func requestRefund(_ transactionID: UInt64) async -> ModelResult<RefundRequestOutcome> {
    let outcome = await withActivity(.requestingRefund(transactionID: transactionID)) { () -> RefundRequestOutcome in
      do {
        let status = try await store.beginRefundRequest(for: transactionID)
        log(.refundRequested(transactionID: transactionID, status: status))
        switch status {
        case .userCancelled: return .userCancelled(transactionID: transactionID)
        case .success:
          return try await store.sandbox.refundWasDeclined(transactionID)
            ? .declined(transactionID: transactionID) : .approved(transactionID: transactionID)
        }
      } catch {
        log(.refundRequestFailed(transactionID: transactionID, error: "\(error)"))
        return .failed(StoreFailure(error, api: .refundRequest, settings: await store.sandbox.settings))
      }
    }
    await refresh()
    return ModelResult(outcome, snapshot: snapshot)
  }

  /// Redeems an offer code the customer typed into the redeem sheet; the transaction arrives on updates.
  @discardableResult
  public func redeemOfferCode(_ code: String, for productID: String) async -> ModelResult<RedeemOutcome> {
    let outcome: RedeemOutcome
    do {
      try await store.redeemOfferCode(code, for: productID)
      log(.offerCodeRedeemed(code: code, productID: productID))
      outcome = .redeemed(code: code, productID: productID)
    } catch {
      log(.offerCodeFailed(error: "\(error)"))
      outcome = .failed(StoreFailure(error, api: .offerCodeRedeem, settings: await store.sandbox.settings))
    }
    await refresh()
    return ModelResult(outcome, snapshot: snapshot)
  }

  /// Spends units of a consumable the app holds.
  @discardableResult
  public func consume(_ productID: String, amount: Int = 1) async -> ModelResult<ConsumeOutcome> {
    let outcome: ConsumeOutcome
    do {
      let balance = try await store.sandbox.consume(productID, amount: amount)
      log(.consumed(productID: productID, amount: amount, balance: balance))
      outcome = .consumed(productID: productID, amount: amount, balance: balance)
    } catch {
      log(.consumeFailed(productID: productID, error: "\(error)"))
      outcome = .failed(StoreFailure(error, api: nil, settings: await store.sandbox.settings))
    }
    await refresh()
    return ModelResult(outcome, snapshot: snapshot)
  }

  /// The app's `finish()` on a transaction it left unfinished (idempotent).
  @discardableResult
  public func finish(transactionID: UInt64) async -> ModelResult<FinishOutcome> {
    let outcome: FinishOutcome
    do {
      guard let record = try await store.sandbox.transaction(transactionID) else {
        throw SandboxActionError.noSuchTransaction(transactionID)
      }
      try await store.finish(await store.verify([record])[0].unsafePayloadValue)
      log(.finished(transactionID: transactionID))
      outcome = .finished(transactionID: transactionID, wasUnfinished: !record.isFinished)
    } catch {
      outcome = .failed(StoreFailure(error, api: nil, settings: await store.sandbox.settings))
    }
    await refresh()
    return ModelResult(outcome, snapshot: snapshot)
  }

  /// Keeps a refused purchase for the transactions view (the newest `failedPurchaseLimit`).
  private func noteFailure(of productID: String, _ reason: StoreFailure) {
    let date = snapshot.clock.now(real: Date())
    snapshot.failedPurchases.append(FailedPurchase(productID: productID, date: date, reason: reason))
    if snapshot.failedPurchases.count > Self.failedPurchaseLimit { snapshot.failedPurchases.removeFirst() }
  }

}
