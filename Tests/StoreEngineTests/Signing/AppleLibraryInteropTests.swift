import Foundation
import StoreCatalog
import TestSupport
import Testing

@testable import StoreEngine

/// Data the sandbox signs is accepted, field for field, by Apple's own App Store Server Library (Python, strict X.509,
/// online checks off, trusting the sandbox root), and promotional-offer signatures interoperate both ways.
@Suite struct AppleLibraryInteropTests {
  static let script = ProjectPaths.root.appendingPathComponent("Tests/Interop/verify_with_apple.py")
  static let bundleID = "com.example.storefront"

  @Test func appleLibraryVerifiesAndDecodesWhatTheSandboxSigns() async throws {
    let check = try await ProcessRunner.run("python3", ["-c", "import appstoreserverlibrary"])
    guard check.status == 0 else {
      Issue.record(
        "Apple's app-store-server-library is not installed for python3; run scripts/install-deps (\(check.stderr))")
      return
    }
    let now = Date()
    let identity = try SigningIdentity.mint()
    let signer = JWSSigner(identity: identity)
    let transaction = Self.transactionPayload(now)
    let renewal = Self.renewalPayload(now)
    let signedTransaction = try signer.sign(payload: Data(transaction.utf8))
    var tampered = Array(signedTransaction.utf8)
    let payloadStart = try #require(tampered.firstIndex(of: UInt8(ascii: "."))) + 10
    tampered[payloadStart] = tampered[payloadStart] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")

    let offerKey = try P256PrivateKey.generate()
    let catalogKey = OfferSigningKey(id: "C815358F", privateKeyBase64: Data(try offerKey.pkcs8()).base64EncodedString())
    let offer = PromotionalOfferSignature(
      appBundleID: Self.bundleID, keyIdentifier: catalogKey.id, productIdentifier: "com.example.storefront.pro.monthly",
      offerIdentifier: "comeback50", appAccountToken: "6F1C2A3B-9D8E-4F70-8A6B-5C4D3E2F1A0B", nonce: UUID(),
      timestamp: Int64(now.timeIntervalSince1970 * 1000))

    let directory = try ProjectPaths.temporaryDirectory("interop")
    defer { try? FileManager.default.removeItem(at: directory) }
    let rootPath = directory.appendingPathComponent("root.der")
    try identity.rootCertificateDER.write(to: rootPath)
    try identity.rootCertificatePEM.write(
      to: directory.appendingPathComponent("root.pem"), atomically: true, encoding: .utf8)
    let request: [String: Any] = [
      "rootCertificate": rootPath.path, "environment": "Sandbox", "bundleId": Self.bundleID,
      "signedTransaction": signedTransaction, "signedRenewalInfo": try signer.sign(payload: Data(renewal.utf8)),
      "tamperedTransaction": String(decoding: tampered, as: UTF8.self),
      "offer": [
        "keyId": catalogKey.id, "privateKeyPEM": PEM.encode(try offerKey.pkcs8(), label: "PRIVATE KEY"),
        "productId": offer.productIdentifier, "offerId": offer.offerIdentifier,
        "appAccountToken": offer.appAccountToken,
        "nonce": offer.nonce.uuidString, "timestamp": offer.timestamp,
        "swiftSignature": try offer.sign(with: catalogKey),
      ] as [String: Any],
    ]
    let requestPath = directory.appendingPathComponent("request.json")
    try JSONSerialization.data(withJSONObject: request).write(to: requestPath)

    let result = try await ProcessRunner.run("python3", [Self.script.path, requestPath.path])
    try #require(result.status == 0, "Apple's library refused the data: \(result.stderr)")
    let output = try JSONParser.parse(result.stdout)

    try Self.expectSameFields(signed: transaction, decoded: output["transaction"], "transaction")
    try Self.expectSameFields(signed: renewal, decoded: output["renewalInfo"], "renewal info")
    for (name, enums) in [("transaction", output["transactionEnums"]), ("renewal info", output["renewalInfoEnums"])] {
      guard let members = enums?.object?.members else { throw CocoaError(.coderReadCorrupt) }
      for member in members { #expect(!member.value.isNull, "Apple's model did not recognise \(name) \(member.key)") }
    }
    #expect(output["tamperedTransaction"]?.string == "VERIFICATION_FAILURE")
    #expect(output["swiftOfferSignatureVerifies"]?.bool == true)
    let appleSignature = try #require(output["appleOfferSignature"]?.string)
    #expect(offer.problems(signature: appleSignature, key: catalogKey, now: now).isEmpty)
  }

  /// Every key the sandbox signed came back from Apple's typed model with the same value.
  private static func expectSameFields(signed: String, decoded: JSONNode?, _ name: String) throws {
    guard let members = try JSONParser.parse(signed).object?.members else {
      throw CocoaError(.coderReadCorrupt)
    }
    let decoded = try #require(decoded, "no decoded \(name) in the output")
    for member in members {
      #expect(decoded[member.key] == member.value, "\(name) \(member.key): signed \(member.value.formatted())")
    }
  }

  // MARK: - Payloads with every key of Apple's models

  static func transactionPayload(_ now: Date) -> String {
    let ms = Int64(now.timeIntervalSince1970 * 1000)
    let day: Int64 = 86_400_000
    return """
      {"transactionId":"2000000456789012","originalTransactionId":"2000000456789000",\
      "webOrderLineItemId":"2000000012345678","bundleId":"\(bundleID)",\
      "productId":"com.example.storefront.pro.monthly","subscriptionGroupIdentifier":"21345678",\
      "purchaseDate":\(ms - day),"originalPurchaseDate":\(ms - 40 * day),"expiresDate":\(ms + 29 * day),"quantity":1,\
      "type":"Auto-Renewable Subscription","appAccountToken":"6f1c2a3b-9d8e-4f70-8a6b-5c4d3e2f1a0b",\
      "inAppOwnershipType":"PURCHASED","signedDate":\(ms),"revocationReason":1,"revocationDate":\(ms - 3_600_000),\
      "isUpgraded":true,"offerType":2,"offerIdentifier":"comeback50","environment":"Sandbox","storefront":"USA",\
      "storefrontId":"143441","transactionReason":"PURCHASE","currency":"USD","price":9990,\
      "offerDiscountType":"PAY_AS_YOU_GO","appTransactionId":"704289572935826045","offerPeriod":"P1M",\
      "revocationType":"REFUND_FULL","revocationPercentage":100000}
      """
  }

  static func renewalPayload(_ now: Date) -> String {
    let ms = Int64(now.timeIntervalSince1970 * 1000)
    let day: Int64 = 86_400_000
    return """
      {"expirationIntent":2,"originalTransactionId":"2000000456789000",\
      "autoRenewProductId":"com.example.storefront.pro.yearly","productId":"com.example.storefront.pro.monthly",\
      "autoRenewStatus":1,"isInBillingRetryPeriod":true,"priceIncreaseStatus":1,"gracePeriodExpiresDate":\(ms + 6 * day),\
      "offerType":1,"offerIdentifier":"intro-trial","signedDate":\(ms),"environment":"Sandbox",\
      "recentSubscriptionStartDate":\(ms - 40 * day),"renewalDate":\(ms + 29 * day),"currency":"USD",\
      "renewalPrice":99990,"offerDiscountType":"FREE_TRIAL","eligibleWinBackOfferIds":["winback1","winback2"],\
      "appAccountToken":"6f1c2a3b-9d8e-4f70-8a6b-5c4d3e2f1a0b","appTransactionId":"704289572935826045",\
      "offerPeriod":"P1W"}
      """
  }
}
