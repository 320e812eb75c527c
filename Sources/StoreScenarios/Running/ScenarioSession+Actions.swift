import Foundation
import StoreCatalog
import StoreEngine

extension ScenarioSession {
  /// Carries out an action; returns what came of it, in plain words.
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
    case .redeem(let code, let productID):
      do {
        try await runningApp().store.redeemOfferCode(code, for: productID)
        lastResult = .succeeded
        return "redeemed; the transaction arrives on updates"
      } catch {
        lastResult = .failed("\(error)")
        return "failed: \(error)"
      }
    case .finish(let reference):
      let record = try await transaction(reference)
      let app = try runningApp()
      guard let transaction = await app.store.verify([record]).first?.unsafePayloadValue else {
        return "nothing to finish"
      }
      try await app.store.finish(transaction)
      lastTransactionID = record.id
      return "finished transaction \(record.id)"
    case .requestRefund(let reference):
      let record = try await transaction(reference)
      let message = try await runningApp().model.requestRefund(record.id)
      lastResult = AppResult(message)
      lastTransactionID = record.id
      return message.text
    case .restore:
      let message = try await runningApp().model.restore()
      lastResult = AppResult(message)
      return message.text
    case .consume(let productID, let amount):
      try await runningApp().model.consume(productID, amount: amount)
      lastResult = .succeeded
      return "balance now \(try await sandbox.balances()[productID] ?? 0)"
    case .loadProducts:
      let app = try runningApp()
      await app.loadProducts()
      if case .failed(let message) = app.model.currentSnapshot.products {
        lastResult = .failed(message)
        return "failed: \(message)"
      }
      lastResult = .succeeded
      return "\(app.model.currentSnapshot.loadedProducts.count) products loaded"
    case .restart:
      _ = try await relaunch()
      return "launch \(launches)"
    case .reset:
      let wasRunning = app != nil
      await close()
      try await sandbox.reset()
      try await sandbox.pauseClock()
      lastTransactionID = nil
      lastResult = nil
      updatesSinceCheck = []
      if wasRunning { _ = try await launch() }
      return "the account is empty; the clock reads \(ScenarioDate.format(await sandbox.now))"
    default:
      return try await performAtStore(action)
    }
  }

  /// What a tester does at the App Store: requests, refunds, deletions, time, subscriptions.
  private func performAtStore(_ action: ScenarioAction) async throws -> String {
    switch action {
    case .approve(let reference), .resolve(let reference):
      let isApproval = if case .approve = action { true } else { false }
      let request = try await purchaseRequest(reference, kind: isApproval ? .askToBuy : .interrupted)
      return try await completed(sandbox.approve(request.id), isPurchase: false)
    case .decline(let reference):
      let request = try await purchaseRequest(reference, kind: .askToBuy)
      try await sandbox.decline(request.id)
      return "declined request \(request.id): nothing is charged and the app is never told"
    case .expire(let reference):
      let request = try await purchaseRequest(reference, kind: .askToBuy)
      guard let expiry = request.expiresAt else { throw StepError("request \(request.id) has no expiry") }
      try await sandbox.advanceClock(to: expiry)
      return "request \(request.id) expired at \(ScenarioDate.format(expiry))"
    case .refund(let reference, let reason):
      let record = try await sandbox.refund(try await transaction(reference).id, reason: reason)
      lastTransactionID = record.id
      return "refunded transaction \(record.id)"
    case .revoke(let reference):
      let record = try await sandbox.revoke(try await transaction(reference).id, reason: .other, device: nil)
      lastTransactionID = record.id
      return "revoked transaction \(record.id)"
    case .delete(let reference):
      let id = try await transaction(reference).id
      try await sandbox.deleteTransaction(id)
      return "deleted transaction \(id)"
    case .advance(let move): return try await advance(move)
    case .subscription(let what, let group): return try await changeSubscription(what, group)
    default: return ""
    }
  }

  // MARK: - Purchases

  private func buy(_ productID: String, _ request: PurchaseRequest) async throws -> String {
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
  private func completed(_ purchase: SandboxPurchase, isPurchase: Bool) -> String {
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

  // MARK: - Time and subscriptions

  private func advance(_ move: ClockMove) async throws -> String {
    let before = await sandbox.now
    switch move {
    case .by(let duration): try await sandbox.advanceClock(to: duration.added(to: before))
    case .to(let date):
      guard date >= before else {
        throw StepError(
          "the clock cannot go back: it reads \(ScenarioDate.format(before)), after \(ScenarioDate.format(date))")
      }
      try await sandbox.advanceClock(to: date)
    case .nextEvent:
      guard try await sandbox.advanceToNextEvent() != nil else { return "nothing is scheduled; the clock did not move" }
    }
    return "the clock reads \(ScenarioDate.format(await sandbox.now))"
  }

  private func changeSubscription(_ what: SubscriptionAction, _ group: SubscriptionReference) async throws -> String {
    switch what {
    case .cancel: try await sandbox.cancelSubscription(group.name)
    case .resume: try await sandbox.resumeSubscription(group.name)
    case .expire: try await sandbox.expireSubscription(group.name)
    case .renew:
      let record = try await sandbox.renewSubscription(group.name)
      lastTransactionID = record.id
      return "renewed: transaction \(record.id) \(record.productID)"
    }
    return ""
  }

  private func apply(_ change: SettingChange) async throws -> String {
    switch change {
    case .askToBuy(let on): try await sandbox.setAskToBuy(on)
    case .interruptedPurchases(let on): try await sandbox.setInterruptedPurchases(on)
    case .billingRetry(let on): try await sandbox.setBillingRetryOnRenewal(on)
    case .gracePeriod(let on): try await sandbox.setBillingGracePeriod(on)
    case .offline(let on): try await sandbox.setOffline(on)
    case .latency(let seconds): try await sandbox.setLatency(seconds)
    case .storefront(let code): try await sandbox.setStorefront(code)
    case .locale(let locale): try await sandbox.setLocale(locale)
    case .timeRate(let raw):
      guard let rate = TimeRate(rawValue: raw) else { throw StepError("\(raw) is not an Xcode time rate") }
      try await sandbox.setTimeRate(rate)
    }
    return ""
  }
}
