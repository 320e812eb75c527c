import Foundation
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
    if let appResult = AppResult(result) { lastResult = appResult }
    let report = words.report(result)
    if operation.isInApp { shownMessage = report.message }
    if case .failed(let failure) = result.outcome, !Self.isTheAppsResult(failure, operation) {
      return .error(report.text)
    }
    return .done(report.text)
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
    guard case .reset = result.outcome else { return .error(words.report(result).text) }
    try await sandbox.pauseClock()
    lastResult = nil
    updatesSinceCheck = []
    if wasRunning { try await launch() }
    return .done(words.report(result).text)
  }
}

/// How the last app action ended, as `expect result` sees it: read from the operation's typed outcome.
enum AppResult: Sendable, Hashable {
  case charged
  case upgraded
  case alreadyOwned
  case scheduled
  case pending
  case cancelled
  case ignored
  case unverified(VerificationError)
  case succeeded
  /// It failed; with StoreKit's error when it threw one.
  case failed(StoreFailure?)

  /// The result an operation's outcome is, when the operation is one `expect result` checks (the customer's
  /// actions in the app, and purchases made elsewhere).
  init?(_ result: OperationResult) {
    switch result.outcome {
    case .purchase(let outcome): self.init(outcome)
    case .boughtElsewhere(_, _, let made):
      switch made {
      case .purchased: self = .charged
      case .upgraded: self = .upgraded
      case .existing: self = .alreadyOwned
      case .renewalChanged: self = .scheduled
      case .pending: self = .pending
      case .cancelled: self = .cancelled
      }
    case .productsLoaded, .restore, .refundRequest, .redeem, .consume:
      self = result.outcome.failure.map { .failed($0) } ?? (result.succeeded ? .succeeded : .failed(nil))
    case .failed(.store(let failure)) where Self.isCheckedByResult(result.operation):
      self = .failed(failure)
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
    case .failed(let failure): self = .failed(failure)
    case .productNotLoaded(_, .failed(let failure)): self = .failed(failure)
    case .productNotLoaded: self = .failed(nil)
    }
  }

  private static func isCheckedByResult(_ operation: StoreOperation) -> Bool {
    switch operation {
    case .buy, .cancel, .restore, .requestRefund, .redeem, .loadProducts, .consume: true
    default: false
    }
  }

  /// The result in the words `expect result` uses.
  var text: String {
    switch self {
    case .charged: "charged"
    case .upgraded: "upgraded"
    case .alreadyOwned: "already-owned"
    case .scheduled: "scheduled"
    case .pending: "pending"
    case .cancelled: "cancelled"
    case .ignored: "ignored"
    case .unverified(let reason): "unverified \(reason.rawValue)"
    case .succeeded: "succeeded"
    case .failed(let failure?): "failed" + (failure.caseName.map { " \($0)" } ?? "")
    case .failed(nil): "failed"
    }
  }

  func matches(_ expected: ResultExpectation) -> Bool {
    switch (expected, self) {
    case (.purchased, .charged), (.purchased, .upgraded), (.purchased, .alreadyOwned), (.purchased, .scheduled),
      (.charged, .charged), (.upgraded, .upgraded), (.alreadyOwned, .alreadyOwned), (.scheduled, .scheduled),
      (.pending, .pending), (.cancelled, .cancelled), (.ignored, .ignored), (.succeeded, .succeeded):
      true
    case (.failed(let name), .failed(let failure)): name == nil || failure?.caseName == name
    case (.unverified(let wanted), .unverified(let reason)): wanted == nil || wanted == reason
    default: false
    }
  }
}
