import Foundation

/// The lines a scenario run prints: deterministic (simulated times only, no real ones), one rendering
/// for the CLI, the tests and any other front end.
public enum RunOutput {
  /// `▶ first-purchase.scenario · catalog demo · clock starts 2026-01-01T00:00:00Z`
  public static func header(_ scenario: LoadedScenario) -> String {
    "▶ \(scenario.file) · catalog \(scenario.catalogName) · clock starts \(ScenarioDate.format(scenario.scenario.startDate))"
  }

  /// The lines for one step: its description and outcome, a failure's expected and actual, and with
  /// `verbose` what happened underneath.
  public static func lines(for result: StepResult, file: String, verbose: Bool) -> [String] {
    let line = result.step.line
    let number = String(line).leftPadded(to: 4)
    var lines: [String]
    switch result.outcome {
    case .done(let text): lines = ["  \(number)  \(result.description)" + (text.isEmpty ? "" : " → \(text)")]
    case .passed: lines = ["  \(number)  ✓ \(result.description)"]
    case .failed(let failure):
      lines = [
        "  \(number)  ✗ \(result.description)",
        "\(file):\(line): expectation failed: \(result.step.source)",
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
  public static func footer(_ report: ScenarioReport) -> [String] {
    if let setupError = report.setupError {
      return ["\(report.file): error: \(setupError)", "✗ \(report.file) did not run"]
    }
    let expectations = report.steps.filter(\.isExpectation).count
    guard let failure = report.failure else {
      return ["✓ \(report.file) passed: \(report.steps.count) statements, \(expectations) expectations"]
    }
    let skipped = report.notRun.count
    return [
      "✗ \(report.file) failed at line \(failure.step.line)"
        + (skipped > 0 ? " (\(skipped) statement\(skipped == 1 ? "" : "s") not run)" : "")
    ]
  }

  /// `3 scenarios: 2 passed, 1 failed (41 expectations held) in 1.24 s`
  public static func summary(_ reports: [ScenarioReport], duration: Duration) -> String {
    let passed = reports.filter(\.passed).count
    let expectations = reports.map(\.expectationsPassed).reduce(0, +)
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return
      "\(reports.count) scenario\(reports.count == 1 ? "" : "s"): \(passed) passed, \(reports.count - passed) failed (\(expectations) expectation\(expectations == 1 ? "" : "s") held) in \(String(format: "%.2f", seconds)) s"
  }
}

extension String {
  /// The string with spaces in front, to `width` characters.
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
