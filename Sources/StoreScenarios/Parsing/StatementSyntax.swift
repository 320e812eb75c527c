import FoundationEssentials
import StoreOperations

/// One statement of the language, declared once: how it is written and how its words are read. The parser
/// dispatches on `keyword`; `storefront run --help` lists each `usage`, and docs/scenarios.md explains each
/// statement.
public struct StatementSyntax: Sendable {
  /// The first word (for expectations, the word after `expect`).
  public var keyword: String
  /// The statement's form: `buy PRODUCT [quantity N] …`.
  public var usage: String
  let parse: @Sendable (inout WordReader) throws(ParseProblem) -> ParsedLine

  init(
    _ keyword: String, _ usage: String, parse: @escaping @Sendable (inout WordReader) throws(ParseProblem) -> ParsedLine
  ) {
    self.keyword = keyword
    self.usage = usage
    self.parse = parse
  }
}

/// What one line turned out to be.
enum ParsedLine: Sendable, Hashable {
  case catalog(CatalogReference)
  case start(Date)
  case statement(Statement)
}

/// The whole language, as tables of statements.
public enum ScenarioGrammar {
  /// The statements that may only open a file, before any other statement.
  public static let header: [StatementSyntax] = [
    StatementSyntax("catalog", "catalog NAME|PATH") { (reader: inout WordReader) throws(ParseProblem) in
      let word = try reader.name(.catalogReference)
      try reader.end()
      return .catalog(CatalogReference(word: word))
    },
    StatementSyntax("start", "start DATE") {
      (reader: inout WordReader) throws(ParseProblem) in
      let date = try reader.date()
      try reader.end()
      return .start(date)
    },
  ]

  /// Every statement a scenario may use after its header, in the order docs/scenarios.md lists them.
  public static let statements: [StatementSyntax] =
    ActionGrammar.setup + ActionGrammar.app + ActionGrammar.store + ReversalGrammar.statements
    + ServerGrammar.statements + [
      StatementSyntax("expect", "expect WHAT …") {
        (reader: inout WordReader) throws(ParseProblem) in
        .statement(.expectation(try ExpectationGrammar.parse(&reader)))
      }
    ]

  /// Every expectation (`expect …`).
  public static var expectations: [StatementSyntax] { ExpectationGrammar.entries }

  static let everyKeyword = (header + statements).map(\.keyword)
}

// MARK: - References shared by many statements

extension WordReader {
  /// `last`, `transaction N` or a product identifier (its newest transaction).
  mutating func transactionReference() throws(ParseProblem) -> TransactionReference {
    if take("last") { return .last }
    if take("transaction") { return .id(try identifier(.transactionID)) }
    return .newest(productID: try name(.transactionReference))
  }

  /// `last-request`, `request N` or a product identifier (its newest request).
  mutating func requestReference() throws(ParseProblem) -> RequestReference {
    if take("last-request") { return .last }
    if take("request") { return .id(try identifier(.requestID)) }
    return .newest(productID: try name(.requestReference))
  }

  /// A subscription group by id, reference name (quoted when it has spaces) or one of its products.
  mutating func subscriptionReference() throws(ParseProblem) -> SubscriptionReference {
    SubscriptionReference(try name(.subscriptionReference))
  }
}
