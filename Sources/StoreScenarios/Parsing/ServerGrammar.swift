import FoundationEssentials
import StoreEngine
import StoreOperations

/// The statements for what the app's server asks of the App Store Server API: each reads one
/// `StoreOperation.server`, and `ServerStatementWords` writes it back the same way.
enum ServerGrammar {
  /// The request id a statement's extension carries when it names none.
  static let defaultRequestID = "scenario"

  static let statements: [StatementSyntax] = [
    ActionGrammar.action("extend-renewal", "extend-renewal TRANSACTION DAYS [reason REASON] [request ID]") {
      (reader: inout WordReader) throws(ParseProblem) in
      let transaction = try reader.transactionReference()
      return .server(.extendRenewalDate(transaction, try renewalExtension(&reader)))
    },
    ActionGrammar.action(
      "extend-renewals", "extend-renewals PRODUCT DAYS [reason REASON] [request ID] [storefront CODE]…"
    ) { (reader: inout WordReader) throws(ParseProblem) in
      let product = try reader.name(.subscriptionProductID)
      let renewalExtension = try renewalExtension(&reader)
      var storefronts: [String] = []
      while reader.take("storefront") { storefronts.append(try reader.storefront()) }
      return .server(.extendForAllActiveSubscribers(productID: product, storefronts: storefronts, renewalExtension))
    },
    ActionGrammar.action("set-account-token", "set-account-token ORIGINAL-ID UUID") {
      (reader: inout WordReader) throws(ParseProblem) in
      let originalID = try reader.identifier(.originalTransactionID)
      return .server(.setAppAccountToken(try reader.uuid(), originalTransactionID: originalID))
    },
    ActionGrammar.action("send-consumption", "send-consumption TRANSACTION-ID JSON") {
      (reader: inout WordReader) throws(ParseProblem) in
      let id = try reader.identifier(.transactionID)
      return .server(.sendConsumptionInformation(transactionID: id, json: try reader.text(.jsonBody)))
    },
    ActionGrammar.bare("test-notification", .server(.requestTestNotification)),
    ActionGrammar.action("fail-webhook", "fail-webhook COUNT") {
      (reader: inout WordReader) throws(ParseProblem) in
      .server(.failNextWebhookAnswers(try reader.integer(.answerCount, in: 0...1000)))
    },
    ActionGrammar.action("resend-notification", "resend-notification latest [TYPE] | UUID") {
      (reader: inout WordReader) throws(ParseProblem) in
      .server(.resendNotification(try notificationReference(&reader)))
    },
  ]

  /// `latest [TYPE]` or a `notificationUUID`.
  private static func notificationReference(_ reader: inout WordReader) throws(ParseProblem) -> NotificationReference {
    if reader.take("latest") {
      guard reader.peek != nil else { return .latest(nil) }
      return .latest(try reader.choice(.notificationType, NotificationType.allCases.map { ($0.rawValue, $0) }))
    }
    let token = try reader.next(.notificationReference)
    guard UUID(uuidString: token.text) != nil else {
      throw ParseProblem(column: token.column, .notANotificationUUID(token.text))
    }
    return .uuid(token.text.lowercased())
  }

  /// `DAYS [reason REASON] [request ID]`.
  private static func renewalExtension(_ reader: inout WordReader) throws(ParseProblem) -> RenewalExtension {
    let days = try reader.integer(.days, in: RenewalExtension.allowedDays)
    let reason =
      reader.take("reason")
      ? try reader.choice(.extendReason, ExtendReasonCode.allCases.map { ($0.name, $0) }) : .undeclared
    let requestID = reader.take("request") ? try reader.name(.requestIdentifier) : defaultRequestID
    return RenewalExtension(days: days, reason: reason, requestID: requestID)
  }
}

/// How a server statement is written back and described, for the formatter and a run's output.
enum ServerStatementWords {
  static func line(_ operation: ServerOperation) -> String {
    switch operation {
    case .extendRenewalDate(let reference, let renewalExtension):
      (["extend-renewal", StatementFormatter.words(reference)] + words(renewalExtension)).joined(separator: " ")
    case .extendForAllActiveSubscribers(let product, let storefronts, let renewalExtension):
      (["extend-renewals", StatementFormatter.word(product)] + words(renewalExtension)
        + storefronts.flatMap { ["storefront", $0] }).joined(separator: " ")
    case .setAppAccountToken(let token, let originalID): "set-account-token \(originalID) \(token.uuidString)"
    case .sendConsumptionInformation(let id, let json): "send-consumption \(id) \(StatementFormatter.word(json))"
    case .requestTestNotification: "test-notification"
    case .failNextWebhookAnswers(let count): "fail-webhook \(count)"
    case .resendNotification(.latest(nil)): "resend-notification latest"
    case .resendNotification(.latest(let type?)): "resend-notification latest \(type.rawValue)"
    case .resendNotification(.uuid(let uuid)): "resend-notification \(uuid)"
    }
  }

  private static func words(_ renewalExtension: RenewalExtension) -> [String] {
    var words = [String(renewalExtension.days)]
    if renewalExtension.reason != .undeclared { words += ["reason", renewalExtension.reason.name] }
    if renewalExtension.requestID != ServerGrammar.defaultRequestID {
      words += ["request", StatementFormatter.word(renewalExtension.requestID)]
    }
    return words
  }

  static func catalogNames(_ operation: ServerOperation) -> [CatalogName] {
    switch operation {
    case .extendRenewalDate(let reference, _): reference.catalogNames
    case .extendForAllActiveSubscribers(let product, _, _): [.product(product)]
    case .setAppAccountToken, .sendConsumptionInformation, .requestTestNotification, .failNextWebhookAnswers,
      .resendNotification:
      []
    }
  }
}
