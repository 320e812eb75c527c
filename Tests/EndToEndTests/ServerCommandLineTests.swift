import Foundation
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
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

  /// The server commands speak the interface language (issue 17): their help, their lines and their refusals.
  @Test func theServerCommandsSpeakChinese() async throws {
    let sandbox = try ProjectPaths.temporaryDirectory("server-cli").appendingPathComponent("sandbox.sqlite").path
    let chinese = ["LANG": "zh_CN.UTF-8"]
    let list = try await ProcessRunner.storefront(["server", "webhook", "list", "--sandbox", sandbox], environment: chinese)
    #expect(list.stdout == "没有 webhook；请用“storefront server webhook add URL”添加一个。\n", "\(list.stdout)")
    let bad = try await ProcessRunner.storefront(
      ["server", "webhook", "add", "ftp://x", "--sandbox", sandbox], environment: chinese)
    #expect(bad.status == 2 && bad.stderr.hasPrefix("storefront: “ftp://x”不是 http 或 https URL"), "\(bad.stderr)")
    let help = try await ProcessRunner.storefront(["server", "resend", "--help"], environment: chinese)
    #expect(help.stdout.contains("立即以相同的 notificationUUID 将一条通知再次发往每个 webhook"), "\(help.stdout)")
    let english = try await ProcessRunner.storefront(
      ["server", "key", "list", "--sandbox", sandbox], environment: ["LANG": "C.UTF-8"])
    #expect(english.stdout == "No API keys; make one with 'storefront server key new FILE'.\n")
  }

  /// `storefront server` logs each request on its own line as soon as it is answered (issue 14: "then one line per
  /// request"): a line does not wait in a buffer for more lines while the server idles, and the lines of requests
  /// answered before it stops are all written before it exits.
  @Test func eachRequestIsLoggedWhenItIsAnswered() async throws {
    let sandbox = try ProjectPaths.temporaryDirectory("server-log").appendingPathComponent("sandbox.sqlite").path
    let server = try ProcessRunner.startStorefront(["server", "--port", "0", "--sandbox", sandbox])
    #expect(await server.waitForOutput("listening on http://127.0.0.1:", timeout: 30), "\(server.stderr)")
    let address = try #require(server.stdout.split(separator: "\n").first?.split(separator: " ").last)
    let url = try #require(URL(string: "\(address)/inApps/v1/transactions/1"))
    func get() async throws {
      let (_, response) = try await URLSession.shared.data(from: url)
      #expect((response as? HTTPURLResponse)?.statusCode == 401)
    }
    try await get()
    // The server is idle now: the line is there without another request and before the server stops.
    #expect(await server.waitForOutput("GET /inApps/v1/transactions/1 401 ", timeout: 5), "\(server.stdout)")
    let requests = 40
    for _ in 1..<requests { try await get() }
    server.signal(SIGTERM)
    let result = await server.finished()
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").dropFirst()
    #expect(lines.count == requests, "\(result.stdout)")
    #expect(lines.allSatisfy { $0.wholeMatch(of: /GET \/inApps\/v1\/transactions\/1 401 \d+\.\d ms/) != nil }, "\(result.stdout)")
  }
}
