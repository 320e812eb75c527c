import FoundationEssentials
import InterfaceLanguage
import StoreCatalog
import StorefrontApp

extension CommandSpec {
  /// `storefront catalog new [PATH] [--force]`.
  static let catalogNew = CommandSpec(
    name: "new",
    summary: Phrase(
      en: "write a starter StoreKit configuration file that Xcode opens", zhHans: "写一个 Xcode 能打开的入门 StoreKit 配置文件"),
    discussion: Phrase(
      en: """
        Writes a consumable, a non-consumable and a monthly subscription with a free trial, in Xcode's
        format 4.0 layout. PATH defaults to Products.storekit; '-' writes to standard output.
        """,
      zhHans: """
        按 Xcode 4.0 格式写入一个消耗型项目、一个非消耗型项目和一个带免费试用的月度订阅。PATH 默认为
        Products.storekit；'-' 表示写到标准输出。
        """),
    arguments: [
      ArgumentSpec(
        name: "PATH",
        help: Phrase(en: "where to write the file ('-' for standard output)", zhHans: "文件写到哪里（'-' 表示标准输出）"),
        isOptional: true)
    ],
    options: [.flag("force", help: Phrase(en: "overwrite PATH if it exists", zhHans: "PATH 已存在时覆盖它"))],
    run: { arguments in
      let path = arguments.argument(0) ?? "Products.storekit"
      let identifier = String(UInt32.random(in: 0x1000_0000...UInt32.max), radix: 16, uppercase: true)
      let bytes = CatalogWriter.bytes(for: .starter(identifier: identifier))
      if path == "-" {
        Console.out(bytes: bytes)
        return 0
      }
      let url = URL(fileURLWithPath: path)
      var isDirectory = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        if isDirectory {
          throw CommandFailure(
            Phrase(en: "\(path) is a directory; name the file to write", zhHans: "\(path)是文件夹；请指定要写入的文件"))
        }
        if !arguments.flag("force") {
          throw CommandFailure(
            Phrase(en: "\(path) already exists; pass --force to overwrite it", zhHans: "\(path)已存在；加上 --force 可覆盖它"))
        }
      }
      do {
        try Data(bytes).write(to: url, options: .atomic)
      } catch {
        let reason = SystemErrorWords.describing(error)
        throw CommandFailure(Phrase(en: "cannot write \(path): \(reason)", zhHans: "无法写入\(path)：\(reason)"))
      }
      Console.out(arguments.language.say(en: "wrote \(path)", zhHans: "已写入\(path)"))
      return 0
    }
  )
}
