public import Foundation

/// Finds the catalogs Storefront ships (`catalogs/` in the project), so `storefront` can open the
/// default one with no arguments, from a build folder, an install or a test.
public enum CatalogLocator {
  /// Set to a folder to use its catalogs instead of the shipped ones.
  public static let environmentVariable = "STOREFRONT_CATALOGS"
  /// The catalog opened when none is named.
  public static let defaultCatalogName = "demo.storekit"

  /// The folder holding the shipped catalogs: `$STOREFRONT_CATALOGS` when set, otherwise the first
  /// `catalogs/` folder holding the default catalog found walking up from the executable's real path
  /// (the binary lives at `.build/<triple>/debug/storefront`, three levels under the project).
  public static func catalogsDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment, executable: URL? = executableURL()
  ) -> URL? {
    if let override = environment[environmentVariable], !override.isEmpty {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    var folder = executable?.deletingLastPathComponent()
    while let current = folder, current.path != "/" {
      let candidate = current.appendingPathComponent("catalogs", isDirectory: true)
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(defaultCatalogName).path) {
        return candidate
      }
      folder = current.deletingLastPathComponent()
    }
    return nil
  }

  /// The default catalog (`demo.storekit`), when it can be found.
  public static func defaultCatalog(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
    catalog(named: defaultCatalogName, environment: environment)
  }

  /// A shipped catalog by name, with or without `.storekit` (`donation`, `demo.storekit`).
  public static func catalog(named name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
    guard let folder = catalogsDirectory(environment: environment) else { return nil }
    let file = name.hasSuffix(".storekit") ? name : name + ".storekit"
    let url = folder.appendingPathComponent(file)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// Every shipped catalog, by file name.
  public static func shippedCatalogs(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
    guard let folder = catalogsDirectory(environment: environment),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".storekit") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// The running executable with symbolic links resolved (`/proc/self/exe`).
  public static func executableURL() -> URL? {
    guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
      return Bundle.main.executableURL
    }
    return URL(fileURLWithPath: path)
  }
}
