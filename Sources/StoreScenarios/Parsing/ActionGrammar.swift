import FoundationEssentials
import StoreCatalog
import StoreEngine
import StoreOperations

/// The statements that do something, in three groups: setting up the App Store, what the customer does
/// in the app, and what a tester does at the App Store. Each reads one `StoreOperation` (or `restart`).
enum ActionGrammar {
  typealias Parse = @Sendable (inout WordReader) throws(ParseProblem) -> StoreOperation

  /// A statement that reads its words with `parse`, then expects the end of the line.
  static func action(_ keyword: String, _ usage: String, _ parse: @escaping Parse) -> StatementSyntax {
    StatementSyntax(keyword, usage) { (reader: inout WordReader) throws(ParseProblem) in
      let operation = try parse(&reader)
      try reader.end()
      return .statement(.operation(operation))
    }
  }

  /// A statement of one word.
  static func bare(_ keyword: String, _ operation: StoreOperation) -> StatementSyntax {
    self.action(keyword, keyword) { (_: inout WordReader) throws(ParseProblem) in operation }
  }

  static let setup: [StatementSyntax] = [
    action("set", "set SETTING VALUE") {
      (reader: inout WordReader) throws(ParseProblem) in .set(try setting(&reader))
    },
    action("fault", "fault API ERROR|none") {
      (reader: inout WordReader) throws(ParseProblem) in
      let api = try reader.choice(.api, Vocabulary.apiNames.map { ($0, Vocabulary.api(named: $0)!) })
      return .fault(api, try reader.simulatedError(for: api))
    },
  ]

  static let app: [StatementSyntax] = [
    action(
      "buy",
      "buy PRODUCT [quantity N] [account-token UUID] [promotional-offer ID | win-back ID | offer-code NAME] [billing-plan PLAN] [ask-to-buy] [no-finish] [from another-device|app-store]"
    ) { (reader: inout WordReader) throws(ParseProblem) in
      let product = try reader.name(.productID)
      return .buy(productID: product, options: try PurchaseOptionsSyntax.parse(&reader))
    },
    action("cancel", "cancel PRODUCT") {
      (reader: inout WordReader) throws(ParseProblem) in .cancel(productID: try reader.name(.productID))
    },
    action("redeem", "redeem CODE PRODUCT") {
      (reader: inout WordReader) throws(ParseProblem) in
      let code = try reader.name(.offerCode)
      return .redeem(code: code, productID: try reader.name(.productForCode))
    },
    action("finish", "finish TRANSACTION") {
      (reader: inout WordReader) throws(ParseProblem) in .finish(try reader.transactionReference())
    },
    action("request-refund", "request-refund TRANSACTION") {
      (reader: inout WordReader) throws(ParseProblem) in .requestRefund(try reader.transactionReference())
    },
    bare("restore", .restore),
    action("consume", "consume PRODUCT [N]") {
      (reader: inout WordReader) throws(ParseProblem) in
      let product = try reader.name(.consumableID)
      let amount = reader.isAtEnd ? 1 : try reader.integer(.amount, in: 1...1_000_000)
      return .consume(productID: product, amount: amount)
    },
    bare("load-products", .loadProducts),
    bare("app-transaction", .readAppTransaction),
    bare("manage-subscriptions", .manageSubscriptions),
    StatementSyntax("restart", "restart") { (reader: inout WordReader) throws(ParseProblem) in
      try reader.end()
      return .statement(.restart)
    },
  ]

  static let store: [StatementSyntax] = [
    action("approve", "approve REQUEST") {
      (reader: inout WordReader) throws(ParseProblem) in .approve(try reader.requestReference())
    },
    action("decline", "decline REQUEST") {
      (reader: inout WordReader) throws(ParseProblem) in .decline(try reader.requestReference())
    },
    action("resolve", "resolve REQUEST") {
      (reader: inout WordReader) throws(ParseProblem) in .resolve(try reader.requestReference())
    },
    action("expire", "expire REQUEST") {
      (reader: inout WordReader) throws(ParseProblem) in .expire(try reader.requestReference())
    },
    action("refund", "refund TRANSACTION [developer-issue]") {
      (reader: inout WordReader) throws(ParseProblem) in
      let transaction = try reader.transactionReference()
      return .refund(transaction, reader.take("developer-issue") ? .developerIssue : .other)
    },
    action("revoke", "revoke TRANSACTION") {
      (reader: inout WordReader) throws(ParseProblem) in .revoke(try reader.transactionReference())
    },
    action("family", "family share|stop|lapse|refund|billing-fail|billing-recover PRODUCT [developer-issue]") {
      (reader: inout WordReader) throws(ParseProblem) in
      let actions: [FamilySharingAction] = [.share, .stop, .lapse, .refund(.other), .billingFail, .billingRecover]
      let what = try reader.choice(.familySharingAction, actions.map { ($0.word, $0) })
      let productID = try reader.name(.familyShareableID)
      guard what == .refund(.other), reader.take("developer-issue") else { return .family(what, productID: productID) }
      return .family(.refund(.developerIssue), productID: productID)
    },
    action("delete", "delete TRANSACTION") {
      (reader: inout WordReader) throws(ParseProblem) in .delete(try reader.transactionReference())
    },
    action("advance", "advance DURATION | next-event | to DATE") {
      (reader: inout WordReader) throws(ParseProblem) in
      if reader.take("next-event") { return .advance(.nextEvent) }
      if reader.take("to") { return .advance(.to(try reader.date())) }
      return .advance(.by(try reader.duration()))
    },
    action("subscription", "subscription cancel|resume|expire|renew SUBSCRIPTION") {
      (reader: inout WordReader) throws(ParseProblem) in
      let what = try reader.choice(.subscriptionAction, SubscriptionAction.allCases.map { ($0.rawValue, $0) })
      return .subscription(what, try reader.subscriptionReference())
    },
    bare("pause-clock", .pauseClock),
    bare("resume-clock", .resumeClock),
    bare("reset", .reset),
  ]

  /// `SETTING VALUE` after `set`.
  static func setting(_ reader: inout WordReader) throws(ParseProblem) -> SettingChange {
    let kind = try reader.choice(.setting, Vocabulary.settings.map { ($0.name, $0.name) })
    switch kind {
    case "ask-to-buy": return .askToBuy(try reader.onOff())
    case "interrupted-purchases": return .interruptedPurchases(try reader.onOff())
    case "billing-retry": return .billingRetry(try reader.onOff())
    case "grace-period": return .gracePeriod(try reader.onOff())
    case "offline": return .offline(try reader.onOff())
    case "consumable-history": return .consumableHistory(try reader.onOff())
    case "refund-answer":
      return .refundAnswer(try reader.choice(.refundAnswer, RefundRequestAnswer.allCases.map { ($0.rawValue, $0) }))
    case "grace-period-length":
      return .gracePeriodLength(try reader.choice(.gracePeriodLength, Vocabulary.gracePeriodLengths))
    case "latency":
      let token = reader.peek
      let duration = try reader.duration()
      guard duration.years == 0, duration.months == 0, duration.days == 0, duration.hours == 0 else {
        throw ParseProblem(column: token?.column ?? 1, .latencyTooLong)
      }
      return .latency(
        TimeInterval(duration.minutes * 60 + duration.seconds) + TimeInterval(duration.milliseconds) / 1000)
    case "storefront":
      return .storefront(try reader.storefront())
    case "locale":
      return .locale(try reader.name(.locale))
    default:
      let token = reader.peek
      let rate = try reader.integer(.timeRate, in: 0...1005)
      guard TimeRate(rawValue: rate) != nil else {
        throw ParseProblem(column: token?.column ?? 1, .notATimeRate(rate, rates: TimeRate.rawValues))
      }
      return .timeRate(rate)
    }
  }
}
