import Foundation
import StoreScenarios

extension CommandSpec {
  /// `storefront run FILE...`: scenario files, headless.
  static let run = CommandSpec(
    name: "run",
    summary: "run scenario files headless: set up the App Store, act as the customer, check what the app sees",
    discussion: """
      Every file is parsed and checked against its catalog before anything runs. Each scenario then runs
      on a fresh temporary sandbox whose clock is frozen at the scenario's start: time moves only when the
      scenario advances it. A scenario stops at its first failed expectation; the next file still runs.
      Exit status: 0 every scenario passed, 1 one failed, 2 a command-line mistake or a file with errors.

      STATEMENTS:
      \(ScenarioGrammar.header.map { "  \($0.usage)" }.joined(separator: "\n"))
      \(ScenarioGrammar.statements.map { "  \($0.usage)" }.joined(separator: "\n"))

      EXPECTATIONS:
      \(ScenarioGrammar.expectations.map { "  \($0.usage)" }.joined(separator: "\n"))

      The README's Scenarios section explains each one, with examples.
      """,
    arguments: [ArgumentSpec(name: "FILE", help: "a scenario file (catalogs/scenarios/*.scenario)", isVariadic: true)],
    options: [
      .value(
        "junit", "PATH",
        help: "also write a JUnit XML report to PATH (one testsuite per file, one testcase per expectation)"),
      .flag("verbose", short: "v", help: "show what happened underneath each step: updates delivered, the app's log"),
    ],
    run: { arguments in
      var loaded: [LoadedScenario] = []
      var problems: [ScenarioDiagnostics] = []
      for path in arguments.positionals {
        switch ScenarioLoader.load(contentsOf: URL(fileURLWithPath: path), file: path) {
        case .success(let scenario): loaded.append(scenario)
        case .failure(let diagnostics): problems.append(diagnostics)
        }
      }
      let junit = arguments.value("junit")
      guard problems.isEmpty else {
        for diagnostics in problems { Console.error(TerminalText.safe(diagnostics.description)) }
        if let junit { try writeReport(JUnitReport.xml(reports: [], problems: problems), to: junit) }
        let count = problems.count
        Console.error("storefront: \(count) scenario file\(count == 1 ? " has" : "s have") errors; nothing was run")
        return 2
      }
      let clock = ContinuousClock()
      let started = clock.now
      let runner = ScenarioRunner(verbose: arguments.flag("verbose"))
      var reports: [ScenarioReport] = []
      for scenario in loaded {
        reports.append(await runner.run(scenario) { line in Console.out(TerminalText.safe(line)) })
        Console.out("")
      }
      Console.out(RunOutput.summary(reports, duration: clock.now - started))
      if let junit { try writeReport(JUnitReport.xml(reports: reports), to: junit) }
      return reports.allSatisfy(\.passed) ? 0 : 1
    }
  )

  private static func writeReport(_ xml: String, to path: String) throws {
    do {
      try Data(xml.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CommandFailure("cannot write the JUnit report to \(path): \(error.localizedDescription)")
    }
  }
}
