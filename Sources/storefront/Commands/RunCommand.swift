import Foundation
import StoreScenarios
import StorefrontApp

extension CommandSpec {
  /// `storefront run SCENARIO...`: scenario files or shipped scenarios, headless.
  static let run = CommandSpec(
    name: "run",
    summary: "run scenario files headless: set up the App Store, act as the customer, check what the app sees",
    discussion: """
      A scenario is a file or a shipped scenario's name: `storefront run refund` runs the shipped
      catalogs/scenarios/refund.scenario, built into the binary, from any folder.
      Every scenario is parsed and checked against its catalog before anything runs. Each scenario then runs
      on a fresh temporary sandbox whose clock is frozen at the scenario's start: time moves only when the
      scenario advances it. A scenario stops at its first failed expectation; the next file still runs.
      Exit status: 0 every scenario passed, 1 one failed, 2 a command-line mistake or a file with errors.

      STATEMENTS:
      \(ScenarioGrammar.header.map { "  \($0.usage)" }.joined(separator: "\n"))
      \(ScenarioGrammar.statements.map { "  \($0.usage)" }.joined(separator: "\n"))

      EXPECTATIONS:
      \(ScenarioGrammar.expectations.map { "  \($0.usage)" }.joined(separator: "\n"))

      docs/scenarios.md explains each one, with examples.
      """,
    arguments: [
      ArgumentSpec(
        name: "SCENARIO", help: "a scenario file, or a shipped scenario's name (refund)", isVariadic: true,
        values: .scenarios)
    ],
    options: [
      .value(
        "junit", "PATH",
        help: "also write a JUnit XML report to PATH (one testsuite per file, one testcase per expectation)"),
      .flag("verbose", short: "v", help: "show what happened underneath each step: updates delivered, the app's log"),
      .flag("tui", help: "play one scenario visibly in the interactive storefront, for demos (needs a terminal)"),
      .value("pace", "SECONDS", help: "with --tui: how long each statement stays on screen (default 1; 0 to 60)"),
      .flag("no-mouse", help: "with --tui: leave the mouse to the terminal (text selection)"),
      .flag("no-color", help: "with --tui: draw without colours (NO_COLOR does the same)"),
    ],
    run: { arguments in
      var loaded: [LoadedScenario] = []
      var problems: [ScenarioDiagnostics] = []
      for path in arguments.positionals {
        switch ScenarioLoader.load(named: path) {
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
      if arguments.flag("tui") { return try await playVisibly(loaded, arguments: arguments) }
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

  /// `run --tui FILE`: the scenario played in the storefront; what ran is printed once the terminal is restored.
  private static func playVisibly(_ loaded: [LoadedScenario], arguments: ParsedArguments) async throws -> Int32 {
    guard loaded.count == 1, let scenario = loaded.first else {
      throw UsageError("--tui plays one scenario file at a time; got \(loaded.count)")
    }
    var pace = Duration.seconds(1)
    if let text = arguments.value("pace") {
      guard let seconds = Double(text), seconds >= 0, seconds <= 60 else {
        throw UsageError("--pace expects seconds from 0 to 60, got '\(text)'")
      }
      pace = .milliseconds(Int((seconds * 1000).rounded()))
    }
    let mouse = !arguments.flag("no-mouse")
    let colors = !arguments.flag("no-color")
    guard let report = await InteractiveStorefront.play(scenario, pace: pace, mouse: mouse, colors: colors) else {
      return 2
    }
    Console.out(RunOutput.header(scenario))
    for result in report.results {
      for line in RunOutput.lines(for: result, file: scenario.file, verbose: arguments.flag("verbose")) {
        Console.out(TerminalText.safe(line))
      }
    }
    if report.failure == nil && !report.notRun.isEmpty {
      Console.out("stopped by the viewer after \(report.results.count) of \(report.steps.count) statements")
    } else {
      for line in RunOutput.footer(report) { Console.out(line) }
    }
    if let junit = arguments.value("junit") { try writeReport(JUnitReport.xml(reports: [report]), to: junit) }
    return report.failure == nil ? 0 : 1
  }

  private static func writeReport(_ xml: String, to path: String) throws {
    do {
      try Data(xml.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CommandFailure("cannot write the JUnit report to \(path): \(error.localizedDescription)")
    }
  }
}
