import Foundation
import TestSupport
import Testing

/// What machines read does not follow the interface language (issue 17: "--json keys, scenario keywords and exit
/// codes do not change with the language; scenario files and recordings are the same in every language"): the same
/// commands under an English and a Chinese environment give the same JSON keys and result values, the same exit
/// statuses, the same scenario verdicts (`expect message` compares the renderer's English words whatever the
/// environment), and byte-identical recordings.
@Suite(
  .serialized,
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct MachineOutputLanguageTests {
  static let english = ["LC_ALL": "C.UTF-8"]
  static let chinese = ["LC_ALL": "zh_CN.UTF-8"]

  /// Every key path of a JSON document, with the values of `result` fields (an outcome's machine name).
  static func shape(_ json: Any, at path: String = "") -> [String] {
    switch json {
    case let object as [String: Any]:
      object.flatMap { key, value in
        (key == "result" ? ["\(path).\(key)=\(value)"] : ["\(path).\(key)"]) + shape(value, at: "\(path).\(key)")
      }
    case let array as [Any]: array.flatMap { shape($0, at: "\(path)[]") }
    default: []
    }
  }

  /// The commands in order on a fresh sandbox in `environment`: each one's exit status and its JSON's shape.
  static func run(_ commands: [[String]], environment: [String: String]) async throws -> [(Int32, [String])] {
    let folder = try ProjectPaths.temporaryDirectory("json-language")
    defer { try? FileManager.default.removeItem(at: folder) }
    let sandbox = folder.appendingPathComponent("sandbox.sqlite").path
    var results: [(Int32, [String])] = []
    for command in commands {
      let result = try await ProcessRunner.storefront(command + ["--sandbox", sandbox], environment: environment)
      let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      results.append((result.status, json.map { shape($0).sorted() } ?? []))
    }
    return results
  }

  @Test(.timeLimit(.minutes(3))) func jsonKeysAndExitStatusesAreTheSameInBothLanguages() async throws {
    let commands: [[String]] = [
      ["buy", "com.example.storefront.plus.standard.monthly", "--json"],
      ["buy", "com.example.storefront.gems.100", "--json"],
      ["transactions", "--json"], ["entitlements", "--json"], ["subscription", "status", "--json"],
      ["restore", "--json"], ["clock", "status", "--json"], ["finish", "1", "--json"], ["refund", "2", "--json"],
      ["buy", "com.example.no.such.product"], ["refund", "99"], ["buy", "--language", "fr", "x"],
    ]
    let english = try await Self.run(commands, environment: Self.english)
    let chinese = try await Self.run(commands, environment: Self.chinese)
    for (index, command) in commands.enumerated() {
      #expect(english[index].0 == chinese[index].0, "exit status of \(command)")
      #expect(english[index].1 == chinese[index].1, "JSON keys of \(command)")
    }
    #expect(english.prefix(9).allSatisfy { $0.0 == 0 && !$0.1.isEmpty }, "the JSON commands succeed")
    #expect(english[7].1.contains(".result=alreadyFinished"), "buy finished it: \(english[7].1)")
    #expect(english[8].1.contains(".result=refunded"), "the refund succeeds: \(english[8].1)")
    #expect(english.suffix(3).map(\.0) == [1, 1, 2])
  }

  /// Scenarios are written in one language of keywords and compared against the renderer's English words: they
  /// pass, and fail, the same under a Chinese environment.
  @Test(.timeLimit(.minutes(2))) func scenariosGiveTheSameVerdictsInBothLanguages() async throws {
    let folder = ProjectPaths.catalogs.appendingPathComponent("scenarios")
    let files = ["refund", "restore-on-new-device", "ask-to-buy-approve"].map {
      folder.appendingPathComponent("\($0).scenario").path
    }
    let failing = try ProjectPaths.temporaryDirectory("scenario-language").appendingPathComponent("wrong.scenario")
    defer { try? FileManager.default.removeItem(at: failing.deletingLastPathComponent()) }
    try """
    catalog demo
    buy com.example.storefront.removeads
    expect message "Purchase cancelled"
    """.write(to: failing, atomically: true, encoding: .utf8)
    for file in files + [failing.path] {
      let english = try await ProcessRunner.storefront(["run", file], environment: Self.english)
      let chinese = try await ProcessRunner.storefront(["run", file], environment: Self.chinese)
      #expect(english.status == chinese.status, "\(file): \(chinese.stdout)")
      #expect(english.status == (file == failing.path ? 1 : 0), "\(file): \(english.stdout)\(english.stderr)")
    }
  }
}
