import Foundation
import StoreCatalog
import StoreEngine
import StoreScenarios

/// Carries out tester actions against the sandbox the app runs on, as Xcode's Transaction Manager does: straight
/// at the App Store, never through the app. The app learns of the results the way it would on a device — through
/// `Transaction.updates` and the sandbox's change notifications — so the storefront shows them at once.
enum TesterActionRunner {
  /// Does `action` on `store`'s sandbox. - Returns: what happened, or why it could not be done, in plain words.
  static func perform(_ action: TesterAction, on store: Store) async -> StoreMessage {
    do {
      let text = try await carryOut(action, on: store)
      return StoreMessage(text.hasSuffix(Self.waiting) ? .pending : .success, text)
    } catch {
      return StoreMessage(.failure, "\(failure(action)): \(error)")
    }
  }

  private static func carryOut(_ action: TesterAction, on store: Store) async throws -> String {
    let sandbox = store.sandbox
    switch action {
    case .refund(let id):
      let record = try await sandbox.refund(id, reason: .other, device: nil)
      return "Refunded transaction \(id) (\(record.productID)); the app gets it on Transaction.updates"
    case .revoke(let id):
      let record = try await sandbox.revoke(id, reason: .other, device: nil)
      return "Revoked transaction \(id) (\(record.productID)); the app gets it on Transaction.updates"
    case .delete(let id):
      try await sandbox.deleteTransaction(id)
      return "Deleted transaction \(id) from the history"
    case .finish(let id):
      try await sandbox.finish(id, device: store.device)
      return "Finished transaction \(id)"
    case .approve(let id), .resolve(let id):
      let outcome = try await sandbox.approve(id)
      let verb = if case .approve = action { "Approved" } else { "Resolved" }
      return "\(verb) request \(id): \(describe(outcome))"
    case .decline(let id):
      try await sandbox.decline(id)
      return "Declined request \(id): nothing is charged, and the app is never told"
    case .subscription(let what, let groupID):
      return try await subscription(what, groupID: groupID, in: sandbox)
    case .set(let change):
      return try await SettingChanges.apply(change, to: sandbox)
    case .fault(let api, let error):
      try await sandbox.setSimulatedError(error, for: api)
      return error.map { "\(api.fileName) now fails with \($0.caseName)" } ?? "\(api.fileName) succeeds again"
    case .pauseClock, .resumeClock, .advanceClock, .advanceToNextEvent:
      return try await ClockControls.apply(action, to: sandbox)
    case .buyOnAnotherDevice(let productID):
      let outcome = try await sandbox.purchase(productID, device: "another-device")
      return "Another device bought \(productID): \(describe(outcome))"
    case .reset:
      try await sandbox.reset()
      return "The sandbox is empty again, with the catalog's settings"
    }
  }

  private static func subscription(_ what: SubscriptionAction, groupID: String, in sandbox: Sandbox) async throws
    -> String
  {
    let name = sandbox.catalog.subscriptionGroups.first { $0.id == groupID }?.name ?? groupID
    switch what {
    case .cancel:
      try await sandbox.cancelSubscription(groupID)
      return "Auto-renew is off for \(name): it expires at the end of the period"
    case .resume:
      try await sandbox.resumeSubscription(groupID)
      return "Auto-renew is on again for \(name)"
    case .expire:
      try await sandbox.expireSubscription(groupID)
      return "\(name) expired now"
    case .renew:
      let record = try await sandbox.renewSubscription(groupID)
      return "Renewed \(name): transaction \(record.id) reaches the app on updates"
    }
  }

  /// How a message about a purchase that now waits ends (it is told as pending, not as done).
  static let waiting = " waits for approval"

  /// What the App Store did with a purchase made or approved outside the app.
  static func describe(_ outcome: SandboxPurchase) -> String {
    switch outcome {
    case .purchased(let record): "transaction \(record.id) charged; it reaches the app on updates"
    case .existing(let record): "nothing charged, the account already has transaction \(record.id)"
    case .pending(let requestID): "request \(requestID)\(waiting)"
    case .cancelled: "cancelled"
    }
  }

  /// "Could not refund transaction 12", for a message saying why.
  private static func failure(_ action: TesterAction) -> String {
    switch action {
    case .refund(let id): "Could not refund transaction \(id)"
    case .revoke(let id): "Could not revoke transaction \(id)"
    case .delete(let id): "Could not delete transaction \(id)"
    case .finish(let id): "Could not finish transaction \(id)"
    case .approve(let id): "Could not approve request \(id)"
    case .resolve(let id): "Could not resolve request \(id)"
    case .decline(let id): "Could not decline request \(id)"
    case .subscription(let what, _): "Could not \(what.rawValue) the subscription"
    case .set, .fault: "Could not change the setting"
    case .pauseClock, .resumeClock, .advanceClock, .advanceToNextEvent: "Could not move the clock"
    case .buyOnAnotherDevice(let productID): "Another device could not buy \(productID)"
    case .reset: "Could not reset the sandbox"
    }
  }
}
