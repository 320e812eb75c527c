import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// Forgeries of data signed by the sandbox's own chain, each refused for the right reason (issues 3 and 7).
@Suite struct TamperMatrixTests {
  /// One way to tamper with signed data, and the verdict it must get.
  enum Tamper: String, CaseIterable, CustomTestStringConvertible {
    case payloadBitFlip, signatureBitFlip, algNone, algHS256, algMissing, x5cReordered, x5cTruncated, x5cMissing
    case x5cNotBase64, x5cNotCertificate, chainFromAnotherRoot, expiredLeaf, leafNotYetValid, leafWithoutMarker
    case intermediateWithoutMarker, malformedBase64, extraSegments, highS, signatureTooShort, otherKeyRightCertificate
    case leafNotSignedByIntermediate, duplicatePayloadKey, duplicateEscapedPayloadKey, duplicateHeaderKey
    case bundleMismatch, environmentMismatch, bundleMissing, signedDateMissing, signedDateNotANumber, revokedLeaf

    var testDescription: String { rawValue }

    var expected: (VerificationError, VerificationFailure.Check) {
      switch self {
      case .payloadBitFlip, .signatureBitFlip, .otherKeyRightCertificate: (.invalidSignature, .signature)
      case .highS: (.invalidSignature, .signatureMalleability)
      case .algNone, .algHS256: (.invalidEncoding, .algorithm)
      case .algMissing: (.missingRequiredProperties, .algorithm)
      case .x5cReordered, .chainFromAnotherRoot, .expiredLeaf, .leafNotYetValid, .leafNotSignedByIntermediate:
        (.invalidCertificateChain, .certificatePath)
      case .x5cTruncated: (.invalidCertificateChain, .certificateCount)
      case .x5cMissing: (.missingRequiredProperties, .certificateCount)
      case .x5cNotBase64, .x5cNotCertificate: (.invalidEncoding, .certificateEncoding)
      case .leafWithoutMarker, .intermediateWithoutMarker: (.invalidCertificateChain, .appleMarkers)
      case .malformedBase64, .extraSegments: (.invalidEncoding, .format)
      case .signatureTooShort: (.invalidEncoding, .signatureEncoding)
      case .duplicatePayloadKey, .duplicateEscapedPayloadKey, .duplicateHeaderKey: (.invalidEncoding, .duplicateKeys)
      case .bundleMismatch: (.invalidDeviceVerification, .appIdentifier)
      case .environmentMismatch: (.invalidDeviceVerification, .environment)
      case .bundleMissing: (.missingRequiredProperties, .appIdentifier)
      case .signedDateMissing: (.missingRequiredProperties, .signedDate)
      case .signedDateNotANumber: (.invalidEncoding, .signedDate)
      case .revokedLeaf: (.revokedCertificate, .certificatePath)
      }
    }
  }

  @Test func untamperedDataVerifiesUnderSandboxRules() throws {
    let fixture = try SandboxChainFixture()
    let outcome = try fixture.verifier().verify(fixture.sign())
    #expect(outcome.failure == nil)
    #expect(outcome.decoded?.payload["bundleId"]?.string == SandboxChainFixture.bundleID)
  }

  @Test(arguments: Tamper.allCases)
  func tamperedDataIsRefusedForTheRightReason(_ tamper: Tamper) throws {
    let fixture = try SandboxChainFixture()
    let (jws, verifier) = try forge(tamper, fixture)
    let outcome = verifier.verify(jws)
    let failure = try #require(outcome.failure, "\(tamper) was accepted")
    #expect(failure.reason == tamper.expected.0, "\(tamper): \(failure)")
    #expect(failure.check == tamper.expected.1, "\(tamper): \(failure)")
  }

  @Test func decodablePartsComeBackEvenWhenUnverified() throws {
    let fixture = try SandboxChainFixture()
    let (jws, verifier) = try forge(.payloadBitFlip, fixture)
    let outcome = verifier.verify(jws)
    #expect(outcome.decoded?.payload["transactionId"]?.string == "1000000001")
  }

  @Test func highSTwinIsTheSameSignatureMathematically() throws {
    let fixture = try SandboxChainFixture()
    let (jws, _) = try forge(.highS, fixture)
    var options = SandboxChainFixture.sandboxOptions
    options.requiresLowS = false
    #expect(try fixture.verifier(options).verify(jws).failure == nil)
  }

  @Test func expiryDetailNamesTheCertificateAndTheTime() throws {
    let fixture = try SandboxChainFixture()
    let (jws, verifier) = try forge(.expiredLeaf, fixture)
    let problem = try #require(verifier.verify(jws).failure?.problem)
    guard case .path(let error) = problem else {
      Issue.record("expected a path validation error, got \(problem)")
      return
    }
    #expect(error.role == .leaf)
    #expect(error.code == 10, "OpenSSL's X509_V_ERR_CERT_HAS_EXPIRED")
    #expect(error.message == "certificate has expired")
    #expect(error.source == .requestedTime)
    #expect(error.validity != nil)
    #expect(!error.isMissingKeyIdentifier)
  }

  // MARK: - Forging

  private func forge(_ tamper: Tamper, _ fixture: SandboxChainFixture) throws -> (String, JWSVerifier) {
    let verifier = try fixture.verifier()
    let good = try fixture.sign()
    let parts = good.split(separator: ".").map(String.init)
    let signature = try #require(Base64URL.decode(parts[2].utf8))
    switch tamper {
    case .payloadBitFlip:
      var payload = fixture.payload()
      let index = try #require(payload.lastIndex(of: UInt8(ascii: "c")))
      payload[index] ^= 0x01
      return (compactJWS(header: fixture.header(), payload: payload, signature: signature), verifier)
    case .signatureBitFlip:
      var flipped = signature
      flipped[5] ^= 0x10
      return ([parts[0], parts[1], Base64URL.encode(flipped)].joined(separator: "."), verifier)
    case .algNone, .algHS256:
      let header = fixture.header(alg: tamper == .algNone ? "none" : "HS256")
      return (compactJWS(header: header, payload: fixture.payload(), signature: signature), verifier)
    case .algMissing:
      let header = Data("{\"x5c\":[\(fixture.identity.x5c.map { "\"\($0)\"" }.joined(separator: ","))]}".utf8)
      return (try fixture.sign(header: header), verifier)
    case .x5cReordered:
      let x5c = fixture.identity.x5c
      return (try fixture.sign(header: fixture.header(x5c: [x5c[1], x5c[0], x5c[2]])), verifier)
    case .x5cTruncated:
      return (try fixture.sign(header: fixture.header(x5c: Array(fixture.identity.x5c.prefix(2)))), verifier)
    case .x5cMissing:
      return (try fixture.sign(header: Data(#"{"alg":"ES256"}"#.utf8)), verifier)
    case .x5cNotBase64:
      let x5c = fixture.identity.x5c
      return (try fixture.sign(header: fixture.header(x5c: ["***", x5c[1], x5c[2]])), verifier)
    case .x5cNotCertificate:
      let x5c = fixture.identity.x5c
      return (try fixture.sign(header: fixture.header(x5c: ["AAAA", x5c[1], x5c[2]])), verifier)
    case .chainFromAnotherRoot:
      let stranger = try SandboxChainFixture()
      return (try stranger.sign(), verifier)
    case .expiredLeaf:
      var options = SandboxChainFixture.sandboxOptions
      options.validationTime = .fixed(fixture.identity.leaf.notAfter.addingTimeInterval(86_400))
      return (good, try fixture.verifier(options))
    case .leafNotYetValid:
      let early = fixture.identity.leaf.notBefore.addingTimeInterval(-3_600)
      return (try SandboxChainFixture(identity: fixture.identity, signedDate: early).sign(), verifier)
    case .leafWithoutMarker:
      let forged = try fixture.identity(withLeaf: { $0.includesAppleMarker = false })
      return (try SandboxChainFixture(identity: forged).sign(), verifier)
    case .intermediateWithoutMarker:
      return (try SandboxChainFixture(identity: fixture.identityWithUnmarkedIntermediate()).sign(), verifier)
    case .malformedBase64:
      return ([parts[0], "*" + parts[1], parts[2]].joined(separator: "."), verifier)
    case .extraSegments:
      return (good + "." + parts[2], verifier)
    case .highS:
      let twin = try ECDSASignature(raw: signature)
      let highS = twin.r + ECDSASignature.subtract(ECDSASignature.order, twin.s)
      return ([parts[0], parts[1], Base64URL.encode(highS)].joined(separator: "."), verifier)
    case .signatureTooShort:
      return ([parts[0], parts[1], Base64URL.encode(signature.prefix(63))].joined(separator: "."), verifier)
    case .otherKeyRightCertificate:
      return (try fixture.sign(key: P256PrivateKey.generate()), verifier)
    case .leafNotSignedByIntermediate:
      let forged = try fixture.identity(withLeaf: { _ in }, signedBy: P256PrivateKey.generate())
      return (try SandboxChainFixture(identity: forged).sign(), verifier)
    case .duplicatePayloadKey, .duplicateEscapedPayloadKey:
      let key = tamper == .duplicatePayloadKey ? "bundleId" : #"bundl\u0065Id"#
      var payload = fixture.payload()
      payload.removeLast()
      payload.append(contentsOf: Data(",\"\(key)\":\"com.attacker.app\"}".utf8))
      return (try fixture.sign(payload), verifier)
    case .duplicateHeaderKey:
      var header = fixture.header()
      header.removeLast()
      header.append(contentsOf: Data(#","alg":"none"}"#.utf8))
      return (try fixture.sign(header: header), verifier)
    case .bundleMismatch:
      return (try fixture.sign(fixture.payload(["bundleId": "\"com.attacker.app\""])), verifier)
    case .environmentMismatch:
      return (try fixture.sign(fixture.payload(["environment": "\"Production\""])), verifier)
    case .bundleMissing:
      return (try fixture.sign(fixture.payload(["bundleId": String?.none])), verifier)
    case .signedDateMissing:
      return (try fixture.sign(fixture.payload(["signedDate": String?.none])), verifier)
    case .signedDateNotANumber:
      return (try fixture.sign(fixture.payload(["signedDate": "\"yesterday\""])), verifier)
    case .revokedLeaf:
      let list = try fixture.identity.leafRevocationList(revoking: [fixture.identity.leaf], revokedAt: Date())
      return (good, try fixture.verifier(revocationLists: [list]))
    }
  }
}
