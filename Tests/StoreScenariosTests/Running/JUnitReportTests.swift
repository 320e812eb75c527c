import Foundation
import Testing

@testable import StoreScenarios

/// JUnit reports are well-formed, count what happened, and carry file:line, expected and actual.
@Suite struct JUnitReportTests {
  @Test func oneSuitePerFileOneCasePerExpectation() async throws {
    let passing = try await ScenarioTesting.run(
      "buy com.example.storefront.removeads\nexpect entitled com.example.storefront.removeads\nexpect unfinished 0",
      file: "pass.scenario")
    let failing = try await ScenarioTesting.run(
      "buy com.example.storefront.gems.100\nexpect balance com.example.storefront.gems.100 5\nexpect unfinished 0\nrestore\nexpect unfinished 0",
      file: "fail.scenario")
    let xml = JUnitReport.xml(reports: [passing.report, failing.report])
    let check = XMLCheck(xml)
    #expect(check.isWellFormed, "\(check.errors)")
    let root = try #require(check.all("testsuites").first)
    #expect(root.attributes["tests"] == "5")
    #expect(root.attributes["failures"] == "1")
    #expect(root.attributes["skipped"] == "2")
    #expect(root.attributes["errors"] == "0")
    let suites = check.all("testsuite")
    #expect(suites.map { $0.attributes["name"] } == ["pass.scenario", "fail.scenario"])
    #expect(suites.allSatisfy { $0.attributes["time"] != nil })
    let names = check.all("testcase").map { $0.attributes["name"] ?? "" }
    #expect(
      names == [
        "line 2: expect entitled com.example.storefront.removeads", "line 3: expect unfinished 0",
        "line 2: expect balance com.example.storefront.gems.100 5", "line 3: expect unfinished 0",
        "line 5: expect unfinished 0",
      ])
    let failure = try #require(check.all("failure").first)
    #expect(failure.attributes["message"] == "expected 5, actual 1")
    #expect(
      failure.text == "fail.scenario:2: The balance of com.example.storefront.gems.100 is 5\nexpected: 5\nactual:   1")
    #expect(
      check.all("skipped").map { $0.attributes["message"] }
        == Array(repeating: "not run: the scenario stopped at line 2", count: 2))
  }

  @Test func aStatementThatCannotRunIsAnError() async throws {
    let (report, _) = try await ScenarioTesting.run("approve last-request\nexpect unfinished 0", file: "error.scenario")
    let check = XMLCheck(JUnitReport.xml(reports: [report]))
    #expect(check.isWellFormed)
    let error = try #require(check.all("error").first)
    #expect(error.attributes["message"] == "There is no purchase request yet.")
    #expect(error.text == "error.scenario:1: There is no purchase request yet.")
    #expect(check.all("testsuites").first?.attributes["errors"] == "1")
  }

  @Test func filesThatDidNotParseAreSuitesOfErrors() throws {
    guard case .failure(let problems) = ScenarioParser.parse("by x\nexpect <&>") else {
      Issue.record("expected problems")
      return
    }
    let check = XMLCheck(JUnitReport.xml(reports: [], problems: [problems.inFile("bad.scenario")]))
    #expect(check.isWellFormed, "\(check.errors)")
    #expect(check.all("testsuite").first?.attributes["name"] == "bad.scenario")
    #expect(check.all("error").count == 2)
    #expect(check.all("error").last?.attributes["message"]?.contains("'<&>'") == true)
  }

  @Test func everythingIsEscaped() throws {
    let hostile = "a<b>&\"quoted\" 'single' \u{1} \u{FFFE} ✓ é\nnext\ttab"
    var report = ScenarioReport(file: hostile, steps: [])
    let step = ScenarioStep(line: 1, source: "expect log \(hostile)", statement: .expectation(.log(hostile)))
    report.steps = [step]
    report.results = [
      StepResult(
        step: step, description: hostile, outcome: .failed(ExpectationFailure(expected: hostile, actual: "]]> <!--")))
    ]
    let xml = JUnitReport.xml(reports: [report])
    let check = XMLCheck(xml)
    #expect(check.isWellFormed, "\(check.errors)\n\(xml)")
    let cleaned = "a<b>&\"quoted\" 'single' \u{FFFD} \u{FFFD} ✓ é\nnext\ttab"
    #expect(check.all("testsuite").first?.attributes["name"] == cleaned)
    #expect(check.all("testcase").first?.attributes["name"] == "line 1: expect log \(cleaned)")
    #expect(check.all("failure").first?.attributes["message"] == "expected \(cleaned), actual ]]> <!--")
    #expect(!xml.contains("\u{1}"))
    #expect(JUnitReport.attribute("<&>\"'\n") == "\"&lt;&amp;&gt;&quot;&apos;&#10;\"")
  }
}
