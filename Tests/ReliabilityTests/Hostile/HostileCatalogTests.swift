import Foundation
import Testing
import TestSupport

/// Catalogs whose names and descriptions carry escape sequences, controls, bidi overrides, invisible
/// characters, line breaks and 10,000-character strings (issue 7): the catalog commands print them
/// without letting any of it act on the terminal, one product per line, and `--json` keeps every string.
@Suite(.timeLimit(.minutes(1))) struct HostileCatalogTests {
  static let productCount = 200
  let catalog: String

  init() throws {
    catalog = try ProjectPaths.temporaryDirectory("hostile").appendingPathComponent("hostile.storekit").path
    let script = ProjectPaths.root.appendingPathComponent("bench/reliability/hostile_catalog.py").path
    let made = try ProcessRunner.run("python3", [script, catalog, "\(Self.productCount)"])
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
  func nothingThatActsOnATerminalIsPrinted(_ command: [String]) throws {
    let result = try ProcessRunner.storefront(command + [catalog])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.unsafeScalars(in: result.stdout).isEmpty, "\(Set(Self.unsafeScalars(in: result.stdout)))")
    #expect(Self.unsafeScalars(in: result.stderr).isEmpty, "\(Set(Self.unsafeScalars(in: result.stderr)))")
  }

  @Test func everyProductStaysOnItsOwnLine() throws {
    let lines = try ProcessRunner.storefront(["catalog", "show", catalog]).stdout.split(separator: "\n")
    let products = lines.filter { $0.hasSuffix("]") && $0.contains("[com.example.hostile.item") }
    #expect(products.count == Self.productCount)
    for line in products { #expect(line.hasPrefix("  ") && line.contains("  $0.99  [com.example.hostile.item")) }
  }

  @Test func theJSONReportKeepsEveryStringExactly() throws {
    let report = try ProcessRunner.storefront(["catalog", "show", "--json", catalog]).stdout
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
}
