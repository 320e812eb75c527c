import Foundation
import StoreCatalog
import StoreEngine

/// What a tester does at the App Store: answering requests, refunds, time, subscriptions, settings.
extension ScenarioSession {
  /// Approves an Ask to Buy request, or resolves an interrupted purchase.
  func complete(_ reference: RequestReference, kind: PurchaseRequestRecord.Kind) async throws -> String {
    let request = try await purchaseRequest(reference, kind: kind)
    return try await completed(sandbox.approve(request.id), isPurchase: false)
  }

  func decline(_ reference: RequestReference) async throws -> String {
    let request = try await purchaseRequest(reference, kind: .askToBuy)
    try await sandbox.decline(request.id)
    return "declined request \(request.id): nothing is charged and the app is never told"
  }

  func expire(_ reference: RequestReference) async throws -> String {
    let request = try await purchaseRequest(reference, kind: .askToBuy)
    guard let expiry = request.expiresAt else { throw StepError("request \(request.id) has no expiry") }
    try await sandbox.advanceClock(to: expiry)
    return "request \(request.id) expired at \(ScenarioDate.format(expiry))"
  }

  /// Refunds or revokes a transaction (`done` says which, for the outcome).
  func revoke(_ reference: TransactionReference, reason: RevocationReason, as done: String) async throws -> String {
    let record = try await sandbox.revoke(try await transaction(reference).id, reason: reason, device: nil)
    lastTransactionID = record.id
    return "\(done) transaction \(record.id)"
  }

  // MARK: - Time and subscriptions

  func advance(_ move: ClockMove) async throws -> String {
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

  func changeSubscription(_ what: SubscriptionAction, _ group: SubscriptionReference) async throws -> String {
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

  func apply(_ change: SettingChange) async throws -> String {
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
