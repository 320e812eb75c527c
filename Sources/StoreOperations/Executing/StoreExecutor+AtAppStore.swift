import StoreCatalog
import StoreEngine

/// What a tester does, carried out straight at the sandbox — never through the app, which learns of it as it would
/// on a device: through `Transaction.updates` and the sandbox's change notifications.
extension StoreExecutor {
  /// The device name a purchase on another device of the account is recorded under.
  static let anotherDevice = "another-device"

  func runAtAppStore(_ operation: StoreOperation) async throws -> OperationOutcome {
    switch operation {
    case .buy(let productID, let request):
      let options = try await purchaseOptions(for: productID, request)
      let device = request.place == .anotherDevice ? Self.anotherDevice : nil
      let made = try await storeCall(.purchase) {
        try await sandbox.purchase(productID, options: options, device: device)
      }
      return .boughtElsewhere(productID: productID, place: request.place, made)
    case .refund(let reference, let reason):
      let record = try await resolver.transaction(reference)
      return .revoked(try await storeCall { try await sandbox.refund(record.id, reason: reason) }, refund: true)
    case .revoke(let reference):
      let record = try await resolver.transaction(reference)
      return .revoked(
        try await storeCall { try await sandbox.revoke(record.id, reason: .other, device: nil) }, refund: false)
    case .reverseRefund(let reference):
      let record = try await resolver.transaction(reference)
      return .refundReversed(try await storeCall { try await sandbox.reverseRefund(record.id) })
    case .priceIncrease(let step, let reference):
      let groupID = try await storeCall { try await resolver.groupID(reference) }
      try await storeCall {
        switch step {
        case .request: try await sandbox.requestPriceIncreaseConsent(reference.name)
        case .consent: try await sandbox.consentToPriceIncrease(reference.name)
        case .decline: try await sandbox.declinePriceIncrease(reference.name)
        }
      }
      return .priceIncreaseChanged(step, groupID: groupID)
    case .family(.share, let productID):
      return .familyShared(try await storeCall { try await sandbox.familyMemberPurchased(productID) })
    case .family(.stop, let productID):
      return .familySharingStopped(
        productID: productID, try await storeCall { try await sandbox.stopFamilySharing(productID) })
    case .family(.lapse, let productID):
      return .familyPurchaserStoppedRenewing(
        try await storeCall { try await sandbox.familyPurchaserStoppedRenewing(productID) })
    case .family(.refund(let reason), let productID):
      return .familyPurchaserRefunded(
        productID: productID, try await storeCall { try await sandbox.familyPurchaserRefunded(productID, reason: reason) })
    case .family(.billingFail, let productID):
      return .familyPurchaserBillingFailed(try await storeCall { try await sandbox.familyPurchaserBillingFailed(productID) })
    case .family(.billingRecover, let productID):
      return .familyPurchaserBillingRecovered(
        try await storeCall { try await sandbox.familyPurchaserBillingRecovered(productID) })
    case .delete(let reference):
      let record = try await resolver.transaction(reference)
      try await storeCall { try await sandbox.deleteTransaction(record.id) }
      return .deleted(record)
    case .approve(let reference), .resolve(let reference):
      let kind: PurchaseRequestRecord.Kind = if case .approve = operation { .askToBuy } else { .interrupted }
      let request = try await resolver.request(reference, kind: kind)
      return .approved(request, try await storeCall(.purchase) { try await sandbox.approve(request.id) })
    case .decline(let reference):
      let request = try await resolver.request(reference, kind: .askToBuy)
      try await storeCall { try await sandbox.decline(request.id) }
      return .declined(request)
    case .expire(let reference):
      let request = try await resolver.request(reference, kind: .askToBuy)
      guard let expiry = request.expiresAt else { throw OperationFailure.requestNeverExpires(request) }
      try await sandbox.advanceClock(to: expiry)
      return .requestExpired(request, at: expiry)
    case .subscription(let action, let reference):
      let groupID = try await storeCall { try await resolver.groupID(reference) }
      return try await change(action, named: reference.name, groupID: groupID)
    case .set(let change):
      try await apply(change)
      return .settingChanged(change)
    case .fault(let api, let error):
      try await sandbox.setSimulatedError(error, for: api)
      return .faultChanged(api, error)
    case .pauseClock:
      try await sandbox.pauseClock()
      return .clockPaused(at: await sandbox.now)
    case .resumeClock:
      try await sandbox.resumeClock()
      return .clockResumed(at: await sandbox.now)
    case .advance(let move):
      return try await advance(move)
    case .reset:
      try await sandbox.reset()
      return .reset(clock: await sandbox.now)
    case .server(let request):
      return try await runAtServer(request)
    case .loadProducts, .cancel, .restore, .redeem, .requestRefund, .consume, .finish, .readAppTransaction,
      .manageSubscriptions:
      return try await runInApp(operation)
    }
  }

  /// A subscription control on the group `name` names (by that name, so a refusal says it as it was written).
  private func change(_ action: SubscriptionAction, named name: String, groupID: String) async throws
    -> OperationOutcome
  {
    var renewal: TransactionRecord?
    try await storeCall {
      switch action {
      case .cancel: try await sandbox.cancelSubscription(name)
      case .resume: try await sandbox.resumeSubscription(name)
      case .expire: try await sandbox.expireSubscription(name)
      case .renew: renewal = try await sandbox.renewSubscription(name)
      }
    }
    return .subscriptionChanged(action, groupID: groupID, renewal: renewal)
  }

  private func apply(_ change: SettingChange) async throws {
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
      guard let rate = TimeRate(rawValue: raw) else { throw OperationFailure.notATimeRate(raw) }
      try await sandbox.setTimeRate(rate)
    case .refundAnswer(let answer): try await sandbox.setRefundRequestAnswer(answer)
    case .gracePeriodLength(let length): try await sandbox.setGracePeriodLength(length)
    case .consumableHistory(let included): try await sandbox.setIncludesConsumableHistory(included)
    }
  }

  private func advance(_ move: ClockMove) async throws -> OperationOutcome {
    let before = await sandbox.now
    switch move {
    case .by(let duration):
      try await sandbox.advanceClock(to: duration.added(to: before))
    case .to(let date):
      guard date >= before else { throw OperationFailure.clockCannotGoBack(now: before, asked: date) }
      try await sandbox.advanceClock(to: date)
    case .nextEvent:
      guard try await sandbox.advanceToNextEvent() != nil else { return .clockAdvanced(to: before, moved: false) }
    }
    return .clockAdvanced(to: await sandbox.now, moved: true)
  }

  /// Runs a call to the App Store, turning what it throws into a `StoreFailure` (with its cause for `api`).
  @discardableResult
  func storeCall<T>(_ api: StoreKitAPI? = nil, _ body: () async throws -> T) async throws -> T {
    do {
      return try await body()
    } catch let failure as OperationFailure {
      throw failure
    } catch {
      throw OperationFailure.store(StoreFailure(error, api: api, settings: await sandbox.settings))
    }
  }
}
