import InterfaceLanguage
import StoreCatalog

/// A catalog named on the command line — a `.storekit` file, or a catalog's name (`demo`) — as every command
/// that takes one reads it.
enum CatalogArgument {
  /// The catalog `--catalog` names, or the default one. A word that names neither a file nor a catalog stops
  /// the command (status 1) before anything is opened.
  static func source(_ word: String?) throws -> CatalogSource {
    guard let word else {
      guard let found = CatalogLocator.defaultCatalog() else {
        throw CommandFailure(
          Phrase(
            en: "this storefront was built without a default catalog; pass --catalog FILE",
            zhHans: "此 storefront 构建时没有默认目录；请传入 --catalog FILE"))
      }
      return found
    }
    switch CatalogLocator.resolve(word) {
    case .success(let source): return source
    case .failure(let notFound):
      throw CommandFailure(Phrase(en: notFound.text(in: .en), zhHans: ChineseText(verbatim: notFound.text(in: .zhHans))))
    }
  }

  /// The catalog a checking command reads (`catalog validate`, `catalog show`), and how its report names it. A
  /// word that names nothing is reported like any file that cannot be read: one error diagnostic.
  static func load(_ word: String, strict: Bool = false) -> (name: String, result: CatalogLoadResult) {
    switch CatalogLocator.resolve(word) {
    case .success(let source): return (source.displayName, source.load(strict: strict))
    case .failure(let notFound):
      let diagnostic = Diagnostic(.error, .unreadableFile, file: word, .unreadable(notFound.failure))
      return (word, CatalogLoadResult(partialCatalog: nil, json: nil, diagnostics: [diagnostic]))
    }
  }
}
