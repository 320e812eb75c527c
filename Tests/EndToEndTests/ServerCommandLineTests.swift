import Foundation
import TestSupport
import Testing

/// The server's QA commands as a tester types them: a value that is not a count is refused for what it is, in the
/// interface language, with the usage status 2 — a negative number is a value, not an option.
@Suite(
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct ServerCommandLineTests {
  @Test func failNextRefusesAValueThatIsNotACount() async throws {
    let sandbox = try ProjectPaths.temporaryDirectory("server-cli").appendingPathComponent("sandbox.sqlite").path
    for value in ["-1", "1001", "two"] {
      let english = try await ProcessRunner.storefront(
        ["server", "webhook", "fail-next", value, "--sandbox", sandbox], environment: ["LANG": "C.UTF-8"])
      #expect(english.status == 2, "\(value): \(english.stderr)")
      #expect(
        english.stderr.hasPrefix(
          "storefront: '\(value)' is not a count of answers: fail-next takes a whole number from 0 to 1000"),
        "\(english.stderr)")
    }
    let chinese = try await ProcessRunner.storefront(
      ["server", "webhook", "fail-next", "-1", "--sandbox", sandbox], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(chinese.status == 2 && chinese.stderr.hasPrefix("storefront: “-1”不是应答次数"), "\(chinese.stderr)")
  }
}
