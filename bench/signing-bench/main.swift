import Foundation
import RawES256
import StoreEngine

/// Prints the ES256 throughput table: OpenSSL's raw EVP calls (one context per call) — the ceiling — beside
/// Storefront's `JWSSigner` and `JWSVerifier` doing the same work on a transaction-sized payload.
let seconds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2
let duration = Duration.seconds(seconds)

/// A transaction payload of realistic size (about 900 bytes, every key Apple defines for a subscription).
let payload = Data(
  """
  {"transactionId":"2000000456789012","originalTransactionId":"2000000456789000","webOrderLineItemId":\
  "2000000012345678","bundleId":"com.example.storefront","productId":"com.example.storefront.pro.monthly",\
  "subscriptionGroupIdentifier":"21345678","purchaseDate":1764000000000,"originalPurchaseDate":1760000000000,\
  "expiresDate":1766592000000,"quantity":1,"type":"Auto-Renewable Subscription","appAccountToken":\
  "6f1c2a3b-9d8e-4f70-8a6b-5c4d3e2f1a0b","inAppOwnershipType":"PURCHASED","signedDate":\
  \(Int64(Date().timeIntervalSince1970 * 1000)),"offerType":1,"offerDiscountType":"FREE_TRIAL","offerPeriod":\
  "P1W","environment":"Sandbox","storefront":"USA","storefrontId":"143441","transactionReason":"PURCHASE",\
  "currency":"USD","price":9990,"appTransactionId":"704289572935826045"}
  """.utf8)

func require(_ outcome: JWSVerification) throws {
  if let failure = outcome.failure { throw RawES256.Failure(description: "verify during the benchmark: \(failure)") }
}

/// The leaf's private key and certificate, read from the identity's archive (the engine keeps its keys internal).
func leafKeys(of identity: SigningIdentity) throws -> RawES256 {
  let archive = try JSONSerialization.jsonObject(with: try identity.archived()) as? [String: Any]
  let leaf = archive?["leaf"] as? [String: String]
  guard let key = leaf?["privateKey"].flatMap({ Data(base64Encoded: $0) }) else {
    throw RawES256.Failure(description: "the identity archive has no leaf key")
  }
  return try RawES256(privateKeyPKCS8: Array(key), certificate: Array(identity.leaf.der))
}

func row(_ name: String, _ raw: Double, _ jws: Double) -> String {
  name.padding(toLength: 16, withPad: " ", startingAt: 0) + format(raw, 14) + format(jws, 14)
    + format(jws / raw * 100, 9, digits: 1) + " %"
}

func format(_ value: Double, _ width: Int, digits: Int = 0) -> String {
  padded(value.formatted(.number.precision(.fractionLength(digits)).grouping(.never)), width)
}

func padded(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }

do {
  let identity = try SigningIdentity.mint()
  let signer = JWSSigner(identity: identity)
  let verifier = try JWSVerifier(trusting: identity)
  let jws = try signer.sign(payload: payload)
  // The raw calls sign and verify the same bytes a JWS signature covers, with the leaf's key and certificate.
  let signingInput = Array(try DecodedJWS(compactSerialization: jws).signedData)
  let raw = try leafKeys(of: identity)
  let der = try raw.sign(signingInput)

  let rawSign = try RawES256.rate(duration) { _ = try raw.sign(signingInput) }
  let rawVerify = try RawES256.rate(duration) { try raw.verify(der, of: signingInput) }
  let rawBoth = try RawES256.rate(duration) { try raw.verify(try raw.sign(signingInput), of: signingInput) }
  let jwsSign = try RawES256.rate(duration) { _ = try signer.sign(payload: payload) }
  let jwsVerify = try RawES256.rate(duration) { try require(verifier.verify(jws)) }
  let jwsBoth = try RawES256.rate(duration) { try require(verifier.verify(try signer.sign(payload: payload))) }
  // A new verifier each time, so the chain is validated every time.
  let cold = try RawES256.rate(duration) { try require(JWSVerifier(trusting: identity).verify(jws)) }
  print(
    [
      "operation".padding(toLength: 16, withPad: " ", startingAt: 0) + padded("raw EVP/s", 14) + padded("JWS/s", 14)
        + padded("JWS/raw", 11),
      row("sign", rawSign, jwsSign),
      row("verify", rawVerify, jwsVerify),
      row("sign+verify", rawBoth, jwsBoth),
      row("verify (cold)", rawVerify, cold),
    ].joined(separator: "\n"))
} catch {
  print("signing benchmark failed: \(error)")
  Foundation.exit(1)
}
