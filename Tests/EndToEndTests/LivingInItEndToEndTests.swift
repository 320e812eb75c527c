import Foundation
import TestSupport
import Testing

/// Issue 15's "Living in it", through the real binary in tmux at 80×24 and 200×60: what the header keeps when the
/// catalog's name is long, and `● REC FILE` while a session is recorded.
@Suite(
  .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct LivingInItEndToEndTests {
  static let longName = "20_comexbackkid_LeftPocket_StoreKitConfiguration.storekit"
  static var longCatalog: URL? { ProjectPaths.storekitCorpus?.appendingPathComponent(longName) }

  @Test(
    .timeLimit(.minutes(1)), .enabled(if: longCatalog != nil, Comment(rawValue: ProjectPaths.sharedMissingReason)),
    arguments: [(80, 24), (200, 60)])
  func aLongCatalogNameIsShortenedBeforeTheStorefrontLocaleAndClockGo(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    let catalog = try #require(Self.longCatalog)
    try await session.start("--catalog '\(catalog.path)'", cols: cols, rows: rows)
    let screen = try await session.tmux.waitUntil("the header shows the storefront") {
      $0.split(separator: "\n").first?.contains("USA") == true
    }
    let header = String(screen.split(separator: "\n").first ?? "")
    #expect(header.contains("en_US") && header.contains(/\d\d:\d\d/), "the locale and the clock stay: \(header)")
    if cols == 80 {
      #expect(header.contains("20_comexbackkid…"), "the name is shortened with …: \(header)")
    } else {
      #expect(header.contains(Self.longName), "at 200 columns the whole name fits: \(header)")
    }
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
  }

  @Test(.timeLimit(.minutes(1)), arguments: [(80, 24), (200, 60)])
  func theHeaderSaysASessionIsRecorded(cols: Int, rows: Int) async throws {
    let session = try StorefrontSession()
    defer { session.close() }
    let file = session.directory.appendingPathComponent("walk.scenario").path
    try await session.start("--record '\(file)'", cols: cols, rows: rows, sandboxed: false)
    let screen = try await session.tmux.waitFor("▶   100 Gems")
    let header = String(screen.split(separator: "\n").first ?? "")
    #expect(header.contains("● REC walk.scenario"), "\(header)")
    #expect(header.contains("USA"), "the storefront still shows: \(header)")
    try session.tmux.send("q")
    let end = try await session.finished()
    #expect(end.status == 0 && end.restored)
    #expect(FileManager.default.fileExists(atPath: file), "the recording is written on quit")
  }
}
