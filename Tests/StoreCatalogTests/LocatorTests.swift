import Foundation
import StoreCatalog
import TestSupport
import Testing

/// Catalogs by name or path: the ones built into the binary, `$STOREFRONT_CATALOGS`, and files.
@Suite("Finding catalogs")
struct LocatorTests {
  @Test func theShippedCatalogsAreBuiltInByteForByte() throws {
    let names = ShippedCatalog.all.map(\.file.fileName)
    let files = try FileManager.default.contentsOfDirectory(atPath: ProjectPaths.catalogs.path)
      .filter { $0.hasSuffix(".storekit") }.sorted()
    #expect(names == files)
    for shipped in ShippedCatalog.all {
      let file = ProjectPaths.catalogs.appendingPathComponent(shipped.file.fileName)
      let fromFile = CatalogLoader.load(contentsOf: file, file: shipped.file.fileName)
      let builtIn = shipped.load()
      #expect(builtIn.isValid, "\(shipped.file.fileName)")
      #expect(builtIn.catalog == fromFile.catalog, "\(shipped.file.fileName)")
      #expect(builtIn.json.map(XcodeJSONWriter.string) == fromFile.json.map(XcodeJSONWriter.string), "\(shipped.file.fileName)")
    }
  }

  /// A user's existing default sandbox for the demo catalog keeps working: it is keyed to the path the file had.
  @Test func aShippedCatalogKeepsTheSandboxItsFileHad() throws {
    let demo = try #require(CatalogLocator.defaultCatalog(environment: [:]))
    #expect(demo == .shipped(try #require(ShippedCatalog.named("demo"))))
    let file = ProjectPaths.catalogs.appendingPathComponent("demo.storekit").resolvingSymlinksInPath()
    #expect(demo.sandboxKey.standardizedFileURL == file.standardizedFileURL)
    #expect(demo.displayName == "demo.storekit")
    #expect(demo.catalogName == "demo")
  }

  @Test func namesAndPathsFollowTheScenarioRule() throws {
    #expect(try CatalogLocator.resolve("donation", environment: [:]).get().catalogName == "donation")
    let missing = try #require(CatalogLocator.resolve("typo.storekit", environment: [:]).failure)
    #expect(missing.description.hasPrefix("typo.storekit: no such file"))
    // `demo.storekit` is a path, as in a scenario: it is not the shipped catalog when no such file is here.
    #expect(throws: CatalogNotFound.self) { try CatalogLocator.resolve("no/such/demo.storekit", environment: [:]).get() }
    let notFound = try #require(CatalogLocator.resolve("dmeo", environment: [:]).failure)
    #expect(notFound.description == "dmeo: neither a catalog's name nor a file; the catalogs that can be named are demo, donation")
    let file = ProjectPaths.catalogs.appendingPathComponent("donation.storekit").path
    #expect(try CatalogLocator.resolve(file, environment: [:]).get() == .file(URL(fileURLWithPath: file)))
  }

  @Test func theEnvironmentFolderAddsCatalogsAndWinsByName() throws {
    let folder = try ProjectPaths.temporaryDirectory("catalogs")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{}".utf8).write(to: folder.appendingPathComponent("other.storekit"))
    try Data("{}".utf8).write(to: folder.appendingPathComponent("donation.storekit"))
    let environment = [CatalogLocator.environmentVariable: folder.path]
    #expect(CatalogLocator.namedCatalogs(environment: environment).compactMap(\.catalogName) == ["demo", "donation", "other"])
    #expect(CatalogLocator.catalog(named: "other", environment: environment)?.fileURL?.lastPathComponent == "other.storekit")
    #expect(CatalogLocator.catalog(named: "donation", environment: environment)?.fileURL != nil)
    #expect(CatalogLocator.defaultCatalog(environment: environment) == CatalogLocator.defaultCatalog(environment: [:]))
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let failure) = self { failure } else { nil }
  }
}
