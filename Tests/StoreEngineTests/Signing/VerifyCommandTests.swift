import Foundation
import StoreCatalog
import TestSupport
import Testing

@testable import StoreEngine

/// `storefront verify`, run as the built binary.
@Suite final class VerifyCommandTests {
  private let fixture: SandboxChainFixture
  private let directory: URL
  private let rootPEM: String

  init() throws {
    fixture = try SandboxChainFixture()
    directory = try ProjectPaths.temporaryDirectory("verify")
    rootPEM = directory.appendingPathComponent("root.pem").path
    try fixture.identity.rootCertificatePEM.write(toFile: rootPEM, atomically: true, encoding: .utf8)
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  private func verify(_ arguments: [String], stdin: String? = nil) async throws -> ProcessResult {
    try await ProcessRunner.storefront(["verify"] + arguments, stdin: stdin)
  }

  @Test func verifiedDataPrintsHeaderPayloadAndVerdictAndExitsZero() async throws {
    let result = try await verify([fixture.sign(), "--root", rootPEM, "--bundle-id", SandboxChainFixture.bundleID])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("alg: \"ES256\""))
    #expect(result.stdout.contains("\"CN=Storefront Sandbox Receipt Signing"))
    #expect(result.stdout.contains("\"bundleId\": \"com.example.storefront\""))
    #expect(result.stdout.contains("Verdict: verified"))
  }

  @Test func readsStandardInputAndFiles() async throws {
    let jws = try fixture.sign()
    #expect(try await verify(["-", "--root", rootPEM], stdin: jws + "\n").status == 0)
    let file = directory.appendingPathComponent("transaction.jws")
    try jws.write(to: file, atomically: true, encoding: .utf8)
    #expect(try await verify([file.path, "--root", rootPEM]).status == 0)
  }

  @Test func unverifiedDataExitsOneAndSaysWhy() async throws {
    let jws = try fixture.sign(key: P256PrivateKey.generate())
    let result = try await verify([jws, "--root", rootPEM])
    #expect(result.status == 1)
    #expect(result.stdout.contains("Verdict: UNVERIFIED"))
    #expect(result.stdout.contains("StoreKit reason: invalidSignature"))
    #expect(result.stderr.contains("storefront: unverified: the signature does not match"))
  }

  @Test func jsonReportCarriesTheFailure() async throws {
    let jws = try fixture.sign(fixture.payload(["bundleId": "\"com.other\""]))
    let result = try await verify([jws, "--root", rootPEM, "--bundle-id", SandboxChainFixture.bundleID, "--json"])
    #expect(result.status == 1)
    let report = try JSONParser.parse(result.stdout)
    #expect(report["verified"]?.bool == false)
    #expect(report["failure"]?["check"]?.string == "appIdentifier")
    #expect(report["payload"]?["bundleId"]?.string == "com.other")
  }

  @Test func aTimeAfterTheLeafExpiresIsRefused() async throws {
    let after = fixture.identity.leaf.notAfter.addingTimeInterval(60)
    let result = try await verify([fixture.sign(), "--root", rootPEM, "--at", after.formatted(.iso8601)])
    #expect(result.status == 1)
    #expect(result.stdout.contains("certificate has expired"))
  }

  @Test func withoutARootItTrustsTheSandboxRoot() async throws {
    let sandbox = try ProjectPaths.temporaryDirectory("verify").appendingPathComponent("ledger.sqlite").path
    let bought = try await ProcessRunner.storefront(["buy", "com.example.storefront.removeads", "--sandbox", sandbox, "--json"])
    #expect(bought.status == 0)
    let jws = try #require(try JSONParser.parse(bought.stdout)["transaction"]?["jwsRepresentation"]?.string)
    #expect(try await verify([jws, "--sandbox", sandbox]).status == 0)
    let foreign = try await verify([fixture.sign(), "--sandbox", sandbox])
    #expect(foreign.status == 1)
    #expect(foreign.stdout.contains("unable to get local issuer certificate"))
  }

  @Test func badOptionValuesAreUsageErrors() async throws {
    #expect(try await verify([fixture.sign(), "--root", rootPEM, "--at", "soon"]).status == 2)
    #expect(try await verify(["", "--root", rootPEM]).status == 2)
    #expect(try await verify([fixture.sign(), "--root", "/nonexistent/root.pem"]).status == 1)
  }

  @Test func escapeSequencesInSignedDataNeverReachTheTerminal() async throws {
    let jws = try fixture.sign(fixture.payload(["productId": #""\u001b[2J\u001b]0;pwned\u0007\u202e""#]))
    let result = try await verify([jws, "--root", rootPEM])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{202E}"))
    #expect(result.stdout.contains(#"\u001b[2J"#))
  }

  @Test(.needsAppleVectors) func appleTestVectorsVerifyWithStrictX509Off() async throws {
    let vector = try AppleVectors.url("transactionInfo").path
    let root = try AppleVectors.url("testCA.pem").path
    let strict = try await verify([vector, "--root", root])
    #expect(strict.status == 1)
    #expect(strict.stdout.contains("--no-strict-x509"))
    let relaxed = try await verify([vector, "--root", root, "--no-strict-x509", "--environment", "Sandbox"])
    #expect(relaxed.status == 0, "\(relaxed.stdout)")
  }

  /// Apple's published test chain lacks key identifiers, which X509_V_FLAG_X509_STRICT requires: the failure is a
  /// typed path error (OpenSSL's X509_V_ERR_MISSING_AUTHORITY_KEY_IDENTIFIER), and the why line and the hint follow
  /// from it in each language, without matching OpenSSL's text. `--json` keeps English and the stable codes.
  @Test(.needsAppleVectors) func theKeyIdentifierReasonAndHintInBothLanguages() async throws {
    let vector = try AppleVectors.url("transactionInfo").path
    let root = try AppleVectors.url("testCA.pem").path
    let english = try await verify([vector, "--root", root, "--language", "en"])
    #expect(english.status == 1)
    #expect(
      english.stdout.contains(
        "  why: the leaf certificate: Missing Authority Key Identifier, validated at signedDate 2023-01-05T22:02:34"),
      "\(english.stdout)")
    #expect(english.stdout.contains("  StoreKit reason: invalidCertificateChain (VerificationError.invalidCertificateChain)\n"))
    #expect(
      english.stdout.hasSuffix(
        "  hint: Apple's published test certificates lack key identifiers; --no-strict-x509 accepts them\n"))
    let chinese = try await verify([vector, "--root", root, "--language", "zh-Hans"])
    #expect(chinese.status == 1)
    #expect(
      chinese.stdout.contains("  原因：叶证书：Missing Authority Key Identifier，按 signedDate 2023-01-05T22:02:34"),
      "\(chinese.stdout)")
    #expect(chinese.stdout.hasSuffix("  提示：Apple 公布的测试证书没有密钥标识符；--no-strict-x509 可接受它们\n"))
    let json = try await verify([vector, "--root", root, "--json", "--language", "zh-Hans"])
    #expect(json.stdout.contains(#""check": "certificatePath""#), "\(json.stdout)")
    #expect(json.stdout.contains(#""detail": "the leaf certificate: Missing Authority Key Identifier"#), "\(json.stdout)")
    let expired = try await verify([
      vector, "--root", root, "--no-strict-x509", "--at", "2042-04-13T00:00:00Z", "--language", "zh-Hans",
    ])
    #expect(expired.status == 1)
    #expect(!expired.stdout.contains("提示："), "the hint is for key identifiers only: \(expired.stdout)")
  }
}
