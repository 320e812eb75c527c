import Foundation
import StoreCatalog
import Testing

@testable import StoreEngine

@Suite struct PromotionalOfferSignatureTests {
  private static let now = Date(timeIntervalSince1970: 1_700_000_000)

  private static func key(id: String = "C815358F") throws -> OfferSigningKey {
    OfferSigningKey(id: id, privateKeyBase64: Data(try P256PrivateKey.generate().pkcs8()).base64EncodedString())
  }

  private static func fields(token: String = "7E3FB20B-4CDB-47CC-936D-99D65F608138") -> PromotionalOfferSignature {
    PromotionalOfferSignature(
      appBundleID: "com.example.storefront", keyIdentifier: "C815358F", productIdentifier: "com.example.pro.monthly",
      offerIdentifier: "comeback50", appAccountToken: token,
      nonce: UUID(uuidString: "A1B2C3D4-E5F6-4711-8899-AABBCCDDEEFF")!, timestamp: 1_699_999_000_000)
  }

  @Test func signedTextJoinsLowerCasedFieldsWithInvisibleSeparators() {
    #expect(
      Self.fields().signedText
        == "com.example.storefront\u{2063}C815358F\u{2063}com.example.pro.monthly\u{2063}comeback50\u{2063}"
        + "7e3fb20b-4cdb-47cc-936d-99d65f608138\u{2063}a1b2c3d4-e5f6-4711-8899-aabbccddeeff\u{2063}1699999000000")
  }

  @Test func aSignatureItMakesChecksOut() throws {
    let key = try Self.key()
    let signature = try Self.fields().sign(with: key)
    #expect(Self.fields().problems(signature: signature, key: key, now: Self.now).isEmpty)
  }

  @Test func wrongKeyIdentifierIsNamed() throws {
    let key = try Self.key(id: "851B7BE3")
    let signature = try Self.fields().sign(with: key)
    #expect(
      Self.fields().problems(signature: signature, key: key, now: Self.now)
        == [.wrongKeyIdentifier(given: "C815358F", expected: "851B7BE3")])
  }

  @Test func staleAndFutureTimestampsAreNamed() throws {
    let key = try Self.key()
    let signature = try Self.fields().sign(with: key)
    let late = Self.now.addingTimeInterval(2 * 86_400)
    #expect(
      Self.fields().problems(signature: signature, key: key, now: late)
        == [.timestampTooOld(timestamp: 1_699_999_000_000, ageInSeconds: 173_800)])
    let early = Self.now.addingTimeInterval(-3_600)
    #expect(
      Self.fields().problems(signature: signature, key: key, now: early)
        == [.timestampInFuture(timestamp: 1_699_999_000_000, aheadInSeconds: 2_600)])
  }

  @Test func aSignatureFromAnotherKeyIsAMismatch() throws {
    let signature = try Self.fields().sign(with: Self.key())
    #expect(
      Self.fields().problems(signature: signature, key: try Self.key(), now: Self.now)
        == [.signatureMismatch(likelyCause: nil)])
  }

  @Test func aSignatureOverOtherFieldsIsAMismatch() throws {
    let key = try Self.key()
    var other = Self.fields()
    other.offerIdentifier = "another-offer"
    let signature = try other.sign(with: key)
    #expect(
      Self.fields().problems(signature: signature, key: key, now: Self.now) == [.signatureMismatch(likelyCause: nil)])
  }

  /// Common signer mistakes, each diagnosed from the signature alone.
  @Test(arguments: [
    ("nonce", "the nonce was signed in upper case"),
    ("token", "signed in upper case; Apple lower-cases it"),
    ("noToken", "leaves out the app account token"),
    ("seconds", "timestamp in seconds"),
    ("swapped", "swapped"),
    ("escapedSeparator", "six characters"),
  ])
  func commonSignerMistakesAreDiagnosed(_ mistake: String, _ words: String) throws {
    let key = try Self.key()
    let fields = Self.fields()
    let privateKey = try PromotionalOfferSignature.privateKey(key)
    let separator = mistake == "escapedSeparator" ? "\\u2063" : "\u{2063}"
    let text = [
      fields.appBundleID, fields.keyIdentifier,
      mistake == "swapped" ? fields.offerIdentifier : fields.productIdentifier,
      mistake == "swapped" ? fields.productIdentifier : fields.offerIdentifier,
      mistake == "token"
        ? fields.appAccountToken.uppercased() : mistake == "noToken" ? "" : fields.appAccountToken.lowercased(),
      mistake == "nonce" ? fields.nonce.uuidString : fields.nonce.uuidString.lowercased(),
      String(mistake == "seconds" ? fields.timestamp / 1000 : fields.timestamp),
    ].joined(separator: separator)
    let signature = Data(try privateKey.sign(Data(text.utf8)).der).base64EncodedString()
    let problems = fields.problems(signature: signature, key: key, now: Self.now)
    #expect(problems.count == 1)
    guard case .signatureMismatch(let cause?) = problems.first else {
      Issue.record("\(mistake): \(problems)")
      return
    }
    #expect(cause.contains(words), "\(cause)")
  }

  @Test func encodingMistakesAreDiagnosed() throws {
    let key = try Self.key()
    let fields = Self.fields()
    let signature = try fields.sign(with: key)
    let twice = Data(signature.utf8).base64EncodedString()
    let raw = Data(try ECDSASignature(der: #require(Data(base64Encoded: signature))).raw).base64EncodedString()
    let problems = { (text: String) in fields.problems(signature: text, key: key, now: Self.now).map(\.description) }
    #expect(problems(twice).first?.contains("base64-encoded twice") == true)
    #expect(problems(raw).first?.contains("raw 64-byte") == true)
    #expect(problems("%%%").first?.contains("not base64") == true)
    #expect(problems("AAAA").first?.contains("not a DER") == true)
  }

  @Test func anUnreadableCatalogKeyIsNamed() throws {
    let key = OfferSigningKey(id: "C815358F", privateKeyBase64: "bm90IGEga2V5")
    let problems = Self.fields().problems(signature: "AAAA", key: key, now: Self.now)
    guard case .unusableKey = problems.last else {
      Issue.record("\(problems)")
      return
    }
  }
}

@Suite struct DeviceVerificationTests {
  private let nonce = UUID(uuidString: "7EDEA87D-98F0-42D0-9682-49CA81022F73")!
  private let device = UUID(uuidString: "00000000-1111-2222-3333-444444444444")!

  @Test func hashIsSHA384OfTheLowerCasedUUIDStrings() {
    // python3: base64(sha384(b"7edea87d-…-49ca81022f73" + b"00000000-…-444444444444"))
    #expect(
      DeviceVerification.payloadValue(nonce: nonce, deviceVerificationID: device)
        == "2Fo1cDT++/pyGn5tPbnNKDgjH9jcY5WXIlfu/mZHqSLgOq53TQDX4UL+E1JQ1TND")
    #expect(DeviceVerification.hash(nonce: nonce, deviceVerificationID: device).count == 48)
  }

  @Test func matchesOnlyTheSameNonceAndDevice() {
    let value = DeviceVerification.payloadValue(nonce: nonce, deviceVerificationID: device)
    #expect(DeviceVerification.matches(value, nonce: nonce, deviceVerificationID: device))
    #expect(!DeviceVerification.matches(value, nonce: UUID(), deviceVerificationID: device))
    #expect(!DeviceVerification.matches(value, nonce: nonce, deviceVerificationID: UUID()))
    #expect(!DeviceVerification.matches("not base64!", nonce: nonce, deviceVerificationID: device))
  }
}
