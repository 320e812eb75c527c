import Foundation
import Testing
import TestSupport

/// Catalogs whose names and descriptions carry escape sequences, controls, bidi overrides, invisible
/// characters, line breaks and 10,000-character strings (issue 7): the catalog commands print them
/// without letting any of it act on the terminal, one product per line, and `--json` keeps every string.
@Suite(.timeLimit(.minutes(1))) struct HostileCatalogTests {
  static let productCount = 200
  let catalog: String

  init() async throws {
    catalog = try ProjectPaths.temporaryDirectory("hostile").appendingPathComponent("hostile.storekit").path
    let script = ProjectPaths.root.appendingPathComponent("bench/reliability/hostile_catalog.py").path
    let made = try await ProcessRunner.run("python3", [script, catalog, "\(Self.productCount)"])
    #expect(made.status == 0, "\(made.stderr)")
  }

  /// The scalars that must never reach a terminal: C0 controls but the line feed, DEL, C1 controls, line and
  /// paragraph separators, and format characters (bidi overrides and isolates, zero-width, BOM, tags).
  static func unsafeScalars(in text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      let value = scalar.value
      return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
        || scalar.properties.generalCategory == .format
    }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }

  @Test(arguments: [["catalog", "validate"], ["catalog", "show"], ["catalog", "show", "--json"]])
  func nothingThatActsOnATerminalIsPrinted(_ command: [String]) async throws {
    let result = try await ProcessRunner.storefront(command + [catalog])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.unsafeScalars(in: result.stdout).isEmpty, "\(Set(Self.unsafeScalars(in: result.stdout)))")
    #expect(Self.unsafeScalars(in: result.stderr).isEmpty, "\(Set(Self.unsafeScalars(in: result.stderr)))")
  }

  @Test func everyProductStaysOnItsOwnLine() async throws {
    let lines = try await ProcessRunner.storefront(["catalog", "show", catalog]).stdout.split(separator: "\n")
    let products = lines.filter { $0.hasSuffix("]") && $0.contains("[com.example.hostile.item") }
    #expect(products.count == Self.productCount)
    for line in products { #expect(line.hasPrefix("  ") && line.contains("  $0.99  [com.example.hostile.item")) }
  }

  @Test func theJSONReportKeepsEveryStringExactly() async throws {
    let report = try await ProcessRunner.storefront(["catalog", "show", "--json", catalog]).stdout
    let shown = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
    let source = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: catalog))) as? [String: Any])
    let names = (shown["products"] as? [[String: Any]] ?? []).compactMap { $0["displayName"] as? String }
    let originals = (source["products"] as? [[String: Any]] ?? []).compactMap {
      ($0["localizations"] as? [[String: Any]])?.first?["displayName"] as? String
    }
    #expect(names.count == Self.productCount)
    #expect(Set(names) == Set(originals))
  }

  @Test(.enabled(if: Tmux.isAvailable, "tmux is not installed"), .timeLimit(.minutes(1)))
  func theInteractiveStorefrontDrawsThemHarmlessly() async throws {
    let folder = try ProjectPaths.temporaryDirectory("hostile-tui")
    let session = try TerminalSession(
      ProjectPaths.binary.path, arguments: ["--catalog", catalog, "--sandbox", folder.path + "/sandbox.sqlite"],
      label: "hostile-tui")
    defer {
      session.close()
      try? FileManager.default.removeItem(at: folder)
    }
    try session.start(cols: 100, rows: 30, environment: "TERM=tmux-256color LANG=C.UTF-8 XDG_DATA_HOME='\(folder.path)'")
    // Let the pane do what hostile text asks for (set the title, write the clipboard), so it would show here.
    _ = try await tmux(session, ["set-option", "-g", "set-clipboard", "on"])
    var screens = [try await session.tmux.waitFor("com.example.hostile.item0", timeout: .seconds(20))]
    for (key, shown) in [("End", "com.example.hostile.item\(Self.productCount - 1)"), ("Home", "com.example.hostile.item0")] {
      try session.tmux.send(key)
      screens.append(try await session.tmux.waitFor(shown))
    }
    for screen in screens {
      #expect(Self.unsafeScalars(in: screen).isEmpty)
      #expect(screen.split(separator: "\n").count <= 30 && screen.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }
    #expect(!(try await tmux(session, ["display-message", "-p", "-t", "main", "#{pane_title}"])).contains("owned"))
    #expect(try await tmux(session, ["list-buffers"]).isEmpty)
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.exitStatus == 0 && end.terminalRestored)
  }

  /// Runs a tmux command on the session's server.
  func tmux(_ session: TerminalSession, _ arguments: [String]) async throws -> String {
    try await ProcessRunner.run("tmux", ["-L", session.tmux.socket, "-f", "/dev/null"] + arguments).stdout
  }
}
