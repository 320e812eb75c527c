/// A catalog built into the binary from the project's `catalogs/` folder (by the EmbedShippedFiles plugin),
/// so `storefront` opens `demo` and `donation` wherever the binary is installed or copied.
public struct ShippedCatalog: Sendable, Hashable {
  /// The file's name in `catalogs/`: `demo.storekit`.
  public let fileName: String
  /// Where the file lay in the project when the binary was built. A shipped catalog's default sandbox is keyed
  /// to this path, so it is the sandbox the same catalog had when it was read from that file.
  public let projectPath: String
  private let contents: StaticString

  init(fileName: String, projectPath: String, contents: StaticString) {
    self.fileName = fileName
    self.projectPath = projectPath
    self.contents = contents
  }

  /// How people name it: the file name without `.storekit` (`demo`).
  public var name: String {
    fileName.hasSuffix(".storekit") ? String(fileName.dropLast(".storekit".count)) : fileName
  }

  /// The shipped catalog called `name` (`donation`).
  public static func named(_ name: String) -> ShippedCatalog? {
    all.first { $0.name == name }
  }

  /// Reads the catalog from the bytes built into the binary (no copy is made).
  public func load(strict: Bool = false) -> CatalogLoadResult {
    contents.withUTF8Buffer { CatalogLoader.load(buffer: $0, file: fileName, strict: strict) }
  }

  public static func == (lhs: ShippedCatalog, rhs: ShippedCatalog) -> Bool { lhs.fileName == rhs.fileName }

  public func hash(into hasher: inout Hasher) { hasher.combine(fileName) }
}
