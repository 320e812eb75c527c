import Foundation
import TestSupport
import Testing

@testable import StoreEngine

/// Apple's published JWS test vectors in `../shared/apple-vectors/`, read by name.
enum AppleVectors {
  /// Whether the vectors are here (they are not in a fresh clone).
  static let isPresent = ProjectPaths.appleVectors != nil

  static func url(_ name: String) throws -> URL {
    let folder = try #require(ProjectPaths.appleVectors, "\(ProjectPaths.sharedMissingReason)")
    return folder.appendingPathComponent(name)
  }

  /// A vector file's text, trimmed.
  static func text(_ name: String) throws -> String {
    try String(contentsOf: url(name), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: url(name))
  }

  /// Apple's test root, which the mock App Store vectors chain to.
  static func testCA() throws -> Data { try data("testCA.der") }

  /// Options as Apple's own tests run `SignedDataVerifier`: its test certificates lack key identifiers, so strict
  /// X.509 is off; high-S signatures occur in its vectors.
  static func appleTestOptions(bundleID: String? = nil, environment: String? = "Sandbox") -> JWSVerifier.Options {
    var options = JWSVerifier.Options.appStoreServerLibrary(bundleID: bundleID, environment: environment)
    options.strictX509 = false
    return options
  }
}

extension Trait where Self == ConditionTrait {
  /// Skips a test when `../shared/apple-vectors` is absent.
  static var needsAppleVectors: ConditionTrait {
    .enabled(if: AppleVectors.isPresent, Comment(rawValue: ProjectPaths.sharedMissingReason))
  }
}
