/// What loading a catalog gave: the catalog when the file is valid, everything that could be read
/// even when it is not, the JSON it came from, and every problem found.
public struct CatalogLoadResult: Sendable {
  /// The catalog, when the file has no errors (with `strict`, no warnings either).
  public var catalog: Catalog? { isValid ? partialCatalog : nil }
  /// Everything that could be read, even from an invalid file: products with errors are left out,
  /// each named by an error diagnostic (`Diagnostic.skippedProduct`). Nil when nothing could be read.
  public var partialCatalog: Catalog?
  /// The document the catalog was read from (converted when the file is a property list), when the load was
  /// asked to keep it (`keepingDocument`). Pass it to `CatalogWriter` to keep unknown keys and Xcode's formatting
  /// when saving.
  public var json: JSONNode?
  /// Every problem, in the order found.
  public var diagnostics: [Diagnostic]
  /// Whether the file ended with a newline (Xcode 12 wrote none), so a writer can keep its bytes.
  public var endsWithNewline: Bool

  public init(partialCatalog: Catalog?, json: JSONNode?, diagnostics: [Diagnostic], endsWithNewline: Bool = true) {
    self.partialCatalog = partialCatalog
    self.json = json
    self.diagnostics = diagnostics
    self.endsWithNewline = endsWithNewline
  }

  /// Whether the file loaded without errors.
  public var isValid: Bool { partialCatalog != nil && !diagnostics.containsErrors }

  public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
  public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
