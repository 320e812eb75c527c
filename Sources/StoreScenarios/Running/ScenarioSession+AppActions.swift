import Foundation
import StoreCatalog
import StoreEngine

extension ScenarioSession {
  /// Carries out an action; returns what came of it, in plain words (empty when the description
  /// says it all).
  func perform(_ action: ScenarioAction) async throws -> String {
    switch action {
    case .set(let change): return try await apply(change)
    case .fault(let api, let error):
      try await sandbox.setSimulatedError(error, for: api)
      return ""
    case .buy(let productID, let request): return try await buy(productID, request)
    case .cancel(let productID):
      try await runningApp().model.purchaseCancelledByUser(productID)
      lastResult = .cancelled
      return "cancelled: purchase() is never called"
    case .redeem(let code, let productID): return try await redeem(code, productID)
    case .finish(let reference): return try await finish(reference)
    case .requestRefund(let reference):
      let record = try await transaction(reference)
      lastTransactionID = record.id
      return shown(try await runningApp().model.requestRefund(record.id))
    case .restore: return shown(try await runningApp().model.restore())
    case .consume(let productID, let amount):
      try await runningApp().model.consume(productID, amount: amount)
      lastResult = .succeeded
      return "balance now \(try await sandbox.balances()[productID] ?? 0)"
    case .loadProducts: return try await reloadProducts()
    case .restart:
      try await relaunch()
      return "launch \(launches)"
    case .reset: return try await resetSandbox()
    case .approve(let reference): return try await complete(reference, kind: .askToBuy)
    case .resolve(let reference): return try await complete(reference, kind: .interrupted)
    case .decline(let reference): return try await decline(reference)
    case .expire(let reference): return try await expire(reference)
    case .refund(let reference, let reason): return try await revoke(reference, reason: reason, as: "refunded")
    case .revoke(let reference): return try await revoke(reference, reason: .other, as: "revoked")
    case .delete(let reference):
      let id = try await transaction(reference).id
      try await sandbox.deleteTransaction(id)
      return "deleted transaction \(id)"
    case .advance(let move): return try await advance(move)
    case .subscription(let what, let group): return try await changeSubscription(what, group)
    }
  }

  // MARK: - In the app

  private func redeem(_ code: String, _ productID: String) async throws -> String {
    do {
      try await runningApp().store.redeemOfferCode(code, for: productID)
      lastResult = .succeeded
      return "redeemed; the transaction arrives on updates"
    } catch {
      lastResult = .failed("\(error)")
      return "failed: \(error)"
    }
  }

  private func finish(_ reference: TransactionReference) async throws -> String {
    let record = try await transaction(reference)
    let app = try runningApp()
    for result in await app.store.verify([record]) { try await app.store.finish(result.unsafePayloadValue) }
    lastTransactionID = record.id
    return "finished transaction \(record.id)"
  }

  /// Takes a flow's message (restore, refund request) as the result of the last app action.
  private func shown(_ message: StoreMessage) -> String {
    lastResult = AppResult(message)
    return message.text
  }

  private func reloadProducts() async throws -> String {
    let app = try runningApp()
    await app.loadProducts()
    if case .failed(let message) = app.model.currentSnapshot.products {
      lastResult = .failed(message)
      return "failed: \(message)"
    }
    lastResult = .succeeded
    return "\(app.model.currentSnapshot.loadedProducts.count) products loaded"
  }

  /// Erases the account; the clock restarts at the scenario's start, stopped; a running app relaunches.
  private func resetSandbox() async throws -> String {
    let wasRunning = app != nil
    await close()
    try await sandbox.reset()
    try await sandbox.pauseClock()
    lastTransactionID = nil
    lastResult = nil
    updatesSinceCheck = []
    if wasRunning { try await launch() }
    return "the account is empty; the clock reads \(ScenarioDate.format(await sandbox.now))"
  }

  // MARK: - Purchases

  func buy(_ productID: String, _ request: PurchaseRequest) async throws -> String {
    let options = try await purchaseOptions(productID, request)
    guard request.place == .app else {
      do {
        let device = request.place == .anotherDevice ? "another-device" : nil
        return try await completed(sandbox.purchase(productID, options: options, device: device), isPurchase: true)
      } catch let error as SandboxActionError {
        throw StepError(error.description)
      } catch {
        lastResult = .failed("\(error)")
        return "failed: \(error)"
      }
    }
    let app = try runningApp()
    let outcome = await (request.noFinish ? app.unfinishingModel : app.model).purchase(productID, options: options)
    lastResult = AppResult(outcome)
    switch outcome {
    case .purchased(let transaction):
      lastTransactionID = transaction.id
      return "purchased \(Describe.transaction(transaction))" + (request.noFinish ? " · left unfinished" : "")
    case .unverified(let transaction, let error):
      lastTransactionID = transaction.id
      return "unverified \(Describe.transaction(transaction)): \(error) — not granted, not finished"
    case .pending:
      let waiting = try await sandbox.purchaseRequests().first { $0.productID == productID && $0.state == .pending }
      return "pending"
        + (waiting.map { ": request \($0.id) waits (\($0.kind == .askToBuy ? "Ask to Buy" : "interrupted"))" } ?? "")
    case .cancelled: return "cancelled"
    case .failed(let message): return "failed: \(message)"
    case .ignored: return "ignored: a purchase of this product is already in flight"
    }
  }

  /// The StoreKit purchase options a request stands for; a promotional offer is signed with the
  /// catalog's key, as the app's server would sign it.
  private func purchaseOptions(_ productID: String, _ request: PurchaseRequest) async throws -> [PurchaseOption] {
    var options: [PurchaseOption] = []
    if let quantity = request.quantity { options.append(.quantity(quantity)) }
    if let token = request.appAccountToken { options.append(.appAccountToken(token)) }
    if request.askToBuy { options.append(.simulatesAskToBuy(true)) }
    if let offer = request.winBackOffer { options.append(.winBackOffer(offerID: offer)) }
    if let code = request.offerCode { options.append(.offerCode(code)) }
    if let offer = request.promotionalOffer {
      options.append(
        try await sandbox.signedPromotionalOffer(offer, for: productID, appAccountToken: request.appAccountToken))
    }
    return options
  }

  /// What the App Store did with a purchase made outside the app, or with an approved request; a
  /// purchase (not an approval) is also the result `expect result` checks.
  func completed(_ purchase: SandboxPurchase, isPurchase: Bool) -> String {
    let result: AppResult
    let text: String
    switch purchase {
    case .purchased(let record), .existing(let record):
      result = .purchased
      lastTransactionID = record.id
      let isNew = if case .purchased = purchase { true } else { false }
      text =
        "\(isNew ? "charged" : "already owned:") transaction \(record.id) \(record.productID); it reaches the app on updates"
    case .pending(let id):
      result = .pending
      text = "pending: request \(id) waits"
    case .cancelled:
      result = .cancelled
      text = "cancelled"
    }
    if isPurchase { lastResult = result }
    return text
  }
}
