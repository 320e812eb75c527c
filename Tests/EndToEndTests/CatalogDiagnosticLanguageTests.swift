import Foundation
import TestSupport
import Testing

/// `catalog validate` and `catalog show` word a catalog's diagnostics in the interface language, while
/// `catalog show --json` stays byte-identical in every language (issue 17: "--json keys … do not change with the
/// language"; docs/catalogs.md documents its fields and says their values are English).
@Suite(
  .serialized,
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct CatalogDiagnosticLanguageTests {
  static let english = ["LC_ALL": "C.UTF-8"]
  static let chinese = ["LC_ALL": "zh_CN.UTF-8"]

  /// A catalog that loads with a warning (an unknown top-level key) and an error that skips a product.
  static let document = """
    {"products" : [
      {"displayPrice" : "0.99", "familyShareable" : false, "internalID" : "1", "localizations" : [],
       "productID" : "com.example.coins", "referenceName" : "Coins", "type" : "Consumable"},
      {"displayPrice" : "0.99", "productID" : "com.example.odd", "referenceName" : "Odd", "type" : "Consumible"}
    ], "settings" : {}, "surprise" : 1, "version" : {"major" : 4, "minor" : 0}}
    """

  static func file() throws -> URL {
    let folder = try ProjectPaths.temporaryDirectory("catalog-language")
    let file = folder.appendingPathComponent("troubled.storekit")
    try document.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test(.timeLimit(.minutes(2))) func jsonIsIdenticalInBothLanguages() async throws {
    let file = try Self.file()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let arguments = ["catalog", "show", file.path, "--json"]
    let english = try await ProcessRunner.storefront(arguments, environment: Self.english)
    let chinese = try await ProcessRunner.storefront(arguments, environment: Self.chinese)
    #expect(english.stdout == chinese.stdout, "catalog show --json is the same bytes in both languages")
    #expect(english.status == chinese.status)
    #expect(english.stdout.contains(#""code" : "unknownProductType""#), "\(english.stdout)")
    #expect(english.stdout.contains(#"unknown product type \"Consumible\""#), "its messages are English")
  }

  @Test(.timeLimit(.minutes(2))) func validateWordsTheDiagnosticsInTheInterfaceLanguage() async throws {
    let file = try Self.file()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let english = try await ProcessRunner.storefront(["catalog", "validate", file.path], environment: Self.english)
    let chinese = try await ProcessRunner.storefront(["catalog", "validate", file.path], environment: Self.chinese)
    #expect(english.status == 1 && chinese.status == 1, "an error makes the file invalid in both languages")
    #expect(english.stdout.contains(#"error: products[1].type: unknown product type "Consumible""#), "\(english.stdout)")
    #expect(english.stdout.contains(#"warning: surprise: unknown top-level key "surprise" is kept but not read"#))
    #expect(chinese.stdout.contains(#"error: products[1].type: 未知的产品类型 "Consumible""#), "\(chinese.stdout)")
    #expect(chinese.stdout.contains(#"warning: surprise: 未知的顶层键 "surprise" 已保留，但不会读取"#), "\(chinese.stdout)")
    let missing = try await ProcessRunner.storefront(["catalog", "validate", "/nonexistent/x.storekit"], environment: Self.chinese)
    #expect(missing.stdout.contains("/nonexistent/x.storekit: error: 文件不存在"), "\(missing.stdout)\(missing.stderr)")
  }
}
