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
}
