import StoreOperations

/// The statements for the App Store events that only a tester can cause and a server hears of: a refund reversed
/// (`REFUND_REVERSED`) and a price increase's consent (`PRICE_INCREASE`). Written back by `StatementFormatter`.
enum ReversalGrammar {
  static let statements: [StatementSyntax] = [
    ActionGrammar.action("reverse-refund", "reverse-refund TRANSACTION") {
      (reader: inout WordReader) throws(ParseProblem) in
      .reverseRefund(try reader.transactionReference())
    },
    ActionGrammar.action("price-increase", "price-increase request|consent|decline SUBSCRIPTION") {
      (reader: inout WordReader) throws(ParseProblem) in
      let step = try reader.choice(.priceIncreaseStep, PriceIncreaseStep.allCases.map { ($0.rawValue, $0) })
      return .priceIncrease(step, try reader.subscriptionReference())
    },
  ]
}
