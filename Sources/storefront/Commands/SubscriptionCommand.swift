import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront subscription …`: a subscription's life, from outside the app.
  static let subscription = CommandSpec(
    name: "subscription",
    summary: "show a subscription's status, or cancel, resume, expire or renew it",
    discussion: """
      ACTION is status (the default), cancel (turn auto-renew off), resume (turn it back on), expire (end
      it now) or renew (renew now; while a renewal is failing, this resolves the billing issue).
      NAME is a subscription group (id or reference name) or one of its products; status without NAME
      shows every group.
      """,
    arguments: [
      ArgumentSpec(
        name: "ACTION", help: "status, cancel, resume, expire or renew", isOptional: true,
        values: .words(["status", "cancel", "resume", "expire", "renew"])),
      ArgumentSpec(name: "NAME", help: "a subscription group or product", isOptional: true),
    ],
    options: OptionSpec.sandboxOptions + [.json],
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      let sandbox = session.sandbox
      let action = arguments.argument(0) ?? "status"
      let name = arguments.argument(1)
      func required() throws -> String {
        guard let name else { throw UsageError("'subscription \(action)' needs a subscription group or product") }
        return name
      }
      let subscription: StoreOperation? =
        switch action {
        case "status": nil
        case "cancel": .subscription(.cancel, SubscriptionReference(try required()))
        case "resume": .subscription(.resume, SubscriptionReference(try required()))
        case "expire": .subscription(.expire, SubscriptionReference(try required()))
        case "renew": .subscription(.renew, SubscriptionReference(try required()))
        default: throw UsageError("unknown action '\(action)'; use status, cancel, resume, expire or renew")
        }
      if let subscription { try await session.perform(subscription) }
      var statuses = try await sandbox.signedSubscriptionStatuses()
      if let name {
        do {
          let groupID = try await sandbox.subscriptionGroupID(named: name)
          statuses = statuses.filter { $0.status.groupID == groupID }
        } catch {
          throw CommandFailure(await session.words().failureReport(.store(StoreFailure(error, api: nil, settings: await sandbox.settings))).message)
        }
      }
      try await printStatuses(statuses, session: session, json: arguments.flag("json"))
      return 0
    }
  )

  private static func printStatuses(
    _ signed: [(status: SubscriptionGroupStatus, renewalInfo: String)], session: SandboxSession, json: Bool
  ) async throws {
    if json {
      Console.out(TransactionOutput.text(signed.map { status, renewalInfo -> [String: Any] in
        var object: [String: Any] = [
          "group": status.groupID, "state": status.state.rawValue, "productID": status.transaction.productID,
          "transactionID": status.transaction.id, "originalTransactionID": status.renewal.originalID,
          "willAutoRenew": status.renewal.autoRenew, "autoRenewPreference": status.renewal.autoRenewProductID,
          "isInBillingRetry": status.renewal.isInBillingRetry, "signedRenewalInfo": renewalInfo,
          "signedTransaction": status.transaction.jws,
        ]
        object["expirationDate"] = status.expirationDate.map(DateText.iso)
        object["gracePeriodExpirationDate"] = status.renewal.gracePeriodExpires.map(DateText.iso)
        object["expirationReason"] = status.renewal.expirationIntent?.rawValue
        return object
      }))
      return
    }
    if signed.isEmpty { Console.out("No subscriptions."); return }
    for status in signed.map(\.status) {
      let group = session.catalog.group(status.groupID)?.name ?? status.groupID
      var line = "\(group): \(SubscriptionWords.state(status.state)) · \(status.transaction.productID) (#\(status.transaction.id))"
      if let expiration = status.expirationDate { line += status.state == .subscribed ? " · until \(DateText.short(expiration))" : " · ended \(DateText.short(expiration))" }
      if status.state.isEntitled || status.renewal.isInBillingRetry {
        line += status.renewal.autoRenew ? " · renews as \(status.renewal.autoRenewProductID)" : " · auto-renew off"
      }
      if let grace = status.renewal.gracePeriodExpires { line += " · grace until \(DateText.short(grace))" }
      if let intent = status.renewal.expirationIntent { line += " · expired: \(SubscriptionWords.expiration(intent))" }
      Console.out(TerminalText.safe(line))
    }
  }
}
