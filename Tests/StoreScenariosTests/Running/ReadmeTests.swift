import Foundation
import StoreScenarios
import TestSupport
import Testing

/// The README documents the whole language: every statement and expectation the grammar declares.
@Suite struct ReadmeTests {
  @Test func theReadmeDocumentsEveryStatement() throws {
    let readme = try String(contentsOf: ProjectPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
      .replacingOccurrences(of: "\\|", with: "|")
    for syntax in ScenarioGrammar.header + ScenarioGrammar.statements + ScenarioGrammar.expectations
    where syntax.keyword != "expect" {
      #expect(readme.contains("`\(syntax.usage)`"), "\(syntax.usage)")
    }
  }
}
