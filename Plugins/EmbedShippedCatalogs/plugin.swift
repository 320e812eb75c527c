import Foundation
import PackagePlugin

/// Builds the shipped catalogs (`catalogs/*.storekit`) into the target it is applied to, as a generated Swift
/// source, so a `storefront` binary copied anywhere still has them. The files stay the only copy of the data.
@main
struct EmbedShippedCatalogs: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: "catalogs", directoryHint: .isDirectory)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
    let catalogs = names.filter { $0.hasSuffix(".storekit") }.sorted().map { folder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "ShippedCatalogs+Contents.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(catalogs.count) shipped catalogs",
        executable: try context.tool(named: "ShippedCatalogSource").url,
        arguments: [output.path(percentEncoded: false)] + catalogs.map { $0.path(percentEncoded: false) },
        inputFiles: catalogs,
        outputFiles: [output])
    ]
  }
}
