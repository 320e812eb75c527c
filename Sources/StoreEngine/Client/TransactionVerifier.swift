import FoundationEssentials
import StoreCatalog

/// Verifies the signed data a device receives, as StoreKit does before handing it to the app: the
/// chain to the sandbox's root at the signing date, the ES256 signature, the bundle identifier and
/// environment, and the device verification hash for this device.
struct TransactionVerifier: Sendable {
  let verifier: JWSVerifier
  /// Renewal info names no app (Apple's `JWSRenewalInfoDecodedPayload` has no `bundleId`): it is checked for its
  /// environment alone, as Apple's `SignedDataVerifier.verifyAndDecodeRenewalInfo` does.
  let renewalInfoVerifier: JWSVerifier
  let deviceVerificationID: UUID

  init(sandbox: Sandbox) throws {
    let context = sandbox.signingContext
    verifier = try JWSVerifier(
      trustedRoots: [sandbox.rootCertificateDER],
      options: JWSVerifier.Options(expectedBundleID: context.bundleID, expectedEnvironment: context.environment))
    renewalInfoVerifier = try JWSVerifier(
      trustedRoots: [sandbox.rootCertificateDER], options: JWSVerifier.Options(expectedEnvironment: context.environment))
    deviceVerificationID = context.deviceVerificationID
  }

  func verify(_ signed: CompactJWS) -> VerificationResult<Transaction> {
    let (payload, error) = check(signed.text, read: TransactionPayload.init(json:)) {
      ($0.deviceVerification, $0.deviceVerificationNonce)
    }
    let transaction = Transaction(payload: payload ?? TransactionPayload(), signed: signed)
    return error.map { .unverified(transaction, $0) } ?? .verified(transaction)
  }

  func verifyRenewalInfo(_ jws: String) -> VerificationResult<RenewalInfo> {
    let (payload, error) = check(jws, with: renewalInfoVerifier, read: RenewalInfoPayload.init(json:)) {
      ($0.deviceVerification, $0.deviceVerificationNonce)
    }
    let info = RenewalInfo(payload: payload ?? RenewalInfoPayload(), jws: jws)
    return error.map { .unverified(info, $0) } ?? .verified(info)
  }

  func verifyAppTransaction(_ jws: String) -> VerificationResult<AppTransaction> {
    let (payload, error) = check(jws, read: AppTransactionPayload.init(json:)) { ($0.deviceVerification, $0.deviceVerificationNonce) }
    let value = AppTransaction(payload: payload ?? AppTransactionPayload(json: nil), jws: jws)
    return error.map { .unverified(value, $0) } ?? .verified(value)
  }

  /// Decodes the payload (even when verification fails, as StoreKit does) and says why it did not
  /// verify, if it did not.
  private func check<Payload>(
    _ jws: String, with verifier: JWSVerifier? = nil, read: (JSONNode?) -> Payload, device: (Payload) -> (String?, String?)
  ) -> (Payload?, VerificationError?) {
    let verification = (verifier ?? self.verifier).verify(jws)
    guard let json = verification.decoded?.payload ?? Self.payloadJSON(of: jws) else {
      return (nil, verification.failure?.reason ?? .invalidEncoding)
    }
    let payload = read(json)
    if let failure = verification.failure { return (payload, failure.reason) }
    let (hash, nonceText) = device(payload)
    if let hash, let nonce = nonceText.flatMap(UUID.init(uuidString:)),
      !DeviceVerification.matches(hash, nonce: nonce, deviceVerificationID: deviceVerificationID)
    {
      return (payload, .invalidDeviceVerification)
    }
    return (payload, nil)
  }
}

extension TransactionVerifier {
  /// The payload of a JWS that could not be decoded as a whole (a bad header or signature), when the
  /// payload itself is readable JSON: StoreKit still hands out what it says.
  static func payloadJSON(of jws: String) -> JSONNode? {
    let parts = jws.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, let data = Data(base64URL: String(parts[1])) else { return nil }
    return try? JSONParser.parse(Array(data))
  }
}

extension Data {
  /// Decodes base64url without padding (the JWS segment encoding).
  init?(base64URL text: String) {
    var base64 = text.replacing("-", with: "+").replacing("_", with: "/")
    while base64.count % 4 != 0 { base64 += "=" }
    self.init(base64Encoded: base64)
  }
}
