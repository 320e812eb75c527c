import FoundationEssentials
public import InterfaceLanguage
import StoreOperations

/// Runs scenarios headless, as `storefront run` does: each on a fresh temporary sandbox (deleted
/// afterwards) with its clock frozen at the scenario's start, statement by statement, stopping at the
/// first failed expectation or failed action.
public struct ScenarioRunner: Sendable {
  /// Print what happened underneath each step (updates, the app's log).
  public var verbose: Bool
  /// The language the run's lines are in (what the scenario checks is compared in the renderer's English words in
  /// every language, so verdicts never depend on it).
  public var language: Language

  public init(verbose: Bool = false, language: Language) {
    self.verbose = verbose
    self.language = language
  }

  /// Runs one scenario; `output` receives each line of the run as soon as it is known.
  public func run(_ scenario: LoadedScenario, output: @Sendable (String) -> Void = { _ in }) async -> ScenarioReport {
    let clock = ContinuousClock()
    let started = clock.now
    var report = ScenarioReport(file: scenario.file, steps: scenario.scenario.steps)
    output(RunOutput.header(scenario, language: language))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storefront-scenario-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let sandbox = try ScenarioSession.makeSandbox(
        for: scenario, at: directory.appendingPathComponent("sandbox.sqlite").path)
      let session = ScenarioSession(sandbox: sandbox, language: language)
      for step in scenario.scenario.steps {
        let result = await session.perform(step)
        report.results.append(result)
        for line in RunOutput.lines(for: result, file: scenario.file, verbose: verbose, language: language) {
          output(line)
        }
        if result.outcome.stopsScenario { break }
      }
      await session.close()
    } catch {
      let reason = SandboxWords.sentence(error, language: language)
      report.setupError = language.say(
        en: "cannot create a sandbox for the scenario: \(reason)", zhHans: "无法为场景创建沙盒：\(reason)")
    }
    report.duration = clock.now - started
    for line in RunOutput.footer(report, language: language) { output(line) }
    return report
  }
}

/// How one scenario run went.
public struct ScenarioReport: Sendable {
  /// How the run names the scenario file.
  public var file: String
  /// Every statement of the scenario, run or not.
  public var steps: [ScenarioStep]
  /// What each statement that ran did, in order.
  public var results: [StepResult] = []
  /// Why the scenario could not start, when it could not.
  public var setupError: String?
  /// Real time the run took (reported in summaries only, never in step output).
  public var duration: Duration = .zero

  public init(file: String, steps: [ScenarioStep]) {
    self.file = file
    self.steps = steps
  }

  /// The step the scenario stopped at, when it failed there.
  public var failure: StepResult? { results.last.flatMap { $0.outcome.stopsScenario ? $0 : nil } }

  public var passed: Bool { setupError == nil && failure == nil && results.count == steps.count }

  /// The statements that did not run because the scenario stopped earlier.
  public var notRun: ArraySlice<ScenarioStep> { steps.dropFirst(results.count) }

  /// How many expectations held.
  public var expectationsPassed: Int { results.filter { $0.outcome == .passed }.count }
}
