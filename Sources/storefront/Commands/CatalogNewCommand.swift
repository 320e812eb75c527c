import Foundation
import StoreCatalog

extension CommandSpec {
  /// `storefront catalog new [PATH] [--force]`.
  static let catalogNew = CommandSpec(
    name: "new",
    summary: "write a starter StoreKit configuration file that Xcode opens",
    discussion: """
      Writes a consumable, a non-consumable and a monthly subscription with a free trial, in Xcode's
      format 4.0 layout. PATH defaults to Products.storekit; '-' writes to standard output.
      """,
    arguments: [ArgumentSpec(name: "PATH", help: "where to write the file ('-' for standard output)", isOptional: true)],
    options: [.flag("force", help: "overwrite PATH if it exists")],
    run: { arguments in
      let path = arguments.argument(0) ?? "Products.storekit"
      let identifier = String(UInt32.random(in: 0x1000_0000...UInt32.max), radix: 16, uppercase: true)
      let bytes = CatalogWriter.bytes(for: .starter(identifier: identifier))
      if path == "-" {
        FileHandle.standardOutput.write(Data(bytes))
        return 0
      }
      let url = URL(fileURLWithPath: path)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        if isDirectory.boolValue { throw CommandFailure("\(path) is a directory; name the file to write") }
        if !arguments.flag("force") { throw CommandFailure("\(path) already exists; pass --force to overwrite it") }
      }
      do {
        try Data(bytes).write(to: url, options: .atomic)
      } catch {
        throw CommandFailure("cannot write \(path): \(error.localizedDescription)")
      }
      Console.out("wrote \(path)")
      return 0
    }
  )
}
