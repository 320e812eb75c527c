import StoreEngine

/// The expectations: `expect` followed by what to check.
enum ExpectationGrammar {
  typealias Parse = @Sendable (inout WordReader, _ negated: Bool) throws(ParseProblem) -> ScenarioExpectation

  /// An expectation declared with its reader; `negatable` ones accept `expect not …`.
  struct Entry: Sendable {
    var syntax: StatementSyntax
    var negatable: Bool
    var parse: Parse
  }

  static func entry(
    _ keyword: String, _ usage: String, negatable: Bool = false, _ parse: @escaping Parse
  ) -> Entry {
    let syntax = StatementSyntax(keyword, usage) { (reader: inout WordReader) throws(ParseProblem) in
      .statement(.expectation(try parse(&reader, false)))
    }
    return Entry(syntax: syntax, negatable: negatable, parse: parse)
  }

  static var entries: [StatementSyntax] { table.map(\.syntax) }

  /// Reads what follows `expect`, then the end of the line.
  static func parse(_ reader: inout WordReader) throws(ParseProblem) -> ScenarioExpectation {
    let negated = reader.take("not")
    let candidates = table.filter { !negated || $0.negatable }
    if negated, let token = reader.peek, let entry = table.first(where: { $0.syntax.keyword == token.text }),
      !entry.negatable
    {
      throw ParseProblem(
        column: token.column, .expectationNotNegatable(token.text, negatable: candidates.map(\.syntax.keyword)))
    }
    let entry = try reader.choice(.expectation, candidates.map { ($0.syntax.keyword, $0) })
    reader.statement = "expect \(negated ? "not " : "")\(entry.syntax.keyword)"
    let expectation = try entry.parse(&reader, negated)
    try reader.end()
    return expectation
  }

  static let table: [Entry] = [
    entry(
      "result",
      "expect result purchased|charged|upgraded|already-owned|scheduled|pending|cancelled|succeeded|declined|ignored | failed [ERROR] | unverified [REASON]"
    ) { (reader: inout WordReader, _) throws(ParseProblem) in .result(try result(&reader)) },
    entry("entitled", "expect [not] entitled PRODUCT", negatable: true) {
      (reader: inout WordReader, negated: Bool) throws(ParseProblem) in
      .entitled(productID: try reader.name(.productID), !negated)
    },
    entry("entitlements", "expect entitlements PRODUCT… | none") {
      (reader: inout WordReader, _) throws(ParseProblem) in
      if reader.take("none") { return .entitlements([]) }
      var products: Set<String> = [try reader.name(.entitledProducts)]
      while !reader.isAtEnd { products.insert(try reader.name(.productID)) }
      return .entitlements(products)
    },
    entry("balance", "expect balance PRODUCT N") {
      (reader: inout WordReader, _) throws(ParseProblem) in
      let product = try reader.name(.consumableID)
      return .balance(productID: product, try reader.integer(.balance, in: 0...100_000_000))
    },
    entry(
      "subscription",
      "expect subscription SUBSCRIPTION [STATE] [auto-renew on|off] [renews-to PRODUCT] [product PRODUCT] [expires DATE]"
    ) { (reader: inout WordReader, _) throws(ParseProblem) in
      let subscription = try reader.subscriptionReference()
      return .subscription(subscription, try FacetSyntax.subscriptionFacets(&reader))
    },
    entry("intro-eligible", "expect [not] intro-eligible SUBSCRIPTION", negatable: true) {
      (reader: inout WordReader, negated: Bool) throws(ParseProblem) in
      .introEligible(try reader.subscriptionReference(), !negated)
    },
    entry("updates", "expect updates N [PRODUCT…] | none") {
      (reader: inout WordReader, _) throws(ParseProblem) in
      if reader.take("none") { return .updates(count: 0, productIDs: []) }
      let count = try reader.integer(.updateCount, in: 0...10_000)
      let first = reader.peek
      var products: [String] = []
      while !reader.isAtEnd { products.append(try reader.name(.productID)) }
      if let first, products.count != count {
        throw ParseProblem(column: first.column, .productsForUpdates(products: products.count, updates: count))
      }
      return .updates(count: count, productIDs: products)
    },
    entry("transaction", "expect transaction TRANSACTION FACET…") {
      (reader: inout WordReader, _) throws(ParseProblem) in
      let transaction = try reader.transactionReference()
      return .transaction(transaction, try FacetSyntax.transactionFacets(&reader))
    },
    entry("transactions", "expect transactions N [PRODUCT]") {
      (reader: inout WordReader, _) throws(ParseProblem) in
      let count = try reader.integer(.transactionCount, in: 0...100_000)
      return .transactionCount(count, productID: reader.isAtEnd ? nil : try reader.name(.productID))
    },
    entry("unfinished", "expect unfinished N") {
      (reader: inout WordReader, _) throws(ParseProblem) in
      .unfinished(try reader.integer(.transactionCount, in: 0...100_000))
    },
    entry("request", "expect request REQUEST pending|approved|declined|expired|resolved") {
      (reader: inout WordReader, _) throws(ParseProblem) in
      let request = try reader.requestReference()
      return .request(request, try reader.choice(.requestState, Vocabulary.requestStates.map { ($0.rawValue, $0) }))
    },
    entry("pending-requests", "expect pending-requests N") {
      (reader: inout WordReader, _) throws(ParseProblem) in
      .pendingRequests(try reader.integer(.requestCount, in: 0...100_000))
    },
    entry("products", "expect products loaded|empty|failed [ERROR]") {
      (reader: inout WordReader, _) throws(ParseProblem) in
      let state = try reader.choice(.productState, [("loaded", 0), ("empty", 1), ("failed", 2)])
      switch state {
      case 0: return .products(.loaded)
      case 1: return .products(.empty)
      default: return .products(.failed(try optionalFailure(&reader)))
      }
    },
    entry("price", "expect price PRODUCT TEXT") {
      (reader: inout WordReader, _) throws(ParseProblem) in
      let product = try reader.name(.productID)
      return .price(productID: product, try reader.text(.displayPrice))
    },
    entry("log", "expect log TEXT") {
      (reader: inout WordReader, _) throws(ParseProblem) in .log(try reader.text(.logText))
    },
    entry("message", "expect message TEXT") {
      (reader: inout WordReader, _) throws(ParseProblem) in
      .message(try reader.text(.messageText))
    },
    entry("now", "expect now DATE") {
      (reader: inout WordReader, _) throws(ParseProblem) in .now(try reader.date())
    },
  ]

  /// `purchased`, `failed [ERROR]`, `unverified [REASON]`, …
  static func result(_ reader: inout WordReader) throws(ParseProblem) -> ResultExpectation {
    let simple: [(String, ResultExpectation?)] = [
      ("purchased", .purchased), ("charged", .charged), ("upgraded", .upgraded), ("already-owned", .alreadyOwned),
      ("scheduled", .scheduled), ("pending", .pending), ("cancelled", .cancelled), ("succeeded", .succeeded),
      ("declined", .declined), ("ignored", .ignored), ("failed", nil), ("unverified", nil),
    ]
    let token = reader.peek
    if let kind = try reader.choice(.result, simple) { return kind }
    if token?.text == "failed" { return .failed(try optionalFailure(&reader)) }
    return .unverified(try FacetSyntax.optionalReason(&reader))
  }

  /// An error name after `failed`, when one follows.
  static func optionalFailure(_ reader: inout WordReader) throws(ParseProblem) -> String? {
    guard let token = reader.peek else { return nil }
    guard let name = reader.failureName() else {
      throw ParseProblem(column: token.column, .unknownWord(UnknownWord(.error, token.text, expected: Vocabulary.failureNames)))
    }
    return name
  }
}
