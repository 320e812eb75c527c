public import InterfaceLanguage

/// One problem found in a catalog file: how bad it is, where it is (file, JSON path, line and column) and what
/// was found and what was expected, as a `CatalogProblem` worded in the interface language by `message(in:)`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// Errors make a file invalid; warnings are problems the loader worked around.
  public enum Severity: String, Sendable, Hashable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
  }

  public var severity: Severity
  /// What kind of problem this is, for code that reacts to particular problems (and for tests).
  public var code: DiagnosticCode
  /// The file as the user named it, when the catalog came from a file.
  public var file: String?
  public var path: JSONPath
  public var position: SourcePosition?
  /// What was found, with its data.
  public var problem: CatalogProblem
  /// The product this problem kept out of the catalog: its product identifier, or its JSON path
  /// when it has none. Every product that does not load is named by exactly one such diagnostic.
  public var skippedProduct: String?

  public init(
    _ severity: Severity, _ code: DiagnosticCode, file: String? = nil, path: JSONPath = .root,
    position: SourcePosition? = nil, _ problem: CatalogProblem, skippedProduct: String? = nil
  ) {
    self.severity = severity
    self.code = code
    self.file = file
    self.path = path
    self.position = position
    self.problem = problem
    self.skippedProduct = skippedProduct
  }

  /// What was found, in `language`.
  public func message(in language: Language) -> String { problem.words(in: language) }

  /// What was found, in English: the words of `--json` output, which do not change with the language.
  public var message: String { message(in: .en) }

  /// `file:line:column: severity: path: message` in `language`, leaving out what is unknown; the severity and
  /// the path are the same in every language, as compilers print them.
  public func text(in language: Language) -> String {
    var location = file ?? ""
    if let position { location += location.isEmpty ? "\(position)" : ":\(position)" }
    let prefix = location.isEmpty ? "" : "\(location): "
    let place = path.isRoot ? "" : "\(path): "
    return "\(prefix)\(severity.rawValue): \(place)\(message(in: language))"
  }

  /// The diagnostic in English, as `text(in: .en)`.
  public var description: String { text(in: .en) }
}

extension [Diagnostic] {
  /// Whether any diagnostic is an error.
  public var containsErrors: Bool { contains(where: { $0.severity == .error }) }

  /// The same diagnostics with every warning made an error (`--strict`).
  public func strict() -> [Diagnostic] {
    map { diagnostic in
      var strict = diagnostic
      strict.severity = .error
      return strict
    }
  }
}
