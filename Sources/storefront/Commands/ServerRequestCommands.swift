import Foundation
import StoreEngine
import StoreOperations

extension CommandSpec {
  /// `storefront server extend ID DAYS`: what the app's server does with Extend a Subscription Renewal Date, for a
  /// tester at the command line, through the same executor as the server's own handler.
  static let serverExtend = CommandSpec(
    name: "extend",
    summary: "extend a subscription's renewal date by 1 to 90 days, as Extend a Subscription Renewal Date does",
    discussion: """
      ID is the subscription's original transaction id (a renewal's id is refused, as Apple refuses it). The
      subscription must be active; Apple allows two extensions a year. The app gets the re-signed transaction on
      Transaction.updates and every webhook a RENEWAL_EXTENDED notification.
      """,
    arguments: [
      ArgumentSpec(name: "ID", help: "the original transaction id"),
      ArgumentSpec(name: "DAYS", help: "days to extend by (1 to 90)"),
    ],
    options: OptionSpec.sandboxOptions + [
      .value(
        "reason", "REASON", help: "the extendReasonCode: undeclared (default), customer-satisfaction, other, service-issue",
        values: .words(ExtendReasonCode.allCases.map(\.name))),
    ],
    run: { arguments in
      let id = try transactionID(arguments)
      guard let days = Int(arguments.positionals[1]), RenewalExtension.allowedDays.contains(days) else {
        throw UsageError("DAYS is a whole number from 1 to 90, got '\(arguments.positionals[1])'")
      }
      let reasonName = arguments.value("reason") ?? ExtendReasonCode.undeclared.name
      guard let reason = ExtendReasonCode.allCases.first(where: { $0.name == reasonName }) else {
        throw UsageError(
          "--reason expects one of \(ExtendReasonCode.allCases.map(\.name).joined(separator: ", ")), got '\(reasonName)'")
      }
      let session = try await SandboxSession.open(arguments)
      let renewalExtension = RenewalExtension(days: days, reason: reason, requestID: UUID().uuidString.lowercased())
      try await session.perform(.server(.extendRenewalDate(.id(id), renewalExtension)))
      return 0
    }
  )

  /// `storefront server test-notification`: Request a Test Notification, from the command line.
  static let serverTestNotification = CommandSpec(
    name: "test-notification",
    summary: "send a TEST notification to every webhook, as Request a Test Notification does",
    discussion: """
      Prints the test notification token, which Get Test Notification Status takes. A running 'storefront server'
      (or 'storefront --server') delivers it.
      """,
    options: OptionSpec.sandboxOptions,
    run: { arguments in
      let session = try await SandboxSession.open(arguments)
      try await session.perform(.server(.requestTestNotification))
      return 0
    }
  )
}
