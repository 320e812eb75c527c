import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

/// Every vector in `../shared/apple-vectors/` reaches the verdict its README gives (Apple's own libraries agree).
@Suite(.needsAppleVectors) struct AppleVectorTests {
  /// OpenSSL's `X509_V_ERR_CERT_HAS_EXPIRED` and `X509_V_ERR_MISSING_AUTHORITY_KEY_IDENTIFIER` (x509_vfy.h).
  static let certificateHasExpired: Int32 = 10
  static let missingAuthorityKeyIdentifier: Int32 = 85

  /// The OpenSSL error of a failed path validation; nil for any other problem.
  static func pathCode(_ failure: VerificationFailure) -> Int32? {
    guard case .path(let error) = failure.problem else { return nil }
    return error.code
  }

  private func verifier(
    roots: [String] = ["testCA.der"], _ options: JWSVerifier.Options = AppleVectors.appleTestOptions()
  ) throws -> JWSVerifier {
    try JWSVerifier(trustedRoots: roots.map { try AppleVectors.data($0) }, options: options)
  }

  @Test(arguments: ["transactionInfo", "renewalInfo", "testNotification"])
  func mockAppStoreDataVerifiesAgainstTestCA(_ name: String) throws {
    let outcome = try verifier().verify(AppleVectors.text(name))
    #expect(outcome.failure == nil, "\(name)")
  }

  @Test func transactionInfoVerifiesForItsBundle() throws {
    let outcome = try verifier(AppleVectors.appleTestOptions(bundleID: "com.example")).verify(
      AppleVectors.text("transactionInfo"))
    #expect(outcome.failure == nil)
    #expect(outcome.decoded?.payload["bundleId"]?.string == "com.example")
  }

  @Test func transactionInfoForAnotherBundleIsAnAppIdentifierFailure() throws {
    let outcome = try verifier(AppleVectors.appleTestOptions(bundleID: "com.example.x")).verify(
      AppleVectors.text("transactionInfo"))
    #expect(outcome.failure?.check == .appIdentifier)
    #expect(outcome.failure?.reason == .invalidDeviceVerification)
    #expect(outcome.decoded != nil)
  }

  @Test func testNotificationExpectedInProductionIsAnEnvironmentFailure() throws {
    let outcome = try verifier(AppleVectors.appleTestOptions(environment: "Production")).verify(
      AppleVectors.text("testNotification"))
    #expect(outcome.failure?.check == .environment)
    guard case .claimMismatch(let path, let found, "Production")? = outcome.failure?.problem else {
      Issue.record("expected the environment to differ, got \(String(describing: outcome.failure))")
      return
    }
    #expect(path == "data.environment")
    #expect(found == "\"Sandbox\"")
  }

  @Test func wrongBundleIdIsAnAppIdentifierFailure() throws {
    let outcome = try verifier(AppleVectors.appleTestOptions(bundleID: "com.example")).verify(
      AppleVectors.text("wrongBundleId"))
    #expect(outcome.failure?.check == .appIdentifier, "\(String(describing: outcome.failure))")
    #expect(
      outcome.failure?.problem == .claimMismatch(path: "data.bundleId", found: "\"com.example.wrong\"", expected: "com.example"))
  }

  @Test(arguments: ["transactionInfo", "renewalInfo", "testNotification"])
  func appleRealRootDoesNotTrustTheTestChain(_ name: String) throws {
    let outcome = try verifier(roots: ["AppleRootCA-G3.der"]).verify(AppleVectors.text(name))
    #expect(outcome.failure?.reason == .invalidCertificateChain)
    #expect(outcome.failure?.check == .certificatePath)
  }

  @Test func strictX509RefusesAppleTestCertificatesForLackingKeyIdentifiers() throws {
    var options = AppleVectors.appleTestOptions()
    options.strictX509 = true
    let outcome = try verifier(options).verify(AppleVectors.text("transactionInfo"))
    #expect(outcome.failure?.reason == .invalidCertificateChain)
    guard case .path(let error)? = outcome.failure?.problem else {
      Issue.record("expected a path validation error, got \(String(describing: outcome.failure))")
      return
    }
    #expect(error.isMissingKeyIdentifier, "\(error)")
    #expect(error.code == Self.missingAuthorityKeyIdentifier, "\(error)")
  }

  @Test func missingX5CHeaderClaimIsAFormatError() throws {
    let outcome = try verifier().verify(AppleVectors.text("missingX5CHeaderClaim"))
    #expect(outcome.failure?.reason == .missingRequiredProperties)
    #expect(outcome.failure?.check == .certificateCount)
  }

  @Test(arguments: ["legacyTransaction", "a.b.c.d", "a.b.c"])
  func nonJWSTextIsAFormatError(_ input: String) throws {
    let text = input.contains(".") ? input : try AppleVectors.text(input)
    let outcome = try verifier().verify(text)
    #expect(outcome.failure?.reason == .invalidEncoding)
    #expect(outcome.failure?.check == .format)
    #expect(outcome.decoded == nil)
  }

  @Test func theChainIsValidatedAtSignedDate() throws {
    let outcome = try verifier().verify(AppleVectors.text("transactionInfo"))
    let signedDate = try #require(outcome.decoded?.payload["signedDate"]?.number?.double)
    #expect(signedDate == 1_672_956_154_000)
    var options = AppleVectors.appleTestOptions()
    options.validationTime = .fixed(Date(timeIntervalSince1970: 2_280_946_846))
    let expired = try verifier(options).verify(AppleVectors.text("transactionInfo"))
    #expect(expired.failure?.reason == .invalidCertificateChain)
    #expect(expired.failure.flatMap(Self.pathCode) == Self.certificateHasExpired)
  }

  @Test func highSVectorsFailOnlyWhenLowSIsRequired() throws {
    var options = AppleVectors.appleTestOptions()
    options.requiresLowS = true
    let outcome = try verifier(options).verify(AppleVectors.text("renewalInfo"))
    #expect(outcome.failure?.check == .signatureMalleability)
    #expect(outcome.failure?.reason == .invalidSignature)
  }

  @Test(arguments: ["xcode-signed-transaction", "xcode-signed-renewal-info", "xcode-signed-app-transaction"])
  func xcodeDataVerifiesAgainstItsOwnCertificateInXcodeMode(_ name: String) throws {
    let text = try AppleVectors.text(name)
    let certificate = try #require(DecodedJWS(compactSerialization: text).certificateChain?.first)
    let root = try #require(Data(base64Encoded: certificate))
    let options = JWSVerifier.Options(chain: .xcodeLocal, expectedEnvironment: "Xcode")
    let outcome = try JWSVerifier(trustedRoots: [root], options: options).verify(text)
    #expect(outcome.failure == nil, "\(name)")
    #expect(outcome.decoded?.keyIdentifier == "Apple_Xcode_Key")

    let asAppStore = try JWSVerifier(trustedRoots: [root], options: .appStoreServerLibrary()).verify(text)
    #expect(asAppStore.failure?.check == .certificateCount)
    #expect(asAppStore.failure?.reason == .invalidCertificateChain)

    let untrusted = try verifier(JWSVerifier.Options(chain: .xcodeLocal)).verify(text)
    #expect(untrusted.failure?.check == .certificatePath)

    let today = try JWSVerifier(
      trustedRoots: [root], options: JWSVerifier.Options(chain: .xcodeLocal, validationTime: .fixed(Date()))
    ).verify(text)
    #expect(today.failure.flatMap(Self.pathCode) == Self.certificateHasExpired)
  }

  @Test func newPayloadsSignedWithTheTestLeafKeyVerify() throws {
    let key = try P256PrivateKey(pem: AppleVectors.text("testLeaf.key"))
    let original = try DecodedJWS(compactSerialization: AppleVectors.text("transactionInfo"))
    let signer = JWSSigner(key: key, header: original.headerData)
    let payload = #"{"environment":"Sandbox","bundleId":"com.example","signedDate":1672956154000,"productId":"new"}"#
    let outcome = try verifier(AppleVectors.appleTestOptions(bundleID: "com.example")).verify(
      signer.sign(payload: Data(payload.utf8)))
    #expect(outcome.failure == nil)
    #expect(outcome.decoded?.payload["productId"]?.string == "new")
  }

  @Test(arguments: ["signedTransaction.json", "signedRenewalInfo.json", "signedTransactionWithRevocation.json"])
  func applesFullFieldPayloadsSignAndVerifyByteForByte(_ name: String) throws {
    let payload = try AppleVectors.data(name)
    let identity = try SigningIdentity.mint()
    var options = JWSVerifier.Options.appStoreServerLibrary()
    options.validationTime = .fixed(Date())
    let outcome = try JWSVerifier(trusting: identity, options: options).verify(
      JWSSigner(identity: identity).sign(payload: payload))
    #expect(outcome.failure == nil)
    #expect(outcome.decoded?.payloadData == payload)
    #expect(outcome.decoded?.duplicateKeys == [])
  }
}
