import Foundation
import StoreCatalog
import StoreEngine
import StoreOperations

/// Reads the words of one statement in order, each read saying what it expects, so every problem
/// comes out as "expected …, found …" at the right column.
struct WordReader {
  private let tokens: [Token]
  private var index = 0
  /// The column just past the last word: where a missing word is reported.
  private let endColumn: Int
  /// The statement being read, for messages (`buy`, `expect balance`).
  var statement: String

  /// Reads `tokens`, the words after the statement's keyword, on a line `lineLength` characters long.
  init(tokens: [Token], statement: String, lineLength: Int) {
    self.tokens = tokens
    self.statement = statement
    endColumn = lineLength + 1
  }

  /// Whether every word has been read.
  var isAtEnd: Bool { index >= tokens.count }

  /// The next word without reading it.
  var peek: Token? { isAtEnd ? nil : tokens[index] }

  /// Reads the next word; a missing word is "'statement' needs `what`".
  mutating func next(_ what: String) throws(ParseProblem) -> Token {
    guard let token = peek else {
      throw ParseProblem(column: endColumn, message: "'\(statement)' needs \(what)")
    }
    index += 1
    return token
  }

  /// Reads the next word when it is `word` (unquoted); returns whether it was.
  mutating func take(_ word: String) -> Bool {
    guard let token = peek, !token.isQuoted, token.text == word else { return false }
    index += 1
    return true
  }

  /// Fails unless every word has been read.
  func end() throws(ParseProblem) {
    guard let extra = peek else { return }
    throw ParseProblem(
      column: extra.column, message: "unexpected '\(extra.text)' after '\(statement)'; expected the end of the line")
  }

  /// Reads one word of a closed list, by its spelling; `what` names the list (`setting`, `API`).
  mutating func choice<T>(_ what: String, _ options: [(String, T)]) throws(ParseProblem) -> T {
    let words = options.map(\.0)
    let article = what.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
    let token = try next("\(article) \(what) (\(Suggestion.list(words)))")
    guard !token.isQuoted, let match = options.first(where: { $0.0 == token.text }) else {
      throw ParseProblem(column: token.column, message: Suggestion.unknown(what, token.text, expected: words))
    }
    return match.1
  }

  // MARK: - Typed values

  mutating func onOff() throws(ParseProblem) -> Bool {
    try choice("switch value", [("on", true), ("off", false)])
  }

  /// Reads the next word as a value `convert` understands, or fails with `problem(word)` at it.
  private mutating func value<T>(
    _ what: String, _ convert: (String) -> T?, problem: (String) -> String
  ) throws(ParseProblem) -> T {
    let token = try next(what)
    guard let value = convert(token.text) else {
      throw ParseProblem(column: token.column, message: problem(token.text))
    }
    return value
  }

  mutating func integer(_ what: String, in range: ClosedRange<Int>) throws(ParseProblem) -> Int {
    try value(what, { $0.count <= 9 ? Int($0).flatMap { range.contains($0) ? $0 : nil } : nil }) {
      "expected \(what) (a whole number from \(range.lowerBound) to \(range.upperBound)), found '\($0)'"
    }
  }

  mutating func identifier(_ what: String) throws(ParseProblem) -> UInt64 {
    UInt64(try integer(what, in: 1...999_999_999))
  }

  mutating func duration() throws(ParseProblem) -> SimulatedDuration {
    try value("a duration (like 90s, 15m, 2h, 3d, 1w, 1mo, 1y or P1M)", SimulatedDuration.init) {
      "'\($0)' is not a duration; expected a form like 90s, 15m, 2h, 3d, 1w, 1mo, 1y, 1d12h, 250ms or P1M"
    }
  }

  mutating func date() throws(ParseProblem) -> Date {
    try value("a date (2026-01-01 or 2026-01-01T09:30:00Z)", ScenarioDate.parse) {
      "'\($0)' is not a date; expected 2026-01-01, 2026-01-01T09:30:00Z or 2026-01-01T09:30:00.250Z (UTC)"
    }
  }

  /// A plain decimal number (`0.99`, `12`): digits with at most one point between them.
  mutating func decimal(_ what: String) throws(ParseProblem) -> Decimal {
    try value(what, Self.plainDecimal) { "expected \(what) (a number like 0.99), found '\($0)'" }
  }

  private static func plainDecimal(_ text: String) -> Decimal? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard text.count <= 20, (1...2).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
  }

  mutating func uuid() throws(ParseProblem) -> UUID {
    try value("an app account token (a UUID)", UUID.init(uuidString:)) {
      "'\($0)' is not a UUID; expected a form like 6F9619FF-8B86-D011-B42D-00C04FC964FF"
    }
  }

  /// An App Store storefront by its alpha-3 code (`GBR`), as the App Store writes it; an unknown code is refused
  /// with the closest known ones.
  mutating func storefront() throws(ParseProblem) -> String {
    let token = try next("a storefront code (USA, GBR, JPN, …)")
    guard let storefront = Storefront.find(token.text) else {
      throw ParseProblem(
        column: token.column,
        message: Suggestion.unknown("storefront", token.text, expected: Storefront.all.map(\.countryCode)))
    }
    return storefront.countryCode
  }

  /// A word naming something in the catalog (a product, an offer, a code): any non-empty word;
  /// whether the catalog has it is checked once the catalog is known.
  mutating func name(_ what: String) throws(ParseProblem) -> String {
    let token = try next(what)
    guard !token.text.isEmpty else {
      throw ParseProblem(column: token.column, message: "expected \(what), found an empty string")
    }
    return token.text
  }

  /// Any text (usually quoted): log lines, display prices.
  mutating func text(_ what: String) throws(ParseProblem) -> String {
    try next(what).text
  }

  /// `ERROR` as an injected-error name for `api`.
  mutating func simulatedError(for api: StoreKitAPI) throws(ParseProblem) -> SimulatedError? {
    let token = try next("an error name or none")
    if token.text == "none" { return nil }
    let allowed = Vocabulary.errors(for: api)
    guard let error = SimulatedError(name: token.text), allowed.contains(error) else {
      throw ParseProblem(
        column: token.column,
        message: Suggestion.unknown(
          "\(Vocabulary.apiName(api)) error", token.text, expected: allowed.map(\.caseName) + ["none"]))
    }
    return error
  }

  /// An optional error name for a failed result, when the next word is one.
  mutating func failureName() -> String? {
    guard let token = peek, !token.isQuoted, Vocabulary.failureNames.contains(token.text) else { return nil }
    index += 1
    return token.text
  }

  /// An optional verification failure reason, when the next word is one.
  mutating func verificationReason() -> VerificationError? {
    guard let token = peek, !token.isQuoted, let reason = VerificationError(rawValue: token.text) else { return nil }
    index += 1
    return reason
  }
}
