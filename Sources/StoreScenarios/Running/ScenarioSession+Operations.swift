import StoreEngine
import StoreOperations

extension ScenarioSession {
  /// Carries out an operation through the executor and tells what came of it in the renderer's words. What the
  /// app did ends as the step's outcome (a failed purchase too: `expect result` checks it); an operation that could
  /// not be carried out at all (no such request, the clock asked to go back) stops the scenario.
  func perform(_ operation: StoreOperation) async throws -> StepOutcome {
    if case .reset = operation { return try await resetSandbox() }
    let result = await executor.run(operation)
    stepResult = result
    if ResultExpectation(observing: result) != nil { lastResult = result }
    if operation.isInApp { shownMessage = words.report(result).message }
    let shown = shownWords.report(result).text
    if case .failed(let failure) = result.outcome, !Self.isTheAppsResult(failure, operation) {
      return .error(shown)
    }
    return .done(shown)
  }

  /// Whether a failure is a purchase's answer (StoreKit refused it) rather than a statement that could not be
  /// carried out: a purchase made on another device or in the App Store fails like one made in the app.
  private static func isTheAppsResult(_ failure: OperationFailure, _ operation: StoreOperation) -> Bool {
    guard case .buy = operation, case .store(let store) = failure else { return false }
    switch store.reason {
    case .storeKit, .purchase: return true
    case .refundRequest, .sandbox, .unexpected: return false
    }
  }

  /// Erases the account; the clock restarts at the scenario's start, stopped; a running app relaunches.
  private func resetSandbox() async throws -> StepOutcome {
    let wasRunning = app != nil
    await close()
    let result = await executor.run(.reset)
    stepResult = result
    guard case .reset = result.outcome else { return .error(shownWords.report(result).text) }
    try await sandbox.pauseClock()
    lastResult = nil
    updatesSinceCheck = []
    if wasRunning { try await launch() }
    return .done(shownWords.report(result).text)
  }
}

extension ResultExpectation {
  /// The most specific result an operation's typed outcome is, when the operation is one `expect result` checks
  /// (the customer's actions in the app, and purchases made elsewhere): what `expect result` compares and prints.
  init?(observing result: OperationResult) {
    switch result.outcome {
    case .purchase(let outcome): self.init(outcome)
    case .boughtElsewhere(_, _, let made): self.init(made)
    case .refundRequest(.declined): self = .declined
    case .refundRequest(.userCancelled): self = .cancelled
    case .productsLoaded, .restore, .refundRequest, .redeem, .consume, .manageSubscriptions:
      self = result.succeeded ? .succeeded : .failed(result.outcome.failure?.caseName)
    case .appTransaction(.verified): self = .succeeded
    case .appTransaction(.unverified(_, let error)): self = .unverified(error)
    case .appTransaction(.failed(let failure)): self = .failed(failure.caseName)
    case .failed(.store(let failure)) where Self.isChecked(result.operation):
      self = .failed(failure.caseName)
    default:
      return nil
    }
  }

  private init(_ outcome: PurchaseOutcome) {
    switch outcome {
    case .purchased: self = .charged
    case .upgraded: self = .upgraded
    case .alreadyOwned: self = .alreadyOwned
    case .renewalChanged: self = .scheduled
    case .pending: self = .pending
    case .cancelled: self = .cancelled
    case .ignored: self = .ignored
    case .unverified(_, let error): self = .unverified(error)
    case .failed(let failure): self = .failed(failure.caseName)
    case .productNotLoaded(_, let products): self = .failed(products.failure?.caseName)
    }
  }

  private init(_ made: SandboxPurchase) {
    switch made {
    case .purchased: self = .charged
    case .upgraded: self = .upgraded
    case .existing: self = .alreadyOwned
    case .renewalChanged: self = .scheduled
    case .pending: self = .pending
    case .cancelled: self = .cancelled
    }
  }

  private static func isChecked(_ operation: StoreOperation) -> Bool {
    switch operation {
    case .buy, .cancel, .restore, .requestRefund, .redeem, .loadProducts, .consume, .manageSubscriptions: true
    default: false
    }
  }

  /// Whether an observed result meets this expectation: `purchased` is any of StoreKit's `.success` (a charge, an
  /// upgrade, what the customer had, a change at renewal); `succeeded` is a declined refund request's `success`
  /// too; `failed` and `unverified` without a name are any.
  func isMet(by observed: ResultExpectation) -> Bool {
    switch (self, observed) {
    case (.purchased, .charged), (.purchased, .upgraded), (.purchased, .alreadyOwned), (.purchased, .scheduled):
      true
    case (.failed(nil), .failed), (.unverified(nil), .unverified): true
    case (.succeeded, .declined): true
    default: self == observed
    }
  }
}

extension ProductsState {
  /// Why loading failed, when it did.
  var failure: StoreFailure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }
}
