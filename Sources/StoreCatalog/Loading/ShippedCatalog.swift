/// A catalog built into the binary from the project's `catalogs/` folder (by the EmbedShippedFiles plugin),
/// so `storefront` opens `demo` and `donation` wherever the binary is installed or copied. A shipped catalog's
/// default sandbox is keyed to `file.projectPath`, so it is the sandbox the same catalog had when it was read from
/// that file.
public struct ShippedCatalog: Sendable, Hashable {
  /// The file built in: `demo.storekit`.
  public let file: ShippedFile

  init(_ file: ShippedFile) { self.file = file }

  /// How people name it: the file name without `.storekit` (`demo`).
  public var name: String { file.name }

  /// The shipped catalog called `name` (`donation`).
  public static func named(_ name: String) -> ShippedCatalog? {
    all.first { $0.name == name }
  }

  /// Reads the catalog from the bytes built into the binary (no copy is made).
  public func load(strict: Bool = false) -> CatalogLoadResult {
    file.withBytes { CatalogLoader.load(buffer: $0, file: file.fileName, strict: strict) }
  }
}
