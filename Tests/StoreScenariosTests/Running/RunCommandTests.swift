import Foundation
import TestSupport
import Testing

/// `storefront run` through the built binary: output, exit status and the JUnit report.
@Suite final class RunCommandTests {
  let folder: URL

  init() throws {
    folder = try ProjectPaths.temporaryDirectory("run")
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  func write(_ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func everyShippedScenarioPassesEndToEndWithAJUnitReport() async throws {
    let junit = folder.appendingPathComponent("report.xml").path
    let files = ScenarioTesting.shippedScenarios.map(\.path)
    let result = try await ProcessRunner.storefront(["run", "--junit", junit] + files)
    #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
    #expect(result.stdout.contains("\(files.count) scenarios: \(files.count) passed, 0 failed"))
    let check = XMLCheck(try String(contentsOfFile: junit, encoding: .utf8))
    #expect(check.isWellFormed)
    #expect(check.all("testsuite").count == files.count)
    #expect(check.all("testsuites").first?.attributes["failures"] == "0")
    #expect(check.all("testcase").count > 200)
  }

  @Test func aFailedExpectationExitsOneAfterRunningTheNextFile() async throws {
    let failing = try write(
      "fail.scenario",
      "buy com.example.storefront.gems.100\nexpect balance com.example.storefront.gems.100 3\nrestore\n")
    let passing = try write("pass.scenario", "expect products loaded\n")
    let result = try await ProcessRunner.storefront(["run", failing, passing], environment: ScenarioTesting.environment)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "\(failing):2: expectation failed: expect balance com.example.storefront.gems.100 3\n    expected: 3\n    actual:   1\n"
      ))
    #expect(result.stdout.contains("✗ \(failing) failed at line 2 (1 statement not run)"))
    #expect(result.stdout.contains("✓ \(passing) passed: 1 statements, 1 expectations"))
    #expect(result.stdout.contains("2 scenarios: 1 passed, 1 failed (1 expectation held) in "))
  }

  @Test func aFileWithErrorsExitsTwoAndRunsNothing() async throws {
    let good = try write("good.scenario", "expect products loaded\n")
    let bad = try write("bad.scenario", "catalog demo\nbuy com.example.storefront.removead\nexpect \"open\n")
    let junit = folder.appendingPathComponent("errors.xml").path
    let result = try await ProcessRunner.storefront(
      ["run", good, bad, "--junit", junit], environment: ScenarioTesting.environment)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("\(bad):3:8: error: unterminated quoted string"))
    #expect(result.stderr.contains("storefront: 1 scenario file has errors; nothing was run"))
    #expect(XMLCheck(try String(contentsOfFile: junit, encoding: .utf8)).all("error").count == 1)
    let unknown = try write("unknown.scenario", "buy com.example.storefront.removead\n")
    let checked = try await ProcessRunner.storefront(["run", unknown], environment: ScenarioTesting.environment)
    #expect(checked.status == 2)
    #expect(
      checked.stderr.contains(
        "\(unknown):1:5: error: unknown product 'com.example.storefront.removead' (did you mean 'com.example.storefront.removeads'?)"
      ))
  }

  /// The problems of a file are worded in the interface language (issue 17), by `LANG` or `--language`: the place,
  /// `error:` and the file's own words stay as written, and the JUnit report, which machines read, stays English.
  @Test func aFileWithErrorsIsReportedInTheInterfaceLanguage() async throws {
    let bad = try write("bad.scenario", "catalog demo\nbuy com.example.storefront.removead\nset ask-to-buy yes\n")
    let english = try await ProcessRunner.storefront(["run", bad], environment: Self.language("C.UTF-8"))
    #expect(english.status == 2)
    #expect(
      english.stderr == "\(bad):3:16: error: unknown switch value 'yes'; expected on or off\n"
        + "storefront: 1 scenario file has errors; nothing was run\n", "\(english.stderr)")
    let junit = folder.appendingPathComponent("chinese.xml").path
    let chinese = try await ProcessRunner.storefront(["run", bad, "--junit", junit], environment: Self.language("zh_CN.UTF-8"))
    #expect(chinese.status == 2)
    #expect(
      chinese.stderr == "\(bad):3:16: error: 未知的开关值 'yes'；应为 on 或 off\n" + "storefront: 1 个场景文件有错误；未运行任何场景\n",
      "\(chinese.stderr)")
    let flag = try await ProcessRunner.storefront(["run", bad, "--language", "zh-Hans"], environment: Self.language("C.UTF-8"))
    #expect(flag.stderr == chinese.stderr)
    let report = XMLCheck(try String(contentsOfFile: junit, encoding: .utf8))
    #expect(report.all("error").first?.attributes["message"] == "unknown switch value 'yes'; expected on or off")
    let catalog = try write("catalog.scenario", "buy com.example.storefront.removead\n")
    let unknown = try await ProcessRunner.storefront(["run", catalog], environment: Self.language("zh_CN.UTF-8"))
    #expect(
      unknown.stderr.hasPrefix(
        "\(catalog):1:5: error: 未知的产品 'com.example.storefront.removead'（你是否想写 'com.example.storefront.removeads'？）；应为 "),
      "\(unknown.stderr)")
  }

  /// The catalogs' folder, and `LANG` with nothing set above it.
  static func language(_ lang: String) -> [String: String] {
    ScenarioTesting.environment.merging(["LC_ALL": "", "LC_MESSAGES": "", "LANG": lang]) { $1 }
  }

  @Test func usageMistakesExitTwo() async throws {
    let none = try await ProcessRunner.storefront(["run"])
    #expect(none.status == 2)
    #expect(none.stderr.contains("'storefront run' needs SCENARIO"))
    let missing = try await ProcessRunner.storefront(["run", folder.appendingPathComponent("absent.scenario").path])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("absent.scenario: error: no such file; expected a scenario file"))
    let notAFile = try await ProcessRunner.storefront(["run", folder.path])
    #expect(notAFile.status == 2)
    #expect(notAFile.stderr.contains(": error: this is a folder; expected a scenario file"))
    let option = try await ProcessRunner.storefront(["run", "--junti", "x"])
    #expect(option.status == 2)
  }

  /// An empty argument (`storefront run ''`, an unset shell variable) is named as what it is, in both languages,
  /// before any file is looked at: it used to give a diagnostic whose file name was blank.
  @Test func anEmptyFileNameIsNamedInBothLanguages() async throws {
    let english = try await ProcessRunner.storefront(["run", "", "--language", "en"])
    #expect(english.status == 2)
    #expect(
      english.stderr
        == "storefront: an empty file name ('') was given; name a scenario file or a shipped scenario, as in "
        + "'storefront run refund'\nRun 'storefront --help' for usage.\n", "\(english.stderr)")
    let chinese = try await ProcessRunner.storefront(["run", "", "--language", "zh-Hans"])
    #expect(chinese.status == 2)
    #expect(
      chinese.stderr.hasPrefix(
        "storefront: 给出的文件名为空（''）；请指定场景文件或随附场景的名称，例如 'storefront run refund'\n"),
      "\(chinese.stderr)")
  }

  @Test func outputIsTheSameEveryRunApartFromTheDuration() async throws {
    let file = ScenarioTesting.shippedScenarios.first { $0.lastPathComponent == "subscription-renews.scenario" }!.path
    var runs: [String] = []
    for _ in 0..<2 { runs.append(try await ProcessRunner.storefront(["run", "--verbose", file]).stdout) }
    let withoutSummary = runs.map { $0.split(separator: "\n").dropLast().joined(separator: "\n") }
    #expect(withoutSummary[0] == withoutSummary[1])
    #expect(
      withoutSummary[0].contains(
        "· updates → #2 com.example.storefront.cloud.200gb · Auto-Renewable Subscription · 2026-02-01 00:00 · 2.99 USD · renewal of #1 · expires 2026-03-01 00:00 · verified"))
  }

  @Test func helpListsEveryStatement() async throws {
    let help = try await ProcessRunner.storefront(["run", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("  buy PRODUCT [quantity N]"))
    #expect(help.stdout.contains("  expect balance PRODUCT N"))
  }
}
