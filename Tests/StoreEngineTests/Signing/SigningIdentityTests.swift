import Foundation
import Testing

@testable import StoreEngine

@Suite struct SigningIdentityTests {
  @Test func mintedChainPassesStrictValidation() throws {
    let identity = try SigningIdentity.mint()
    let store = try TrustStore(anchors: [identity.root])
    let outcome = store.validate(leaf: identity.leaf, intermediates: [identity.intermediate], at: Date(), strict: true)
    #expect(outcome == .valid(length: 3, followsGivenOrder: true))
  }

  @Test func certificatesSayWhatTheyAre() throws {
    let identity = try SigningIdentity.mint()
    #expect(identity.root.subject.contains("CN=Storefront Sandbox Root CA"))
    #expect(identity.intermediate.issuer == identity.root.subject)
    #expect(identity.leaf.issuer == identity.intermediate.subject)
    #expect(identity.leaf.extensionIsCritical(oid: AppleMarkerOID.receiptSigner) == false)
    #expect(identity.intermediate.extensionIsCritical(oid: AppleMarkerOID.intermediate) == false)
    #expect(identity.root.extensionIsCritical(oid: AppleMarkerOID.intermediate) == nil)
    #expect(identity.leaf.serialNumber != identity.intermediate.serialNumber)
  }
}

@Suite struct SigningIdentityArchiveTests {
  @Test func archiveRoundTripKeepsCertificatesAndKeys() throws {
    let identity = try SigningIdentity.mint()
    let restored = try SigningIdentity(archive: identity.archived())
    #expect(restored.x5c == identity.x5c)
    #expect(try restored.leafKey.pkcs8() == identity.leafKey.pkcs8())
    let jws = try JWSSigner(identity: restored).sign(payload: SandboxChainFixture(identity: identity).payload())
    #expect(try JWSVerifier(trusting: identity).verify(jws).failure == nil)
  }

  @Test func archiveWithAnotherIdentitysKeyIsRefused() throws {
    let identity = try SigningIdentity.mint()
    let other = try SigningIdentity.mint()
    var archive = try JSONSerialization.jsonObject(with: identity.archived()) as? [String: Any] ?? [:]
    var leaf = archive["leaf"] as? [String: Any] ?? [:]
    leaf["privateKey"] = Data(try other.leafKey.pkcs8()).base64EncodedString()
    archive["leaf"] = leaf
    let forged = try JSONSerialization.data(withJSONObject: archive)
    #expect(throws: SigningIdentity.ArchiveError.self) { try SigningIdentity(archive: forged) }
  }

  @Test func archiveWhoseCertificatesDoNotChainIsRefused() throws {
    let identity = try SigningIdentity.mint()
    let other = try SigningIdentity.mint()
    var archive = try JSONSerialization.jsonObject(with: identity.archived()) as? [String: Any] ?? [:]
    archive["root"] = try JSONSerialization.jsonObject(with: other.archived()) as? [String: Any] ?? [:]
    archive["root"] = (archive["root"] as? [String: Any])?["root"]
    let forged = try JSONSerialization.data(withJSONObject: archive)
    let error = #expect(throws: SigningIdentity.ArchiveError.self) { try SigningIdentity(archive: forged) }
    #expect(error?.description.contains("chain") == true)
  }

  @Test(arguments: ["", "{}", "not json", #"{"format":"other","version":1}"#])
  func unreadableArchivesAreRefused(_ text: String) {
    #expect(throws: SigningIdentity.ArchiveError.self) { try SigningIdentity(archive: Data(text.utf8)) }
  }

  @Test func newerArchiveVersionsAreRefusedWithTheVersionNamed() throws {
    let identity = try SigningIdentity.mint()
    var archive = try JSONSerialization.jsonObject(with: identity.archived()) as? [String: Any] ?? [:]
    archive["version"] = 2
    let error = #expect(throws: SigningIdentity.ArchiveError.self) {
      try SigningIdentity(archive: JSONSerialization.data(withJSONObject: archive))
    }
    #expect(error?.description.contains("version 2") == true)
  }
}

@Suite struct SigningIdentityLifetimeTests {
  @Test func validityStartsWhenAskedAndLastsLikeApplesChain() throws {
    let start = Date(timeIntervalSince1970: 1_600_000_000)
    let identity = try SigningIdentity.mint(validFrom: start)
    for certificate in [identity.root, identity.intermediate, identity.leaf] {
      #expect(certificate.notBefore == start)
    }
    let years = { (certificate: X509Certificate) in
      certificate.notAfter.timeIntervalSince(certificate.notBefore) / SigningIdentity.Lifetime.year
    }
    #expect((19.9...20.1).contains(years(identity.root)))
    #expect((9.9...10.1).contains(years(identity.intermediate)))
    #expect((1.9...2.1).contains(years(identity.leaf)))
  }

  @Test func aNewLeafReplacesARevokedOne() throws {
    let identity = try SigningIdentity.mint()
    let renewed = try identity.issuingNewLeaf(validFrom: Date().addingTimeInterval(-60))
    #expect(renewed.leaf != identity.leaf && renewed.root == identity.root)
    let list = try identity.leafRevocationList(revoking: [identity.leaf], revokedAt: Date())
    let verifier = try JWSVerifier(trusting: identity, revocationLists: [list])
    let old = try SandboxChainFixture(identity: identity)
    let new = try SandboxChainFixture(identity: renewed)
    #expect(verifier.verify(try old.sign()).failure?.reason == .revokedCertificate)
    #expect(verifier.verify(try new.sign()).failure == nil)
  }

  @Test func rootPEMReadsBackAsTheRoot() throws {
    let identity = try SigningIdentity.mint()
    #expect(identity.rootCertificatePEM.hasPrefix("-----BEGIN CERTIFICATE-----\n"))
    #expect(try X509Certificate.certificates(pem: identity.rootCertificatePEM) == [identity.root])
  }
}
