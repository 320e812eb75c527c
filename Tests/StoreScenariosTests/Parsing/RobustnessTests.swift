import Foundation
import TestSupport
import Testing

@testable import StoreScenarios

/// The parser is total: whatever the text, it returns a scenario or diagnostics, never crashes, and
/// every diagnostic points inside the text.
@Suite struct RobustnessTests {
  /// A small deterministic generator, so a failure reproduces.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static let pieces = [
    "buy", "expect", "set", "fault", "\"", "\\", "#", " ", "\t", "\n", "\r\n", "com.example.storefront.removeads",
    "quantity",
    "99999999999999999999", "-1", "1mo", "P1M", "2026-02-30", "not", "last", "\u{1B}", "\u{0}", "é", "👍🏽", "\u{202E}",
    "transaction",
    "request", "subscription", "renews-to", "unverified", "none", "catalog", "start", "advance", "to", "0.", ".5", "ms",
    "on",
  ]

  @Test func randomTextNeverCrashesTheParser() {
    var generator = Generator(state: 42)
    for _ in 0..<3000 {
      var text = ""
      for _ in 0..<generator.next(40) { text += Self.pieces[generator.next(Self.pieces.count)] }
      check(text)
    }
  }

  @Test func mutatedShippedScenariosNeverCrashTheParser() throws {
    var generator = Generator(state: 7)
    for file in ScenarioTesting.shippedScenarios {
      let original = Array(try String(contentsOf: file, encoding: .utf8).unicodeScalars)
      for _ in 0..<40 {
        var scalars = original
        for _ in 0..<(1 + generator.next(4)) where !scalars.isEmpty {
          let index = generator.next(scalars.count)
          switch generator.next(3) {
          case 0: scalars.remove(at: index)
          case 1: scalars.insert(Self.pieces[generator.next(Self.pieces.count)].unicodeScalars.first ?? " ", at: index)
          default: scalars[index] = "\""
          }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        check(String(text))
      }
    }
  }

  private func check(_ text: String) {
    let lines = ScenarioLexer.lines(of: text)
    switch ScenarioParser.parse(text) {
    case .success(let scenario):
      #expect(!scenario.steps.isEmpty)
    case .failure(let problems):
      for problem in problems.diagnostics {
        #expect(problem.line >= 1 && problem.line <= lines.count, "\(problem)")
        #expect(problem.column >= 1 && problem.column <= Array(lines[problem.line - 1]).count + 1, "\(problem)")
        #expect(!problem.message.isEmpty)
      }
    }
  }
}
