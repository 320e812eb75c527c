import Foundation
import StoreCatalog
import StoreEngine

extension OptionSpec {
  /// `--catalog FILE`: the catalog commands act on.
  static let catalogFile = OptionSpec.value(
    "catalog", "FILE", help: "the .storekit catalog (default: the shipped demo catalog)")
  /// `--sandbox PATH`: the sandbox database commands act on.
  static let sandboxPath = OptionSpec.value(
    "sandbox", "PATH", help: "the sandbox database (default: one per catalog under $XDG_DATA_HOME/storefront)")
  /// `--json`: machine-readable output.
  static let json = OptionSpec.flag("json", help: "print JSON instead of text")

  /// The options every command that works on a sandbox takes.
  static let sandboxOptions: [OptionSpec] = [.catalogFile, .sandboxPath]
}

/// The catalog and sandbox a command line names, opened and brought up to simulated now.
struct SandboxSession {
  let catalogURL: URL
  let catalog: Catalog
  let sandbox: Sandbox

  /// Opens what `--catalog` and `--sandbox` name; a catalog with errors or an unusable sandbox stops
  /// the command with a message saying why.
  static func open(_ arguments: ParsedArguments) async throws -> SandboxSession {
    let catalogURL = try catalogLocation(arguments.value("catalog"))
    let result = CatalogLoader.load(contentsOf: catalogURL, file: arguments.value("catalog") ?? catalogURL.path)
    guard let catalog = result.catalog else {
      let lines = result.errors.prefix(10).map { TerminalText.line($0.description) }
      throw CommandFailure(
        "the catalog has errors; fix them or check it with 'storefront catalog validate':\n" + lines.joined(separator: "\n"))
    }
    let path = arguments.value("sandbox") ?? SandboxLocation.defaultPath(forCatalogAt: catalogURL)
    do {
      let sandbox = try Sandbox(path: path, catalog: catalog)
      try await sandbox.settle()
      return SandboxSession(catalogURL: catalogURL, catalog: catalog, sandbox: sandbox)
    } catch let error as SandboxError {
      throw CommandFailure(error.description)
    }
  }

  /// The DER root certificate of the sandbox the arguments name (without settling it: read-only use).
  static func rootCertificate(_ arguments: ParsedArguments) throws -> Data {
    let catalogURL = try catalogLocation(arguments.value("catalog"))
    let catalog = CatalogLoader.load(contentsOf: catalogURL).partialCatalog ?? Catalog()
    let path = arguments.value("sandbox") ?? SandboxLocation.defaultPath(forCatalogAt: catalogURL)
    do {
      return try Sandbox(path: path, catalog: catalog).rootCertificateDER
    } catch let error as SandboxError {
      throw CommandFailure(error.description)
    }
  }

  /// The catalog file `--catalog` names, or the shipped default one.
  static func catalogLocation(_ path: String?) throws -> URL {
    if let path { return URL(fileURLWithPath: path) }
    guard let url = CatalogLocator.defaultCatalog() else {
      throw CommandFailure("the shipped catalogs are not where they should be; pass --catalog FILE")
    }
    return url
  }
}
