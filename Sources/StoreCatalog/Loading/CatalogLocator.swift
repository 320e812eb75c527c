public import FoundationEssentials
public import InterfaceLanguage

/// Finds the catalog a command line, a scenario or a launch names: a `.storekit` file by its path, or a catalog
/// by name — from `$STOREFRONT_CATALOGS` when that folder has it, otherwise one built into the binary.
public enum CatalogLocator {
  /// Set to a folder whose catalogs are nameable too (they win over shipped ones of the same name).
  public static let environmentVariable = "STOREFRONT_CATALOGS"
  /// The catalog opened when none is named.
  public static let defaultCatalogName = "demo"

  /// The default catalog (`demo`): `$STOREFRONT_CATALOGS/demo.storekit` when there is one, else the shipped one.
  public static func defaultCatalog(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> CatalogSource?
  {
    catalog(named: defaultCatalogName, environment: environment)
  }

  /// A catalog by name (`donation`): `$STOREFRONT_CATALOGS/donation.storekit` when there is one, else the shipped one.
  public static func catalog(
    named name: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> CatalogSource? {
    guard !name.isEmpty, !name.contains("/") else { return nil }
    if let folder = folder(environment) {
      let url = folder.appendingPathComponent(name + ".storekit")
      if FileManager.default.fileExists(atPath: url.path) { return .named(name, url) }
    }
    return ShippedCatalog.named(name).map(CatalogSource.shipped)
  }

  /// Every catalog that can be named, sorted by name: the folder's, then the shipped ones it does not replace.
  public static func namedCatalogs(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> [CatalogSource]
  {
    var found: [String: CatalogSource] = [:]
    for catalog in ShippedCatalog.all { found[catalog.name] = .shipped(catalog) }
    if let folder = folder(environment), let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
      for file in files where file.hasSuffix(".storekit") {
        let name = String(file.dropLast(".storekit".count))
        found[name] = .named(name, folder.appendingPathComponent(file))
      }
    }
    return found.keys.sorted().compactMap { found[$0] }
  }

  /// What a catalog argument means, by the rule of a scenario's `catalog` statement: a word with a `/` or
  /// ending in `.storekit` is a file, any other word a catalog's name (or, when no catalog has that name, an
  /// existing file of that name). A file that does not exist is a mistake, named in the failure.
  public static func resolve(
    _ word: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Result<CatalogSource, CatalogNotFound> {
    let isPath = word.contains("/") || word.hasSuffix(".storekit")
    if !isPath, let named = catalog(named: word, environment: environment) { return .success(named) }
    guard FileManager.default.fileExists(atPath: word) else { return .failure(notFound(word, environment)) }
    return .success(.file(URL(fileURLWithPath: word)))
  }

  private static func notFound(_ word: String, _ environment: [String: String]) -> CatalogNotFound {
    CatalogNotFound(word: word, names: namedCatalogs(environment: environment).compactMap(\.catalogName))
  }

  private static func folder(_ environment: [String: String]) -> URL? {
    guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
    return URL(fileURLWithPath: path, isDirectory: true)
  }
}

/// A catalog argument that names neither an existing file nor a catalog.
public struct CatalogNotFound: Error, Sendable, Hashable, CustomStringConvertible {
  /// The argument as given.
  public var word: String
  /// The catalogs that can be named instead.
  public var names: [String]

  /// What is wrong, without the argument, as a read failure: "no such file; the catalogs that can be named are
  /// demo, donation".
  public var failure: CatalogProblem.ReadFailure {
    .notFound(isPath: word.contains("/") || word.hasSuffix(".storekit"), catalogs: names)
  }

  /// `word: reason` in `language`.
  public func text(in language: Language) -> String { "\(word): \(failure.words(in: language))" }

  public var description: String { text(in: .en) }
}
