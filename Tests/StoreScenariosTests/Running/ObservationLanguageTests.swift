import Foundation
import InterfaceLanguage
import TestSupport
import Testing

@testable import StoreScenarios

/// A failed expectation's `expected:` and `actual:` are worded in the run's language (issue 17: "the CLI … English
/// and Simplified Chinese"), while what the scenario and the app spell — keywords such as `loaded`, a product
/// identifier, the app's message quoted — stays as written, and the verdict is the same in every language.
@Suite struct ObservationLanguageTests {
  static func run(_ text: String, language: Language) async throws -> (report: ScenarioReport, output: [String]) {
    let scenario = try ScenarioTesting.load(text)
    let lines = LineCollector()
    let report = await ScenarioRunner(verbose: true, language: language).run(scenario) { lines.append($0) }
    return (report, lines.lines)
  }

  static let failures: [(String, String, String)] = [
    ("expect message \"Purchased\"", "包含 \"Purchased\" 的消息", "没有消息"),
    ("expect not entitled com.example.storefront.removeads\nbuy com.example.storefront.removeads\nexpect not entitled com.example.storefront.removeads", "不享有权益", "享有权益"),
    ("fault load-products networkError\nexpect price com.example.storefront.removeads \"$2.99\"", "\"$2.99\"", "未载入"),
    ("expect log \"nothing like this\"", "包含 \"nothing like this\" 的一行", "没有一行包含它（最后几行：\"products(for: 11 ids) returned 11\"）"),
    ("expect products empty", "empty", "已载入（11 个）"),
  ]

  @Test(arguments: failures)
  func aFailedExpectationIsWordedInChinese(_ text: String, _ expected: String, _ actual: String) async throws {
    let (chinese, output) = try await Self.run(text, language: .zhHans)
    let failure = try #require(chinese.failure)
    #expect(failure.outcome == .failed(ExpectationFailure(expected: expected, actual: actual)), "\(output)")
    let english = try await Self.run(text, language: .en).report
    #expect(english.failure?.step == failure.step, "the same verdict in English")
  }

  @Test func theDetailsOfAStepAreWordedInChinese() async throws {
    let (report, output) = try await Self.run("expect products loaded", language: .zhHans)
    #expect(report.passed)
    #expect(output.contains { $0.contains("· 已启动 App（") }, "\(output)")
    #expect(output.contains { $0.contains("· App 日志：products(for:) 请求 11 个 ID，返回 11 个产品") }, "\(output)")
  }
}
