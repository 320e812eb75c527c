public import Foundation

/// Where the project, its built binary and the shared reference data live, seen from a test.
public enum ProjectPaths {
  /// The package root (the folder holding Package.swift).
  public static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  /// `catalogs/` in the package.
  public static var catalogs: URL { root.appendingPathComponent("catalogs") }

  /// `../shared` beside the package, when it exists (it does not in a fresh clone).
  public static var shared: URL? {
    let url = root.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// `../shared/storekit-corpus`, when present.
  public static var storekitCorpus: URL? { shared?.appendingPathComponent("storekit-corpus") }

  /// `../shared/apple-vectors`, when present.
  public static var appleVectors: URL? { shared?.appendingPathComponent("apple-vectors") }

  /// Why shared-data tests are skipped in a fresh clone.
  public static let sharedMissingReason = "../shared is absent (a fresh clone): corpus and vector tests are skipped"

  /// The `storefront` executable `swift build` produced for this test run.
  public static var binary: URL {
    // Test bundles sit next to the executable in the build products folder.
    let products = Bundle.allBundles.map(\.bundleURL).first(where: { $0.pathExtension == "xctest" })?
      .deletingLastPathComponent()
    if let products, FileManager.default.isExecutableFile(atPath: products.appendingPathComponent("storefront").path) {
      return products.appendingPathComponent("storefront")
    }
    return root.appendingPathComponent(".build/debug/storefront")
  }

  /// A new empty directory under the system temporary directory, 0700.
  public static func temporaryDirectory(_ label: String = "test") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("storefront-\(label)-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return url
  }
}
