public import InterfaceLanguage

/// A problem with a scenario file, found before anything runs: where it is and what is wrong, as a typed
/// `ScenarioProblem` worded in the interface language.
///
/// `text(in:)` is the one rendering every tool uses, compiler-style:
/// `checkout.scenario:4:5: error: unknown statement 'by' (did you mean 'buy'?)`. The place and `error:` are the
/// same in every language, as compilers print them, so editors and CI read them.
public struct ScenarioDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How messages name the file; nil for text that did not come from a file.
  public var file: String?
  /// 1-based line; 0 for a problem with the file as a whole (it cannot be read).
  public var line: Int
  /// 1-based column, in characters.
  public var column: Int
  /// What is wrong, with its facts.
  public var problem: ScenarioProblem

  public init(file: String? = nil, line: Int, column: Int, _ problem: ScenarioProblem) {
    self.file = file
    self.line = line
    self.column = column
    self.problem = problem
  }

  /// What is wrong, in `language`.
  public func message(in language: Language) -> String { problem.words(in: language) }

  /// What is wrong, in English: the words of machine-read reports (JUnit), which do not change with the language.
  public var message: String { message(in: .en) }

  /// `file:line:column: error: message` in `language`.
  public func text(in language: Language) -> String {
    let position = line > 0 ? ":\(line):\(column)" : ""
    return "\(file ?? "<scenario>")\(position): error: \(message(in: language))"
  }

  /// The diagnostic in English, as `text(in: .en)`.
  public var description: String { text(in: .en) }
}

/// Every problem found in one scenario: the failure of parsing, checking or loading it.
public struct ScenarioDiagnostics: Error, Sendable, Hashable, CustomStringConvertible {
  public var diagnostics: [ScenarioDiagnostic]

  public init(_ diagnostics: [ScenarioDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// The same problems, named as coming from `file`.
  public func inFile(_ file: String) -> ScenarioDiagnostics {
    ScenarioDiagnostics(
      diagnostics.map { diagnostic in
        var named = diagnostic
        named.file = file
        return named
      })
  }

  /// One problem per line, in `language`.
  public func text(in language: Language) -> String {
    diagnostics.map { $0.text(in: language) }.joined(separator: "\n")
  }

  /// One problem per line, in English.
  public var description: String { text(in: .en) }
}

/// A problem found while reading one line: the column it starts at and what is wrong. The parser
/// adds the line and the file.
struct ParseProblem: Error, Sendable, Hashable {
  var column: Int
  var problem: ScenarioProblem

  init(column: Int, _ problem: ScenarioProblem) {
    self.column = column
    self.problem = problem
  }
}
