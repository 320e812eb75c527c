/// A problem with a scenario file, found before anything runs: where it is and what was expected.
///
/// `description` is the one rendering every tool uses, compiler-style:
/// `checkout.scenario:4:5: error: unknown statement 'by' (did you mean 'buy'?)`.
public struct ScenarioDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How messages name the file; nil for text that did not come from a file.
  public var file: String?
  /// 1-based line; 0 for a problem with the file as a whole (it cannot be read).
  public var line: Int
  /// 1-based column, in characters.
  public var column: Int
  /// What is wrong and what was expected, in plain words.
  public var message: String

  public init(file: String? = nil, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    let position = line > 0 ? ":\(line):\(column)" : ""
    return "\(file ?? "<scenario>")\(position): error: \(message)"
  }
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

  /// One problem per line.
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// A problem found while reading one line: the column it starts at and what is wrong. The parser
/// adds the line and the file.
struct ParseProblem: Error, Sendable, Hashable {
  var column: Int
  var message: String
}
