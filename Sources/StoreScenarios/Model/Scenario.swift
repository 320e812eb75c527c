public import FoundationEssentials
public import StoreOperations

/// A parsed scenario file: the catalog it runs against, when its clock starts, and its statements in
/// order. A value: parsing makes one, the runner and the TUI play it, the recorder writes one.
public struct Scenario: Sendable, Hashable {
  /// The catalog the scenario runs against (`catalog …`); the shipped default catalog when absent.
  public var catalog: CatalogReference
  /// Where the simulated clock starts (`start …`); `Scenario.defaultStart` when absent.
  public var start: Date?
  /// Every statement after the header, in file order.
  public var steps: [ScenarioStep]

  public init(catalog: CatalogReference = .shippedDefault, start: Date? = nil, steps: [ScenarioStep] = []) {
    self.catalog = catalog
    self.start = start
    self.steps = steps
  }

  /// Where the clock starts when the scenario does not say: 2026-01-01T00:00:00Z.
  public static let defaultStart = Date(timeIntervalSince1970: 1_767_225_600)

  /// The instant the clock starts at.
  public var startDate: Date { start ?? Self.defaultStart }
}

/// Which catalog a scenario runs against.
public enum CatalogReference: Sendable, Hashable {
  /// The catalog `storefront` opens by default (`demo`).
  case shippedDefault
  /// A catalog shipped in `catalogs/`, by name (`demo`, `donation`).
  case shipped(String)
  /// A `.storekit` file, relative to the scenario file's folder (or absolute).
  case file(String)

  /// How a `catalog` statement spells this reference: a word with a `/` or ending in `.storekit` is a
  /// file, any other word a shipped catalog.
  public init(word: String) {
    self = word.contains("/") || word.hasSuffix(".storekit") ? .file(word) : .shipped(word)
  }
}

/// One statement of a scenario with where it came from.
public struct ScenarioStep: Sendable, Hashable {
  /// The 1-based line of the statement.
  public var line: Int
  /// The 1-based column its first word starts at.
  public var column: Int
  /// The statement's text as written (without its comment), for messages and reports.
  public var source: String
  public var statement: Statement

  public init(line: Int, column: Int = 1, source: String, statement: Statement) {
    self.line = line
    self.column = column
    self.source = source
    self.statement = statement
  }

  /// Whether the statement is an expectation.
  public var isExpectation: Bool {
    if case .expectation = statement { return true }
    return false
  }
}

/// What one line of a scenario says: something to do, or something to check.
///
/// What the customer or a tester does is a `StoreOperation`, the store's one vocabulary: the recorder writes the
/// operations a live session ran, and the runner hands them to the same executor the storefront and the commands
/// use. Every operation has exactly one spelling in the language (see `StatementFormatter`).
public enum Statement: Sendable, Hashable {
  /// Something the customer does in the app, or a tester does to the App Store.
  case operation(StoreOperation)
  /// `restart`: the app quits and launches again on the same account; unfinished transactions replay.
  case restart
  case expectation(ScenarioExpectation)
}
