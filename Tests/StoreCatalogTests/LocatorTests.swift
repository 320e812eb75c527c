import Foundation
import StoreCatalog
import TestSupport
import Testing

@Suite("Finding the shipped catalogs")
struct LocatorTests {
  @Test func walksUpFromTheExecutableToCatalogs() throws {
    let binary = ProjectPaths.root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/storefront")
    let found = try #require(CatalogLocator.catalogsDirectory(environment: [:], executable: binary))
    #expect(found.standardizedFileURL == ProjectPaths.catalogs.standardizedFileURL)
  }

  @Test func theEnvironmentVariableWins() throws {
    let folder = try ProjectPaths.temporaryDirectory("catalogs")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{}".utf8).write(to: folder.appendingPathComponent("other.storekit"))
    let environment = [CatalogLocator.environmentVariable: folder.path]
    #expect(CatalogLocator.catalogsDirectory(environment: environment, executable: nil)?.path == folder.path)
    #expect(CatalogLocator.shippedCatalogs(environment: environment).map(\.lastPathComponent) == ["other.storekit"])
    #expect(CatalogLocator.catalog(named: "other", environment: environment) != nil)
    #expect(CatalogLocator.defaultCatalog(environment: environment) == nil)
  }

  @Test func nothingIsFoundFarFromTheProject() {
    #expect(CatalogLocator.catalogsDirectory(environment: [:], executable: URL(fileURLWithPath: "/usr/bin/true")) == nil)
  }

  @Test func theRunningProcessFindsItsOwnExecutable() {
    #expect(CatalogLocator.executableURL() != nil)
  }
}
