import Foundation
@testable import StoreEngine
import TestSupport
import Testing

/// The libcrypto wrappers: key and certificate encodings, and agreement with the `openssl` tool.
@Suite struct OpenSSLWrapperTests {
  @Test func pkcs8RoundTripKeepsTheKey() throws {
    let key = try P256PrivateKey.generate()
    let again = try P256PrivateKey(der: key.pkcs8())
    #expect(try again.publicKey().spki() == key.publicKey().spki())
    #expect(try P256PublicKey(spki: key.publicKey().spki()).spki() == key.publicKey().spki())
  }

  @Test func theLeafCertificateCarriesTheLeafKey() throws {
    let identity = try SigningIdentity.mint()
    #expect(try identity.leaf.publicKey().spki() == identity.leafKey.publicKey().spki())
  }

  @Test func keysOnOtherCurvesAreRefused() async throws {
    let result = try await ProcessRunner.run("openssl", ["ecparam", "-name", "secp384r1", "-genkey", "-noout"])
    try #require(result.status == 0, "\(result.stderr)")
    let error = #expect(throws: OpenSSLError.self) { try P256PrivateKey(pem: result.stdout) }
    #expect(error?.reason.contains("secp384r1") == true)
  }

  @Test func garbageAndTrailingBytesAreRefused() throws {
    let identity = try SigningIdentity.mint()
    #expect(throws: OpenSSLError.self) { try X509Certificate(der: identity.root.der + Data([0])) }
    #expect(throws: OpenSSLError.self) { try X509Certificate(der: Data()) }
    #expect(throws: OpenSSLError.self) { try P256PrivateKey(der: [0x30, 0x03, 0x02, 0x01, 0x01]) }
    #expect(throws: OpenSSLError.self) { try X509Certificate.certificates(pem: "no armour here") }
  }

  @Test func pemBundlesReadInOrder() throws {
    let identity = try SigningIdentity.mint()
    let bundle = "comment\n" + identity.leaf.pem + identity.root.pem
    #expect(try X509Certificate.certificates(pem: bundle) == [identity.leaf, identity.root])
  }

  @Test func serialMatchesTheOpenSSLTool() async throws {
    let identity = try SigningIdentity.mint()
    let directory = try ProjectPaths.temporaryDirectory("x509")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("leaf.der").path
    try identity.leaf.der.write(to: URL(fileURLWithPath: path))
    let result = try await ProcessRunner.run(
      "openssl", ["x509", "-inform", "der", "-in", path, "-noout", "-serial"])
    try #require(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("serial=\(identity.leaf.serialNumber)\n"))
  }
}
