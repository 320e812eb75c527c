import Foundation
import TestSupport
import Testing

/// The libraries a `storefront` process loads when it starts: not libmicrohttpd, nor libcurl, which only
/// `storefront server`, `--server` and webhook delivery use and which load them when they start (the server tests
/// show they then work). Each brings GnuTLS and more with it: pages in every process and work at every start.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: ProjectPaths.binary.path), "storefront is not built"))
struct LoadedLibrariesTests {
  @Test func theBinaryNeedsNeitherTheHTTPServerNorTheHTTPClientToStart() async throws {
    let dynamic = try await ProcessRunner.run("/usr/bin/readelf", ["--dynamic", ProjectPaths.binary.path])
    try #require(dynamic.status == 0, "readelf: \(dynamic.stderr)")
    let needed = dynamic.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
    #expect(needed.contains { $0.contains("libsqlite3") }, "the dynamic section lists what the loader loads: \(needed)")
    #expect(!needed.contains { $0.contains("libmicrohttpd") })
    #expect(!needed.contains { $0.contains("libcurl") })
    #expect(!needed.contains { $0.contains("libgnutls") })
  }

  /// The storefront uses swift-foundation's FoundationEssentials and FoundationInternationalization, not
  /// swift-corelibs-foundation (`Foundation`) on top of them with CoreFoundation: statically linked, that layer was
  /// 3.5 MB of code, about 3 MiB of a large catalog's peak memory (issue 16; docs/benchmarks.md, stop 28).
  @Test func theBinaryNeedsFoundationEssentialsButNotSwiftCorelibsFoundation() async throws {
    let dynamic = try await ProcessRunner.run("/usr/bin/readelf", ["--dynamic", ProjectPaths.binary.path])
    try #require(dynamic.status == 0, "readelf: \(dynamic.stderr)")
    let needed = dynamic.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
    #expect(needed.contains { $0.contains("[libFoundationEssentials.so]") }, "\(needed)")
    #expect(!needed.contains { $0.contains("[libFoundation.so]") }, "\(needed)")
  }

  /// A machine whose libmicrohttpd is not the library it should be (or is missing): `storefront server` exits 1
  /// with what it needs, how to install it and what the loader said, in the interface language. Made here with
  /// another shared library (SQLite's, which every process loads) found first under libmicrohttpd's name.
  @Test func aServerWithoutLibmicrohttpdSaysWhatIsMissingAndHowToInstallIt() async throws {
    let mapsFile = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
    let maps = String(decoding: mapsFile.readDataToEndOfFile(), as: UTF8.self)
    let sqlite = try #require(
      maps.split(separator: "\n").compactMap { $0.split(separator: " ").last }.first { $0.contains("/libsqlite3") },
      "this test process maps SQLite's library")
    let directory = try ProjectPaths.temporaryDirectory("no-libmicrohttpd")
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("libmicrohttpd.so.12").path, withDestinationPath: String(sqlite))
    let arguments = ["server", "--port", "0", "--sandbox", directory.appendingPathComponent("sandbox.sqlite").path]
    let english = try await ProcessRunner.storefront(
      arguments, environment: ["LANG": "C.UTF-8", "LD_LIBRARY_PATH": directory.path])
    #expect(english.status == 1, "\(english.stderr)")
    #expect(
      english.stderr.hasPrefix(
        "storefront: cannot serve the App Store Server API without libmicrohttpd (scripts/install-deps --runtime installs it): "),
      "\(english.stderr)")
    #expect(english.stderr.contains("undefined symbol: MHD_start_daemon"), "the loader's own words: \(english.stderr)")
    let chinese = try await ProcessRunner.storefront(
      arguments, environment: ["LANG": "zh_CN.UTF-8", "LD_LIBRARY_PATH": directory.path])
    #expect(chinese.status == 1, "\(chinese.stderr)")
    #expect(chinese.stderr.hasPrefix("storefront: 没有 libmicrohttpd 无法提供 App Store Server API"), "\(chinese.stderr)")
  }
}
