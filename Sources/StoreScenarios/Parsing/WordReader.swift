import FoundationEssentials
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
  mutating func next(_ what: Expected) throws(ParseProblem) -> Token {
    guard let token = peek else {
      throw ParseProblem(column: endColumn, .missingWord(statement: statement, expected: what))
    }
    index += 1
    return token
  }

  /// Steps over the next word, already read with `peek`.
  mutating func skip() {
    index = min(index + 1, tokens.count)
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
    throw ParseProblem(column: extra.column, .extraWord(extra.text, statement: statement))
  }

  /// Reads one word of a closed list, by its spelling; `list` names the list (`setting`, `API`).
  mutating func choice<T>(_ list: WordList, _ options: [(String, T)]) throws(ParseProblem) -> T {
    let words = options.map(\.0)
    let token = try next(.oneOf(list, words))
    guard !token.isQuoted, let match = options.first(where: { $0.0 == token.text }) else {
      throw ParseProblem(column: token.column, .unknownWord(UnknownWord(list, token.text, expected: words)))
    }
    return match.1
  }

  // MARK: - Typed values

  mutating func onOff() throws(ParseProblem) -> Bool {
    try choice(.switchValue, [("on", true), ("off", false)])
  }

  /// Reads the next word as a value `convert` understands, or fails with `problem(word)` at it.
  private mutating func value<T>(
    _ what: Expected, _ convert: (String) -> T?, problem: (String) -> ScenarioProblem
  ) throws(ParseProblem) -> T {
    let token = try next(what)
    guard let value = convert(token.text) else {
      throw ParseProblem(column: token.column, problem(token.text))
    }
    return value
  }

  mutating func integer(_ what: Expected, in range: ClosedRange<Int>) throws(ParseProblem) -> Int {
    try value(what, { $0.count <= 9 ? Int($0).flatMap { range.contains($0) ? $0 : nil } : nil }) {
      .notInRange(what, range: range, found: $0)
    }
  }

  mutating func identifier(_ what: Expected) throws(ParseProblem) -> UInt64 {
    UInt64(try integer(what, in: 1...999_999_999))
  }

  mutating func duration() throws(ParseProblem) -> SimulatedDuration {
    try value(.duration, SimulatedDuration.init) { .notADuration($0) }
  }

  mutating func date() throws(ParseProblem) -> Date {
    try value(.date, ScenarioDate.parse) { .notADate($0) }
  }

  /// A plain decimal number (`0.99`, `12`): digits with at most one point between them.
  mutating func decimal(_ what: Expected) throws(ParseProblem) -> Decimal {
    try value(what, Self.plainDecimal) { .notADecimal(what, found: $0) }
  }

  private static func plainDecimal(_ text: String) -> Decimal? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard text.count <= 20, (1...2).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
  }

  mutating func uuid() throws(ParseProblem) -> UUID {
    try value(.accountToken, UUID.init(uuidString:)) { .notAUUID($0) }
  }

  /// An App Store storefront by its alpha-3 code (`GBR`), as the App Store writes it; an unknown code is refused
  /// with the closest known ones.
  mutating func storefront() throws(ParseProblem) -> String {
    let token = try next(.storefrontCode)
    guard let storefront = Storefront.find(token.text) else {
      let unknown = UnknownWord(.storefront, token.text, expected: Storefront.all.map(\.countryCode))
      throw ParseProblem(column: token.column, .unknownWord(unknown))
    }
    return storefront.countryCode
  }

  /// A word naming something in the catalog (a product, an offer, a code): any non-empty word;
  /// whether the catalog has it is checked once the catalog is known.
  mutating func name(_ what: Expected) throws(ParseProblem) -> String {
    let token = try next(what)
    guard !token.text.isEmpty else {
      throw ParseProblem(column: token.column, .emptyWord(what))
    }
    return token.text
  }

  /// Any text (usually quoted): log lines, display prices.
  mutating func text(_ what: Expected) throws(ParseProblem) -> String {
    try next(what).text
  }

  /// `ERROR` as an injected-error name for `api`.
  mutating func simulatedError(for api: StoreKitAPI) throws(ParseProblem) -> SimulatedError? {
    let token = try next(.errorName)
    if token.text == "none" { return nil }
    let allowed = Vocabulary.errors(for: api)
    guard let error = SimulatedError(name: token.text), allowed.contains(error) else {
      let unknown = UnknownWord(.apiError(Vocabulary.apiName(api)), token.text, expected: allowed.map(\.caseName) + ["none"])
      throw ParseProblem(column: token.column, .unknownWord(unknown))
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
