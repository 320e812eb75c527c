public import FoundationEssentials

/// Where a catalog comes from: a `.storekit` file named by its path, a file found by name in
/// `$STOREFRONT_CATALOGS`, or a catalog built into the binary. Whatever takes a catalog takes one of these,
/// so shipped catalogs are nameable everywhere a file is.
public enum CatalogSource: Sendable, Hashable {
  /// A file, named by its path (as the person gave it).
  case file(URL)
  /// A file in `$STOREFRONT_CATALOGS`, found by its name (`name` is without `.storekit`).
  case named(String, URL)
  /// A catalog built into the binary.
  case shipped(ShippedCatalog)

  /// How messages name it: the path as given, or the catalog's file name (`demo.storekit`).
  public var displayName: String {
    switch self {
    case .file(let url): url.relativePath
    case .named(_, let url): url.lastPathComponent
    case .shipped(let catalog): catalog.file.fileName
    }
  }

  /// The name that finds it again, on a command line or in a scenario (`demo`); nil for a file named by path.
  public var catalogName: String? {
    switch self {
    case .file: nil
    case .named(let name, _): name
    case .shipped(let catalog): catalog.name
    }
  }

  /// The file it is read from; nil for a catalog built into the binary.
  public var fileURL: URL? {
    switch self {
    case .file(let url), .named(_, let url): url
    case .shipped: nil
    }
  }

  /// The file a catalog's default sandbox is keyed to: its own, or for a built-in catalog the file it was built
  /// from, so the sandbox is the one the same catalog had when it was read from there.
  public var sandboxKey: URL {
    switch self {
    case .file(let url), .named(_, let url): url
    case .shipped(let catalog): URL(fileURLWithPath: catalog.file.projectPath)
    }
  }

  /// Reads the catalog, with every problem found (a file that cannot be read is an error diagnostic).
  public func load(strict: Bool = false) -> CatalogLoadResult {
    switch self {
    case .file(let url), .named(_, let url): CatalogLoader.load(contentsOf: url, strict: strict, file: displayName)
    case .shipped(let catalog): catalog.load(strict: strict)
    }
  }
}
