/// Reads scenario text into a `Scenario`: a pure, total function, so it can be fuzzed.
///
/// Every line is read, and every problem found is reported (one per line, the first on it), each
/// with its line, column and what was expected. Whether products and groups exist is checked
/// afterwards against the catalog (`ScenarioChecker`), also before anything runs.
public enum ScenarioParser {
  public static func parse(_ text: String) -> Result<Scenario, ScenarioDiagnostics> {
    var scenario = Scenario()
    var diagnostics: [ScenarioDiagnostic] = []
    var headerLines: [String: Int] = [:]
    var firstStatementLine: Int?
    for (index, line) in ScenarioLexer.lines(of: text).enumerated() {
      let number = index + 1
      switch read(line) {
      case .failure(let problem):
        diagnostics.append(ScenarioDiagnostic(line: number, column: problem.column, problem.problem))
      case .success(nil):
        continue
      case .success(let (parsed, source, column)?):
        switch parsed {
        case .statement(let statement):
          firstStatementLine = firstStatementLine ?? number
          scenario.steps.append(ScenarioStep(line: number, column: column, source: source, statement: statement))
        case .catalog, .start:
          let keyword = parsed.headerKeyword
          if let first = headerLines[keyword] {
            diagnostics.append(
              ScenarioDiagnostic(line: number, column: 1, .repeatedHeader(keyword: keyword, firstLine: first)))
          } else if let statementLine = firstStatementLine {
            diagnostics.append(
              ScenarioDiagnostic(
                line: number, column: 1, .headerAfterStatements(keyword: keyword, firstStatementLine: statementLine)))
          } else {
            headerLines[keyword] = number
            if case .catalog(let reference) = parsed { scenario.catalog = reference }
            if case .start(let date) = parsed { scenario.start = date }
          }
        }
      }
    }
    if diagnostics.isEmpty, scenario.steps.isEmpty {
      diagnostics.append(ScenarioDiagnostic(line: 1, column: 1, .noStatements))
    }
    return diagnostics.isEmpty ? .success(scenario) : .failure(ScenarioDiagnostics(diagnostics))
  }

  /// One line: nothing (blank or a comment), what it says with its source text and starting column, or
  /// its first problem.
  static func read(_ line: String) -> Result<(ParsedLine, String, Int)?, ParseProblem> {
    let tokens: [Token]
    switch ScenarioLexer.tokens(of: line) {
    case .failure(let problem): return .failure(problem)
    case .success(let read): tokens = read
    }
    guard let first = tokens.first, let last = tokens.last else { return .success(nil) }
    guard !first.isQuoted else {
      return .failure(ParseProblem(column: first.column, .quotedKeyword))
    }
    guard let syntax = (ScenarioGrammar.header + ScenarioGrammar.statements).first(where: { $0.keyword == first.text })
    else {
      let unknown = UnknownWord(.statement, first.text, expected: ScenarioGrammar.everyKeyword)
      return .failure(ParseProblem(column: first.column, .unknownWord(unknown)))
    }
    var reader = WordReader(tokens: Array(tokens.dropFirst()), statement: first.text, lineLength: last.end - 1)
    do {
      let parsed = try syntax.parse(&reader)
      let characters = Array(line)
      return .success((parsed, String(characters[(first.column - 1)..<(last.end - 1)]), first.column))
    } catch {
      return .failure(error)
    }
  }
}

extension ParsedLine {
  /// `catalog` or `start` for header lines.
  var headerKeyword: String {
    switch self {
    case .catalog: "catalog"
    case .start: "start"
    case .statement: ""
    }
  }
}
