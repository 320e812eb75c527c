import Foundation
import TestSupport
import Testing

/// The command line names products as the storefront does (issue 17): in the interface language when the catalog
/// has a localization in it and nobody chose a locale (`ProductLabels`), in the catalog's own locale otherwise; the
/// JSON facts are the same in every language.
@Suite(
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct CommandLineProductNamesTests {
  func buy(_ language: String, json: Bool = false) async throws -> ProcessResult {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let sandbox = directory.appendingPathComponent("s.sqlite").path
    return try await ProcessRunner.storefront(
      ["buy", "com.example.storefront.seasonpass", "--sandbox", sandbox, "--language", language] + (json ? ["--json"] : []),
      environment: ["LANG": "C.UTF-8"])
  }

  @Test(.timeLimit(.minutes(2))) func buyNamesTheProductInTheInterfaceLanguage() async throws {
    let chinese = try await buy("zh-Hans")
    let english = try await buy("en")
    #expect(chinese.status == 0 && english.status == 0)
    #expect(chinese.stdout.hasPrefix("季票已解锁。"), "\(chinese.stdout)")
    #expect(english.stdout.hasPrefix("Season Pass"), "\(english.stdout)")
  }

  /// `--json`'s facts do not follow the language: the same keys, and the same values but for the worded message.
  @Test(.timeLimit(.minutes(2))) func jsonFactsAreTheSameInEveryLanguage() async throws {
    func facts(_ result: ProcessResult) throws -> [String: String] {
      let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
      let transaction = object["transaction"] as? [String: Any] ?? [:]
      return [
        "keys": object.keys.sorted().joined(separator: ","), "result": "\(object["result"] ?? "")",
        "transactionKeys": transaction.keys.sorted().joined(separator: ","),
        "productID": "\(transaction["productID"] ?? "")",
      ]
    }
    let chinese = try facts(try await buy("zh-Hans", json: true))
    let english = try facts(try await buy("en", json: true))
    #expect(chinese == english)
    #expect(english["result"] == "purchased")
  }
}
