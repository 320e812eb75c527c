import StoreCatalog
import StoreEngine

/// What the customer does in the app, carried out through the app's store model, as the app's own code would call
/// StoreKit.
extension StoreExecutor {
  func runInApp(_ operation: StoreOperation) async throws -> OperationOutcome {
    if case .finish(let reference) = operation, app == nil { return try await finishAtAppStore(reference) }
    if case .readAppTransaction = operation { return .appTransaction(await readAppTransaction()) }
    guard let app else { throw OperationFailure.appNotRunning }
    switch operation {
    case .loadProducts:
      return .productsLoaded(await app.loadProducts().outcome)
    case .buy(let productID, let request):
      let options = try await purchaseOptions(for: productID, request)
      return .purchase(
        await app.purchase(productID, options: options, finishing: request.noFinish ? false : nil).outcome)
    case .cancel(let productID):
      return .purchase(await app.purchaseCancelledByUser(productID).outcome)
    case .restore:
      return .restore(await app.restore().outcome)
    case .redeem(let code, let productID):
      return .redeem(await app.redeemOfferCode(code, for: productID).outcome)
    case .manageSubscriptions:
      do {
        try await app.store.showManageSubscriptions()
        return .manageSubscriptions(.shown)
      } catch {
        return .manageSubscriptions(
          .failed(StoreFailure(error, api: .manageSubscriptions, settings: await sandbox.settings)))
      }
    case .requestRefund(let reference):
      let record = try await resolver.transaction(reference)
      return .refundRequest(await app.requestRefund(record.id).outcome)
    case .consume(let productID, let amount):
      return .consume(await app.consume(productID, amount: amount).outcome)
    case .finish(let reference):
      let record = try await resolver.transaction(reference)
      return .finish(await app.finish(transactionID: record.id).outcome)
    default:
      return try await runAtAppStore(operation)
    }
  }

  /// `finish()` with no app running (a script's `storefront finish`): the ledger marks the transaction finished.
  private func finishAtAppStore(_ reference: TransactionReference) async throws -> OperationOutcome {
    let record = try await resolver.transaction(reference)
    let changed = try await storeCall { try await sandbox.finish(record.id, device: nil) }
    return .finish(.finished(transactionID: record.id, wasUnfinished: changed))
  }

  /// `AppTransaction.shared`, as the running app reads it; with no app running (a script's
  /// `storefront app-transaction`), as a fresh launch of the app on this sandbox reads it.
  private func readAppTransaction() async -> AppTransactionOutcome {
    do {
      let result: VerificationResult<AppTransaction>
      if let app {
        result = try await app.store.appTransaction()
      } else {
        let store = try await Store(sandbox: sandbox, device: Self.appTransactionReader)
        defer { Task { await store.close() } }
        result = try await store.appTransaction()
      }
      switch result {
      case .verified(let app): return .verified(app)
      case .unverified(let app, let error): return .unverified(app, error)
      }
    } catch {
      return .failed(StoreFailure(error, api: .appTransaction, settings: await sandbox.settings))
    }
  }

  /// The device a launch that only reads the app transaction is recorded under.
  static let appTransactionReader = "app-transaction-reader"

  /// The StoreKit purchase options a request stands for; a promotional offer is signed with the catalog's key, as
  /// the app's server would sign it.
  func purchaseOptions(for productID: String, _ request: PurchaseRequest) async throws -> [PurchaseOption] {
    var options: [PurchaseOption] = []
    if let quantity = request.quantity { options.append(.quantity(quantity)) }
    if let token = request.appAccountToken { options.append(.appAccountToken(token)) }
    if request.askToBuy { options.append(.simulatesAskToBuy(true)) }
    if let plan = request.billingPlan { options.append(.billingPlan(plan)) }
    if let offer = request.winBackOffer { options.append(.winBackOffer(offerID: offer)) }
    if let code = request.offerCode { options.append(.offerCode(code)) }
    if let offer = request.promotionalOffer {
      do {
        options.append(
          try await sandbox.signedPromotionalOffer(offer, for: productID, appAccountToken: request.appAccountToken))
      } catch {
        throw OperationFailure.store(StoreFailure(error, api: .purchase, settings: await sandbox.settings))
      }
    }
    return options
  }
}
