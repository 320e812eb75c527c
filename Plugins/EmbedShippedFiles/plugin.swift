import Foundation
import PackagePlugin

/// Builds the shipped files into the target it is applied to, as a generated Swift source, so a `storefront`
/// binary copied anywhere still has them: the catalogs (`catalogs/*.storekit`) into StoreCatalog, the scenarios
/// (`catalogs/scenarios/*.scenario`) into StoreScenarios. The files stay the only copy of the data.
@main
struct EmbedShippedFiles: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let (folderPath, fileExtension, type, imports) =
      switch target.name {
      case "StoreScenarios": ("catalogs/scenarios", ".scenario", "ShippedScenario", "StoreCatalog")
      default: ("catalogs", ".storekit", "ShippedCatalog", "")
      }
    let folder = context.package.directoryURL.appending(path: folderPath, directoryHint: .isDirectory)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
    let files = names.filter { $0.hasSuffix(fileExtension) }.sorted().map { folder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "\(type)+Contents.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(files.count) shipped files as \(type)",
        executable: try context.tool(named: "ShippedFileSource").url,
        arguments: [output.path(percentEncoded: false), type, folderPath, imports] + files.map { $0.path(percentEncoded: false) },
        inputFiles: files,
        outputFiles: [output])
    ]
  }
}
