import Foundation

/// Runs one of the Python reliability drivers in `bench/` against the storefront built for this test run.
public enum ReliabilityDriver {
  /// Runs `bench/NAME ARGUMENTS… --binary <the test build>` and returns its outcome.
  public static func run(_ name: String, _ arguments: [String]) async throws -> ProcessResult {
    let script = ProjectPaths.root.appendingPathComponent("bench/\(name)").path
    let driver = try RunningProcess("python3", [script] + arguments + ["--binary", ProjectPaths.binary.path])
    return await driver.finished()
  }

  /// The number after `label:` in a driver's summary line (`kills survived: 20  anomalies: 0`).
  public static func figure(_ label: String, in output: String) -> Int? {
    guard let range = output.range(of: "\(label): ") else { return nil }
    return Int(output[range.upperBound...].prefix { $0.isNumber })
  }
}
