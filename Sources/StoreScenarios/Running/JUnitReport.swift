import FoundationEssentials
import InterfaceLanguage

/// Writes scenario runs as JUnit XML for CI: one `<testsuite>` per scenario file, one `<testcase>` per
/// expectation (named `line N: expect …`), so a CI page lists every check that held or failed.
///
/// A statement that could not be carried out is a testcase with an `<error>`; expectations after the
/// scenario stopped are `<skipped>`; a file that did not parse is a suite with one erroring testcase
/// per problem. Failures carry `file:line`, the expected and the actual value.
public enum JUnitReport {
  public static func xml(reports: [ScenarioReport], problems: [ScenarioDiagnostics] = []) -> String {
    var suites = reports.map(suite)
    suites += problems.map(suite)
    let tests = suites.map(\.tests).reduce(0, +)
    let failures = suites.map(\.failures).reduce(0, +)
    let errors = suites.map(\.errors).reduce(0, +)
    let skipped = suites.map(\.skipped).reduce(0, +)
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"storefront scenarios\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
    for suite in suites {
      xml +=
        "  <testsuite name=\(attribute(suite.name)) tests=\"\(suite.tests)\" failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"\(suite.skipped)\"\(suite.time.map { " time=\"\($0)\"" } ?? "")>\n"
      for testcase in suite.cases { xml += testcase }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  private struct Suite {
    var name: String
    var time: String?
    var cases: [String] = []
    var tests = 0, failures = 0, errors = 0, skipped = 0
  }

  private static func suite(_ report: ScenarioReport) -> Suite {
    var suite = Suite(name: report.file, time: report.duration.seconds(decimals: 3))
    let classname = URL(fileURLWithPath: report.file).lastPathComponent
    func open(_ step: ScenarioStep) -> String {
      "    <testcase classname=\(attribute(classname)) name=\(attribute("line \(step.line): \(step.source)"))"
    }
    if let setupError = report.setupError {
      suite.tests += 1
      suite.errors += 1
      suite.cases.append(
        "    <testcase classname=\(attribute(classname)) name=\"setup\">\n      <error type=\"setup\" message=\(attribute(setupError))/>\n    </testcase>\n"
      )
    }
    for result in report.results {
      switch result.outcome {
      case .passed:
        suite.tests += 1
        suite.cases.append(open(result.step) + "/>\n")
      case .failed(let failure):
        suite.tests += 1
        suite.failures += 1
        let body =
          "\(report.file):\(result.step.line): \(result.description)\nexpected: \(failure.expected)\nactual:   \(failure.actual)"
        suite.cases.append(
          open(result.step)
            + ">\n      <failure type=\"expectation\" message=\(attribute("expected \(failure.expected), actual \(failure.actual)"))>"
            + text(body) + "</failure>\n    </testcase>\n")
      case .error(let message):
        suite.tests += 1
        suite.errors += 1
        suite.cases.append(
          open(result.step) + ">\n      <error type=\"step\" message=\(attribute(message))>"
            + text("\(report.file):\(result.step.line): \(message)")
            + "</error>\n    </testcase>\n")
      case .done:
        continue
      }
    }
    let stop = report.failure?.step.line ?? 0
    for step in report.notRun where step.isExpectation {
      suite.tests += 1
      suite.skipped += 1
      suite.cases.append(
        open(step)
          + ">\n      <skipped message=\(attribute("not run: the scenario stopped at line \(stop)"))/>\n    </testcase>\n"
      )
    }
    return suite
  }

  private static func suite(_ problems: ScenarioDiagnostics) -> Suite {
    var suite = Suite(name: problems.diagnostics.first?.file ?? "<scenario>")
    for diagnostic in problems.diagnostics {
      suite.tests += 1
      suite.errors += 1
      suite.cases.append(
        "    <testcase classname=\(attribute(suite.name)) name=\(attribute("line \(diagnostic.line): parse"))>\n      <error type=\"parse\" message=\(attribute(diagnostic.message))>"
          + text(diagnostic.description) + "</error>\n    </testcase>\n")
    }
    return suite
  }

  /// A quoted attribute value with XML's special characters escaped (and line breaks kept as such).
  static func attribute(_ value: String) -> String {
    "\"" + escape(value, inAttribute: true) + "\""
  }

  static func text(_ value: String) -> String {
    escape(value, inAttribute: false)
  }

  /// Escapes `& < > " '`; characters XML 1.0 cannot hold at all (most control characters, unpaired
  /// surrogates cannot occur in Swift strings) become U+FFFD.
  private static func escape(_ value: String, inAttribute: Bool) -> String {
    var escaped = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\n": escaped += inAttribute ? "&#10;" : "\n"
      case "\t": escaped += inAttribute ? "&#9;" : "\t"
      case "\r": escaped += "&#13;"
      default:
        let value = scalar.value
        let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
        escaped.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return escaped
  }
}
