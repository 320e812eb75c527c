import Foundation
import InterfaceLanguage
import StoreScenarios
import Synchronization
import TestSupport
import Testing

/// Loading, parsing and running scenario text in tests, against the shipped catalogs.
enum ScenarioTesting {
  /// Finds the shipped catalogs from any test process.
  static let environment = ["STOREFRONT_CATALOGS": ProjectPaths.catalogs.path]

  /// The shipped scenarios.
  static var shippedScenarios: [URL] {
    let folder = ProjectPaths.catalogs.appendingPathComponent("scenarios")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".scenario") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// The diagnostics loading `text` gives (parse, then catalog checks); empty when it loads.
  static func problems(_ text: String, file: String = "test.scenario") -> [ScenarioDiagnostic] {
    switch ScenarioLoader.load(text: text, file: file, directory: ProjectPaths.catalogs, environment: environment) {
    case .success: []
    case .failure(let diagnostics): diagnostics.diagnostics
    }
  }

  /// `text` loaded against the shipped catalogs; fails the test (and throws) when it does not load.
  static func load(_ text: String, file: String = "test.scenario", sourceLocation: SourceLocation = #_sourceLocation)
    throws -> LoadedScenario
  {
    switch ScenarioLoader.load(text: text, file: file, directory: ProjectPaths.catalogs, environment: environment) {
    case .success(let loaded): return loaded
    case .failure(let diagnostics):
      Issue.record("the scenario does not load:\n\(diagnostics)", sourceLocation: sourceLocation)
      throw diagnostics
    }
  }

  /// Runs `text` headless and returns the report with every line the run printed.
  static func run(
    _ text: String, file: String = "test.scenario", verbose: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> (report: ScenarioReport, output: [String]) {
    let scenario = try load(text, file: file, sourceLocation: sourceLocation)
    return await run(scenario, verbose: verbose)
  }

  /// Runs `text` and records an issue, with everything the run printed, unless it passes.
  @discardableResult
  static func expectPass(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws
    -> ScenarioReport
  {
    let (report, output) = try await run(text, sourceLocation: sourceLocation)
    if !report.passed {
      Issue.record("the scenario failed:\n\(output.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }
    return report
  }

  static func run(_ scenario: LoadedScenario, verbose: Bool = false) async -> (report: ScenarioReport, output: [String])
  {
    let lines = LineCollector()
    let report = await ScenarioRunner(verbose: verbose, language: .en).run(scenario) { lines.append($0) }
    return (report, lines.lines)
  }

  /// The single statement `line` parses to.
  static func statement(_ line: String) -> Statement? {
    guard case .success(let scenario) = ScenarioParser.parse(line), scenario.steps.count == 1 else { return nil }
    return scenario.steps[0].statement
  }
}

/// Collects output lines from a `@Sendable` closure.
final class LineCollector: Sendable {
  private let storage = Mutex<[String]>([])

  func append(_ line: String) { storage.withLock { $0.append(line) } }

  var lines: [String] { storage.withLock { $0 } }
}
