import Foundation
import StoreScenarios
import TestSupport
import Testing

/// docs/scenarios.md documents the whole language: every statement and expectation the grammar declares.
@Suite struct ScenarioDocumentTests {
  @Test func theScenarioDocumentDocumentsEveryStatement() throws {
    let readme = try String(contentsOf: ProjectPaths.root.appendingPathComponent("docs/scenarios.md"), encoding: .utf8)
      .replacingOccurrences(of: "\\|", with: "|")
    for syntax in ScenarioGrammar.header + ScenarioGrammar.statements + ScenarioGrammar.expectations
    where syntax.keyword != "expect" {
      #expect(readme.contains("`\(syntax.usage)`"), "\(syntax.usage)")
    }
  }
}
