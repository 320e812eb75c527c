import FoundationEssentials
public import InterfaceLanguage

/// The lines a scenario run prints: deterministic (simulated times only, no real ones), one rendering
/// for the CLI, the tests and any other front end, in the interface language. The `FILE:LINE: error:` and
/// `expected:`/`actual:` markers stay English, as compilers' do, so editors and CI read them in every language.
public enum RunOutput {
  /// `▶ first-purchase.scenario · catalog demo · clock starts 2026-01-01T00:00:00Z`
  public static func header(_ scenario: LoadedScenario, language: Language) -> String {
    let (file, catalog, start) = (scenario.file, scenario.catalogName, ScenarioDate.format(scenario.scenario.startDate))
    return language.say(
      en: "▶ \(file) · catalog \(catalog) · clock starts \(start)", zhHans: "▶ \(file) · 目录\(catalog) · 时钟始于\(start)")
  }

  /// The lines for one step: its description and outcome, a failure's expected and actual, and with
  /// `verbose` what happened underneath.
  public static func lines(
    for result: StepResult, file: String, verbose: Bool, language: Language
  ) -> [String] {
    let line = result.step.line
    let number = String(line).leftPadded(to: 4)
    var lines: [String]
    switch result.outcome {
    case .done(let text): lines = ["  \(number)  \(result.description)" + (text.isEmpty ? "" : " → \(text)")]
    case .passed: lines = ["  \(number)  ✓ \(result.description)"]
    case .failed(let failure):
      let source = result.step.source
      lines = [
        "  \(number)  ✗ \(result.description)",
        language.say(
          en: "\(file):\(line): expectation failed: \(source)", zhHans: "\(file):\(line): expectation failed（期望未满足）：\(source)"),
        "    expected: \(failure.expected)",
        "    actual:   \(failure.actual)",
      ]
    case .error(let message):
      lines = ["  \(number)  ✗ \(result.description)", "\(file):\(line): error: \(message)"]
    }
    if verbose { lines += result.details.map { "        · \($0)" } }
    return lines
  }

  /// `✓ first-purchase.scenario passed: 9 statements, 4 expectations` or why it failed.
  public static func footer(_ report: ScenarioReport, language: Language) -> [String] {
    let file = report.file
    if let setupError = report.setupError {
      return ["\(file): error: \(setupError)", language.say(en: "✗ \(file) did not run", zhHans: "✗ \(file)未运行")]
    }
    let (statements, expectations) = (report.steps.count, report.steps.filter(\.isExpectation).count)
    guard let failure = report.failure else {
      return [
        language.say(
          en: "✓ \(file) passed: \(statements) statements, \(expectations) expectations",
          zhHans: "✓ \(file)通过：\(statements)条语句，\(expectations)个期望")
      ]
    }
    let (at, skipped) = (failure.step.line, report.notRun.count)
    let notRun = Language.english(skipped, one: "1 statement not run", other: "\(skipped) statements not run")
    return [
      skipped > 0
        ? language.say(en: "✗ \(file) failed at line \(at) (\(notRun))", zhHans: "✗ \(file)在第\(at)行失败（\(skipped)条语句未运行）")
        : language.say(en: "✗ \(file) failed at line \(at)", zhHans: "✗ \(file)在第\(at)行失败")
    ]
  }

  /// `3 scenarios: 2 passed, 1 failed (41 expectations held) in 1.24 s`
  public static func summary(_ reports: [ScenarioReport], duration: Duration, language: Language) -> String {
    let (count, passed) = (reports.count, reports.filter(\.passed).count)
    let expectations = reports.map(\.expectationsPassed).reduce(0, +)
    let time = duration.seconds(decimals: 2)
    let scenarios = Language.english(count, one: "1 scenario", other: "\(count) scenarios")
    let held = Language.english(expectations, one: "1 expectation held", other: "\(expectations) expectations held")
    return language.say(
      en: "\(scenarios): \(passed) passed, \(count - passed) failed (\(held)) in \(time) s",
      zhHans: "\(count)个场景：\(passed)个通过，\(count - passed)个失败（\(expectations)个期望满足），用时\(time)秒")
  }
}

extension String {
  /// The string with spaces in front, to `width` characters.
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
