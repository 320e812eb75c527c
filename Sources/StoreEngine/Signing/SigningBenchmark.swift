import COpenSSL
import Foundation

/// Measures signing and verification throughput in this process: OpenSSL's raw ES256 calls (EVP, one context per
/// call) — the ceiling — beside `JWSSigner` and `JWSVerifier` doing the same work on a transaction-sized payload.
/// For `bench/` programs (the engine benchmark compares purchases per second with `rawSignAndVerifyRate`); tests
/// never time anything.
public enum SigningBenchmark {
  /// Operations per second for signing, verifying, and one of each in turn.
  public struct Rates: Sendable, Hashable {
    /// Signatures made per second.
    public var signsPerSecond: Double
    /// Signatures checked per second.
    public var verifiesPerSecond: Double
    /// One signature made and checked, per second.
    public var signAndVerifyPerSecond: Double
  }

  /// What one run measured.
  public struct Report: Sendable, Hashable, CustomStringConvertible {
    /// `EVP_DigestSign` / `EVP_DigestVerify` over the same signing input.
    public var raw: Rates
    /// `JWSSigner.sign` / `JWSVerifier.verify` (chain already validated and remembered).
    public var jws: Rates
    /// `JWSVerifier.verify` with a new verifier each time, so the chain is validated every time.
    public var coldVerifiesPerSecond: Double

    public var description: String {
      func row(_ name: String, _ raw: Double, _ jws: Double) -> String {
        name.padding(toLength: 16, withPad: " ", startingAt: 0) + format(raw, 14) + format(jws, 14)
          + format(jws / raw * 100, 9, digits: 1) + " %"
      }
      return [
        "operation".padding(toLength: 16, withPad: " ", startingAt: 0) + "raw EVP/s".leftPadded(14)
          + "JWS/s".leftPadded(14) + "JWS/raw".leftPadded(11),
        row("sign", raw.signsPerSecond, jws.signsPerSecond),
        row("verify", raw.verifiesPerSecond, jws.verifiesPerSecond),
        row("sign+verify", raw.signAndVerifyPerSecond, jws.signAndVerifyPerSecond),
        row("verify (cold)", raw.verifiesPerSecond, coldVerifiesPerSecond),
      ].joined(separator: "\n")
    }

    private func format(_ value: Double, _ width: Int, digits: Int = 0) -> String {
      value.formatted(.number.precision(.fractionLength(digits)).grouping(.never)).leftPadded(width)
    }
  }

  /// Runs every measurement for `duration` each (seven in all).
  public static func run(duration: Duration = .seconds(1)) throws -> Report {
    let identity = try SigningIdentity.mint()
    let signer = JWSSigner(identity: identity)
    let verifier = try JWSVerifier(trusting: identity)
    let payload = transactionPayload()
    let jws = try signer.sign(payload: payload)
    let signingInput = Array(try DecodedJWS(compactSerialization: jws).signedData)
    let der = try identity.leafKey.sign(signingInput).der
    let publicKey = try identity.leaf.publicKey()

    let raw = Rates(
      signsPerSecond: try rate(duration) { _ = try rawSign(identity.leafKey, signingInput) },
      verifiesPerSecond: try rate(duration) { try rawVerify(publicKey, der, signingInput) },
      signAndVerifyPerSecond: try rate(duration) {
        try rawVerify(publicKey, try rawSign(identity.leafKey, signingInput), signingInput)
      })
    let jwsRates = Rates(
      signsPerSecond: try rate(duration) { _ = try signer.sign(payload: payload) },
      verifiesPerSecond: try rate(duration) { try require(verifier.verify(jws)) },
      signAndVerifyPerSecond: try rate(duration) { try require(verifier.verify(try signer.sign(payload: payload))) })
    let cold = try rate(duration) { try require(JWSVerifier(trusting: identity).verify(jws)) }
    return Report(raw: raw, jws: jwsRates, coldVerifiesPerSecond: cold)
  }

  /// OpenSSL's raw ES256 sign-then-verify rate alone: the signing part of a purchase's ceiling.
  public static func rawSignAndVerifyRate(duration: Duration = .seconds(1)) throws -> Double {
    let key = try P256PrivateKey.generate()
    let publicKey = try key.publicKey()
    let input = Array(transactionPayload())
    return try rate(duration) { try rawVerify(publicKey, try rawSign(key, input), input) }
  }

  // MARK: - Measuring

  private static func rate(_ duration: Duration, _ operation: () throws -> Void) throws -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    var count = 0
    repeat {
      try operation()
      count += 1
    } while clock.now - start < duration
    let elapsed = clock.now - start
    return Double(count) / (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }

  private static func require(_ outcome: JWSVerification) throws {
    if let failure = outcome.failure {
      throw OpenSSLError(operation: "verify during the benchmark", reason: "\(failure)")
    }
  }

  private static func rawSign(_ key: P256PrivateKey, _ input: [UInt8]) throws -> [UInt8] {
    let context = try OpenSSL.require(EVP_MD_CTX_new(), "benchmark signing")
    defer { EVP_MD_CTX_free(context) }
    try OpenSSL.check(EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key.pointer), "benchmark signing")
    var signature = [UInt8](repeating: 0, count: 80)
    var length = signature.count
    try OpenSSL.check(EVP_DigestSign(context, &signature, &length, input, input.count), "benchmark signing")
    return Array(signature.prefix(length))
  }

  private static func rawVerify(_ key: P256PublicKey, _ der: [UInt8], _ input: [UInt8]) throws {
    let context = try OpenSSL.require(EVP_MD_CTX_new(), "benchmark verification")
    defer { EVP_MD_CTX_free(context) }
    try OpenSSL.check(EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key.pointer), "benchmark verification")
    try OpenSSL.check(EVP_DigestVerify(context, der, der.count, input, input.count), "benchmark verification")
  }

  /// A transaction payload of realistic size (about 900 bytes, every key Apple defines for a subscription).
  private static func transactionPayload() -> Data {
    Data(
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
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
