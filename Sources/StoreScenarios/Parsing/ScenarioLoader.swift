public import FoundationEssentials
public import StoreCatalog

/// A scenario ready to run: parsed, its catalog loaded, every name in it checked.
public struct LoadedScenario: Sendable {
  /// How reports name the scenario (the path as given).
  public var file: String
  public var scenario: Scenario
  public var catalog: Catalog
  /// How reports name the catalog (`demo`, or the path as written).
  public var catalogName: String

  public init(file: String, scenario: Scenario, catalog: Catalog, catalogName: String) {
    self.file = file
    self.scenario = scenario
    self.catalog = catalog
    self.catalogName = catalogName
  }
}

/// Reads scenario files and everything they need, reporting every problem before anything runs.
public enum ScenarioLoader {
  /// Scenario files larger than this are refused (real ones are a few kilobytes).
  public static let maximumFileSize = 4 << 20

  /// Loads the scenario a command line names, by the rule a scenario's `catalog` statement follows for catalogs: a
  /// word with a `/` or ending in `.scenario` is a file, any other word a shipped scenario's name (`refund`) or,
  /// when none has that name, an existing file of that name. Reports name a shipped scenario by its name.
  public static func load(named word: String) -> Result<LoadedScenario, ScenarioDiagnostics> {
    let isPath = word.contains("/") || word.hasSuffix(".scenario")
    if !isPath, let shipped = ShippedScenario.named(word) {
      let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      return load(text: shipped.file.text, file: shipped.name, directory: directory)
    }
    if !isPath, !FileManager.default.fileExists(atPath: word) {
      return .failure(problem(word, .notAScenario(shipped: ShippedScenario.all.map(\.name).sorted())))
    }
    return load(contentsOf: URL(fileURLWithPath: word), file: word)
  }

  /// Loads the scenario at `url`; `file` is how messages name it (the path by default).
  public static func load(contentsOf url: URL, file: String? = nil) -> Result<LoadedScenario, ScenarioDiagnostics> {
    let name = file ?? url.path
    var isFolder = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return .failure(problem(name, .noSuchFile))
    }
    guard !isFolder else { return .failure(problem(name, .folder)) }
    let data: Data
    do {
      let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
      guard size <= maximumFileSize else {
        return .failure(problem(name, .tooLarge(bytes: size, limit: maximumFileSize)))
      }
      data = try Data(contentsOf: url)
    } catch {
      return .failure(problem(name, .unreadable(SystemErrorWords.describing(error))))
    }
    return load(text: String(decoding: data, as: UTF8.self), file: name, directory: url.deletingLastPathComponent())
  }

  /// Loads a scenario from its text; catalog paths are relative to `directory`.
  public static func load(
    text: String, file: String, directory: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<LoadedScenario, ScenarioDiagnostics> {
    let scenario: Scenario
    switch ScenarioParser.parse(text) {
    case .failure(let diagnostics): return .failure(diagnostics.inFile(file))
    case .success(let parsed): scenario = parsed
    }
    let catalogName: String
    let catalog: Catalog
    switch resolve(scenario.catalog, directory: directory, environment: environment) {
    case .failure(let unusable):
      let (line, column) = catalogPosition(in: text)
      return .failure(ScenarioDiagnostics([ScenarioDiagnostic(file: file, line: line, column: column, unusable.problem)]))
    case .success(let (loaded, name)):
      catalog = loaded
      catalogName = name
    }
    let problems = ScenarioChecker.check(scenario, against: catalog)
    guard problems.isEmpty else { return .failure(ScenarioDiagnostics(problems).inFile(file)) }
    return .success(LoadedScenario(file: file, scenario: scenario, catalog: catalog, catalogName: catalogName))
  }

  /// Where the `catalog` statement's argument is written; (0, 0) when there is none.
  static func catalogPosition(in text: String) -> (line: Int, column: Int) {
    for (index, line) in ScenarioLexer.lines(of: text).enumerated() {
      guard case .success(let tokens) = ScenarioLexer.tokens(of: line), tokens.first?.text == "catalog" else {
        continue
      }
      return (index + 1, tokens.dropFirst().first?.column ?? 1)
    }
    return (0, 0)
  }

  /// The catalog a reference names, loaded, with how reports name it; or why it cannot be used.
  static func resolve(
    _ reference: CatalogReference, directory: URL, environment: [String: String]
  ) -> Result<(Catalog, String), UnusableCatalog> {
    let source: CatalogSource
    let name: String
    switch reference {
    case .shippedDefault, .shipped:
      name = if case .shipped(let given) = reference { given } else { CatalogLocator.defaultCatalogName }
      guard let found = CatalogLocator.catalog(named: name, environment: environment) else {
        let shipped = CatalogLocator.namedCatalogs(environment: environment).compactMap(\.catalogName)
        return .failure(UnusableCatalog(.unknownWord(UnknownWord(.shippedCatalog, name, expected: shipped))))
      }
      source = found
    case .file(let path):
      name = path
      source = .file(URL(fileURLWithPath: path, relativeTo: path.hasPrefix("/") ? nil : directory))
    }
    let result = source.load()
    guard let catalog = result.catalog else {
      return .failure(UnusableCatalog(.unusableCatalog(name, errors: Array(result.errors.prefix(3)))))
    }
    return .success((catalog, name))
  }

  /// Why a scenario's catalog cannot be used (named apart from StoreCatalog's `CatalogProblem`, a problem inside a
  /// catalog file).
  struct UnusableCatalog: Error {
    var problem: ScenarioProblem
    init(_ problem: ScenarioProblem) { self.problem = problem }
  }

  private static func problem(_ file: String, _ problem: ScenarioProblem) -> ScenarioDiagnostics {
    ScenarioDiagnostics([ScenarioDiagnostic(file: file, line: 0, column: 0, problem)])
  }
}
